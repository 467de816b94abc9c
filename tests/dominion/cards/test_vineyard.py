"""Vineyard (Alchemy, $0 and a potion, Victory): "Worth 1 VP per 3 Action cards you have (round
down)."

Every card the player has counts, in any zone (rulebook: "all of your cards" at the end of the
game); an Action card of two types (Great Hall) is an Action card.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario

KINGDOM = ["Vineyard", "Village", "Great Hall"]


def test_card_data() -> None:
    card = card_named("Vineyard")
    assert (card.cost, card.potion, card.type_line, card.set_name) == (0, 1, "Victory", "Alchemy")


def test_one_vp_per_three_action_cards_rounded_down() -> None:
    """4 Action cards across the zones: 1 VP per Vineyard; 7: 2 VP; 2: none."""
    s = scenario(KINGDOM, hands={0: ["Vineyard", "Village"]}, decks={0: ["Village", "Estate"]},
                 discards={0: ["Great Hall", "Vineyard"]}, in_play={0: ["Village"]},
                 players=3)
    # 4 Action cards (Great Hall included): 1 VP per Vineyard, 2 Vineyards; Great Hall 1 VP
    assert s.scores()[0] == 2 * 1 + 1 + 1
    s = scenario(KINGDOM, hands={0: ["Vineyard", "Village", "Village"]},
                 decks={0: ["Village"] * 3}, discards={0: ["Great Hall"]})
    assert s.scores()[0] == 2 + 1
    s = scenario(KINGDOM, hands={0: ["Vineyard", "Village", "Village"]})
    assert s.scores()[0] == 0
