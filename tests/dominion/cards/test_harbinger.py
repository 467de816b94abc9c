"""Harbinger: "+1 Card +1 Action. Look through your discard pile. You may put a card from it onto
your deck."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Harbinger"]


def test_card_data() -> None:
    """A $3 Action with +1 Card +1 Action."""
    card = card_named("Harbinger")
    assert (card.cost, card.type_line, card.cards, card.actions) == (3, "Action", 1, 1)


def test_topdeck_a_card_from_the_discard_pile() -> None:
    """+1 Card +1 Action; you may put a card from your discard pile onto your deck."""
    s = scenario(KINGDOM, hands={0: ["Harbinger", "Estate"]}, decks={0: ["Copper", "Silver"]},
                 discards={0: ["Gold", "Estate", "Gold"]})
    s = act(s, "play Harbinger")
    assert choices(s) == ("topdeck Estate", "topdeck Gold", "no")
    s = act(s, "topdeck Gold", pid=0)
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "deck": ["Gold", "Silver"],
                           "discard": ["Estate", "Gold"], "in_play": ["Harbinger"]}
    assert s.player(0).actions == 1


def test_topdecked_card_is_known_to_everyone() -> None:
    """The card came from the (public) discard pile, so every seat knows the new top card."""
    s = scenario(KINGDOM, hands={0: ["Harbinger"]}, decks={0: ["Copper", "Silver"]},
                 discards={0: ["Gold", "Estate"]})
    s = act(act(s, "play Harbinger"), "topdeck Gold")
    assert s.player(0).deck_known[:1] == (PUBLIC,)


def test_may_decline() -> None:
    """"You may": ``no`` leaves the discard pile and deck alone."""
    s = scenario(KINGDOM, hands={0: ["Harbinger"]}, decks={0: ["Copper", "Silver"]},
                 discards={0: ["Gold", "Estate"]})
    s = act(act(s, "play Harbinger"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"], "discard": ["Gold", "Estate"],
                           "in_play": ["Harbinger"]}


def test_empty_discard_asks_nothing() -> None:
    """With an empty discard pile there is nothing to look through: no decision."""
    s = scenario(KINGDOM, hands={0: ["Harbinger", "Copper"]}, decks={0: ["Silver", "Gold"]})
    s = act(s, "play Harbinger")
    assert "end turn" in choices(s)  # straight on to the buy phase
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold"], "in_play": ["Harbinger"]}


def test_draw_reshuffles_the_discard_first() -> None:
    """The +1 Card reshuffles an empty deck from the discard pile, which is then empty: no choice."""
    s = scenario(KINGDOM, hands={0: ["Harbinger"]}, discards={0: ["Silver", "Silver"]})
    s = act(s, "play Harbinger")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": ["Silver"], "in_play": ["Harbinger"]}


def test_empty_deck_and_discard() -> None:
    """Nothing to draw and nothing to look through."""
    s = act(scenario(KINGDOM, hands={0: ["Harbinger"]}), "play Harbinger")
    assert zones(s, 0) == {"in_play": ["Harbinger"]}
    assert s.player(0).actions == 1
