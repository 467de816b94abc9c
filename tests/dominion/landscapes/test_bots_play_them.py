"""Rule bots and ``random`` play games with Empires' Events and Landmarks to the end, every
decision taken by their defaults (the registered rule bots' buy rules name no Event, so the
Events' decisions are ``random``'s; the Landmarks' tokens and scores apply to all)."""

from __future__ import annotations

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.bots import make_agent
from dgsim.dominion import new_game
from dgsim.dominion.cards import LANDSCAPE_SETS
from dgsim.dominion.score import scores

KINGDOM = ["Village", "Smithy", "Market", "Chapel", "Militia", "Workshop", "Witch", "Laboratory",
           "Remodel", "Festival"]

GROUPS = (
    ("Advance", "Annex", "Banquet", "Conquest", "Aqueduct", "Arena", "Basilica", "Baths"),
    ("Delve", "Dominate", "Ritual", "Salt the Earth", "Tax", "Battlefield", "Colonnade",
     "Labyrinth"),
    ("Triumph", "Wedding", "Windfall", "Defiled Shrine", "Tomb", "Fountain", "Keep", "Donate",
     "Mountain Pass"),
    ("Museum", "Palace", "Tower", "Triumphal Arch", "Wall", "Wolf Den", "Orchard", "Bandit Fort",
     "Obelisk"),
)


def test_the_groups_cover_every_empires_landscape() -> None:
    assert {n for g in GROUPS for n in g} == {c.name for c in LANDSCAPE_SETS["Empires"]}


@pytest.mark.parametrize("group", GROUPS)
def test_bots_finish_games_with_them(group: tuple[str, ...]) -> None:
    for seed in (1, 2):
        for bots in (("random", "bigmoney"), ("smithy-bm", "random"), ("random", "random")):
            state = new_game(KINGDOM, players=2, seed=seed, turn_limit=40, landscapes=group)
            agents = [make_agent(b).reseed(seed + k) for k, b in enumerate(bots)]
            final = play_game(state, agents)
            assert final.game_end() and final.waiting_for() is None
            assert len(scores(final)) == 2
