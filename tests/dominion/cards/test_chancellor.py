"""Chancellor (1st edition): "+$2. You may immediately put your deck into your discard pile."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones


def test_card_data() -> None:
    """A $3 Action from the 1st edition."""
    card = card_named("Chancellor")
    assert (card.cost, card.type_line, card.edition) == (3, "Action", 1)


def test_yes_puts_the_deck_into_the_discard_pile() -> None:
    """+$2, then `yes`: the whole deck goes onto the discard pile, nothing is drawn."""
    s = scenario(["Chancellor"], hands={0: ["Chancellor", "Copper"]},
                 decks={0: ["Gold", "Estate", "Silver"]}, discards={0: ["Duchy"]})
    s = act(s, "play Chancellor")
    assert s.waiting_for() == 0
    assert choices(s) == ("yes", "no")
    assert s.player(0).coins == 2
    s = act(s, "yes")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Gold", "Estate", "Silver", "Duchy"],
                           "in_play": ["Chancellor"]}
    assert s.player(0).coins == 2
    assert "buy Estate" in choices(s) and "buy Silver" not in choices(s)


def test_no_keeps_the_deck() -> None:
    """`no`: the deck and discard pile stay as they were; the +$2 is kept."""
    s = scenario(["Chancellor"], hands={0: ["Chancellor"]}, decks={0: ["Gold", "Estate"]},
                 discards={0: ["Duchy"]})
    s = act(act(s, "play Chancellor"), "no")
    assert zones(s, 0) == {"deck": ["Gold", "Estate"], "discard": ["Duchy"],
                           "in_play": ["Chancellor"]}
    assert s.player(0).coins == 2


def test_empty_deck_asks_nothing() -> None:
    """With no deck there is nothing to put away, so the choice is not asked."""
    s = scenario(["Chancellor"], hands={0: ["Chancellor"]}, discards={0: ["Duchy"]})
    s = act(s, "play Chancellor")
    assert choices(s)[-1] == "end turn"  # straight to the buy phase
    assert zones(s, 0) == {"discard": ["Duchy"], "in_play": ["Chancellor"]}
    assert s.player(0).coins == 2


def test_next_draw_reshuffles_everything() -> None:
    """After `yes`, cleanup must shuffle to draw: the old deck is reshuffled with the discard pile."""
    s = scenario(["Chancellor"], hands={0: ["Chancellor"]},
                 decks={0: ["Gold", "Gold", "Gold", "Gold", "Gold"]})
    s = act(act(act(s, "play Chancellor"), "yes"), "end turn")
    p = s.player(0)
    assert sorted(c.name for c in p.hand + p.deck) == ["Chancellor"] + ["Gold"] * 5
    assert (len(p.hand), p.discard) == (5, ())
