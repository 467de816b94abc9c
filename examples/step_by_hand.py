"""Step a Dominion game by hand: print each decision's choices and pick one by label.

Run: python examples/step_by_hand.py [DECISIONS]
"""

from __future__ import annotations

import sys

from dgsim.dominion import new_game


def choose(labels: tuple[str, ...], costs: dict[str, int]) -> str:
    """A simple policy by label: play everything, buy the priciest card, else stop or take the first."""
    if "play all treasures" in labels:
        return "play all treasures"
    plays = [label for label in labels if label.startswith("play ")]
    if plays:
        return plays[0]
    buys = [label for label in labels if label.startswith("buy ")]
    if buys:
        return max(buys, key=lambda label: costs[label.removeprefix("buy ")])
    stops = [label for label in labels if label in ("done", "no", "end actions", "end turn")]
    return stops[0] if stops else labels[0]


def main(decisions: int) -> None:
    """Play ``decisions`` decisions with `choose` for both seats and print each one."""
    state = new_game("First Game", players=2, seed=7).auto_step()
    costs = {card.name: card.cost for card in state.mode.piles}
    for _ in range(decisions):
        pid = state.waiting_for()
        if pid is None:  # the game is over
            break
        gen = state.action_generator(pid)
        hand = ", ".join(c.name for c in state.player(pid).hand)
        print(f"turn {state.turn}, seat {pid}, hand [{hand}], ${state.player(pid).coins}")
        while not gen.filled():  # a decision may need several picks (discard 2 cards...)
            labels = gen.labels()
            pick = choose(labels, costs)
            print(f"  choices {list(labels)} -> {pick}")
            gen = gen.choose(pick)
        state = state.action_step(pid, gen.generate_action()).auto_step()
    print("scores so far:", state.scores())


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)
