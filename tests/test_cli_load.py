"""The user's own bot on the command line, as a user runs it (subprocesses): ``--load`` on simulate,
play, agent, serve and web, installed entry points, "did you mean", and Colonies."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

KINGDOM = "Cellar,Chapel,Moat,Village,Militia,Smithy,Wharf,Monument,Bank,Courtyard"

WHARF_FILE = """
from dgsim.agents import Rule, Strategy, register_agent, register_strategy
from dgsim.agents.rules import CountOwned
from dgsim.core import ActionGenerator, PlayerAction
from dgsim.dominion import DominionState

register_strategy(Strategy("wharf-kc", buy=(Rule("Province"), Rule("Gold"),
                                            Rule("Wharf", CountOwned("Wharf", at_most=1)),
                                            Rule("Silver")), play=(Rule("Wharf"),)))


class Greedy:
    name = "greedy"

    def act(self, state: DominionState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        while not gen.filled():
            labels = gen.labels()
            wants = [w for w in ("play all treasures", "buy Province", "buy Gold", "buy Silver")
                     if w in labels]
            stops = [x for x in labels if x in ("done", "no", "end actions", "end turn")]
            gen = gen.choose(wants[0] if wants else stops[0] if stops else labels[0])
        return gen.generate_action()

    def reseed(self, seed: int) -> "Greedy":
        return self


register_agent("greedy", lambda params: Greedy())
"""


def dgsim(*args: str, cwd: Path, stdin: str = "",
          env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run ``dgsim`` as a user does, in ``cwd``."""
    return subprocess.run([sys.executable, "-m", "dgsim", *args], input=stdin, capture_output=True,
                          text=True, timeout=300, check=False, cwd=cwd, env=env)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder with the user's bot file, mybot.py."""
    (tmp_path / "mybot.py").write_text(WHARF_FILE, encoding="utf-8")
    return tmp_path


def test_simulate_loads_a_file_and_its_workers_do_too(folder: Path) -> None:
    out = {}
    for workers in ("1", "2"):
        run = dgsim("simulate", "--load", "mybot.py", "wharf-kc", "greedy", "--games", "40",
                    "--kingdom", KINGDOM, "--workers", workers, "--seed", "3", "--no-progress",
                    "--json", f"r{workers}.json", cwd=folder)
        assert run.returncode == 0, run.stderr
        assert "wharf-kc" in run.stdout and "greedy" in run.stdout
        out[workers] = (folder / f"r{workers}.json").read_text(encoding="utf-8")
    assert out["1"] == out["2"]
    assert json.loads(out["2"])["agents"] == ["wharf-kc", "greedy"]


def test_without_load_the_error_says_how(folder: Path) -> None:
    run = dgsim("simulate", "wharf-kc", "bigmoney", "--games", "2", cwd=folder)
    assert run.returncode == 2
    assert run.stderr.startswith("dgsim simulate: unknown agent 'wharf-kc'")
    run = dgsim("simulate", "mybot.py:wharf-kc", "bigmoney", "--games", "2", cwd=folder)
    assert run.returncode == 2
    assert "load it with --load mybot.py" in run.stderr and "key=value" not in run.stderr


def test_load_errors_and_warnings_are_one_line(folder: Path) -> None:
    (folder / "broken.py").write_text("from dgsim.agents import Rule\nRul('Smithy')\n", "utf-8")
    run = dgsim("simulate", "--load", "broken.py", "bigmoney", "bmu", "--games", "2", cwd=folder)
    assert run.returncode == 2
    assert run.stderr == ("dgsim simulate: --load broken.py: broken.py line 2: NameError: name "
                          "'Rul' is not defined\n".replace("broken.py line", f"{folder / 'broken.py'} line"))
    run = dgsim("simulate", "--load", "nothing.py", "bigmoney", "bmu", cwd=folder)
    assert (run.returncode, run.stderr) == (2, "dgsim simulate: --load nothing.py: no file "
                                                "nothing.py\n")
    (folder / "forgot.py").write_text("from dgsim.agents import Rule, Strategy\n"
                                      "MINE = Strategy('mine', buy=(Rule('Gold'),))\n", "utf-8")
    run = dgsim("simulate", "--load", "forgot.py", "bigmoney", "bmu", "--games", "2",
                "--no-progress", cwd=folder)
    assert run.returncode == 0
    assert ("dgsim simulate: warning: --load forgot.py registered no agent; it defines the "
            "Strategy 'mine': call register_strategy(...) on it") in run.stderr


def test_play_agent_and_serve_load_the_file(folder: Path) -> None:
    run = dgsim("play", "--load", "mybot.py", "--vs", "wharf-kc", "--kingdom", KINGDOM,
                "--log", "game.json", stdin="quit\n", cwd=folder)
    assert run.returncode == 0, run.stderr
    assert "opponents: wharf-kc" in run.stdout
    served = dgsim("serve", "--load", "mybot.py", "dgsim agent wharf-kc", "dgsim agent greedy",
                   "--games", "2", "--kingdom", KINGDOM, cwd=folder)
    assert served.returncode == 0, served.stderr
    assert "faults: none" in served.stdout
    rows = [line.split() for line in served.stdout.splitlines()
            if line.startswith(("wharf-kc", "greedy"))]
    assert [r[:2] for r in rows] == [["wharf-kc", "2"], ["greedy", "2"]]
    alone = dgsim("agent", "--load", "mybot.py", "wharf-kc", stdin="", cwd=folder)
    assert "unknown agent" not in alone.stderr


def test_web_refuses_a_bad_load_before_serving(folder: Path) -> None:
    run = dgsim("web", "--load", "nothing.py", "--port", "1", cwd=folder)
    assert (run.returncode, run.stderr) == (2, "dgsim web: --load nothing.py: no file nothing.py\n")


def test_an_installed_entry_point_is_an_agent(tmp_path: Path) -> None:
    """A package on the path whose metadata declares ``dgsim.agents`` entry points, as ``pip
    install`` leaves it: its Strategy is named on the command line without --load."""
    site = tmp_path / "site"
    site.mkdir()
    (site / "userbots_ep.py").write_text(textwrap.dedent("""
        from dgsim.agents import Rule, Strategy
        GOLD_RUSH = Strategy("gold-rush", buy=(Rule("Province"), Rule("Gold"), Rule("Silver")))
    """), encoding="utf-8")
    info = site / "userbots_ep-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: userbots-ep\nVersion: 0.1\n", "utf-8")
    (info / "entry_points.txt").write_text(
        "[dgsim.agents]\ngold-rush = userbots_ep:GOLD_RUSH\nbroken-one = userbots_ep:MISSING\n",
        "utf-8")
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": f"{site}:{Path(__file__).resolve().parent.parent}"}
    run = dgsim("simulate", "gold-rush", "bigmoney", "--games", "10", "--workers", "2",
                "--no-progress", cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stderr
    assert "gold-rush" in run.stdout
    assert ("dgsim simulate: warning: agent plugin 'broken-one' (userbots_ep:MISSING): cannot be "
            "loaded: AttributeError") in run.stderr


@pytest.mark.parametrize(("args", "expected"), [
    (("simulate", "smithy-bn", "bigmoney"),
     "dgsim simulate: unknown agent 'smithy-bn'; did you mean smithy-bm? known: "),
    (("play", "--vs", "smithy-bn"), "dgsim play: unknown agent 'smithy-bn'; did you mean smithy-bm?"),
    (("agent", "smithy-bn"), "dgsim agent: unknown agent 'smithy-bn'; did you mean smithy-bm?"),
    (("simulate", "bmu", "bigmoney", "--kingdom", "Smithyy,Village"), "did you mean Smithy?"),
    (("play", "--kingdom", "Wharff,Village"), "did you mean Wharf?"),
    (("serve", "dgsim agent bmu", "dgsim agent bmu", "--kingdom", "Chapell,Village"),
     "did you mean Chapel?"),
    (("cards", "Witchh"), "dgsim cards: no card named Witchh; did you mean Witch?"),
])
def test_misspelt_names_get_close_ones_on_every_command(tmp_path: Path, args: tuple[str, ...],
                                                        expected: str) -> None:
    run = dgsim(*args, cwd=tmp_path)
    assert run.returncode == 2
    assert expected in run.stderr, run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_colonies_on_the_command_line(tmp_path: Path, folder: Path) -> None:
    run = dgsim("simulate", "--load", "mybot.py", "wharf-kc", "bigmoney", "--games", "20",
                "--colonies", "--kingdom", KINGDOM, "--no-progress", "--json", "c.json", cwd=folder)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0].endswith(", with Platinum and Colony")
    assert json.loads((folder / "c.json").read_text("utf-8"))["colonies"] is True
    assert ("dgsim simulate: warning: wharf-kc never buys Platinum or Colony, which are in this "
            "game (its buy rules name neither)") in run.stderr
    assert "bigmoney never buys" not in run.stderr  # the Big Money family buys them
    plain = dgsim("simulate", "bmu", "bigmoney", "--games", "4", "--kingdom", "random", "--sets",
                  "Prosperity", "--seed", "3", "--no-colonies", "--no-progress", cwd=tmp_path)
    assert plain.returncode == 0 and "Platinum" not in plain.stdout.splitlines()[0]
    ruled = dgsim("simulate", "bmu", "bigmoney", "--games", "4", "--kingdom", "random", "--sets",
                  "Prosperity", "--seed", "3", "--no-progress", cwd=tmp_path)
    assert ruled.stdout.splitlines()[0].endswith(", with Platinum and Colony")
    played = dgsim("play", "--colonies", "--log", "g.json", stdin="quit\n", cwd=tmp_path)
    assert played.returncode == 0 and "Colony" in played.stdout
