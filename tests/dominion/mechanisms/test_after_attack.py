"""`Card.after_attack` (``attack(..., after=...)``): what an attack card's text does once each
other player was hit (Scrying Pool's own reveal): after the attack's hits, Moat or not."""

from __future__ import annotations

from typing import Final

from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import attack, register
from tests.dominion.helpers import act, choices
from tests.dominion.mechanisms.cards import vp


def _hit(state: DominionState, attacker: int, victim: int) -> DominionState:
    return vp(state, victim)


def _after(state: DominionState, pid: int) -> DominionState:
    # +1 VP token per other player's token: only the hits already made count
    return vp(state, pid, sum(p.vp_tokens for i, p in enumerate(state.players) if i != pid))


LAST_WORD: Final = attack("Test Last Word", cost=3, each_other=_hit, after=_after,
                          text="Each other player takes a VP token. Then +1 VP token per token "
                               "they have.")
register(LAST_WORD)


def test_after_every_hit() -> None:
    s = scenario(["Test Last Word", "Moat"], hands={0: ["Test Last Word"], 2: ["Moat"]},
                 players=3)
    s = act(s, "play Test Last Word")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=2)
    assert [p.vp_tokens for p in s.players] == [1, 1, 0]
