"""Forum (Empires), $5 Action: "+3 Cards. +1 Action. Discard 2 cards. When you buy this, +1 Buy."
(FAQ: "with 13 Coin and only one Buy, you could buy a Forum, getting +1 Buy, then buy a
Province.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Forum", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Forum")
    assert (card.cost, card.type_line, card.cards, card.actions) == (5, "Action", 3, 1)


def test_draws_three_then_discards_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Forum", "Estate"]}, decks={0: ["Copper", "Gold", "Curse"]})
    s = act(s, "play Forum")
    assert choices(s) == ("discard Copper", "discard Curse", "discard Estate")  # canonical order
    s = act(s, "discard Curse", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "discard": ["Estate", "Curse"],
                           "in_play": ["Forum"]}
    assert s.player(0).actions == 1


def test_a_hand_of_one_discards_it() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Forum"]}, decks={0: ["Gold"]}), "play Forum")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Forum"]}


def test_buying_it_gives_a_buy() -> None:
    """FAQ: "with 13 Coin and only one Buy, you could buy a Forum, getting +1 Buy, then buy a
    Province"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold", "Silver", "Copper", "Copper"]})
    s = act(act(s, "play all treasures"), "buy Forum")
    assert (s.player(0).buys, s.player(0).coins) == (1, 8)
    s = act(s, "buy Province")  # the turn ends: both are among the seat's cards
    assert sorted(c.name for c in s.player(0).all_cards() if c.cost >= 5) == [
        "Forum", "Gold", "Gold", "Gold", "Province"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Forum"]},
                 decks={0: ["Copper", "Estate", "Silver", "Gold", "Curse", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Forum")
    s = act(s, "discard Copper", "discard Estate")
    s = act(s, "discard Copper", "discard Curse")
    assert zones(s, 0)["hand"] == ["Silver", "Gold"] and s.player(0).actions == 2


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Forum"])
