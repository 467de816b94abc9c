"""Cellar: "+1 Action. Discard any number of cards, then draw that many."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Cellar"]


def test_card_data() -> None:
    """A $2 Action with +1 Action."""
    card = card_named("Cellar")
    assert (card.cost, card.actions) == (2, 1)


def test_discard_two_draw_two() -> None:
    """Discard two Estates, then draw two cards."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Estate", "Copper", "Estate"]},
                 decks={0: ["Silver", "Gold", "Copper"]})
    s = act(s, "play Cellar")
    assert choices(s) == ("discard Copper", "discard Estate", "done")
    # canonical order: no name after Estate is left, so the action is complete without "done"
    s = act(s, "discard Estate", "discard Estate", pid=0)
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold"], "deck": ["Copper"],
                           "discard": ["Estate", "Estate"], "in_play": ["Cellar"]}
    assert s.player(0).actions == 1


def test_discard_nothing() -> None:
    """``done`` at once: discard nothing, draw nothing."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Estate"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Cellar"), "done")
    assert zones(s, 0) == {"hand": ["Estate"], "deck": ["Gold"], "in_play": ["Cellar"]}


def test_discard_whole_hand_ends_the_action() -> None:
    """Discarding every card needs no ``done``."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Estate", "Copper"]}, decks={0: ["Gold", "Gold"]})
    s = act(act(s, "play Cellar"), "discard Copper", "discard Estate")
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Cellar"]}


def test_draw_reshuffles_the_cards_just_discarded() -> None:
    """The discarding comes first, so a reshuffle during the draw includes the discarded cards."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Estate", "Estate", "Copper"]}, decks={0: ["Silver"]})
    s = act(act(s, "play Cellar"), "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Estate"], "deck": ["Estate"],
                           "in_play": ["Cellar"]}


def test_draw_fewer_when_deck_and_discard_run_out() -> None:
    """Only as many cards as there are can be drawn (the discarded ones included)."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Estate", "Copper"]})
    s = act(act(s, "play Cellar"), "discard Copper", "done")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "in_play": ["Cellar"]}


def test_empty_hand_asks_nothing() -> None:
    """Nothing to discard: no decision."""
    s = act(scenario(KINGDOM, hands={0: ["Cellar"]}, decks={0: ["Gold"]}), "play Cellar")
    assert zones(s, 0) == {"deck": ["Gold"], "in_play": ["Cellar"]}
