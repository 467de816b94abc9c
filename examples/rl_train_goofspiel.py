"""Train a masked policy-gradient agent (REINFORCE, numpy only) on Goofspiel against random.

    python examples/rl_train_goofspiel.py [--episodes N] [--cards N] [--plot FILE.png]

The learner is seat 0 of `dgsim.rl.gym_env` (``game="goofspiel"``) against dgsim's
uniform random agent. Its policy is a one-hidden-layer network from the observation
vector to one logit per vocabulary id; illegal ids are masked out of the softmax, so it
only ever picks offered labels. Each pick is credited with the point lead it gained by the
end of the game plus the game's reward (+1, 0, -1), normalised over a batch. Every
``--eval-every`` episodes the greedy policy plays ``--eval-games`` fresh games and the win
rate is printed (and plotted with ``--plot``).
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt

from dgsim.rl import gym_env
from dgsim.rl.gym_env import DgsimGymEnv

Array = npt.NDArray[np.float64]
Vec = npt.NDArray[np.float32] | npt.NDArray[np.int8]
"""What the env's observation dict holds (the vector and the mask)."""


@dataclass
class Policy:
    """A masked softmax policy: observation → tanh hidden layer → one logit per action id."""

    inputs: int
    actions: int
    hidden: int = 64
    seed: int = 0
    params: dict[str, Array] = field(init=False)
    moments: dict[str, tuple[Array, Array]] = field(init=False)
    steps: int = 0

    def __post_init__(self) -> None:
        rng = np.random.default_rng(self.seed)
        self.params = {
            "w1": rng.normal(0, 1 / np.sqrt(self.inputs), (self.hidden, self.inputs)),
            "b1": np.zeros(self.hidden),
            "w2": rng.normal(0, 0.01, (self.actions, self.hidden)),
            "b2": np.zeros(self.actions),
        }
        self.moments = {k: (np.zeros_like(v), np.zeros_like(v)) for k, v in self.params.items()}

    def probs(self, x: Array, mask: Vec) -> tuple[Array, Array]:
        """The action probabilities (zero where masked) and the hidden activations."""
        h = np.tanh(self.params["w1"] @ x + self.params["b1"])
        logits = self.params["w2"] @ h + self.params["b2"]
        logits = np.where(mask > 0, logits, -np.inf)
        z = np.exp(logits - logits.max())
        return z / z.sum(), h

    def update(self, x: Array, masks: Array, actions: npt.NDArray[np.int64],
               advantages: Array, lr: float) -> None:
        """One Adam step on the REINFORCE gradient of a batch (rows: samples)."""
        h = np.tanh(x @ self.params["w1"].T + self.params["b1"])
        logits = h @ self.params["w2"].T + self.params["b2"]
        logits = np.where(masks > 0, logits, -np.inf)
        z = np.exp(logits - logits.max(axis=1, keepdims=True))
        p = z / z.sum(axis=1, keepdims=True)
        dlogits = -p * advantages[:, None]  # ascent direction of advantage * log p(action)
        dlogits[np.arange(len(actions)), actions] += advantages
        dh = (dlogits @ self.params["w2"]) * (1 - h * h)
        n = max(1, len(actions))
        grads = {"w2": dlogits.T @ h / n, "b2": dlogits.sum(axis=0) / n,
                 "w1": dh.T @ x / n, "b1": dh.sum(axis=0) / n}
        self.steps += 1
        for k, g in grads.items():
            m, v = self.moments[k]
            m = 0.9 * m + 0.1 * g
            v = 0.999 * v + 0.001 * g * g
            self.moments[k] = (m, v)
            m_hat = m / (1 - 0.9 ** self.steps)
            v_hat = v / (1 - 0.999 ** self.steps)
            self.params[k] += lr * m_hat / (np.sqrt(v_hat) + 1e-8)


def features(obs: Vec, cards: int) -> Array:
    """The observation with its point and round counters scaled to about [0, 1]."""
    x = obs.astype(np.float64)
    at = 5 * cards
    x[at + 1:at + 3] /= cards * (cards + 1) / 2
    x[at + 3] /= cards
    return x


