"""Forager (Dark Ages), $3 Action: "+1 Action. +1 Buy. Trash a card from your hand. +$1 per
differently named Treasure in the trash." (FAQ: trash a card if you can; either way the $ is
counted, copies of one Treasure counting once.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Forager", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Forager")
    assert (card.cost, card.type_line) == (3, "Action")


def test_trashes_then_counts_the_treasures_of_the_trash() -> None:
    s = scenario(KINGDOM, hands={0: ["Forager", "Copper", "Estate"]})
    s = act(s, "play Forager")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Copper")
    assert names(s.trash) == ["Copper"]
    assert (s.player(0).coins, s.player(0).buys, s.player(0).actions) == (1, 2, 1)
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Forager"]}


def test_a_victory_card_in_the_trash_gives_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Forager", "Estate"]})
    s = act(s, "play Forager")  # one card in hand: trashed without asking
    assert names(s.trash) == ["Estate"] and s.player(0).coins == 0


def test_with_an_empty_hand_it_still_counts() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Forager", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Forager")  # the first play trashes the Silver (the only card)
    assert s.player(0).coins == 2  # $1 each play: the second trashes nothing
    assert names(s.trash) == ["Silver"]


def test_copies_count_once_and_different_names_each() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Forager", "Copper", "Copper", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Forager")
    s = act(s, "trash Copper")
    s = act(s, "trash Copper")
    assert s.player(0).coins == 2  # Copper once, then Copper once again
    s2 = scenario(KINGDOM, hands={0: ["Throne Room", "Forager", "Copper", "Silver"]})
    s2 = act(s2, "play Throne Room")
    s2 = act(s2, "play Forager")
    s2 = act(s2, "trash Copper")  # the second play trashes the Silver, the only card left
    assert s2.player(0).coins == 3  # Copper, then Copper and Silver
