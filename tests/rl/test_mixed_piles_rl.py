"""The RL encoder on a game with piles of several cards (Knights, Ruins): its pool holds every
card of those piles (`DominionEncoder.for_state`), and the incremental vector equals the one
built from scratch all game long."""

from __future__ import annotations

from dgsim.agents import make_agent
from dgsim.dominion import new_game
from dgsim.rl.observation import DominionEncoder


def test_a_knights_and_looters_game_encodes_throughout() -> None:
    s = new_game(["Knights", "Cultist", "Death Cart", "Marauder", "Village", "Smithy", "Market",
                  "Moat", "Militia", "Cellar"], seed=1, turn_limit=15)
    enc = DominionEncoder.for_state(s)
    assert {"Dame Anna", "Sir Vander", "Survivors", "Spoils"} <= set(enc.vocab.cards)
    agents = [make_agent("random:seed=1"), make_agent("random:seed=2")]
    steps = 0
    while (pid := s.waiting_for()) is not None:
        gen = s.action_generator(pid)
        offered = gen.choices()
        assert (enc.vector(s, pid, offered=offered) ==
                enc.vector(s, pid, offered=offered, incremental=False)).all()
        s = s.action_step(pid, agents[pid].act(s, gen)).auto_step()
        steps += 1
    assert steps > 50
