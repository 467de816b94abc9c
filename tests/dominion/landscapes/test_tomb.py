"""Tomb (Empires Landmark): "When you trash a card, +1 VP." (FAQ: "This works even when it is not
your turn, such as when you trash a card to Swindler (from Intrigue), and works when told to
trash a card that is not yours, such as with Salt the Earth.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Chapel", "Swindler"]


def test_each_card_trashed_gives_1_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Copper", "Copper", "Estate"]},
                 landscapes=["Tomb"])
    s = act(act(s, "play Chapel"), "trash Copper", "trash Copper", "trash Estate")
    assert s.player(0).vp_tokens == 3


def test_trashing_in_another_players_turn_counts() -> None:
    """FAQ: "This works even when it is not your turn, such as when you trash a card to
    Swindler"."""
    s = scenario(KINGDOM, hands={0: ["Swindler"], 1: []}, decks={1: ["Silver"]},
                 landscapes=["Tomb"])
    s = act(s, "play Swindler")
    s = act(s, "gain Village", pid=0)
    assert [c.name for c in s.trash] == ["Silver"]
    assert (s.player(0).vp_tokens, s.player(1).vp_tokens) == (0, 1)


def test_trashing_a_supply_card_counts() -> None:
    """FAQ: "works when told to trash a card that is not yours, such as with Salt the Earth"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, landscapes=["Tomb", "Salt the Earth"])
    s = act(act(s, "play all treasures"), "buy Salt the Earth")
    s = act(s, "trash Province")
    assert s.player(0).vp_tokens == 2  # Salt the Earth's +1 VP, Tomb's +1 VP
