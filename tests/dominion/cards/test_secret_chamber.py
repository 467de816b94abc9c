"""Secret Chamber (Intrigue 1E): "Discard any number of cards. +$1 per card discarded. When another
player plays an Attack card, you may reveal this from your hand. If you do, +2 Cards, then put 2
cards from your hand on top of your deck."

The reaction is repeatable (offered again while it is in hand), and a Moat it draws is offered in
the same window. The two cards go back one pick at a time: the second ends on top."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

SC = "Secret Chamber"
KINGDOM = [SC, "Militia", "Witch", "Moat", "Throne Room", "King's Court"]
HAND = [SC, "Estate", "Estate", "Copper", "Copper"]


def test_card_data() -> None:
    """A $2 Action - Reaction of Intrigue 1E."""
    card = card_named(SC)
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Reaction", "Intrigue 1E")


def test_discard_for_coins() -> None:
    """Discarding three cards: +$3; discarding none: $0."""
    s = act(scenario(KINGDOM, hands={0: HAND}), f"play {SC}")
    assert choices(s)[-1] == "done"
    s = act(s, "discard Copper", "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate", "Estate", "Copper"],
                           "in_play": [SC]}
    assert s.player(0).coins == 3
    n = act(act(scenario(KINGDOM, hands={0: HAND}), f"play {SC}"), "done")
    assert n.player(0).coins == 0 and zones(n, 0)["hand"] == HAND[1:]


def test_throne_room_and_kings_court() -> None:
    """Each play discards from what is left: 2 then 1 under Throne Room ($3); King's Court: 1, 1, 1."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", *HAND]})
    s = act(act(s, "play Throne Room"), f"play {SC}")
    s = act(act(s, "discard Estate", "discard Estate"), "discard Copper", "done")
    assert zones(s, 0)["hand"] == ["Copper"] and s.player(0).coins == 3
    k = scenario(KINGDOM, hands={0: ["King's Court", *HAND]})
    k = act(act(k, "play King's Court"), f"play {SC}")
    k = act(act(act(k, "discard Estate", "done"), "discard Estate"), "discard Copper", "done")
    assert zones(k, 0)["hand"] == ["Copper"] and k.player(0).coins == 3


def test_reaction_draws_two_puts_two_back_then_the_attack() -> None:
    """Militia: reveal, draw Gold and Silver, put Estate then Estate back; then discard to 3."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: HAND}, decks={1: ["Gold", "Silver", "Province"]})
    s = act(s, "play Militia")
    assert choices(s) == (f"reveal {SC}", "no")
    s = act(s, f"reveal {SC}", pid=1)
    assert zones(s, 1)["hand"] == [*HAND, "Gold", "Silver"]
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold",
                          f"topdeck {SC}", "topdeck Silver")
    s = act(act(s, "topdeck Estate", pid=1), "topdeck Copper", pid=1)
    assert zones(s, 1)["deck"] == ["Copper", "Estate", "Province"]
    assert choices(s) == (f"reveal {SC}", "no")  # offered again: it is still in hand
    s = act(act(s, "no", pid=1), "discard Copper", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": [SC, "Gold", "Silver"], "deck": ["Copper", "Estate", "Province"],
                           "discard": ["Estate", "Copper"]}


def test_revealed_twice_for_one_attack() -> None:
    """Revealed again: two more cards drawn and two put back."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: [SC]}, decks={1: ["Estate", "Duchy", "Gold"]})
    s = act(act(s, "play Witch"), f"reveal {SC}", pid=1)
    s = act(act(s, "topdeck Duchy", pid=1), "topdeck Estate", pid=1)
    s = act(s, f"reveal {SC}", pid=1)
    s = act(act(s, "topdeck Estate", pid=1), f"topdeck {SC}", pid=1)
    assert s.waiting_for() == 0  # Secret Chamber went back onto the deck: nothing more to offer
    assert zones(s, 1) == {"hand": ["Duchy"], "deck": [SC, "Estate", "Gold"], "discard": ["Curse"]}


def test_finds_a_moat_then_moat_is_offered() -> None:
    """The drawn Moat is offered in the same window; revealed, the Witch's Curse misses."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: HAND}, decks={1: ["Moat", "Gold"]})
    s = act(act(s, "play Witch"), f"reveal {SC}", pid=1)
    s = act(act(s, "topdeck Estate", pid=1), "topdeck Estate", pid=1)
    assert choices(s) == ("reveal Moat", f"reveal {SC}", "no")
    s = act(s, "reveal Moat", pid=1)
    assert choices(s) == (f"reveal {SC}", "no")
    s = act(s, "no", pid=1)
    assert zones(s, 1) == {"hand": [SC, "Copper", "Copper", "Moat", "Gold"], "deck": ["Estate", "Estate"]}
    assert s.supply_count("Curse") == 10


def test_three_players_and_not_for_its_owners_attack() -> None:
    """Seat 2's Witch: seats 0 and 1 are each asked in turn order; seat 2's own one is not."""
    s = scenario(KINGDOM, hands={2: ["Witch", SC], 0: [SC], 1: [SC]},
                 decks={0: ["Copper", "Copper"], 1: ["Estate", "Estate"], 2: ["Gold", "Gold"]},
                 players=3, current=2)
    s = act(s, "play Witch")
    assert s.waiting_for() == 0
    s = act(s, "no", pid=0)
    assert s.waiting_for() == 1
    s = act(s, "no", pid=1)
    assert s.waiting_for() == 2 and f"reveal {SC}" not in choices(s)
    assert zones(s, 0) == {"hand": [SC], "deck": ["Copper", "Copper"], "discard": ["Curse"]}
