"""Fugitive (Adventures), $4* Action - Traveller (not in the supply: Peasant's line): "+2 Cards
+1 Action. Discard a card. When you discard this from play, you may exchange it for a Disciple."

Official FAQ: "When you play this, you draw 2 cards, get +1 Action, and then discard a card from
your hand. The discarded card does not have to be one of the cards just drawn."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Peasant", TR, "Village"]


def test_card_data() -> None:
    card = card_named("Fugitive")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Traveller", "Adventures")


def test_two_cards_an_action_then_any_card_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Fugitive", "Estate"]}, decks={0: ["Gold", "Silver", "Copper"]})
    s = act(s, "play Fugitive")
    assert choices(s) == ("discard Estate", "discard Gold", "discard Silver")
    s = act(s, "discard Estate")  # not one just drawn
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Copper"], "discard": ["Estate"],
                           "in_play": ["Fugitive"]}
    assert s.player(0).actions == 1


def test_exchanged_for_a_disciple_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Fugitive"]}, decks={0: ["Copper"] * 8})
    s = end_turn(act(s, "play Fugitive"))  # (the Coppers alike: discarded without a question)
    assert choices(s) == ("exchange Disciple", "no")
    yes = act(s, "exchange Disciple")
    assert "Disciple" in zones(yes, 0)["discard"] and yes.player(0).count("Fugitive") == 0
    assert yes.supply_count("Fugitive") == 6
    no = act(s, "no")
    assert "Fugitive" in zones(no, 0)["discard"] and no.supply_count("Disciple") == 5


def test_throne_room_four_cards_two_discards() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Fugitive"]},
                 decks={0: ["Gold", "Estate", "Silver", "Curse", "Copper"]})
    s = act(act(act(s, f"play {TR}"), "play Fugitive"), "discard Estate")
    s = act(s, "discard Curse")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Copper"],
                           "discard": ["Curse", "Estate"], "in_play": [TR, "Fugitive"]}
    assert s.player(0).actions == 2
