"""The cs5965 protocol stays the course's base-set subset: a kingdom it cannot express is refused
with a clear message, on the serving side and by `dgsim agent --protocol cs5965`."""

from __future__ import annotations

import io

import pytest

from dgsim.agents.bots import make_agent
from dgsim.dominion.variant import CS5965_PILES
from dgsim.protocol.bridge import run_cs5965
from dgsim.protocol.server import PlayerSpec, ServeConfig, serve

COURSE = CS5965_PILES[6:]


@pytest.mark.parametrize("kingdom", ["random", "Size Distortion",
                                     "Courtyard,Masquerade,Minion,Nobles,Bridge,Baron,Duke,Harem,"
                                     "Ironworks,Mining Village"])
def test_serving_a_kingdom_cs5965_cannot_express_is_refused(kingdom: str) -> None:
    cfg = ServeConfig(protocol="cs5965", kingdom=kingdom)
    with pytest.raises(ValueError, match="cs5965 protocol speaks only the course's kingdom") as info:
        cfg.kingdom_setup()
    assert "jsonl" in str(info.value) and len(str(info.value).splitlines()) == 1
    with pytest.raises(ValueError, match="course's kingdom"):
        serve([PlayerSpec("a", "dgsim agent bigmoney"), PlayerSpec("b", "dgsim agent bigmoney")],
              cfg)  # refused before any program starts


def test_the_course_kingdom_and_the_default_are_served() -> None:
    for kingdom in ("First Game", "cs5965", ",".join(reversed(COURSE))):
        label, cards, setup = ServeConfig(protocol="cs5965", kingdom=kingdom).kingdom_setup()
        assert label == setup == "cs5965" and cards == COURSE


def test_jsonl_serves_any_kingdom() -> None:
    cfg = ServeConfig(protocol="jsonl", kingdom="Courtyard,Masquerade,Minion,Nobles,Bridge,Baron,"
                                                "Duke,Harem,Ironworks,Mining Village")
    assert "Masquerade" in cfg.kingdom_setup()[1]


def test_an_agent_told_of_a_card_outside_the_course_says_so(capsys: pytest.CaptureFixture[str]
                                                            ) -> None:
    message = (b"(move ((players a b) (supply copper courtyard) (hand copper) (deck) (discards) "
               b"(plays) (trash) (actions 1) (buys 1) (coins 0)))\n")
    out = io.StringIO()
    assert run_cs5965(make_agent("bigmoney"), io.BytesIO(message), out) == 1
    assert out.getvalue() == ""
    err = capsys.readouterr().err
    assert err.startswith("dgsim agent: the cs5965 protocol speaks only the course's cards")
    assert "'courtyard' is not one of them" in err and len(err.splitlines()) == 1


def test_a_course_state_is_still_answered() -> None:
    message = (b"(move ((players a b) (supply copper silver) (hand copper copper copper) (deck) "
               b"(discards) (plays) (trash) (actions 1) (buys 1) (coins 0)))\n")
    out = io.StringIO()
    assert run_cs5965(make_agent("bigmoney"), io.BytesIO(message), out) == 0
    assert out.getvalue().strip()
