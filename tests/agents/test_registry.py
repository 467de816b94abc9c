"""The agent registry: specs with parameters, shipped names, extension by register_agent and plugins."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

import pytest

from dgsim.agents import bots
from dgsim.agents.agent import Agent, RandomAgent
from dgsim.agents.bots import agent_names, make_agent, parse_spec, register_agent
from dgsim.agents.rules import RuleAgent
from dgsim.core import registry

SHIPPED = ("random", "bigmoney", "bmu", "smithy-bm", "witch-bm", "double-militia",
           "councilroom-bm", "chapel-witch", "village-smithy")


@pytest.fixture
def restored_registry() -> Iterator[None]:
    """The agents a test registers are unregistered afterwards (a ``test-param-bot`` left behind
    needs ``seed=``, and tests that play every registered name would fail on it)."""
    agent_names()  # the shipped names first, so that they are kept
    factories = dict(bots._FACTORIES)
    yield
    bots._FACTORIES.clear()
    bots._FACTORIES.update(factories)


def test_parse_spec() -> None:
    assert parse_spec("bigmoney") == ("bigmoney", {})
    assert parse_spec(" ismcts:iterations=200, c=0.7 ") == ("ismcts", {"iterations": "200",
                                                                      "c": "0.7"})
    assert parse_spec("x:") == ("x", {})


@pytest.mark.parametrize("spec", ["x:iterations", "x:=3", "x:a=1,a=2"])
def test_bad_parameters_are_rejected(spec: str) -> None:
    with pytest.raises(ValueError):
        parse_spec(spec)


def test_every_shipped_name_is_registered_and_builds_its_agent() -> None:
    assert set(SHIPPED) <= set(agent_names())
    for name in SHIPPED[1:]:
        agent = make_agent(name)
        assert isinstance(agent, RuleAgent) and agent.name == name


def test_random_takes_a_seed() -> None:
    agent = make_agent("random:seed=3")
    assert isinstance(agent, RandomAgent) and agent.seed == 3
    with pytest.raises(ValueError, match="integer"):
        make_agent("random:seed=x")
    with pytest.raises(ValueError, match="only seed"):
        make_agent("random:depth=2")


def test_rule_bots_take_no_parameters_and_unknown_names_list_the_known() -> None:
    with pytest.raises(ValueError, match="takes no parameters"):
        make_agent("bigmoney:x=1")
    with pytest.raises(ValueError, match="known: random, bigmoney"):
        make_agent("no-such-bot")


@pytest.mark.usefixtures("restored_registry")
def test_register_agent_with_parameters() -> None:
    seen: list[Mapping[str, str]] = []

    def factory(params: Mapping[str, str]) -> Agent:
        seen.append(params)
        return RandomAgent(int(params["seed"]))

    register_agent("test-param-bot", factory, replace=True)
    agent = make_agent("test-param-bot:seed=9")
    assert isinstance(agent, RandomAgent) and agent.seed == 9
    assert seen == [{"seed": "9"}]
    with pytest.raises(ValueError, match="already registered"):
        register_agent("test-param-bot", factory)
    with pytest.raises(ValueError, match="bad agent name"):
        register_agent("a:b", factory)


@pytest.mark.usefixtures("restored_registry")
def test_a_filler_registers_before_an_unknown_name_is_looked_up() -> None:
    """The top layer fills the registry late (`dgsim.core.registry.fill_later`): the first lookup
    of an unregistered name runs the filler, once; nothing is imported from a string."""
    runs: list[int] = []

    def fill() -> None:
        runs.append(1)
        register_agent("sample-filled", lambda params: RandomAgent(int(params.get("seed", "0"))))

    bots._FACTORIES.pop("sample-filled", None)
    registry.fill_later(fill)
    agent = make_agent("sample-filled:seed=4")
    assert isinstance(agent, RandomAgent) and agent.seed == 4
    assert "sample-filled" in agent_names() and runs == [1]
    assert bots.AGENT_PLUGIN_MODULES == ()  # deprecated: kept, empty
