"""Inn (Hinterlands, 2nd edition): "+2 Cards +2 Actions. Discard 2 cards. When you gain this,
reveal any number of Action cards from your discard pile and shuffle them into your deck."

Official FAQ (2022, wiki): any number, none included; the Inn just gained is an Action card in
the discard pile and may be shuffled in; the revealed cards are shuffled with the deck (the deck is
shuffled even when none are revealed: a shuffle, heard by Stash)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Inn", "Workshop", "Throne Room", "Village", "Smithy", "Stash", "Market"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Inn")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_play() -> None:
    """+2 Cards +2 Actions, then discard 2 cards."""
    s = scenario(KINGDOM, hands={0: ["Inn", "Estate", "Copper"]}, decks={0: ["Gold", "Curse"]})
    s = act(s, "play Inn")
    assert s.player(0).actions == 2
    s = act(s, "discard Curse", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "discard": ["Estate", "Curse"],
                           "in_play": ["Inn"]}


def test_gained_shuffles_actions_in() -> None:
    """Bought (Market's +Buy keeps the turn going): reveal Village and the Inn itself from the
    discard pile; both join the deck's 2 cards, shuffled; the Smithy and Copper stay."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]},
                 decks={0: ["Copper", "Estate", "Duchy"]},
                 discards={0: ["Village", "Smithy", "Copper"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Inn")
    assert choices(s) == ("reveal Inn", "reveal Smithy", "reveal Village", "done")
    s = act(s, "reveal Inn", "reveal Village")  # nothing left to reveal: complete
    p = s.player(0)
    assert sorted(c.name for c in p.deck) == ["Duchy", "Estate", "Inn", "Village"]
    assert [c.name for c in p.discard] == ["Smithy", "Copper"]
    assert "buy Copper" in choices(s)  # the turn goes on


def test_shuffle_is_heard_by_stash() -> None:
    """Revealing nothing still shuffles the deck: its Stash's owner places it (position k)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]},
                 decks={0: ["Copper", "Estate", "Stash"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Inn")
    assert choices(s) == ("reveal Inn", "done")
    s = act(s, "done")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 0")
    assert [c.name for c in s.player(0).deck] == ["Stash", "Estate"]
    assert [c.name for c in s.player(0).discard] == ["Inn"]


def test_throne_room() -> None:
    """Throne Room: +4 Cards +4 Actions, discard 2 cards twice."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Inn", "Silver"]},
                 decks={0: ["Copper", "Estate", "Curse", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Inn")
    s = act(s, "discard Copper", "discard Estate")
    s = act(s, "discard Curse", "discard Silver")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Silver", "Curse", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Inn"]}
    assert s.player(0).actions == 4
