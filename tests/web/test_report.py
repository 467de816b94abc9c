"""The tournament report (``simulate --html``), the SVG charts, and the ``dgsim web`` command's checks."""

from __future__ import annotations

import io
import re
import socket
import sys
from pathlib import Path

import pytest

from dgsim.agents import run_tournament
from dgsim.agents.tournament import Curve, TournamentResult
from dgsim.cli import main
from dgsim.web.charts import _nice_max, histogram, line_chart
from dgsim.web.report import game_lengths, render_report, write_html_report, write_report


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        status = main(args)
    except SystemExit as exc:
        status = int(exc.code or 0)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_simulate_html_writes_one_self_contained_report_with_links(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "out" / "report.html"
    report.parent.mkdir()
    status, out, err = run(["simulate", "smithy-bm", "bigmoney", "--games", "6", "--seed", "2",
                            "--workers", "1", "--no-progress", "--html", str(report),
                            "--save-games", str(tmp_path / "games")], capsys)
    assert status == 0, err
    assert f"report written to {report}" in err
    html = report.read_text()
    assert html.startswith("<!DOCTYPE html>")
    assert "<script" not in html and "http://" not in html.replace('xmlns="http://www.w3.org/2000/svg"', "")
    rows = re.findall(r"<tr><td>.*?</tr>", html)
    assert len(rows) == 2 and "smithy-bm" in rows[0] and "bigmoney" in rows[1]
    table = out.splitlines()
    smithy = table[2].split()
    assert f"<td class=\"num\">{smithy[1]}</td><td class=\"num\">{smithy[2]}</td>" in rows[0]
    assert re.search(r"\[\d+\.\d, \d+\.\d\]", rows[0])  # the 95% interval
    assert html.count("<polyline") == 4  # VP and money by turn, one line per agent
    assert 'class="chart histogram"' in html and "Game length" in html
    assert all(f">{name}<" in html for name in ("Cellar", "Workshop"))  # the kingdom
    links = re.findall(r'href="([^"]+)"', html)
    assert links == [f"../games/game-{i:06d}.json" for i in range(6)]
    assert all((report.parent / link).is_file() for link in links)


def test_a_report_without_curves_or_saved_games_still_has_the_table(tmp_path: Path) -> None:
    result = run_tournament(["bigmoney", "random"], games=2, workers=1)
    html = render_report(result)
    assert "No per-turn data" in html and "Saved games" not in html and "<tr><td>" in html
    empty = render_report(result, save_dir=tmp_path)
    assert "No saved games in" in empty
    for i in range(3):
        (tmp_path / f"game-{i:06d}.json").write_text("{}")
    capped = render_report(result, save_dir=tmp_path, base=tmp_path)
    assert capped.count('<a href="game-') == 3
    target = tmp_path / "r.html"
    write_report(result, target, tmp_path)
    assert target.read_text().count("<a href") == 3


def test_the_report_says_when_platinum_and_colony_are_in_the_game() -> None:
    """As the results header of ``simulate`` does (issue 31: the header names what the kingdom
    adds), the report says "with Platinum and Colony" for a Colony game, and nothing otherwise."""
    with_colonies = render_report(run_tournament(["bigmoney", "bmu"], games=2, workers=1,
                                                 colonies=True))
    assert "First Game</b>, with Platinum and Colony." in with_colonies
    plain = render_report(run_tournament(["bigmoney", "bmu"], games=2, workers=1))
    assert "Platinum and Colony" not in plain


def test_a_report_of_no_finished_games_still_renders() -> None:
    empty = TournamentResult.from_games(["a", "b"], [], kingdom="First Game", cards=("Cellar",), seed=0,
                                        curves=True)
    html = render_report(empty)
    assert "0 games" in html and html.count("<svg") == 5 and html.count("<polyline") == 4


def test_an_unwritable_report_is_one_line_and_false(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    result = run_tournament(["bigmoney", "random"], games=1, workers=1)
    assert write_html_report(result, tmp_path / "missing" / "r.html") is False
    err = capsys.readouterr().err
    assert err.startswith("dgsim simulate: cannot write --html ") and err.count("\n") == 1


def test_game_lengths_come_from_the_curves() -> None:
    curve = Curve("a", (1.0,) * 4, (0.5,) * 4, (5, 5, 3, 1))
    assert game_lengths(curve) == [0, 2, 2, 1]
    assert game_lengths(Curve("b", (), (), ())) == []


def test_charts_are_svg_with_a_line_or_bars_per_series() -> None:
    svg = line_chart([("a", [1.0, 2.0, 30.0]), ("b<x>", [2.0])], title="T & U", y_label="VP")
    assert svg.count("<polyline") == 2 and "b&lt;x&gt;" in svg and "T &amp; U" in svg
    assert svg.count("<circle") == 1  # a single point is drawn as a dot
    assert ">40<" in svg and ">10<" in svg  # the axis is rounded up to a nice number
    empty = line_chart([], title="none", y_label="VP")
    assert empty.startswith("<svg") and "<polyline" not in empty
    bars = histogram([("a", [0, 3, 1]), ("b", [0, 2])], title="lengths", x_label="turns")
    assert bars.count('class="bar"') == 3 and "a: 2: 3" in bars and "b: 2: 2" in bars
    assert re.findall(r'y="238" text-anchor="middle" font-size="11">(\d+)<', bars) == ["2", "3"]  # no bin 1
    assert (_nice_max(0), _nice_max(7), _nice_max(12), _nice_max(0.3), _nice_max(100)) == (
        1.0, 10.0, 20.0, 0.4, 100.0)


def test_web_command_checks_its_options_before_serving(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    status, _, err = run(["web", "--port", "0"], capsys)
    assert status == 2 and "--port must be in 1..65535" in err
    status, _, err = run(["web", "--games", str(tmp_path / "nope")], capsys)
    assert status == 2 and "is not a folder" in err
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        status, _, err = run(["web", "--port", str(port)], capsys)
    assert status == 2 and f"port {port} on 127.0.0.1 is in use" in err
    status, _, err = run(["web", "--host", "no-such-host.invalid", "--port", "8765"], capsys)
    assert status == 2 and "cannot resolve host" in err
    status, _, err = run(["web", "--host", "192.0.2.1", "--port", "8765"], capsys)
    assert status == 2 and "cannot listen on 192.0.2.1:8765" in err
    monkeypatch.setitem(sys.modules, "uvicorn", None)
    status, _, err = run(["web"], capsys)
    assert status == 2 and "pip install 'dgsim[web]'" in err


def test_web_command_prints_the_address_and_serves(monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import uvicorn

    served: list[tuple[str, int]] = []

    def fake_run(app: object, host: str, port: int, log_level: str) -> None:
        served.append((host, port))

    monkeypatch.setattr(uvicorn, "run", fake_run)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    status, out, _ = run(["web", "--port", str(port)], capsys)
    assert status == 0 and served == [("127.0.0.1", port)]
    assert f"serving on http://127.0.0.1:{port}/" in out
    status, out, err = run(["web", "--host", "::1", "--port", str(port)], capsys)
    assert f"http://[::1]:{port}/" in out and "warning" not in err
    status, out, err = run(["web", "--host", "0.0.0.0", "--port", str(port)], capsys)
    assert status == 0 and "warning: listening on 0.0.0.0" in err and "no login" in err
