"""Wedding (Empires Event, $4 and 3 debt): "+1 VP. Gain a Gold." (FAQ: "You get the VP even if
there are no Golds left.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Village", "Smithy", "Market"]


def test_card_data() -> None:
    card = card_named("Wedding")
    assert (card.cost, card.debt) == (4, 3)


def test_one_vp_and_a_gold() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Wedding"])
    s = act(act(s, "play all treasures"), "buy Wedding")
    p = s.player(0)
    assert (p.vp_tokens, p.debt) == (1, 3) and names(p.discard) == ["Copper", "Gold", "Gold"]


def test_the_vp_even_with_no_gold_left() -> None:
    """FAQ: "You get the VP even if there are no Golds left"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, supply={"Gold": 0},
                 landscapes=["Wedding"])
    s = act(act(s, "play all treasures"), "buy Wedding")
    assert s.player(0).vp_tokens == 1 and "Gold" not in names(s.player(0).discard)
