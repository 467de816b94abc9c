"""``Card.aside_face_up``: what a Duration's record sets aside is face up (Blockade), so every seat
knows it (`info_key`) and `determinize` keeps it; face down (Haven) only its owner does."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from dgsim import determinize
from dgsim.dominion import DominionState, scenario
from dgsim.dominion.card import Card, CardType, register
from dgsim.dominion.decision import ChooseCards
from dgsim.dominion.effect import record_duration
from dgsim.dominion.state import DurationRecord
from tests.dominion.helpers import act


@dataclass(frozen=True, slots=True)
class _Aside:
    card_name: str

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        card = next(c for c in (SHOWN, HIDDEN) if c.name == self.card_name)
        state = state.remove_from(pid, "hand", cards)
        return record_duration(state, pid, card, state.table.turn.plays, aside=cards)


def _next(state: DominionState, pid: int, record: DurationRecord) -> DominionState:
    return state.add_to(pid, "hand", record.aside)


def _make(name: str, face_up: bool) -> Card:
    def play(state: DominionState, pid: int) -> DominionState:
        return state.push(ChooseCards(pid, "set aside", "hand", 1, 1, _Aside(name)))
    return Card(name=name, cost=2, types=frozenset({CardType.ACTION, CardType.DURATION}),
                on_play=play, on_duration=_next, aside_face_up=face_up, expansion="Base",
                text="Set aside a card from your hand; next turn, put it into your hand.")


SHOWN: Final = _make("Test Shown", True)
HIDDEN: Final = _make("Test Hidden", False)
register(SHOWN, HIDDEN)


def _after_play(name: str, aside: str) -> DominionState:
    s = scenario([name], hands={0: [name, "Gold", "Copper"], 1: ["Estate"] * 5},
                 decks={1: ["Copper"] * 5})
    return act(act(s, f"play {name}"), f"set aside {aside}")


def test_face_up_known_to_every_seat() -> None:
    s = _after_play("Test Shown", "Gold")
    other = _after_play("Test Shown", "Copper")
    assert s.info_key(1) != other.info_key(1)
    for seed in range(4):
        assert determinize(s, 1, random.Random(seed)).player(0).duration == s.player(0).duration


def test_face_down_known_to_its_owner_only() -> None:
    s = _after_play("Test Hidden", "Gold")
    other = _after_play("Test Hidden", "Copper")
    assert s.info_key(1) == other.info_key(1)
    assert s.info_key(0) != other.info_key(0)