def evaluate(policy: Policy, env: DgsimGymEnv, games: int, seed: int, cards: int) -> float:
    """The greedy policy's share of sole wins over ``games`` games."""
    wins = 0
    for g in range(games):
        obs, _ = env.reset(seed=seed + g)
        done = False
        reward = 0.0
        while not done:
            p, _ = policy.probs(features(obs["observation"], cards), obs["action_mask"])
            obs, reward, terminated, truncated, _ = env.step(int(np.argmax(p)))
            done = terminated or truncated
        wins += reward > 0
    return wins / games


def train(episodes: int, cards: int, batch: int, lr: float, eval_every: int, eval_games: int,
          seed: int) -> list[tuple[int, float]]:
    """Train and return the learning curve as (episodes played, greedy win rate)."""
    env = gym_env(["random"], game="goofspiel", cards=cards)
    test_env = gym_env(["random"], game="goofspiel", cards=cards)
    size = env.encoder.size
    policy = Policy(size, len(env.encoder.vocab), seed=seed)
    rng = np.random.default_rng(seed)
    curve = [(0, evaluate(policy, test_env, eval_games, 10**6, cards))]
    print(f"episodes {0:>6}  greedy win rate vs random {curve[-1][1]:.3f}", flush=True)
    xs: list[Array] = []
    masks: list[Vec] = []
    actions: list[int] = []
    gains: list[float] = []
    started = time.perf_counter()
    total = cards * (cards + 1) / 2
    for episode in range(1, episodes + 1):
        obs, _ = env.reset(seed=seed * 10**7 + episode)
        lead = 0.0
        steps: list[float] = []  # the point lead gained after each pick (a shaped reward)
        done = False
        reward = 0.0
        while not done:
            x = features(obs["observation"], cards)
            p, _ = policy.probs(x, obs["action_mask"])
            action = int(rng.choice(len(p), p=p))
            xs.append(x)
            masks.append(obs["action_mask"])
            actions.append(action)
            obs, reward, terminated, truncated, _ = env.step(action)
            done = terminated or truncated
            at = 5 * cards
            now = float(obs["observation"][at + 1] - obs["observation"][at + 2]) / total
            steps.append(now - lead)
            lead = now
        steps[-1] += reward  # the game's own reward: +1, 0 or -1
        gains.extend(np.cumsum(steps[::-1])[::-1].tolist())  # return-to-go of each pick
        if episode % batch == 0:
            g = np.array(gains)
            advantages = (g - g.mean()) / (g.std() + 1e-8)
            policy.update(np.array(xs), np.array(masks), np.array(actions), advantages, lr)
            xs, masks, actions, gains = [], [], [], []
        if episode % eval_every == 0:
            curve.append((episode, evaluate(policy, test_env, eval_games, 10**6, cards)))
            rate = episode / (time.perf_counter() - started)
            print(f"episodes {episode:>6}  greedy win rate vs random {curve[-1][1]:.3f}  "
                  f"({rate:.0f} episodes/s)", flush=True)
    return curve


def plot(curve: list[tuple[int, float]], path: str, cards: int, eval_games: int) -> None:
    """Save the learning curve as a PNG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot([e for e, _ in curve], [w for _, w in curve], marker="o")
    ax.set_xlabel("training episodes")
    ax.set_ylabel(f"greedy win rate vs random ({eval_games} games)")
    ax.set_title(f"Masked REINFORCE (numpy) on Goofspiel-{cards}, seat 0 vs random")
    ax.set_ylim(0, 1)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=20000)
    parser.add_argument("--cards", type=int, default=13)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--eval-every", type=int, default=1000)
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--plot", metavar="FILE.png")
    args = parser.parse_args(argv)
    curve = train(args.episodes, args.cards, args.batch, args.lr, args.eval_every,
                  args.eval_games, args.seed)
    print(f"win rate: {curve[0][1]:.3f} before training, {curve[-1][1]:.3f} after "
          f"{curve[-1][0]} episodes")
    if args.plot:
        plot(curve, args.plot, args.cards, args.eval_games)
        print(f"curve saved to {args.plot}")


if __name__ == "__main__":
    main()
