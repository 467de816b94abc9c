"""The user's own agents: load_agents (files and modules), entry points, and worker processes
(a spawned pool and Ray) that load the same code before they unpickle the agents."""

from __future__ import annotations

import importlib.metadata
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from dgsim.agents import bots, make_agent, plugin, run_tournament, to_json, tournament
from dgsim.agents.bots import ENTRY_POINT_GROUP, agent_names, check_strategy, plugin_errors
from dgsim.agents.plugin import load_agents, loaded_targets, unregistered_strategies
from dgsim.agents.rules import CountOwned, Rule, RuleAgent, Strategy

BOT_CLASS = '''
from dgsim.agents import register_agent
from dgsim.core import ActionGenerator, PlayerAction
from dgsim.dominion import DominionState


class GreedyBot:
    """A class of the user's file: it pickles by reference (module {module!r})."""

    name = "{name}"

    def act(self, state: DominionState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        while not gen.filled():
            labels = gen.labels()
            wants = [w for w in ("play all treasures", "buy Province", "buy Gold", "buy Silver")
                     if w in labels]
            stops = [x for x in labels if x in ("done", "no", "end actions", "end turn")]
            gen = gen.choose(wants[0] if wants else stops[0] if stops else labels[0])
        return gen.generate_action()

    def reseed(self, seed: int) -> "GreedyBot":
        return self


register_agent("{name}", lambda params: GreedyBot())
'''


@pytest.fixture
def clean_registry() -> Iterator[None]:
    """Whatever a test loads and registers is forgotten afterwards (the shipped agents are
    registered first, so that they are kept)."""
    agent_names()
    factories = dict(bots._FACTORIES)
    loaded = dict(plugin._LOADED)
    modules = set(sys.modules)
    yield
    bots._FACTORIES.clear()
    bots._FACTORIES.update(factories)
    plugin._LOADED.clear()
    plugin._LOADED.update(loaded)
    for name in set(sys.modules) - modules:
        del sys.modules[name]


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


@pytest.mark.usefixtures("clean_registry")
def test_a_file_registers_its_strategy_once(tmp_path: Path) -> None:
    path = write(tmp_path, "wharf_bot_a.py", """
        from dgsim.agents import Rule, Strategy, register_strategy
        from dgsim.agents.rules import CountOwned

        WHARF = Strategy("wharf-a", buy=(Rule("Province"), Rule("Gold"),
                                         Rule("Wharf", CountOwned("Wharf", at_most=1)),
                                         Rule("Silver")), play=(Rule("Wharf"),))
        register_strategy(WHARF)
    """)
    assert load_agents(str(path)) == ("wharf-a",)
    assert load_agents(str(path)) == ()  # once per process
    assert str(path.resolve()) in loaded_targets()
    agent = make_agent("wharf-a")
    assert isinstance(agent, RuleAgent) and agent.strategy.play == (Rule("Wharf"),)
    assert sys.modules["wharf_bot_a"].WHARF is agent.strategy


@pytest.mark.usefixtures("clean_registry")
def test_a_package_module_is_loaded_by_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "userpkg_b").mkdir()
    write(tmp_path / "userpkg_b", "__init__.py", "")
    write(tmp_path / "userpkg_b", "bots.py", """
        from dgsim.agents import Rule, Strategy, register_strategy
        register_strategy(Strategy("pkg-bot", buy=(Rule("Gold"), Rule("Silver"))))
    """)
    monkeypatch.syspath_prepend(str(tmp_path))
    assert load_agents("userpkg_b.bots") == ("pkg-bot",)
    assert loaded_targets()[-1] == "userpkg_b.bots"


@pytest.mark.usefixtures("clean_registry")
def test_errors_are_one_line_and_say_where(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(ValueError, match=r"^no file .*nothing\.py$"):
        load_agents(str(tmp_path / "nothing.py"))
    bad = write(tmp_path, "syntax_c.py", "def broken(:\n")
    with pytest.raises(ValueError, match=r"syntax_c\.py line 1: SyntaxError"):
        load_agents(str(bad))
    raising = write(tmp_path, "raises_c.py", "x = 1\nRul('Smithy')\n")
    with pytest.raises(ValueError, match=r"raises_c\.py line 2: NameError: name 'Rul' is not defined"):
        load_agents(str(raising))
    assert "raises_c" not in sys.modules  # a failed import leaves nothing behind
    typo = write(tmp_path, "typo_c.py", """
        from dgsim.agents import Rule, Strategy, register_strategy
        register_strategy(Strategy("typo-c", buy=(Rule("Wharff"),)))
    """)
    with pytest.raises(ValueError, match=r"typo_c\.py line 3: ValueError: strategy typo-c: buy rule "
                                         r"'Wharff' names no card; did you mean Wharf\?"):
        load_agents(str(typo))
    clash = write(tmp_path, "bigmoney_c.py", """
        from dgsim.agents import Rule, Strategy, register_strategy
        register_strategy(Strategy("bigmoney", buy=(Rule("Gold"),)))
    """)
    with pytest.raises(ValueError, match="an agent named 'bigmoney' is already registered"):
        load_agents(str(clash))
    shadow = write(tmp_path, "json.py", "")
    with pytest.raises(ValueError, match=r"a module named 'json' is imported already.*rename"):
        load_agents(str(shadow))
    dashed = write(tmp_path, "my-bot.py", "")
    with pytest.raises(ValueError, match=r"not a Python name \(rename the file, e\.g\. my_bot\.py\)"):
        load_agents(str(dashed))
    with pytest.raises(ValueError, match=r"no module named 'no_such_user_module'$"):
        load_agents("no_such_user_module")
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "local_c.py", "")
    with pytest.raises(ValueError, match=r"to load the file \./local_c\.py, write --load local_c\.py"):
        load_agents("local_c")
    with pytest.raises(ValueError, match="neither a file"):
        load_agents("not a module")


