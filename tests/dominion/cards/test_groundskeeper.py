"""Groundskeeper (Empires), $5 Action: "+1 Card. +1 Action. While this is in play, when you gain a
Victory card, +1 VP." (FAQ: "This can trigger multiple times in a turn"; "Multiple Groundskeepers
are cumulative. If you Crown a Groundskeeper, there is still just one Groundskeeper in play, so
you only get +1 VP per Victory card gained.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act

KINGDOM = ["Groundskeeper", "Throne Room", "Workshop", "Market"]


def test_card_data() -> None:
    card = card_named("Groundskeeper")
    assert (card.cost, card.type_line, card.cards, card.actions) == (5, "Action", 1, 1)


def test_each_victory_gain_gives_a_vp() -> None:
    """FAQ: "This can trigger multiple times in a turn, for cards gained different ways"."""
    s = scenario(KINGDOM, hands={0: ["Groundskeeper", "Gold", "Gold"]}, decks={0: ["Workshop"]})
    s = act(act(s, "play Groundskeeper"), "play Workshop")
    s = act(s, "gain Estate")
    assert s.player(0).vp_tokens == 1
    s = act(s, "play all treasures")
    s = act(s, "buy Duchy")
    assert s.player(0).vp_tokens == 2
    s = act(s, "buy Copper")
    assert s.player(0).vp_tokens == 2  # not a Victory card


def test_two_are_cumulative() -> None:
    """FAQ: "Multiple Groundskeepers are cumulative"."""
    s = scenario(KINGDOM, hands={0: ["Groundskeeper", "Groundskeeper", "Gold", "Gold"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Groundskeeper"), "play Groundskeeper")
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.player(0).vp_tokens == 2


def test_throne_room_leaves_one_in_play() -> None:
    """FAQ: "If you Crown a Groundskeeper, there is still just one Groundskeeper in play, so you only
    get +1 VP per Victory card gained" (so too with Throne Room)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Groundskeeper", "Gold", "Gold"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Groundskeeper")
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.player(0).vp_tokens == 1


def test_another_players_gain_gives_nothing() -> None:
    s = scenario(KINGDOM, in_play={1: ["Groundskeeper"]}, hands={0: ["Gold", "Gold", "Copper"]})
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.player(1).vp_tokens == 0


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Groundskeeper"])
