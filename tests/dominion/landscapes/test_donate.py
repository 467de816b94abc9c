"""Donate (Empires Event, 8 Debt): "After this turn, put all cards from your deck and discard pile
into your hand, trash any number, shuffle your hand into your deck, then draw 5 cards." (FAQ: "this
happens between turns, after you draw your next hand in Clean-up".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names


def test_card_data() -> None:
    e = card_named("Donate")
    assert (e.cost, e.debt, e.type_line) == (0, 8, "Event")


def test_after_the_turn_every_card_is_in_hand_to_trash_then_five_are_drawn() -> None:
    s = scenario(["Village", "Smithy"], hands={0: ["Estate", "Curse"]},
                 decks={0: ["Copper"] * 6}, discards={0: ["Curse"]}, landscapes=["Donate"])
    s = act(s, "buy Donate")
    assert s.player(0).debt == 8 and s.current == 0
    assert set(choices(s)) == {"trash Copper", "trash Curse", "trash Estate", "done"}
    assert len(s.player(0).hand) == 2 + 6 + 1 and s.player(0).deck == ()
    s = act(s, "trash Curse", "trash Curse", "trash Estate")  # the last name: complete
    p = s.player(0)
    assert names(s.trash).count("Curse") == 2 and "Estate" in names(s.trash)
    assert len(p.hand) == 5 and len(p.deck) == 1 and p.discard == ()
    assert s.current == 1  # then the next turn


def test_trashing_nothing_keeps_every_card() -> None:
    s = scenario(["Village", "Smithy"], hands={0: ["Estate"]}, decks={0: ["Copper"] * 6},
                 landscapes=["Donate"])
    s = act(s, "buy Donate")
    s = act(s, "done")
    p = s.player(0)
    assert len(p.hand) == 5 and len(p.deck) == 2 and s.current == 1