@pytest.mark.usefixtures("clean_registry")
def test_strategies_left_unregistered_are_named(tmp_path: Path) -> None:
    path = write(tmp_path, "forgot_d.py", """
        from dgsim.agents import Rule, Strategy
        MINE = Strategy("forgot-d", buy=(Rule("Gold"),))
    """)
    assert load_agents(str(path)) == ()
    assert unregistered_strategies(str(path)) == ("forgot-d",)


def test_check_strategy_reads_conditions_and_exact_names() -> None:
    check_strategy(bots.VILLAGE_SMITHY)
    with pytest.raises(ValueError, match=r"buy rule 'Smithy': condition CountOwned 'Smithyy' names "
                                         r"no card; did you mean Smithy\?"):
        check_strategy(Strategy("s", buy=(Rule("Smithy", CountOwned("Smithyy", at_most=1)),)))
    with pytest.raises(ValueError, match=r"play rule 'smithy' names no card; did you mean Smithy\?"):
        check_strategy(Strategy("s", buy=(), play=(Rule("smithy"),)))


def test_unknown_agents_get_close_names_and_a_hint_for_files() -> None:
    with pytest.raises(ValueError, match=r"^unknown agent 'smithy-bn'; did you mean smithy-bm\? known: "):
        make_agent("smithy-bn")
    with pytest.raises(ValueError, match=r"unknown agent 'mybot\.py' \(to use the agents a file or "
                                         r"module of yours registers, load it with --load mybot\.py"):
        make_agent("mybot.py:wharf-kc")  # the name is looked up before the parameters are read


# -- entry points ----------------------------------------------------------------------------


SAMPLE = "tests.agents.plugin_sample"


@pytest.mark.usefixtures("clean_registry")
def test_entry_points_register_strategies_factories_and_modules(monkeypatch: pytest.MonkeyPatch) -> None:
    points = [
        importlib.metadata.EntryPoint("ep-strategy", f"{SAMPLE}:SAMPLE_STRATEGY", ENTRY_POINT_GROUP),
        importlib.metadata.EntryPoint("ep-factory", f"{SAMPLE}:sample_factory", ENTRY_POINT_GROUP),
        importlib.metadata.EntryPoint("ep-module", SAMPLE, ENTRY_POINT_GROUP),
        importlib.metadata.EntryPoint("ep-broken", "tests.agents.no_such_plugin", ENTRY_POINT_GROUP),
        importlib.metadata.EntryPoint("ep-number", f"{SAMPLE}:NOT_AN_AGENT", ENTRY_POINT_GROUP),
    ]
    seen: list[str] = []

    def entry_points(*, group: str) -> list[importlib.metadata.EntryPoint]:
        seen.append(group)
        return points

    monkeypatch.setattr(importlib.metadata, "entry_points", entry_points)
    monkeypatch.setattr(bots, "_plugins_loaded", [False])
    monkeypatch.setattr(bots, "_PLUGIN_ERRORS", [])
    for name in ("ep-strategy", "ep-factory", "sample-plugin"):
        bots._FACTORIES.pop(name, None)
    monkeypatch.delitem(sys.modules, SAMPLE, raising=False)
    names = agent_names()
    assert seen == [ENTRY_POINT_GROUP]
    assert {"ep-strategy", "ep-factory", "sample-plugin"} <= set(names)
    strategy_bot = make_agent("ep-strategy")
    assert isinstance(strategy_bot, RuleAgent) and strategy_bot.name == "ep-strategy"
    assert make_agent("ep-factory:seed=3").name == "random"
    errors = plugin_errors()
    assert len(errors) == 2
    assert errors[0].startswith("agent plugin 'ep-broken' (tests.agents.no_such_plugin): cannot be "
                                "loaded: ModuleNotFoundError")
    assert errors[1] == (f"agent plugin 'ep-number' ({SAMPLE}:NOT_AN_AGENT): is a int, not a "
                         "Strategy, an agent factory or a module")


# -- worker processes ------------------------------------------------------------------------


@pytest.mark.usefixtures("clean_registry")
def test_spawned_workers_load_the_same_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bot class of a loaded file plays in spawned workers (which import nothing of the parent's
    by themselves), with the same results as in one process."""
    path = tmp_path / "greedy_e.py"
    path.write_text(BOT_CLASS.format(name="greedy-e", module="greedy_e"), encoding="utf-8")
    assert load_agents(str(path)) == ("greedy-e",)
    here = run_tournament(["greedy-e", "bigmoney"], games=6, seed=3, workers=1)
    monkeypatch.setattr(tournament, "_start_method", lambda: "spawn")
    spawned = run_tournament(["greedy-e", "bigmoney"], games=6, seed=3, workers=2)
    assert to_json(spawned) == to_json(here)
    assert spawned.stats[0].name == "greedy-e" and spawned.games == 6


@pytest.mark.usefixtures("clean_registry")
def test_ray_tasks_load_the_same_file(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray")
    path = tmp_path / "greedy_f.py"
    path.write_text(BOT_CLASS.format(name="greedy-f", module="greedy_f"), encoding="utf-8")
    assert load_agents(str(path)) == ("greedy-f",)
    here = run_tournament(["greedy-f", "bigmoney"], games=4, seed=5, workers=1)
    started = ray.is_initialized()
    try:
        on_ray = run_tournament(["greedy-f", "bigmoney"], games=4, seed=5, workers=2, backend="ray")
    finally:
        if not started:
            ray.shutdown()
    assert to_json(on_ray) == to_json(here)
