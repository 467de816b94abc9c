"""Torturer (Intrigue): "+3 Cards. Each other player either discards 2 cards or gains a Curse to
their hand, their choice. (They may pick an option they can't do.)"

Source: https://wiki.dominionstrategy.com/index.php/Torturer. Each victim chooses, in turn order,
between ``discard 2 cards`` and ``gain a Curse`` (the options' printed words); a hand of one card
discards it; with the Curse pile empty ``gain a Curse`` does nothing."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Torturer", "Moat", "Secret Chamber", "Diplomat", "Throne Room"]
DRAW = ["Copper", "Copper", "Copper"]
HAND = ["Copper", "Estate", "Silver", "Gold"]
DIPLOMAT_HAND = ["Diplomat", "Copper", "Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Torturer")
    assert (card.cost, card.type_line, card.cards, card.set_name) == (
        5, "Action - Attack", 3, "Intrigue")


def test_victim_discards_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Torturer"], 1: HAND}, decks={0: DRAW})
    s = act(s, "play Torturer")
    assert zones(s, 0) == {"hand": DRAW, "in_play": ["Torturer"]}
    assert s.waiting_for() == 1 and choices(s) == ("discard 2 cards", "gain a Curse")
    s = act(s, "discard 2 cards", pid=1)
    s = act(s, "discard Copper", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Silver", "Gold"], "discard": ["Estate", "Copper"]}


def test_victim_gains_a_curse_to_hand() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Torturer"], 1: HAND}), "play Torturer")
    s = act(s, "gain a Curse", pid=1)
    assert zones(s, 1) == {"hand": [*HAND, "Curse"]} and s.supply_count("Curse") == 9


def test_options_that_cannot_be_done() -> None:
    """One card in hand: it is discarded. No Curses left: nothing happens."""
    s = act(act(scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Gold"]}), "play Torturer"),
            "discard 2 cards", pid=1)
    assert zones(s, 1) == {"discard": ["Gold"]}
    t = scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Gold"]}, supply={"Curse": 0})
    t = act(act(t, "play Torturer"), "gain a Curse", pid=1)
    assert zones(t, 1) == {"hand": ["Gold"]}


def test_three_players_each_choose_in_turn_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Torturer"], 1: HAND, 2: HAND}, players=3)
    s = act(s, "play Torturer")
    assert s.waiting_for() == 1
    s = act(s, "gain a Curse", pid=1)
    assert s.waiting_for() == 2
    s = act(act(s, "discard 2 cards", pid=2), "discard Copper", "discard Estate", pid=2)
    assert zones(s, 1) == {"hand": [*HAND, "Curse"]}
    assert zones(s, 2) == {"hand": ["Silver", "Gold"], "discard": ["Estate", "Copper"]}


def test_moat_two_and_three_players() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Moat", *HAND]}), "play Torturer"),
            "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", *HAND]} and s.waiting_for() == 0
    t = scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Moat", *HAND], 2: HAND}, players=3)
    t = act(act(t, "play Torturer"), "reveal Moat", pid=1)
    assert t.waiting_for() == 2 and choices(t) == ("discard 2 cards", "gain a Curse")
    t = act(t, "gain a Curse", pid=2)
    assert zones(t, 1) == {"hand": ["Moat", *HAND]} and zones(t, 2) == {"hand": [*HAND, "Curse"]}


def test_secret_chamber_then_the_choice() -> None:
    """Secret Chamber: draw Gold and Silver, put back Estate and Copper; then discard 2."""
    s = scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Secret Chamber", "Copper", "Estate"]},
                 decks={1: ["Gold", "Silver"]})
    s = act(act(s, "play Torturer"), "reveal Secret Chamber", pid=1)
    s = act(act(act(s, "topdeck Estate", pid=1), "topdeck Copper", pid=1), "no", pid=1)
    s = act(act(s, "discard 2 cards", pid=1), "discard Secret Chamber", "discard Silver", pid=1)
    assert zones(s, 1) == {"hand": ["Gold"], "deck": ["Copper", "Estate"],
                           "discard": ["Silver", "Secret Chamber"]}


def test_secret_chamber_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Torturer"], 1: ["Secret Chamber"], 2: ["Secret Chamber"]},
                 players=3)
    s = act(act(s, "play Torturer"), "no", pid=1)
    assert s.waiting_for() == 2 and choices(s) == ("reveal Secret Chamber", "no")
    s = act(s, "no", pid=2)
    s = act(act(s, "gain a Curse", pid=1), "gain a Curse", pid=2)
    assert zones(s, 1) == zones(s, 2) == {"hand": ["Secret Chamber", "Curse"]}


def test_diplomat_two_and_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Torturer"], 1: DIPLOMAT_HAND, 2: ["Gold"]},
                 decks={1: ["Estate", "Estate"]}, players=3)
    s = act(act(s, "play Torturer"), "reveal Diplomat", pid=1)
    s = act(s, "discard Copper", "discard Estate", "discard Estate", pid=1)
    s = act(act(s, "discard 2 cards", pid=1), "discard Copper", "discard Copper", pid=1)
    s = act(s, "gain a Curse", pid=2)
    assert zones(s, 1) == {"hand": ["Diplomat", "Copper"],
                           "discard": ["Copper", "Copper", "Estate", "Estate", "Copper"]}
    assert zones(s, 2) == {"hand": ["Gold", "Curse"]}
    two = act(act(scenario(KINGDOM, hands={0: ["Torturer"], 1: DIPLOMAT_HAND}), "play Torturer"),
              "no", pid=1)
    assert choices(two) == ("discard 2 cards", "gain a Curse")


def test_throne_room_on_torturer() -> None:
    """+6 Cards; the victim chooses twice: a Curse, then discards 2 (the Curse among them)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Torturer"], 1: ["Gold", "Silver"]},
                 decks={0: DRAW * 2})
    s = act(act(s, "play Throne Room"), "play Torturer")
    s = act(s, "gain a Curse", pid=1)
    s = act(act(s, "discard 2 cards", pid=1), "discard Curse", "discard Silver", pid=1)
    assert zones(s, 0) == {"hand": DRAW * 2, "in_play": ["Throne Room", "Torturer"]}
    assert zones(s, 1) == {"hand": ["Gold"], "discard": ["Silver", "Curse"]}


def test_moat_in_another_players_turn_three_players() -> None:
    """Seat 2 plays Torturer: seat 0 reveals Moat; seat 1 chooses."""
    s = scenario(KINGDOM, hands={2: ["Torturer"], 0: ["Moat", "Gold"], 1: HAND}, players=3,
                 current=2)
    s = act(act(s, "play Torturer"), "reveal Moat", pid=0)
    assert s.waiting_for() == 1
    s = act(s, "gain a Curse", pid=1)
    assert zones(s, 0) == {"hand": ["Moat", "Gold"]} and zones(s, 1) == {"hand": [*HAND, "Curse"]}
