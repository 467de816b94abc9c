"""In a real headless Chromium: play a whole game against bigmoney by clicking, undo, an illegal request,
replay a saved game to its end, open a tournament report. Screenshots are checked to be non-blank.

``DGSIM_SCREENSHOTS=DIR`` also copies the screenshots there (how docs/img was made).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PIL import Image

from dgsim.agents import run_tournament
from dgsim.web.report import write_report
from tests.web.support import saved_game

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser

PREFERENCE = ("play all treasures", "buy Province", "buy Gold", "buy Silver", "end turn", "end actions",
              "done", "no")


def preferred(offered: list[str]) -> str:
    """A Big Money click: treasures, the best buy, end the turn; else the first choice."""
    return next((p for p in PREFERENCE if p in offered), offered[0])


def shot(page: Page, path: Path) -> None:
    """Screenshot the whole page and check it is not blank; copy it to $DGSIM_SCREENSHOTS."""
    page.screenshot(path=str(path), full_page=True)
    with Image.open(path) as img:
        assert img.width >= 800 and img.height >= 400
        grey = img.convert("L").histogram()  # pixels per grey level
        colours = img.convert("RGB").getcolors(maxcolors=1 << 20) or []
    levels = [v for v, n in enumerate(grey) if n]
    assert levels[-1] - levels[0] > 100 and len(colours) > 30, f"{path} looks blank"
    target = os.environ.get("DGSIM_SCREENSHOTS")
    if target:
        shutil.copy(path, Path(target) / path.name)


def same_origin(page: Page, server: str) -> list[str]:
    """Record every request the page makes that does not go to the server."""
    foreign: list[str] = []
    page.on("request", lambda req: None if req.url.startswith(server) else foreign.append(req.url))
    return foreign


def labels(page: Page) -> list[str]:
    """The choice buttons' labels, read at once."""
    found = page.evaluate("[...document.querySelectorAll('#choices button')].map(b => b.dataset.label)")
    return [str(x) for x in found]


def at_step(page: Page, k: int, last: int) -> None:
    """Wait until the replay shows step ``k`` of ``last``."""
    page.wait_for_function(f"document.querySelector('#replay-pos').textContent === 'step {k} / {last}'")


def click(page: Page, selector: str) -> None:
    """Click and wait until the page has its answer rendered."""
    page.click(selector)
    page.wait_for_function("() => !busy")


def test_play_a_whole_game_against_bigmoney(page: Page, server: str, tmp_path: Path) -> None:
    foreign = same_origin(page, server)
    page.goto(server)
    page.wait_for_selector("#kingdom-set option", state="attached")
    page.fill("#kingdom-names", "Village, Smithy")  # using a kingdom control chooses its kind
    assert page.is_checked('input[name="kmode"][value="names"]')
    page.select_option("#kingdom-set", "First Game")
    assert page.is_checked('input[name="kmode"][value="recommended"]')
    page.select_option("#bots select", "bigmoney")
    docs = bool(os.environ.get("DGSIM_SCREENSHOTS"))  # a whole game for the docs; else a short one
    page.fill("#turn-limit", "100" if docs else "4")
    page.fill("#seed", "7")
    page.click("#start")
    page.wait_for_selector("#choices button")
    assert page.locator("#supply .tile").count() == 17  # 7 basic piles + 10 kingdom
    assert page.locator("#opponents .seat").count() == 1
    assert "cards" in page.inner_text("#opponents .seat")  # a hand size, not cards

    # undo: a decision taken back leaves the page as it was
    before_choices, before_you = labels(page), page.inner_text("#you")
    click(page, f'#choices button[data-label="{before_choices[0]}"]')
    assert labels(page) != before_choices or page.inner_text("#you") != before_you
    click(page, "#undo")
    assert labels(page) == before_choices and page.inner_text("#you") == before_you

    # an illegal request is refused with its reason and leaves the game as it was
    game = page.evaluate("state.game")
    before = page.evaluate(f"fetch('/api/games/{game}').then(r => r.json())")
    refused = page.evaluate(f"""fetch('/api/games/{game}/pick', {{method: 'POST',
        headers: {{'Content-Type': 'application/json'}}, body: JSON.stringify({{label: 'buy Nothing'}})}})
        .then(async r => [r.status, (await r.json()).error])""")
    assert refused[0] == 400 and "'buy Nothing' is not a choice here" in refused[1]
    assert page.evaluate(f"fetch('/api/games/{game}').then(r => r.json())") == before
    page.evaluate("pick('buy Nothing')")
    assert "not a choice here" in page.inner_text("#error") and labels(page) == before_choices

    # play by clicking until the end screen
    for turn in range(400):
        if docs and turn == 24:
            shot(page, tmp_path / "web-play.png")
        if page.locator("#end").is_visible():
            break
        offered = labels(page)
        click(page, f'#choices button[data-label="{preferred(offered)}"]')
    assert page.locator("#end").is_visible()
    assert page.inner_text("#end-seed").startswith("Seed 7:")
    rows = page.locator("#scores .score-row")
    assert rows.count() == 2
    assert "win" in page.inner_text("#scores")
    chart = page.locator("#end-chart svg")
    assert chart.count() == 1 and chart.locator("polyline").count() == 2
    assert chart.locator("polyline").first.get_attribute("data-name") == "you"
    assert len(page.inner_text("#log").splitlines()) > 10
    shot(page, tmp_path / "web-play-end.png")

    # the finished game opens in Replay
    page.click("#to-replay")
    page.wait_for_selector("#replay-view:not([hidden])")
    assert page.inner_text("#replay-pos").startswith("step 0 /")
    assert foreign == []


