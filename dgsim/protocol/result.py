"""Results of served games: one record per game, faults with their bytes, a standings table, JSON."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["FaultRecord", "GameResult", "results_json", "standings_table"]


@dataclass(frozen=True, slots=True)
class FaultRecord:
    """A player's fault in one game: seat, player, kind, description, offending bytes (repr)."""

    seat: int
    player: str
    kind: str
    detail: str
    data: str = ""

    def to_json(self) -> dict[str, object]:
        """A JSON-able mapping."""
        return {"seat": self.seat, "player": self.player, "kind": self.kind,
                "detail": self.detail, "data": self.data}


@dataclass(frozen=True, slots=True)
class GameResult:
    """One served game: who sat where, scores, winners (seats), how it ended, faults, time."""

    game: int
    seed: int
    players: tuple[str, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    turns: int
    end: str
    faults: tuple[FaultRecord, ...] = ()
    seconds: float = 0.0

    def share(self, seat: int) -> float:
        """The part of a win that ``seat`` takes (1/k for a k-way shared win)."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def to_json(self) -> dict[str, object]:
        """A JSON-able mapping."""
        return {"game": self.game, "seed": self.seed, "players": list(self.players),
                "scores": list(self.scores), "winners": list(self.winners), "turns": self.turns,
                "end": self.end, "faults": [f.to_json() for f in self.faults],
                "seconds": round(self.seconds, 3)}


def standings_table(results: Sequence[GameResult], players: Sequence[str]) -> str:
    """A text table per player: games, wins (shared wins split), win rate, mean VP, faults.

    >>> r = GameResult(0, 1, ("a", "b"), (12, 6), (0,), 30, "provinces")
    >>> print(standings_table([r], ["a", "b"]))  # doctest: +NORMALIZE_WHITESPACE
    player  games  wins  win%  mean VP  faults
    a           1   1.0 100.0     12.0       0
    b           1   0.0   0.0      6.0       0
    """
    width = max([len("player"), *(len(p) for p in players)])
    lines = [f"{'player':<{width}}  games  wins  win%  mean VP  faults"]
    for player in players:
        games = wins = points = 0.0
        faults = 0
        for r in results:
            for seat, name in enumerate(r.players):
                if name != player:
                    continue
                games += 1
                wins += r.share(seat)
                points += r.scores[seat]
                faults += sum(1 for f in r.faults if f.seat == seat)
        rate = 100.0 * wins / games if games else 0.0
        mean = points / games if games else 0.0
        lines.append(f"{player:<{width}}  {int(games):5d} {wins:5.1f} {rate:5.1f} {mean:8.1f} "
                     f"{faults:7d}")
    return "\n".join(lines)


def results_json(results: Sequence[GameResult], players: Sequence[str],
                 seconds: float) -> dict[str, object]:
    """Every game and the totals, as one JSON-able mapping."""
    totals = []
    for player in players:
        seats = [(r, s) for r in results for s, name in enumerate(r.players) if name == player]
        games = len(seats)
        wins = sum(r.share(s) for r, s in seats)
        totals.append({"player": player, "games": games, "wins": wins,
                       "win_rate": wins / games if games else 0.0,
                       "mean_vp": sum(r.scores[s] for r, s in seats) / games if games else 0.0,
                       "faults": sum(1 for r, s in seats for f in r.faults if f.seat == s)})
    return {"players": totals, "games": [r.to_json() for r in results],
            "seconds": round(seconds, 3)}
