"""Farming Village (Cornucopia): "+2 Actions. Reveal cards from the top of your deck until you
reveal an Action or Treasure card. Put that card into your hand and discard the other cards."

Rulings (wiki.dominionstrategy.com/index.php/Farming_Village, Official FAQ): if deck and discard
pile run out first, the revealed cards are discarded and nothing is put into the hand; a shuffle
does not take in the revealed cards; a card with two types, one of them Action or Treasure,
counts."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Farming Village", "Throne Room", "Harem", "Great Hall"]


def test_card_data() -> None:
    """A $4 Action of Cornucopia with +2 Actions."""
    c = card_named("Farming Village")
    assert (c.cost, c.actions, c.type_line, c.set_name) == (4, 2, "Action", "Cornucopia 1E")


def test_first_action_or_treasure_to_hand() -> None:
    """Estate, Duchy are discarded; the Silver comes to hand (known to all)."""
    s = scenario(KINGDOM, hands={0: ["Farming Village"]},
                 decks={0: ["Estate", "Duchy", "Silver", "Gold"]})
    s = act(s, "play Farming Village")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": ["Gold"], "discard": ["Duchy", "Estate"],
                           "in_play": ["Farming Village"]}
    assert s.player(0).actions == 2
    assert [c.name for c, _ in s.player(0).hand_known] == ["Silver"]


def test_two_types_and_none_found() -> None:
    """Great Hall (Action - Victory) is taken; with only Victory cards all are discarded."""
    s = scenario(KINGDOM, hands={0: ["Farming Village"]}, decks={0: ["Estate", "Great Hall"]})
    assert zones(act(s, "play Farming Village"), 0)["hand"] == ["Great Hall"]
    n = scenario(KINGDOM, hands={0: ["Farming Village"]}, decks={0: ["Estate"]},
                 discards={0: ["Duchy"]})
    n = act(n, "play Farming Village")
    assert zones(n, 0) == {"discard": ["Duchy", "Estate"], "in_play": ["Farming Village"]}


def test_throne_room() -> None:
    """Throne Room: +4 Actions and two cards found (Harem, then Village after an Estate)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Farming Village"]},
                 decks={0: ["Harem", "Estate", "Farming Village", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Farming Village")
    assert zones(s, 0) == {"hand": ["Harem", "Farming Village"], "deck": ["Gold"],
                           "discard": ["Estate"], "in_play": ["Throne Room", "Farming Village"]}
    assert s.player(0).actions == 4
