"""``dgsim agent``: every agent of the registry is a protocol program; unknown names are listed.

The bots come from `dgsim.agents.bots` (the registry behind ``dgsim simulate``),
plugins included (``ismcts:...``).
"""

from __future__ import annotations

import io
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from dgsim.agents.bots import STRATEGIES, agent_names, make_agent
from dgsim.dominion import DominionState, scenario
from dgsim.protocol import jsonl
from dgsim.protocol.bridge import cs5965_reply, defense_reply, jsonl_reply, run_jsonl
from dgsim.protocol.client import Request
from dgsim.protocol.cs5965 import Referee, move_message, parse_defense, parse_play
from dgsim.protocol.server import PlayerSpec, ServeConfig, serve
from tests.protocol.helpers import cs_state, datum

NAMES = ("0-a", "1-b")
HERE = Path(__file__).parent
MISBEHAVE = shlex.quote(str(HERE / "clients" / "misbehave.py"))


def _spec(name: str) -> str:
    if name == "ismcts":
        return "ismcts:iterations=20,rollout=bigmoney"
    if name.startswith("rollouts"):
        return f"{name}:rollouts=12,depth=8"
    return f"{name}:iterations=20" if name.startswith("ismcts") else name


@pytest.mark.parametrize("name", agent_names())
def test_every_registered_agent_answers_with_a_legal_play(name: str) -> None:
    bot = make_agent(_spec(name)).reseed(1)
    state = cs_state(("Smithy", "Militia", "Copper", "Copper", "Estate"), deck=("Silver",) * 5)
    message = move_message(state, 0, NAMES, zeroed=False)
    assert isinstance(message, tuple)
    play = parse_play(cs5965_reply(bot, message[1], seed=1))
    assert Referee(state, NAMES).check(play) is None, play
    buy = cs_state(("Estate",), plays=("Gold", "Silver"), coins=5, actions=0)
    message = move_message(buy, 0, NAMES, zeroed=True)
    assert isinstance(message, tuple)
    play = parse_play(cs5965_reply(bot, message[1], seed=1))
    assert Referee(buy, NAMES).check(play) is None, play
    hand = datum("((players 1-b 0-a) (supply) (trash) (actions 0) (buys 0) (coins 0) (deck)"
                 " (hand estate copper gold estate silver) (plays) (discards))")
    defense = parse_defense(defense_reply(bot, hand, "0-a", seed=1))
    assert defense.kind == "discard" and len(defense.cards) == 2


def test_plain_dgsim_commands_run_this_dgsim_and_a_plugin_agent_plays(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # no dgsim on PATH: the server runs "dgsim ..." with its own interpreter
    monkeypatch.setenv("PATH", os.pathsep.join(("/usr/bin", "/bin")))
    players = [PlayerSpec.from_arg("dgsim agent ismcts:iterations=20,rollout=bigmoney --protocol cs5965"),
               PlayerSpec.from_arg("dgsim agent double-militia --protocol cs5965")]
    assert [p.name for p in players] == ["ismcts", "double-militia"]
    games = serve(players, ServeConfig(games=2, timeout=10.0, turn_limit=5))
    for game in games:
        assert game.faults == () and game.end == "turn limit"
        assert game.record.turns == (5, 5)


def test_a_program_that_ends_before_its_first_request_crashes_at_once() -> None:
    gone = PlayerSpec("gone", f"{shlex.quote(sys.executable)} -c 'import sys; sys.exit(3)'")
    cleaner = PlayerSpec("cleaner", f"{shlex.quote(sys.executable)} {MISBEHAVE} silent 100")
    (game,) = serve([cleaner, gone], ServeConfig(games=1, timeout=30.0, startup=30.0))
    (fault,) = game.faults
    assert (fault.seat, fault.kind) == (1, "crash") and "exit status 3" in fault.detail


def test_an_unknown_agent_is_refused_with_the_known_names() -> None:
    out = subprocess.run([sys.executable, "-m", "dgsim", "agent", "nobody"], capture_output=True,
                         text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.startswith("dgsim agent: unknown agent 'nobody'; known: ")
    known = out.stderr.split("known: ", 1)[1].strip().split(", ")
    # the shipped agents and the plugins (this process may have registered more in other tests)
    assert known[0] == "random" and set(known) >= {*(s.name for s in STRATEGIES), "ismcts"}


def _militia_victim() -> DominionState:
    """Seat 0 has played Militia; seat 1 (Copper Copper Estate Estate Silver) must discard 2."""
    state = scenario(["Militia"], {0: ["Militia"], 1: ["Copper", "Copper", "Estate", "Estate", "Silver"]})
    state = state.auto_step()
    gen = state.action_generator(0).choose("play Militia")
    state = state.action_step(0, gen.generate_action()).auto_step()
    assert state.waiting_for() == 1
    return state


@pytest.mark.parametrize("max_actions,reply", [
    (64, {"action": ["discard Estate", "discard Estate"]}),  # the listed actions are the tree
    (0, {"choose": "discard Estate"}),  # no list: one pick at a time
])
def test_jsonl_bot_answers_a_card_decision(max_actions: int, reply: dict[str, object]) -> None:
    state = _militia_victim()
    gen = state.action_generator(1)
    lines = [jsonl.start_message(state, 1, NAMES), jsonl.decide_message(gen, max_actions),
             jsonl.end_message(state, "provinces", NAMES, (0, 0), (0, 1)), "never read"]
    out = io.StringIO()
    assert run_jsonl(make_agent("bigmoney"), io.StringIO("\n".join(lines) + "\n"), out) == 0
    (line,) = out.getvalue().splitlines()
    assert json.loads(line) == reply
    picked = jsonl.parse_reply(line.encode(), gen)
    assert [c.label for c in picked.picks] == ["discard Estate"] * len(picked.picks)


def test_jsonl_bot_decides_on_the_real_buy_phase() -> None:
    state = scenario(["Smithy"], {0: ["Gold", "Gold", "Silver", "Estate", "Estate"]})
    state = state.auto_step()
    gen = state.action_generator(0)
    assert gen.labels()[:1] == ("play Gold",)
    request = json.loads(jsonl.decide_message(gen))
    start = json.loads(jsonl.start_message(state, 0, NAMES))
    answer = jsonl_reply(make_agent("smithy-bm"), Request(
        seat=0, decision=request["decision"], picks=(), choices=tuple(request["choices"]),
        observation=request["observation"], actions=None, start=start))
    assert answer == ["play all treasures"]
