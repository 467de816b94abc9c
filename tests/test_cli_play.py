"""``dgsim play`` for a human: the log is never lost, a quit game resumes, every card is offered at a
forced multi-card pick, refusals say why, later decisions show what changed."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from dgsim.agents.human import PickSession, changes, refusal
from dgsim.cli import agents as command
from dgsim.cli import main
from dgsim.core import History, InvalidActionError
from dgsim.dominion import scenario
from tests.dominion.helpers import act, names

Runner = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def here(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
         tmp_path: Path) -> Runner:
    """Run the command in this process with ``stdin`` as the keyboard, in a temporary folder
    (a game log saved under its default name lands there, not in the repository)."""
    monkeypatch.chdir(tmp_path)

    def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        try:
            status = main(list(args))
        except SystemExit as exc:
            status = int(exc.code or 0)
        captured = capsys.readouterr()
        return subprocess.CompletedProcess(list(args), status, captured.out, captured.err)

    return run


def test_the_log_path_is_checked_before_the_game(tmp_path: Path, here: Runner) -> None:
    done = here("play", "--log", str(tmp_path / "none" / "g.json"), stdin="1\n")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"dgsim play: --log {tmp_path / 'none' / 'g.json'}: directory "
                           f"{tmp_path / 'none'} does not exist\n")


def test_a_log_that_cannot_be_written_at_the_end_is_saved_elsewhere(
        tmp_path: Path, here: Runner, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(command, "check_output_file", lambda path, option: None)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", None)
    done = here("play", "--log", str(tmp_path / "gone" / "g.json"), stdin="2\nquit\n")
    assert done.returncode == 0
    line = done.stdout.splitlines()[-1]
    assert line.startswith(f"stopped; cannot write {tmp_path / 'gone' / 'g.json'} (")
    spare = Path(line.split("game log saved to ")[1].split(" instead")[0])
    assert spare.parent == tmp_path and History.load(spare).steps[0].labels == ("play all treasures",)


def test_ctrl_c_saves_the_log_and_exits_130(tmp_path: Path) -> None:
    log = tmp_path / "g.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "dgsim", "play", "--seed", "3", "--log", str(log)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True, preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert proc.stdin is not None
    assert proc.stdout is not None
    proc.stdin.write("play all treasures\n")
    proc.stdin.flush()
    seen: list[str] = []
    while sum(line.startswith("Your choice") for line in seen) < 2:  # at the second decision
        line = proc.stdout.readline()
        assert line, "dgsim play ended early"
        seen.append(line)
    time.sleep(0.5)
    os.killpg(proc.pid, signal.SIGINT)
    rest, err = proc.communicate(timeout=60)
    out = "".join(seen) + rest
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert f"interrupted; game log saved to {log}; go on with: dgsim play --resume {log}\n" in out
    assert History.load(log).steps[0].labels == ("play all treasures",)


def test_a_quit_game_resumes_from_its_log(tmp_path: Path, here: Runner) -> None:
    log = tmp_path / "g.json"
    first = here("play", "--seed", "3", "--vs", "smithy-bm", "--log", str(log),
                 stdin="play all treasures\n1\nquit\n")
    assert first.returncode == 0
    assert first.stdout.rstrip().endswith(f"go on with: dgsim play --resume {log}")
    before = History.load(log)
    assert dict(before.meta) == {"players": ["you", "smithy-bm"], "human_seat": 0,
                                 "opponents": ["smithy-bm"]}
    second = here("play", "--resume", str(log), stdin="play all treasures\nq\n")  # seat, bots: saved
    assert second.returncode == 0, second.stderr
    assert (f"you are seat 0; opponents: smithy-bm (resumed after {len(before.steps)} decisions)"
            in second.stdout)
    after = History.load(log)  # the same file, one decision of ours and the bot's later
    assert [s.labels for s in after.steps[:len(before.steps)]] == [s.labels for s in before.steps]
    assert after.steps[len(before.steps)].labels == ("play all treasures",)
    wrong = here("play", "--resume", str(log), "--vs", "bigmoney", "--vs", "bigmoney")
    assert wrong.returncode == 2 and "is a 2-player game: give 1 --vs opponents" in wrong.stderr
    missing = here("play", "--resume", str(tmp_path / "none.json"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr
    (tmp_path / "bad.json").write_text("{}")
    bad = here("play", "--resume", str(tmp_path / "bad.json"))
    assert bad.returncode == 2 and "is not a valid game log" in bad.stderr


def test_a_forced_discard_offers_every_card_of_the_hand_at_the_first_pick(
        capsys: pytest.CaptureFixture[str]) -> None:
    state = act(scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Copper", "Copper",
                                                                   "Estate", "Militia"]}),
                "play Militia")
    history = History.start(state)
    after = command._human_turn(history, 1, ["bot", "you"],
                                io.StringIO("discard Militia\ndiscard Militia\ndiscard Copper\n"))
    out = capsys.readouterr().out
    first = out.split("Your choice:")[1].split(">")[0]
    assert "discard Militia" in first and "discard Copper" in first and "discard Estate" in first
    assert "not a choice: 'discard Militia'" in out  # only one Militia to discard
    assert after.steps[-1].labels == ("discard Copper", "discard Militia")
    assert sorted(names(after.latest.player(1).hand)) == ["Copper", "Copper", "Estate"]


def test_pick_session_follows_the_engine_where_order_matters_and_refuses_the_impossible() -> None:
    state = act(scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver",
                                                                   "Gold", "Duchy"]}),
                "play Militia")
    session = PickSession(state.action_generator(1))
    assert {c.label for c in session.options()} == {f"discard {n}" for n in
                                                    ("Copper", "Estate", "Silver", "Gold", "Duchy")}
    with pytest.raises(InvalidActionError, match="'discard Province' is not a choice now"):
        session.choose("discard Province")
    done = session.choose("discard Duchy").choose("discard Copper").action()
    assert done is not None and done.labels == ("discard Copper", "discard Duchy")
    assert session.choose("discard Duchy").undo().chosen == ()


def test_refusals_say_why(here: Runner) -> None:
    s = scenario(["Smithy", "Village"], hands={0: ["Smithy", "Copper", "Estate", "Copper",
                                                   "Village"]}).auto_step()
    assert refusal(s, 0, "play Gold") == "you have no Gold in your hand"
    assert refusal(s, 0, "play Copper") == ("Copper is not an Action: play it in your buy phase, "
                                            "after 'end actions'")
    assert refusal(s, 0, "buy Witch") == "Witch is not in this game's supply"
    assert refusal(s, 0, "buy Estate").startswith("play your treasures first")
    assert refusal(s, 0, "frobnicate the deck") == "not a choice: 'frobnicate the deck'"
    s = act(s, "play Village")
    s = act(s, "play Smithy")
    assert refusal(s, 0, "play Smithy") == "you have no Smithy in your hand"
    market = act(scenario(["Market", "Smithy"], hands={0: ["Market", "Smithy", "Estate"]}),
                 "play Market")
    assert refusal(market, 0, "buy Copper") == ("you are in your action phase: buy after 'end "
                                                "actions' (or 'play all treasures')")
    buying = act(market, "end actions")
    assert refusal(buying, 0, "play Smithy") == ("your action phase is over: Smithy can no longer "
                                                 "be played this turn")
    hand = ["Copper", "Estate", "Silver", "Gold", "Duchy"]
    militia = act(scenario(["Militia"], hands={0: ["Militia"], 1: hand}), "play Militia")
    assert refusal(militia, 1, "buy Copper") == "this decision is not about buying"
    empty = scenario(["Smithy"], hands={0: ["Gold", "Gold", "Gold"]},
                     supply={"Province": 0, "Duchy": 1}).auto_step()
    assert refusal(empty, 0, "buy Province") == "the Province pile is empty"
    done = here("play", "--seed", "3", stdin="buy Province\nq\n")
    assert "Province costs $8, you have $0 (and $" in done.stdout


def test_later_decisions_show_what_changed_and_show_prints_the_table(here: Runner) -> None:
    done = here("play", "--seed", "3", stdin="play all treasures\nbuy Silver\nshow\nq\n")
    out = done.stdout
    assert out.count("Supply:") == 2  # the first decision, and 'show'
    assert "supply: Silver 40->39, Silver 39->38" in out or "supply: Silver 40->38" in out
    assert "-- turn 2 of you, buy phase; you: 3 VP" in out
    assert "== Turn 1 of you (seat 0), buy phase ==" in out


def test_changes_name_trashed_cards_and_other_seats() -> None:
    before = scenario(["Chapel"], hands={0: ["Chapel", "Copper", "Copper", "Estate", "Estate"]})
    before = before.auto_step()
    after = act(act(before, "play Chapel"), "trash Copper", "trash Copper", "trash Estate", "done")
    assert changes(before, after, 1, ["a", "b"]).splitlines() == [
        "trashed: 2 Copper, Estate", "a: 1 VP, 2 cards"]


def test_a_huge_decision_is_picked_along_the_engines_tree(monkeypatch: pytest.MonkeyPatch) -> None:
    from dgsim.agents import human

    monkeypatch.setattr(human, "LEAF_LIMIT", 2)
    state = act(scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver",
                                                                   "Gold", "Duchy"]}),
                "play Militia")
    session = PickSession(state.action_generator(1))
    assert session.leaves == ()
    tree = state.action_generator(1)
    assert session.options() == tree.choices()
    first = tree.choices()[0]
    second = tree.choose(first).choices()[0]
    done = session.choose(first).choose(second).action()
    assert done is not None and done.picks == (first, second)
