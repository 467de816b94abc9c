"""Royal Seal (Prosperity 1E): "Worth $2. While this is in play, when you gain a card, you may put
that card on top of your deck."

A gain reaction (DESIGN: reactions are ``reveal <Card>`` or ``no``): offered as ``reveal Royal
Seal`` / ``no`` for each of its owner's gains while it is in play (bought or gained otherwise, to
the discard pile or the hand), only while the gained card is still where it was gained; two Royal
Seals are one offer (one per card name). Another player's gains: nothing."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

RS = "Royal Seal"
KINGDOM = [RS, "Workshop", "Market", "Watchtower", "Mine", "Witch"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity 1E worth $2."""
    card = card_named(RS)
    assert (card.cost, card.type_line, card.set_name, card.coins) == (5, "Treasure",
                                                                      "Prosperity 1E", 2)
    assert card.text.endswith("when you gain a card, you may put that card on top of your deck.")


def test_bought_card_onto_the_deck() -> None:
    """Royal Seal + Market: +Buy; buy a Silver and put it on the deck, then a Copper declined."""
    s = scenario(KINGDOM, hands={0: ["Market", RS, "Silver"]}, decks={0: ["Estate", "Gold"]})
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Silver")
    assert choices(s) == (f"reveal {RS}", "no")
    s = act(s, f"reveal {RS}")
    assert zones(s, 0)["deck"] == ["Silver", "Gold"]
    s = act(act(s, "buy Copper"), "no")
    assert s.current == 1  # the new hand: Silver, Gold (the deck's top) and 3 reshuffled
    assert zones(s, 0)["hand"][:2] == ["Silver", "Gold"]


def test_gain_to_hand_and_by_a_card() -> None:
    """Workshop's gain is offered; Mine's Treasure gained to the hand may go on the deck."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: [RS]}, decks={0: ["Estate"]})
    s = act(act(act(s, "play Workshop"), "gain Silver"), f"reveal {RS}")
    assert zones(s, 0) == {"deck": ["Silver", "Estate"], "in_play": [RS, "Workshop"]}
    m = scenario(KINGDOM, hands={0: ["Mine", "Copper"]}, in_play={0: [RS]})
    m = act(act(act(m, "play Mine"), "trash Copper"), "gain Silver")
    assert choices(m) == (f"reveal {RS}", "no")
    m = act(m, f"reveal {RS}")
    assert zones(m, 0) == {"deck": ["Silver"], "in_play": [RS, "Mine"]}


def test_two_seals_one_offer_and_watchtower_after() -> None:
    """Two Royal Seals and a Watchtower in hand: one window offers both names; after the Seal the
    card is on the deck, so Watchtower is not offered any more."""
    s = scenario(KINGDOM, hands={0: [RS, RS, "Watchtower"]})
    s = act(act(act(s, "end actions"), "play all treasures"), "buy Silver")
    assert choices(s) == (f"reveal {RS}", "reveal Watchtower", "no")
    s = act(s, f"reveal {RS}")
    assert s.current == 1  # nothing more was asked: the turn ended
    assert s.supply_count("Silver") == 39


def test_other_players_gains_ignored() -> None:
    """Seat 0 gains a Silver with Workshop while seat 1 has a Royal Seal in play (a scenario):
    seat 1 is not asked."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={1: [RS]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Workshop"]}
    assert s.waiting_for() == 0 and "end turn" in choices(s)