def test_replay_a_saved_game_to_its_end(page: Page, server: str, games_dir: Path, tmp_path: Path) -> None:
    history = saved_game(games_dir / "bots.json", seed=3)
    last = len(history.steps)
    foreign = same_origin(page, server)
    page.goto(server)
    page.goto(server + "#replay")  # the same page: the hash routes it
    page.wait_for_selector('#replay-files option[value="bots.json"]', state="attached")
    page.select_option("#replay-files", "bots.json")
    page.click("#replay-open")
    page.wait_for_selector("#replay-view:not([hidden])")
    assert page.inner_text("#replay-pos") == f"step 0 / {last}"
    assert page.inner_text("#replay-chose") == "Start of the game"
    page.locator("#replay-slider").focus()
    for k in range(1, 4):
        page.keyboard.press("ArrowRight")
        at_step(page, k, last)
    step = history.steps[2]
    name = ["bigmoney", "smithy-bm"][step.pid]
    assert page.inner_text("#replay-chose") == f"{name} chose: {'; '.join(step.labels)}"
    page.keyboard.press("ArrowLeft")
    at_step(page, 2, last)
    seats = page.locator("#replay-seats .seat")
    assert seats.count() == 2
    hand = sorted(c.name for c in history.states[2].players[1].hand)
    assert all(card in seats.nth(1).inner_text() for card in hand)  # every hand visible in a replay
    page.locator("#replay-slider").fill(str(last - 2))
    at_step(page, last - 2, last)
    for k in (last - 1, last):
        page.keyboard.press("ArrowRight")
        at_step(page, k, last)
    page.keyboard.press("ArrowRight")  # nothing after the end
    assert "Game over" in page.inner_text("#replay-next-decision")
    assert page.inner_text("#replay-pos") == f"step {last} / {last}"
    assert page.locator("#replay-charts svg").count() == 2
    assert page.locator("#replay-charts polyline").count() == 4
    assert page.locator("#replay-log li.current").get_attribute("data-step") == str(last)
    shot(page, tmp_path / "web-replay.png")

    # a malformed upload names what is wrong
    bad = tmp_path / "broken.json"
    bad.write_text(json.dumps({"format": "dgsim-history/2", "game": "dominion", "steps": []})[:-5])
    page.set_input_files("#replay-upload", str(bad))
    page.wait_for_selector("#error:not([hidden])")
    assert "not JSON" in page.inner_text("#error")
    assert foreign == []


