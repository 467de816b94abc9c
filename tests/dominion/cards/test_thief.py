"""Thief (1st edition): "Each other player reveals the top 2 cards of his deck. If they revealed any
Treasure cards, they trash one of them that you choose. You may gain any or all of these trashed
cards. They discard the other revealed cards."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Thief", "Moat"]


def test_card_data() -> None:
    """A $4 Action - Attack from the 1st edition."""
    card = card_named("Thief")
    assert (card.cost, card.type_line, card.edition) == (4, "Action - Attack", 1)


def test_trash_the_chosen_treasure_and_gain_it() -> None:
    """The attacker picks which Treasure is trashed, may gain it from the trash; the other is discarded."""
    s = scenario(KINGDOM, hands={0: ["Thief"]}, decks={1: ["Silver", "Copper", "Estate"]})
    s = act(s, "play Thief")
    assert s.waiting_for() == 0
    assert choices(s) == ("trash Copper", "trash Silver")
    s = act(s, "trash Silver")
    assert names(s.trash) == ["Silver"]
    assert s.waiting_for() == 0 and choices(s) == ("gain Silver", "no")
    s = act(s, "gain Silver")
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Thief"]}
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Copper"]}
    assert s.trash == ()
    assert s.supply_count("Silver") == 40  # gained from the trash, not the supply


def test_decline_to_gain() -> None:
    """`no` leaves the trashed Treasure in the trash; a single Treasure is trashed without asking."""
    s = scenario(KINGDOM, hands={0: ["Thief"]}, decks={1: ["Estate", "Gold"]})
    s = act(s, "play Thief")
    assert choices(s) == ("gain Gold", "no")
    s = act(s, "no")
    assert names(s.trash) == ["Gold"]
    assert zones(s, 0) == {"in_play": ["Thief"]}
    assert zones(s, 1) == {"discard": ["Estate"]}


def test_no_treasure_revealed() -> None:
    """Without Treasures, both revealed cards are discarded and nothing is asked."""
    s = scenario(KINGDOM, hands={0: ["Thief"]}, decks={1: ["Estate", "Duchy", "Gold"]})
    s = act(s, "play Thief")
    assert choices(s)[-1] == "end turn"
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Duchy", "Estate"]}
    assert s.trash == ()


def test_two_copies_of_one_treasure() -> None:
    """Two Coppers: one is trashed (no choice to make), the other is discarded."""
    s = scenario(KINGDOM, hands={0: ["Thief"]}, decks={1: ["Copper", "Copper"]})
    s = act(act(s, "play Thief"), "gain Copper")
    assert zones(s, 0) == {"discard": ["Copper"], "in_play": ["Thief"]}
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert s.trash == ()


def test_each_other_player_in_turn_order_and_moat() -> None:
    """Seats 1 and 3 are hit in turn order; seat 2 reveals Moat and is unaffected."""
    s = scenario(KINGDOM, hands={0: ["Thief"], 2: ["Moat"]},
                 decks={1: ["Gold", "Estate"], 2: ["Gold", "Gold"], 3: ["Silver"]},
                 discards={3: ["Copper"]}, players=4)
    s = act(s, "play Thief")
    assert s.waiting_for() == 2 and choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat")
    # seat 1's Gold is trashed without asking; the gains come after every victim has trashed
    assert s.waiting_for() == 0 and choices(s) == ("trash Copper", "trash Silver")  # seat 3 shuffled
    s = act(s, "trash Silver")
    assert choices(s) == ("gain Gold", "gain Silver", "done")
    s = act(s, "gain Gold", "done")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Thief"]}
    assert zones(s, 1) == {"discard": ["Estate"]}
    assert zones(s, 2) == {"hand": ["Moat"], "deck": ["Gold", "Gold"]}
    assert zones(s, 3) == {"discard": ["Copper"]}
    assert names(s.trash) == ["Silver"]


def test_a_curse_is_a_treasure_with_charlatan() -> None:
    """Charlatan: "In games using this, Curse is also a Treasure worth $1." — Thief may then have
    a revealed Curse trashed and gain it; without Charlatan a Curse is only discarded."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Thief"]}, decks={1: ["Curse", "Estate"]})
    s = act(s, "play Thief")
    assert names(s.trash) == ["Curse"] and choices(s) == ("gain Curse", "no")
    s = act(s, "no")
    assert zones(s, 1) == {"discard": ["Estate"]} and names(s.trash) == ["Curse"]
    plain = act(scenario(KINGDOM, hands={0: ["Thief"]}, decks={1: ["Curse", "Estate"]}),
                "play Thief")
    assert zones(plain, 1) == {"discard": ["Estate", "Curse"]} and plain.trash == ()
