"""Determinize a Dominion state and print what each seat can and cannot know.

Seat 0 plays Artisan: it gains a Silver to its hand (in view of everyone) and
puts an Estate back on its deck (only seat 0 knows that). Each seat then
determinizes the state a few times: what it knows stays put, the rest is
redrawn.
"""

from __future__ import annotations

import random

import dgsim
from dgsim.dominion import DominionState, scenario
from dgsim.dominion.observation import observation


def act(state: DominionState, pid: int, label: str) -> DominionState:
    """Apply a one-pick action by its label."""
    gen = state.action_generator(pid).choose(label)
    return state.action_step(pid, gen.generate_action()).auto_step()


def main(samples: int = 3, seed: int = 0) -> DominionState:
    """Build the position, print each seat's view and a few determinizations; returns the state."""
    state = scenario(["Artisan"], hands={0: ["Artisan", "Estate", "Copper"],
                                         1: ["Copper", "Copper", "Estate", "Copper", "Estate"]},
                     decks={0: ["Copper", "Gold", "Copper"], 1: ["Copper", "Estate", "Copper"]})
    state = act(act(act(state.auto_step(), 0, "play Artisan"), 0, "gain Silver"),
                0, "topdeck Estate")
    rng = random.Random(seed)
    for observer in (0, 1):
        view = observation(state, observer)
        print(f"seat {observer} sees:")
        for seat in view.players:
            print(f"  seat {seat.seat}: hand {list(seat.hand)} of {seat.hand_size}, "
                  f"known deck top {list(seat.deck_top)} of {seat.deck_size}, "
                  f"unplaced {list(seat.hidden)}")
        for _ in range(samples):
            d = dgsim.determinize(state, observer, rng)
            assert dgsim.info_key(d, observer) == dgsim.info_key(state, observer)
            print("  a determinization:", "; ".join(
                f"seat {q} hand {[c.name for c in p.hand]} deck {[c.name for c in p.deck]}"
                for q, p in enumerate(d.players)))
    return state


if __name__ == "__main__":
    main()