def test_open_a_generated_report(page: Page, tmp_path: Path) -> None:
    result = run_tournament(["smithy-bm", "bigmoney"], games=20, workers=1, seed=4, curves=True,
                            save_dir=tmp_path / "games")
    report = tmp_path / "report.html"
    write_report(result, report, tmp_path / "games")
    requested: list[str] = []
    page.on("request", lambda req: requested.append(req.url))
    page.goto(report.as_uri())
    assert page.locator("table.results tr").count() == 3
    assert page.locator("svg.chart").count() == 3
    assert page.locator("svg.line-chart polyline").count() == 4
    assert page.locator("ul.games a").count() == 20
    assert all(url.startswith("file://") for url in requested)
    shot(page, tmp_path / "web-report.png")
    with page.expect_navigation():
        page.locator("ul.games a").first.click()
    assert '"dgsim-history/' in page.content()


def test_a_small_kingdom_needs_any_size_and_turns_count_per_seat(page: Page, server: str) -> None:
    """As the CLI: 10 cards unless 'any number of cards' (--any-kingdom-size) is ticked; the turn
    shown is the seat's own, as in the terminal (issue 31)."""
    page.goto(server)
    page.wait_for_selector("#kingdom-set option", state="attached")
    page.fill("#kingdom-names", "Village, Smithy")
    page.select_option("#bots select", "bigmoney")
    page.fill("#turn-limit", "3")
    page.click("#start")
    page.wait_for_selector("#error:not([hidden])")
    assert "a kingdom has 10 cards, this one 2" in page.inner_text("#error")
    page.check("#any-size")
    page.click("#start")
    page.wait_for_selector("#choices button")
    assert page.locator("#supply .tile").count() == 9  # 7 basic piles + 2 kingdom
    info = page.inner_text("#turn-info")
    assert re.fullmatch(r"Turn 1 of (you|bigmoney) \(seat [01]\), \w+ phase", info), info
    seen = [info]
    for _ in range(40):  # end the human's turn: the number follows the seat's own turns
        offered = labels(page)
        pick = next((x for x in ("end turn", "end actions") if x in offered), offered[0])
        click(page, f'#choices button[data-label="{pick}"]')
        seen.append(page.inner_text("#turn-info"))
        if seen[-1].startswith("Turn 2 of you"):
            break
    assert re.fullmatch(r"Turn 2 of you \(seat 0\), \w+ phase", seen[-1]), seen
    assert all(re.match(r"Turn [12] of (you|bigmoney) ", shown) for shown in seen), seen


def test_a_multi_card_pick_builds_up_visibly(page: Page, server: str) -> None:
    page.goto(server)
    page.wait_for_selector("#kingdom-set option", state="attached")
    page.select_option("#kingdom-set", "First Game")
    page.select_option("#bots select", "double-militia")  # its Militia makes us discard 2 cards
    page.fill("#turn-limit", "10")
    page.fill("#seed", "3")
    page.click("#start")
    page.wait_for_selector("#choices button")
    for _ in range(300):
        assert not page.locator("#end").is_visible(), "no multi-card pick came up"
        offered = labels(page)
        discards = [label for label in offered if label.startswith("discard ")]
        if not discards:
            click(page, f'#choices button[data-label="{preferred(offered)}"]')
            continue
        hand = page.inner_text("#you .zone >> nth=0")
        click(page, f'#choices button[data-label="{discards[0]}"]')
        assert page.inner_text("#picks") == f"So far: {discards[0]}"
        assert page.inner_text("#you .zone >> nth=0") == hand  # nothing moves before the last pick
        second = [label for label in labels(page) if label.startswith("discard ")]
        assert second
        click(page, "#undo")  # takes back the pick only
        assert page.inner_text("#picks") == "" and labels(page) == offered
        click(page, f'#choices button[data-label="{discards[0]}"]')
        page.keyboard.press(str(labels(page).index(second[0]) + 1))  # the keys pick too
        page.wait_for_function("() => !busy && document.querySelector('#picks').textContent === ''")
        mine = [line for line in page.inner_text("#log").splitlines() if " you: discard" in line]
        assert mine and mine[-1].endswith(f"you: {discards[0]}; {second[0]}")
        return
    raise AssertionError("no multi-card pick came up")
