"""Inline SVG charts (no script, no network): lines by turn and a histogram, for pages and reports.

>>> svg = line_chart([("bigmoney", [1.0, 3.0, 6.0])], title="VP by turn", y_label="VP")
>>> svg.startswith("<svg") and "bigmoney" in svg and svg.count("<polyline") == 1
True
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Final

__all__ = ["COLOURS", "histogram", "line_chart"]

COLOURS: Final = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b")
"""One colour per series, in order (then repeating)."""

_W, _H = 560, 260
_LEFT, _RIGHT, _TOP, _BOTTOM = 48, 16, 28, 36


def _nice_max(value: float) -> float:
    """The smallest of 1, 2, 2.5, 5 times a power of ten that is at least ``value`` (1 for <= 0).

    >>> _nice_max(37), _nice_max(0.42), _nice_max(0)
    (40.0, 0.5, 1.0)
    """
    if value <= 0:
        return 1.0
    scale = 1.0
    while scale * 10 < value:
        scale *= 10
    while scale > value:
        scale /= 10
    for step in (1.0, 2.0, 2.5, 4.0, 5.0, 10.0):
        if step * scale >= value:
            return step * scale
    return 10 * scale  # pragma: no cover - the loop always returns


def _fmt(value: float) -> str:
    return f"{value:.0f}" if value == int(value) else f"{value:.3g}"


def _frame(title: str, x_label: str, y_label: str, y_max: float, x_ticks: Sequence[tuple[float, str]],
           css_class: str) -> list[str]:
    plot_h = _H - _TOP - _BOTTOM
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class}" viewBox="0 0 {_W} {_H}" '
             f'width="{_W}" height="{_H}" role="img" aria-label="{escape(title)}">',
             f'<rect x="0" y="0" width="{_W}" height="{_H}" fill="#fff"/>',
             f'<text x="{_W / 2}" y="18" text-anchor="middle" font-size="14" font-weight="bold">'
             f'{escape(title)}</text>']
    for k in range(5):
        value = y_max * k / 4
        y = _TOP + plot_h - plot_h * k / 4
        parts.append(f'<line x1="{_LEFT}" y1="{y:.1f}" x2="{_W - _RIGHT}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{_LEFT - 6}" y="{y + 4:.1f}" text-anchor="end" font-size="11">'
                     f'{_fmt(value)}</text>')
    for x, text in x_ticks:
        parts.append(f'<text x="{x:.1f}" y="{_H - _BOTTOM + 14}" text-anchor="middle" font-size="11">'
                     f'{escape(text)}</text>')
    parts.append(f'<text x="{_W / 2}" y="{_H - 4}" text-anchor="middle" font-size="12">'
                 f'{escape(x_label)}</text>')
    parts.append(f'<text x="12" y="{_TOP + plot_h / 2}" text-anchor="middle" font-size="12" '
                 f'transform="rotate(-90 12 {_TOP + plot_h / 2})">{escape(y_label)}</text>')
    parts.append(f'<line x1="{_LEFT}" y1="{_TOP + plot_h}" x2="{_W - _RIGHT}" y2="{_TOP + plot_h}" '
                 'stroke="#333"/>')
    return parts


def line_chart(series: Sequence[tuple[str, Sequence[float]]], *, title: str, y_label: str,
               x_label: str = "turn") -> str:
    """An SVG line chart: one line per ``(name, values)``, value ``i`` at x = ``i + 1``, with a legend."""
    longest = max((len(values) for _, values in series), default=0)
    top = max((v for _, values in series for v in values), default=0.0)
    y_max = _nice_max(1.1 * top)
    plot_w = _W - _LEFT - _RIGHT
    plot_h = _H - _TOP - _BOTTOM
    span = max(1, longest - 1)

    def x_of(i: int) -> float:
        return _LEFT + plot_w * i / span

    def y_of(v: float) -> float:
        return _TOP + plot_h - plot_h * max(0.0, v) / y_max

    every = max(1, (longest + 9) // 10)
    ticks = [(x_of(i), str(i + 1)) for i in range(0, longest, every)]
    parts = _frame(title, x_label, y_label, y_max, ticks, "chart line-chart")
    for k, (name, values) in enumerate(series):
        colour = COLOURS[k % len(COLOURS)]
        points = " ".join(f"{x_of(i):.1f},{y_of(v):.1f}" for i, v in enumerate(values))
        if len(values) == 1:
            parts.append(f'<circle cx="{x_of(0):.1f}" cy="{y_of(values[0]):.1f}" r="3" fill="{colour}"/>')
        parts.append(f'<polyline class="series" data-name="{escape(name)}" fill="none" '
                     f'stroke="{colour}" stroke-width="2" points="{points}"/>')
        ly = _TOP + 4 + 16 * k
        parts.append(f'<rect x="{_LEFT + 10}" y="{ly}" width="12" height="4" fill="{colour}"/>')
        parts.append(f'<text x="{_LEFT + 26}" y="{ly + 6}" font-size="12">{escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)


def histogram(counts: Sequence[tuple[str, Sequence[int]]], *, title: str, x_label: str,
              y_label: str = "games", first: int = 1) -> str:
    """An SVG bar chart of counts by integer bin (bin ``i`` is ``first + i``), series side by side;
    the empty bins before the first count are left out."""
    skip = min((next((i for i, v in enumerate(c) if v > 0), len(c)) for _, c in counts), default=0)
    counts = [(name, c[skip:]) for name, c in counts]
    first += skip
    bins = max((len(c) for _, c in counts), default=0)
    y_max = _nice_max(1.25 * max((v for _, c in counts for v in c), default=0))
    plot_w = _W - _LEFT - _RIGHT
    plot_h = _H - _TOP - _BOTTOM
    slot = plot_w / max(1, bins)
    width = slot * 0.8 / max(1, len(counts))
    every = max(1, (bins + 14) // 15)
    ticks = [(_LEFT + slot * (i + 0.5), str(first + i)) for i in range(0, bins, every)]
    parts = _frame(title, x_label, y_label, y_max, ticks, "chart histogram")
    for k, (name, values) in enumerate(counts):
        colour = COLOURS[k % len(COLOURS)]
        for i, v in enumerate(values):
            if v <= 0:
                continue
            h = plot_h * v / y_max
            x = _LEFT + slot * i + slot * 0.1 + width * k
            parts.append(f'<rect class="bar" x="{x:.1f}" y="{_TOP + plot_h - h:.1f}" width="{width:.1f}" '
                         f'height="{h:.1f}" fill="{colour}"><title>{escape(name)}: {first + i}: {v}'
                         '</title></rect>')
        ly = _TOP + 4 + 16 * k
        parts.append(f'<rect x="{_W - _RIGHT - 150}" y="{ly}" width="12" height="8" fill="{colour}"/>')
        parts.append(f'<text x="{_W - _RIGHT - 134}" y="{ly + 8}" font-size="12">{escape(name)}</text>')
    parts.append("</svg>")
    return "".join(parts)
