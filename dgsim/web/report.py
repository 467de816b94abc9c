"""A tournament as one self-contained HTML file: results with 95% intervals, curves, game lengths, kingdom.

Inline CSS and SVG only: the file opens offline, from disk, and can be mailed.

>>> from dgsim.agents import run_tournament
>>> result = run_tournament(["bigmoney", "random"], games=2, workers=1, curves=True)
>>> html = render_report(result)
>>> html.startswith("<!DOCTYPE html>") and "bigmoney" in html and "<script" not in html
True
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from html import escape
from pathlib import Path

from dgsim.agents.bench import BenchResult, Score
from dgsim.agents.tournament import Curve, TournamentResult
from dgsim.dominion.card import card_named
from dgsim.web.charts import COLOURS, histogram, line_chart

__all__ = ["game_lengths", "render_bench_report", "render_report", "write_bench_report",
           "write_html_report", "write_report"]

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 1200px; color: #222; }
h1 { font-size: 1.6em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
table { border-collapse: collapse; } td, th { padding: 4px 10px; border-bottom: 1px solid #ddd; }
th { text-align: left; background: #f3f3f3; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.charts { display: flex; flex-wrap: wrap; gap: 12px; }
.kingdom { display: flex; flex-wrap: wrap; gap: 6px; }
.card { border: 1px solid #bbb; border-radius: 6px; padding: 6px 10px; background: #fdfaf2; }
.card .cost { color: #a07000; font-weight: bold; margin-right: 4px; }
.muted { color: #777; } ul.games { columns: 4; }
"""


def game_lengths(curve: Curve) -> list[int]:
    """How many games the agent took exactly ``t`` turns in, for ``t = 1, 2, ...`` (from its curve).

    ``curve.games[t - 1]`` counts the games in which it took at least ``t`` turns.

    >>> game_lengths(Curve("a", (1.0, 2.0, 3.0), (0.5, 0.5, 0.5), (4, 4, 1)))
    [0, 3, 1]
    """
    counts = list(curve.games)
    return [n - (counts[i + 1] if i + 1 < len(counts) else 0) for i, n in enumerate(counts)]


def _shown(curve: Curve) -> int:
    """Turns worth drawing: until fewer than a tenth of the games are still going."""
    return sum(1 for n in curve.games if n * 10 >= curve.games[0]) if curve.games else 0


def _ci_bar(lo: float, hi: float, rate: float, colour: str) -> str:
    w = 160
    return (f'<svg width="{w}" height="14" viewBox="0 0 {w} 14" role="img" '
            f'aria-label="95% interval {100 * lo:.1f} to {100 * hi:.1f}%">'
            f'<rect x="0" y="6" width="{w}" height="2" fill="#eee"/>'
            f'<rect x="{w * lo:.1f}" y="3" width="{max(1.0, w * (hi - lo)):.1f}" height="8" '
            f'fill="{colour}" opacity="0.5"/>'
            f'<line x1="{w * rate:.1f}" y1="0" x2="{w * rate:.1f}" y2="14" stroke="{colour}" '
            'stroke-width="2"/></svg>')


def _kingdom(cards: Sequence[str]) -> str:
    tiles = []
    for name in cards:
        try:
            price = str(card_named(name).cost)
        except KeyError:  # pragma: no cover - a result names only real cards
            price = "?"
        tiles.append(f'<span class="card"><span class="cost">${price}</span>{escape(name)}</span>')
    return f'<div class="kingdom">{"".join(tiles)}</div>'


def _links(save_dir: str | Path, base: Path, limit: int = 2000) -> str:
    folder = Path(save_dir)
    files = sorted(folder.glob("game-*.json"))
    if not files:
        return f'<p class="muted">No saved games in {escape(str(folder))}.</p>'
    items = []
    for path in files[:limit]:
        href = Path(os.path.relpath(path.resolve(), base.resolve())).as_posix()
        items.append(f'<li><a href="{escape(href)}">{escape(path.stem)}</a></li>')
    more = (f'<p class="muted">and {len(files) - limit} more in {escape(str(folder))}</p>'
            if len(files) > limit else "")
    return (f'<p>{len(files)} saved games in <code>{escape(str(folder))}</code>; open one in '
            '<code>dgsim web</code> (Replay) or with <code>dgsim replay FILE</code>.</p>'
            f'<ul class="games">{"".join(items)}</ul>{more}')


