"""Scavenger (Dark Ages), $4 Action: "+$2. You may put your deck into your discard pile. Put a card
from your discard pile onto your deck." (FAQ: putting the deck into the discard pile is optional,
putting a card from the discard pile onto the deck is not, unless the discard pile is empty;
putting the deck into the discard pile does not trigger Tunnel; with an empty deck the card put
there is the only card of the deck.)

The question is ``yes`` / ``no`` (as Chancellor's; not asked with an empty deck), then
``topdeck <Card>`` from the discard pile."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Scavenger", "Throne Room", "Tunnel", "Village"]


def test_card_data() -> None:
    card = card_named("Scavenger")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (4, "Action", 2, "Dark Ages")


def test_deck_into_the_discard_pile_then_a_card_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Scavenger"]}, decks={0: ["Gold", "Estate"]},
                 discards={0: ["Copper"]})
    s = act(s, "play Scavenger")
    assert choices(s) == ("yes", "no")
    s = act(s, "yes")
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Scavenger"]}
    assert s.player(0).coins == 2
    assert known_deck(s.player(0), 1) == ((0, card_named("Gold")),)  # seen in the discard pile


def test_keeping_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Scavenger"]}, decks={0: ["Estate"]},
                 discards={0: ["Copper", "Village"]})
    s = act(act(s, "play Scavenger"), "no")
    assert choices(s) == ("topdeck Copper", "topdeck Village")
    s = act(s, "topdeck Village")
    assert zones(s, 0) == {"deck": ["Village", "Estate"], "discard": ["Copper"],
                           "in_play": ["Scavenger"]}


def test_an_empty_deck_is_not_asked_about_and_one_card_goes_without_asking() -> None:
    s = scenario(KINGDOM, hands={0: ["Scavenger"]}, discards={0: ["Silver", "Silver"]})
    s = act(s, "play Scavenger")
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Silver"], "in_play": ["Scavenger"]}
    assert s.player(0).coins == 2


def test_nothing_to_put_back() -> None:
    s = scenario(KINGDOM, hands={0: ["Scavenger"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Scavenger"), "no")
    assert zones(s, 0) == {"deck": ["Estate"], "in_play": ["Scavenger"]}


def test_the_deck_is_not_discarded_tunnel_does_not_react() -> None:
    s = scenario(KINGDOM, hands={0: ["Scavenger"]}, decks={0: ["Tunnel", "Estate"]})
    s = act(act(s, "play Scavenger"), "yes")  # no ``reveal Tunnel``
    assert choices(s) == ("topdeck Estate", "topdeck Tunnel")
    s = act(s, "topdeck Estate")
    assert zones(s, 0) == {"deck": ["Estate"], "discard": ["Tunnel"], "in_play": ["Scavenger"]}
    assert s.supply_count("Gold") == 30  # no Tunnel gain


def test_throne_room_twice() -> None:
    """The second play finds the card the first put onto the deck: it may go back to the discard
    pile with the deck."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Scavenger"]}, decks={0: ["Estate"]},
                 discards={0: ["Gold", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Scavenger")
    s = act(act(s, "no"), "topdeck Gold")
    assert zones(s, 0)["deck"] == ["Gold", "Estate"]
    s = act(act(s, "yes"), "topdeck Copper")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Gold", "Estate"],
                           "in_play": ["Throne Room", "Scavenger"]}
    assert s.player(0).coins == 4
