"""The Ruins (Dark Ages), $0 Action - Ruins, in a shuffled pile of 10 per player after the first
whenever a Looter is in the game: Abandoned Mine "+$1", Ruined Library "+1 Card", Ruined Market
"+1 Buy", Ruined Village "+1 Action", Survivors "Look at the top 2 cards of your deck. Discard
them or put them back in any order"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Cultist", "Throne Room"]


def test_card_data() -> None:
    for name in ("Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village",
                 "Survivors"):
        card = card_named(name)
        assert (card.cost, card.type_line, card.is_kingdom) == (0, "Action - Ruins", False)
    assert card_named("Ruins").pile_per_opponent == 10 and len(card_named("Ruins").pile) == 50


def test_the_plain_ruins() -> None:
    """Ruined Village keeps the Action it used; Ruined Library draws; Abandoned Mine gives $1."""
    s = scenario(KINGDOM, hands={0: ["Abandoned Mine", "Ruined Village", "Ruined Library"]},
                 decks={0: ["Gold"]})
    s = act(s, "play Ruined Village")
    assert s.player(0).actions == 1
    s = act(s, "play Ruined Library")
    assert names(s.player(0).hand) == ["Abandoned Mine", "Gold"] and s.player(0).actions == 0
    s = scenario(KINGDOM, hands={0: ["Abandoned Mine"]})
    s = act(s, "play Abandoned Mine")
    assert (s.player(0).coins, s.player(0).actions) == (1, 0)


def test_ruined_market_gives_a_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Ruined Market"]})
    s = act(s, "play Ruined Market")
    assert s.player(0).buys == 2


def test_survivors_discards_both() -> None:
    s = scenario(KINGDOM, hands={0: ["Survivors"]}, decks={0: ["Estate", "Copper", "Gold"]})
    s = act(s, "play Survivors")
    assert choices(s) == ("discard them", "put them back in any order")
    s = act(s, "discard them")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Copper", "Estate"],
                           "in_play": ["Survivors"]}


def test_survivors_puts_them_back_in_any_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Survivors"]}, decks={0: ["Estate", "Gold", "Copper"]})
    s = act(s, "play Survivors", )
    s = act(s, "put them back in any order", "topdeck Estate")
    assert zones(s, 0) == {"deck": ["Gold", "Estate", "Copper"], "in_play": ["Survivors"]}


def test_throne_room_on_survivors_looks_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Survivors"]},
                 decks={0: ["Estate", "Curse", "Gold", "Silver", "Copper"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Survivors")
    s = act(s, "discard them")
    s = act(s, "put them back in any order", "topdeck Silver")
    assert zones(s, 0)["deck"] == ["Gold", "Silver", "Copper"]
    assert sorted(zones(s, 0)["discard"]) == ["Curse", "Estate"]