def render_report(result: TournamentResult, save_dir: str | Path | None = None,
                  base: Path | None = None) -> str:
    """The report as HTML text; links to the saved games in ``save_dir`` are relative to ``base``
    (the report's folder; default the current one)."""
    rows = []
    for k, s in enumerate(result.stats):
        lo, hi = s.ci95
        colour = COLOURS[k % len(COLOURS)]
        rows.append(
            f'<tr><td><span style="color:{colour}">&#9632;</span> {escape(s.name)}</td>'
            f'<td class="num">{s.games}</td><td class="num">{s.wins}</td><td class="num">{s.ties}</td>'
            f'<td class="num">{s.losses}</td><td class="num">{100 * s.win_rate:.1f}%</td>'
            f'<td class="num">[{100 * lo:.1f}, {100 * hi:.1f}]</td><td>{_ci_bar(lo, hi, s.win_rate, colour)}'
            f'</td><td class="num">{s.mean_turns:.2f}</td><td class="num">{s.mean_vp:.2f}</td></tr>')
    table = ('<table class="results"><tr><th>agent</th><th>games</th><th>wins</th><th>ties</th>'
             '<th>losses</th><th>win rate</th><th>95% interval</th><th></th><th>mean turns</th>'
             f'<th>mean VP</th></tr>{"".join(rows)}</table>'
             '<p class="muted">A win is a sole win; a tie a shared one. Intervals are Wilson score '
             'intervals of the win rate.</p>')
    if result.curves:
        vp = line_chart([(c.name, c.vp[:_shown(c)]) for c in result.curves],
                        title="Average VP by turn", y_label="VP")
        money = line_chart([(c.name, c.money[:_shown(c)]) for c in result.curves],
                           title="Average money density by turn", y_label="$ per card")
        lengths = histogram([(c.name, game_lengths(c)) for c in result.curves],
                            title="Game length (turns each agent took)", x_label="turns")
        charts = (f'<h2>By turn</h2><div class="charts">{vp}{money}</div>'
                  f'<p class="muted">Curves stop where fewer than a tenth of the games are still '
                  f'going.</p><h2>Game length</h2><div class="charts">{lengths}</div>')
    else:
        charts = '<p class="muted">No per-turn data was collected.</p>'
    kingdom = escape(result.kingdom)
    saved = (f'<h2>Saved games</h2>{_links(save_dir, base or Path.cwd())}'
             if save_dir is not None else "")
    agents = " vs ".join(escape(a) for a in result.agents)
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<title>dgsim tournament: {agents}</title><style>{_STYLE}</style></head><body>'
        f'<h1>dgsim tournament: {agents}</h1>'
        f'<p>{result.games} games, {result.players} players, seed {result.seed}, seats rotating; '
        f'kingdom <b>{kingdom}</b>'
        f'{", with Platinum and Colony" if result.colonies else ""}.</p>'
        f'{_kingdom(result.kingdom_cards)}'
        f'<h2>Results</h2>{table}{charts}{saved}'
        '<p class="muted">Written by <code>dgsim simulate --html</code>.</p></body></html>\n')


def write_report(result: TournamentResult, path: str | Path, save_dir: str | Path | None = None) -> None:
    """Write `render_report` to ``path`` (links to saved games relative to its folder)."""
    target = Path(path)
    target.write_text(render_report(result, save_dir, target.resolve().parent), encoding="utf-8")


def write_html_report(result: TournamentResult, path: str | Path, save_dir: str | Path | None = None) -> bool:
    """``dgsim simulate --html``: `write_report`, or a one-line error on stderr and False."""
    try:
        write_report(result, path, save_dir)
    except OSError as exc:
        print(f"dgsim simulate: cannot write --html {path}: {exc.strerror or exc}; "
              "the table above has the results", file=sys.stderr)
        return False
    print(f"dgsim simulate: report written to {path}", file=sys.stderr)
    return True


# -- dgsim bench-agents ----------------------------------------------------------------------


def _score_row(label: str, score: Score, colour: str, kingdom: str = "") -> str:
    lo, hi = score.ci95
    first = f"<td>{escape(kingdom)}</td>" if kingdom else ""
    return (f'<tr>{first}<td>{escape(label)}</td><td class="num">{score.games}</td>'
            f'<td class="num">{score.wins}</td><td class="num">{score.ties}</td>'
            f'<td class="num">{100 * score.score:.1f}%</td>'
            f'<td class="num">[{100 * lo:.1f}, {100 * hi:.1f}]</td>'
            f'<td>{_ci_bar(lo, hi, score.score, colour)}</td></tr>')


def render_bench_report(result: BenchResult) -> str:
    """A `dgsim.agents.bench` run as HTML text: the score against each opponent and overall, then
    every pairing, with 95% intervals, and the suite's kingdoms.

    >>> from dgsim.agents.bench import bench_agents
    >>> html = render_bench_report(bench_agents("bmu", games=2, workers=1, kingdoms=["First Game"]))
    >>> html.startswith("<!DOCTYPE html>") and "smithy-bm" in html and "<script" not in html
    True
    """
    head = ('<tr><th>opponent</th><th>games</th><th>wins</th><th>ties</th><th>score</th>'
            '<th>95% interval</th><th></th></tr>')
    rows = [_score_row(s.label, s, COLOURS[k % len(COLOURS)])
            for k, s in enumerate(result.opponents)]
    rows.append(_score_row("overall", result.summary, "#222"))
    colour = {s.label: COLOURS[k % len(COLOURS)] for k, s in enumerate(result.opponents)}
    pairs = [_score_row(p.opponent if p.opponent == p.bot else f"{p.opponent} ({p.bot})",
                        p.result, colour[p.opponent], p.kingdom) for p in result.pairings]
    kingdoms = "".join(
        f"<h3>{escape(k.name)}{' + Platinum/Colony' if k.colonies else ''}</h3>"
        f"{_kingdom(k.cards)}" for k in result.kingdoms)
    agent = escape(result.agent)
    partial = "<p><b>Partial: the run was interrupted.</b></p>" if result.partial else ""
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f'<title>dgsim bench-agents: {agent}</title><style>{_STYLE}</style></head><body>'
        f'<h1>dgsim bench-agents: {agent}</h1>{partial}'
        f'<p>Suite {escape(result.suite)}, {result.games} games a pairing, 2 players, seats '
        'alternating. Score: (wins + ties/2) / games; intervals are 95% Wilson score intervals.</p>'
        f'<h2>By opponent</h2><table class="results">{head}{"".join(rows)}</table>'
        f'<h2>By kingdom</h2><table class="results"><tr><th>kingdom</th>{head[4:]}'
        f'{"".join(pairs)}</table><h2>Kingdoms</h2>{kingdoms}'
        '<p class="muted">Written by <code>dgsim bench-agents --html</code>.</p></body></html>\n')


def write_bench_report(result: BenchResult, path: str | Path) -> None:
    """Write `render_bench_report` to ``path``.

    :raises OSError: when it cannot be written.
    """
    Path(path).write_text(render_bench_report(result), encoding="utf-8")
