"""Coppersmith (Intrigue 1E): "Copper produces an extra $1 this turn."

Source: https://wiki.dominionstrategy.com/index.php/Coppersmith. Turn memory in the state value
(a this-turn trigger, like Merchant's): each Copper played after it gives $1 more; two plays (or
Throne Room) give $2 more; the next turn Copper is $1 again."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act

KINGDOM = ["Coppersmith", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Coppersmith")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Intrigue 1E")


def test_each_copper_gives_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Coppersmith", "Copper", "Copper", "Silver"]})
    s = act(s, "play Coppersmith")
    assert s.player(0).coins == 0 and len(s.triggers) == 1
    s = act(s, "play all treasures")
    assert s.player(0).coins == 6


def test_one_at_a_time() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Coppersmith", "Copper", "Copper"]}),
                "play Coppersmith"), "play Copper")
    assert s.player(0).coins == 2


def test_two_coppersmiths_and_throne_room() -> None:
    two = scenario(KINGDOM, hands={0: ["Village", "Coppersmith", "Coppersmith", "Copper"]},
                   decks={0: ["Estate"]})
    two = act(act(act(two, "play Village"), "play Coppersmith"), "play Coppersmith")
    assert act(two, "play all treasures").player(0).coins == 3
    tr = scenario(KINGDOM, hands={0: ["Throne Room", "Coppersmith", "Copper", "Copper"]})
    tr = act(act(act(tr, "play Throne Room"), "play Coppersmith"), "play all treasures")
    assert tr.player(0).coins == 6


def test_it_lasts_this_turn_only_and_only_for_its_player() -> None:
    s = scenario(KINGDOM, hands={0: ["Coppersmith"], 1: ["Copper"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    s = act(s, "play Coppersmith")
    s = end_turn(s)
    assert s.current == 1 and s.triggers == ()
    s = act(s, "play all treasures")
    assert s.player(1).coins == 1
    s = end_turn(s)
    assert act(s, "play all treasures").player(0).coins == 5
