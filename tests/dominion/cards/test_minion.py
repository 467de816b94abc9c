"""Minion (Intrigue): "+1 Action. Choose one: +$2; or discard your hand, +4 Cards, and each other
player with at least 5 cards in hand discards their hand and draws 4 cards."

Its options are labelled by their printed words. It is an Attack whichever is chosen: Moat is
revealed when Minion is played, before the choice."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.intrigue import MINION_CYCLE
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Minion", "Moat", "Throne Room", "King's Court"]
FIVE = ["Estate", "Estate", "Copper", "Copper", "Copper"]
MOAT_HAND = ["Moat", "Estate", "Estate", "Copper", "Copper"]


def test_card_data() -> None:
    """A $5 Action - Attack of Intrigue with +1 Action."""
    card = card_named("Minion")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (
        5, "Action - Attack", 1, "Intrigue")


def test_plus_two_coins() -> None:
    """``+$2``: +1 Action and +$2, nobody's hand changes."""
    s = scenario(KINGDOM, hands={0: ["Minion", "Copper"], 1: FIVE})
    s = act(s, "play Minion")
    assert choices(s) == ("+$2", MINION_CYCLE)
    s = act(s, "+$2")
    assert (s.player(0).actions, s.player(0).coins) == (1, 2)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Minion"]}
    assert zones(s, 1) == {"hand": FIVE}


def test_discard_and_draw_four_hits_hands_of_five() -> None:
    """The second option: discard hand, +4 Cards; seat 1 (5 cards) cycles, seat 2 (4 cards) not."""
    s = scenario(KINGDOM, hands={0: ["Minion", "Copper", "Estate"], 1: FIVE,
                                 2: ["Gold"] * 4},
                 decks={0: ["Silver"] * 5, 1: ["Gold"] * 4 + ["Duchy"], 2: ["Province"]},
                 players=3)
    s = act(act(s, "play Minion"), MINION_CYCLE)
    assert zones(s, 0) == {"hand": ["Silver"] * 4, "deck": ["Silver"],
                           "discard": ["Estate", "Copper"], "in_play": ["Minion"]}
    assert zones(s, 1) == {"hand": ["Gold"] * 4, "deck": ["Duchy"], "discard": FIVE[::-1]}
    assert zones(s, 2) == {"hand": ["Gold"] * 4, "deck": ["Province"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 0)


def test_moat_is_offered_before_the_choice_even_for_coins() -> None:
    """Moat is revealed when Minion is played, then its player may still take +$2."""
    s = scenario(KINGDOM, hands={0: ["Minion"], 1: MOAT_HAND})
    s = act(s, "play Minion")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert s.waiting_for() == 0 and choices(s) == ("+$2", MINION_CYCLE)
    s = act(s, "+$2")
    assert s.player(0).coins == 2
    assert zones(s, 1) == {"hand": MOAT_HAND}


def test_moat_protects_from_the_discard() -> None:
    """A revealed Moat keeps seat 1's hand of 5; seat 2 without Moat is hit (3 players)."""
    s = scenario(KINGDOM, hands={0: ["Minion"], 1: MOAT_HAND, 2: FIVE},
                 decks={0: ["Silver"] * 4, 1: ["Gold"] * 4, 2: ["Gold"] * 4}, players=3)
    s = act(act(act(s, "play Minion"), "reveal Moat", pid=1), MINION_CYCLE)
    assert zones(s, 1) == {"hand": MOAT_HAND, "deck": ["Gold"] * 4}
    assert zones(s, 2) == {"hand": ["Gold"] * 4, "discard": FIVE[::-1]}
    assert zones(s, 0) == {"hand": ["Silver"] * 4, "in_play": ["Minion"]}


def test_in_another_players_turn() -> None:
    """Seat 1 plays Minion; seat 0 (5 cards) is hit; seat 1's own empty hand still draws 4."""
    s = scenario(KINGDOM, hands={1: ["Minion"], 0: FIVE}, decks={0: ["Gold"] * 4, 1: ["Silver"] * 4},
                 current=1)
    s = act(act(s, "play Minion"), MINION_CYCLE)
    assert zones(s, 0) == {"hand": ["Gold"] * 4, "discard": FIVE[::-1]}
    assert zones(s, 1) == {"hand": ["Silver"] * 4, "in_play": ["Minion"]}


def test_throne_room_on_minion() -> None:
    """Two plays, two choices: +$2, then the cycle; each play is an attack with its own Moat window."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Minion", "Estate"], 1: MOAT_HAND},
                 decks={0: ["Silver"] * 4, 1: ["Gold"] * 4})
    s = act(act(s, "play Throne Room"), "play Minion")
    s = act(s, "no", pid=1)
    s = act(s, "+$2")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "no", pid=1)
    s = act(s, MINION_CYCLE)
    assert zones(s, 0) == {"hand": ["Silver"] * 4, "discard": ["Estate"],
                           "in_play": ["Throne Room", "Minion"]}
    assert zones(s, 1) == {"hand": ["Gold"] * 4, "discard": MOAT_HAND[::-1]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)


def test_kings_court_on_minion() -> None:
    """Three plays: +$2 three times gives $6 and +3 Actions."""
    s = scenario(KINGDOM, hands={0: ["King's Court", "Minion"], 1: ["Copper"]})
    s = act(act(s, "play King's Court"), "play Minion")
    s = act(act(act(s, "+$2"), "+$2"), "+$2")
    assert (s.player(0).actions, s.player(0).coins) == (3, 6)
    assert zones(s, 0) == {"in_play": ["King's Court", "Minion"]}
