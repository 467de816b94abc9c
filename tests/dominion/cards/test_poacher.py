"""Poacher: "+1 Card +1 Action +$1. Discard a card per empty Supply pile."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Poacher", "Village"]


def test_card_data() -> None:
    """A $4 Action with +1 Card +1 Action +$1."""
    card = card_named("Poacher")
    assert (card.cost, card.cards, card.actions, card.coins) == (4, 1, 1, 1)


def test_no_empty_pile_no_discard() -> None:
    """No empty Supply pile: nothing to discard."""
    s = scenario(KINGDOM, hands={0: ["Poacher", "Estate"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "deck": ["Gold"], "in_play": ["Poacher"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)


def test_one_card_per_empty_pile() -> None:
    """Two empty piles (a basic and a kingdom pile): discard exactly two, the player's pick."""
    s = scenario(KINGDOM, hands={0: ["Poacher", "Estate", "Silver", "Estate"]},
                 decks={0: ["Copper"]}, supply={"Curse": 0, "Village": 0})
    s = act(s, "play Poacher")
    # canonical order (names non-decreasing): Silver first would leave no second pick; no "done"
    assert choices(s) == ("discard Copper", "discard Estate")
    s = act(s, "discard Estate", "discard Estate", pid=0)
    assert zones(s, 0) == {"hand": ["Silver", "Copper"], "discard": ["Estate", "Estate"],
                           "in_play": ["Poacher"]}
    assert s.player(0).coins == 1


def test_fewer_cards_than_empty_piles_discards_the_hand() -> None:
    """Three empty piles but one card in hand: it is discarded, nothing asked."""
    s = scenario(KINGDOM, hands={0: ["Poacher"]}, decks={0: ["Gold", "Silver"]},
                 supply={"Curse": 0, "Estate": 0, "Village": 0})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Gold"], "in_play": ["Poacher"]}


def test_empty_deck_and_discard_still_discards() -> None:
    """The +1 Card draws nothing; the discard still applies to what is in hand."""
    s = scenario(KINGDOM, hands={0: ["Poacher", "Estate"]}, supply={"Duchy": 0})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Poacher"]}


def test_draw_reshuffles() -> None:
    """With an empty deck the +1 Card reshuffles the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Poacher"]}, discards={0: ["Gold"]})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Poacher"]}


def test_piles_are_counted_when_poacher_resolves() -> None:
    """A pile emptied earlier this turn counts: after Workshop gains the last Village, discard one."""
    s = scenario([*KINGDOM, "Workshop"], hands={0: ["Village", "Workshop", "Poacher", "Estate"]},
                 decks={0: ["Copper", "Silver"]}, supply={"Village": 1})
    s = act(act(s, "play Village"), "play Workshop")
    s = act(s, "gain Village")
    assert s.supply_count("Village") == 0
    s = act(s, "play Poacher")
    assert choices(s) == ("discard Copper", "discard Estate", "discard Silver")
    s = act(s, "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "discard": ["Estate", "Village"],
                           "in_play": ["Village", "Workshop", "Poacher"]}
