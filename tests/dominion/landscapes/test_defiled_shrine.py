"""Defiled Shrine (Empires Landmark): "When you gain an Action, move 1 VP from its pile to this.
When you buy a Curse, take the VP from this. Setup: Put 2 VP on each non-Gathering Action Supply
pile." (FAQ: "this triggers on gaining an Action, whether bought or otherwise gained, but only on
buying Curse, not on gaining Curse other ways. VP tokens will go on Ruins (from Dark Ages) when
used".)"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act

KINGDOM = ["Village", "Smithy", "Market", "Workshop", "Witch", "Marauder"]


def test_setup_puts_2_vp_on_each_action_pile_ruins_included() -> None:
    s = scenario(KINGDOM, hands={0: []}, landscapes=["Defiled Shrine"])
    assert [s.pile_vp(n) for n in ("Village", "Smithy", "Witch", "Marauder", "Ruins")] == [2] * 5
    assert [s.pile_vp(n) for n in ("Copper", "Curse", "Estate")] == [0, 0, 0]


def test_gaining_actions_moves_tokens_and_buying_a_curse_takes_them() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Workshop", "Gold"]}, decks={0: ["Estate"]},
                 landscapes=["Defiled Shrine"])
    s = act(act(s, "play Market"), "play Workshop")
    s = act(s, "gain Village")  # otherwise gained
    assert (s.pile_vp("Village"), s.landmark_vp("Defiled Shrine")) == (1, 1)
    s = act(act(s, "play all treasures"), "buy Smithy")  # $4, 2 Buys
    assert (s.pile_vp("Smithy"), s.landmark_vp("Defiled Shrine")) == (1, 2)
    s = act(s, "buy Curse")
    assert (s.player(0).vp_tokens, s.landmark_vp("Defiled Shrine")) == (2, 0)


def test_gaining_a_curse_otherwise_takes_nothing() -> None:
    """FAQ: "only on buying Curse, not on gaining Curse other ways"."""
    s = scenario(KINGDOM, hands={0: ["Witch"]}, decks={0: ["Estate"] * 2},
                 landscapes=["Defiled Shrine"])
    s = s.with_table(s.table.evolve(landmark_vp=(("Defiled Shrine", 3),)))
    s = act(s, "play Witch")
    assert [c.name for c in s.player(1).discard] == ["Curse"]
    assert (s.player(1).vp_tokens, s.landmark_vp("Defiled Shrine")) == (0, 3)


def test_a_ruins_gained_moves_a_token_from_the_ruins_pile() -> None:
    """FAQ: "VP tokens will go on Ruins (from Dark Ages) when used"."""
    s = scenario(KINGDOM, hands={0: ["Marauder"]}, decks={0: ["Estate"] * 2},
                 landscapes=["Defiled Shrine"])
    s = act(s, "play Marauder")  # each other player gains a Ruins
    assert s.pile_vp("Ruins") == 1 and s.landmark_vp("Defiled Shrine") == 1
