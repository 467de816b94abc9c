"""Browser tests: a headless system Chromium driven by Playwright, against a real ``dgsim web`` server.

Tests marked ``browser`` run when a Chromium is found (``$DGSIM_CHROMIUM``, ``chromium`` on the PATH
or /usr/bin/chromium) and Playwright is installed. Without them they are skipped, and the test
summary says so in one plain line; under CI (``CI=true``; .ci/run installs Chromium) they fail instead.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Page

CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]

_outcome: dict[str, int] = {"ran": 0, "skipped": 0}


def chromium_path() -> str | None:
    """The system Chromium to drive ($DGSIM_CHROMIUM when set, else the one installed), or None."""
    chosen = os.environ.get("DGSIM_CHROMIUM")
    for candidate in [chosen] if chosen else [shutil.which("chromium"), "/usr/bin/chromium"]:
        if candidate and Path(candidate).is_file() and os.access(candidate, os.X_OK):
            return candidate
    return None


def _missing() -> str | None:
    """Why browser tests cannot run here, or None."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install -e '.[dev]')"
    if chromium_path() is None:
        return "no Chromium found (apt-get install chromium, or set DGSIM_CHROMIUM)"
    return None


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "browser: drives a headless system Chromium (Playwright)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    browser = [item for item in items if item.get_closest_marker("browser")]
    if not browser:
        return
    why = _missing()
    if why is None or os.environ.get("CI") == "true":
        return  # run them (CI installs Chromium; without it they fail there, never skip)
    for item in browser:
        item.add_marker(pytest.mark.skip(reason=f"browser tests NOT run: {why}"))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if "browser" not in report.keywords:
        return
    if report.when == "call":
        _outcome["ran"] += 1
    elif report.when == "setup" and report.skipped:
        _outcome["skipped"] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _outcome["ran"]:
        terminalreporter.write_line(f"browser tests: {_outcome['ran']} run with {chromium_path()}")
    elif _outcome["skipped"]:
        why = _missing()
        terminalreporter.write_line(
            f"browser tests NOT run ({_outcome['skipped']} skipped): {why}", yellow=True, bold=True)


def free_port() -> int:
    """A loopback port free right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture(scope="module")
def games_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder the server lists saved games from."""
    return tmp_path_factory.mktemp("games")


@pytest.fixture(scope="module")
def server(games_dir: Path) -> Iterator[str]:
    """``dgsim web`` on a free loopback port, as a user starts it; yields its base URL."""
    from tests.web.support import saved_game

    saved_game(games_dir / "bots.json", seed=3)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "dgsim", "web", "--port", str(port), "--games",
                             str(games_dir)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(url, timeout=2) as resp:
                if resp.status == 200:
                    break
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                out = proc.stdout.read() if proc.stdout else ""
                proc.kill()
                raise RuntimeError(f"dgsim web did not start: {out}") from None
            time.sleep(0.2)
    try:
        yield url
    finally:
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:  # pragma: no cover - uvicorn stops on SIGINT
            proc.kill()
        assert proc.stdout is not None
        assert f"serving on {url}" in proc.stdout.read()


@pytest.fixture
def page(tmp_path: Path) -> Iterator[Page]:
    """A page in a fresh headless Chromium profile (system executable)."""
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        raise RuntimeError(f"browser tests need Chromium: {_missing()}")
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path / "profile"), executable_path=executable, headless=True, args=CHROMIUM_ARGS,
            viewport={"width": 1360, "height": 1000})
        try:
            yield context.pages[0] if context.pages else context.new_page()
        finally:
            context.close()
