"""Rats (Dark Ages), $4 Action: "+1 Card. +1 Action. Gain a Rats. Trash a card from your hand other
than a Rats (or reveal a hand of all Rats). When you trash this, +1 Card." (FAQ: "First draw a
card; then gain a Rats [...]; then trash a card from your hand that is not a Rats card"; "There
are 20 copies of Rats"; "If Rats is trashed, you draw a card. This happens whether it is your
turn or another player's".)"""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Rats", "Throne Room", "Chapel", "Village"]


def test_card_data_and_a_pile_of_twenty() -> None:
    card = card_named("Rats")
    assert (card.cost, card.cards, card.actions, card.pile_count) == (4, 1, 1, 20)
    assert scenario(KINGDOM, hands={0: []}, players=4).supply_count("Rats") == 20
    g = new_game(["Rats", "Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village",
                  "Workshop", "Bureaucrat"], seed=0)
    assert g.supply_count("Rats") == 20


def test_draw_gain_a_rats_then_trash_a_card_not_rats() -> None:
    s = scenario(KINGDOM, hands={0: ["Rats", "Rats", "Estate"]}, decks={0: ["Copper"]})
    s = act(s, "play Rats")
    assert choices(s) == ("trash Copper", "trash Estate")  # not the Rats
    s = act(s, "trash Estate")
    assert zones(s, 0) == {"hand": ["Rats", "Copper"], "discard": ["Rats"], "in_play": ["Rats"]}
    assert s.supply_count("Rats") == 19 and names(s.trash) == ["Estate"]


def test_a_hand_of_all_rats_is_revealed() -> None:
    s = scenario(KINGDOM, hands={0: ["Rats", "Rats"]}, decks={0: ["Rats"]})
    s = act(s, "play Rats")
    assert names(s.trash) == [] and zones(s, 0)["hand"] == ["Rats", "Rats"]
    assert sorted(observation(s, 1).players[0].hand) == ["Rats", "Rats"]


def test_trashed_it_draws_a_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Rats", "Rats"]}, decks={0: ["Gold", "Silver"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Rats", "trash Rats")
    assert sorted(zones(s, 0)["hand"]) == ["Gold", "Silver"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Rats", "Estate", "Copper"]},
                 decks={0: ["Curse", "Silver"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Rats")
    s = act(s, "trash Curse")
    s = act(s, "trash Estate")
    assert sorted(names(s.trash)) == ["Curse", "Estate"]
    assert zones(s, 0)["hand"] == ["Copper", "Silver"] and names(s.player(0).discard) == ["Rats"] * 2
