"""Every registered bot answers CS 5965 messages correctly when a hand holds copies of one card.

The engine never asks a decision that has only one answer (a Militia victim
holding five Coppers discards two without being asked), so a reply must be
read from what happened to the state, not from the decisions the bot was
asked. Each reply is judged by the `Referee` as the reference server judges
it, and a Militia defense must leave exactly 3 cards in hand.
"""

from __future__ import annotations

import shlex
import sys
from collections import Counter
from dataclasses import replace

import pytest

from dgsim.agents.bots import agent_names, make_agent
from dgsim.core import ActionGenerator, GameState, PlayerAction
from dgsim.dominion.card import card_named
from dgsim.dominion.state import DominionState, PlayerState
from dgsim.dominion.variant import cs5965_game
from dgsim.protocol import server
from dgsim.protocol.bridge import cs5965_reply, defense_reply
from dgsim.protocol.cs5965 import parse_defense, parse_play
from tests.protocol.helpers import cs_state, referee


def _spec(name: str) -> str:
    """The bot's spec; search bots get a small budget (the reply does not depend on it)."""
    for budget in ("iterations=12", "rollouts=12,depth=8"):
        try:
            make_agent(f"{name}:{budget}")
        except ValueError:
            continue
        return f"{name}:{budget}"
    return name


BOTS = tuple(_spec(name) for name in agent_names())

IDENTICAL = tuple((card,) * n for n in range(4, 8) for card in ("Copper", "Estate", "Moat"))
MIXED = (
    ("Copper", "Copper", "Copper", "Copper", "Estate"),
    ("Estate", "Copper", "Gold", "Estate", "Silver"),
    ("Moat", "Copper", "Copper", "Copper", "Copper"),
    ("Village", "Village", "Smithy", "Gold", "Province", "Duchy", "Duchy"),
    ("Copper", "Copper", "Copper"),
    ("Estate", "Gold"),
)


def _defend(bot_name: str, hand: tuple[str, ...]) -> tuple[str, ...]:
    """The bot's defense as seat 1 against seat 0's Militia, judged and applied by a referee."""
    ref = referee(cs_state(("Militia",), deck=("Copper",) * 5, others={1: hand}))
    message = ref.attacked(1)
    assert isinstance(message, tuple)
    reply = defense_reply(make_agent(bot_name).reseed(3), message[3], str(message[2]), seed=5)
    defense = parse_defense(reply)
    assert ref.check_defense(1, defense) is None, (hand, reply)
    ref.play(parse_play(("act", "militia")), {1: defense})
    kept = ref.state.players[1].hand
    if defense.kind == "discard":
        assert not Counter(defense.cards) - Counter(hand)  # only cards of the hand
        assert len(kept) == min(3, len(hand)), (hand, reply)
    else:
        assert "Moat" in hand and len(kept) == len(hand)
    return defense.cards


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("hand", IDENTICAL, ids=lambda h: f"{len(h)}x{h[0]}")
def test_identical_hand_keeps_exactly_three(bot: str, hand: tuple[str, ...]) -> None:
    cards = _defend(bot, hand)
    if hand[0] != "Moat":
        assert cards == (hand[0],) * (len(hand) - 3)


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("hand", MIXED, ids="-".join)
def test_mixed_hand_keeps_exactly_three(bot: str, hand: tuple[str, ...]) -> None:
    _defend(bot, hand)


def _act(bot_name: str, hand: tuple[str, ...], deck: tuple[str, ...] = ("Estate",) * 5,
         discard: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The bot's play for seat 0's move, judged and applied by a referee; the play's cards."""
    ref = referee(cs_state(hand, deck=deck, discard=discard))
    message = ref.move()
    assert isinstance(message, tuple)
    reply = cs5965_reply(make_agent(bot_name).reseed(3), message[1], seed=5)
    play = parse_play(reply)
    assert ref.check(play) is None, (hand, reply)
    ref.play(play)
    return (play.verb, *play.cards)


ACTION_HANDS = (
    ("Mine",) + ("Copper",) * 4,
    ("Mine",) + ("Silver",) * 5,
    ("Remodel",) + ("Estate",) * 4,
    ("Remodel",) + ("Gold",) * 6,
    ("Workshop",) + ("Copper",) * 4,
    ("Cellar",) + ("Estate",) * 4,
    ("Cellar",) + ("Copper",) * 6,
)


@pytest.mark.parametrize("bot", BOTS)
@pytest.mark.parametrize("hand", ACTION_HANDS, ids="-".join)
def test_action_with_identical_cards_is_a_legal_play(bot: str, hand: tuple[str, ...]) -> None:
    _act(bot, hand)


class DiscardEstates:
    """A test bot: plays every action, discards (and Cellars away) every Estate it may, else picks first."""

    name = "discard-estates"

    def act(self, state: GameState, gen: ActionGenerator[GameState]) -> PlayerAction:
        """Prefer ``discard Estate``, then any ``play`` of an action, then the first choice."""
        while not gen.filled():
            labels = gen.labels()
            pick = next((lb for lb in ("discard Estate", "play Cellar", "play Militia")
                         if lb in labels), "done" if "done" in labels else labels[0])
            gen = gen.choose(pick)
        return gen.generate_action()

    def reseed(self, seed: int) -> DiscardEstates:
        """The same bot (it has no randomness)."""
        return self


@pytest.mark.parametrize("deck,discard", [
    (("Copper",) * 5, ()),                      # no reshuffle
    ((), ()),                                   # the discarded Estates are reshuffled and drawn again
    (("Silver",), ("Gold", "Gold")),            # reshuffle with an old discard pile
])
def test_cellar_reply_names_the_discarded_cards(deck: tuple[str, ...],
                                                discard: tuple[str, ...]) -> None:
    hand = ("Cellar", "Estate", "Estate", "Copper")
    ref = referee(cs_state(hand, deck=deck, discard=discard))
    message = ref.move()
    assert isinstance(message, tuple)
    reply = cs5965_reply(DiscardEstates(), message[1], seed=5)
    assert reply == ("act", "cellar", "estate", "estate")
    ref.play(parse_play(reply))


def _all_copper_start(seed: int = 0, players: int = 2, rules: str = "cs5965", *,
                      turn_limit: int = 100) -> DominionState:
    """A course game where seat 0 holds only Militias and seat 1 only Coppers, nothing to buy.

    Seat 1 is attacked every turn with a hand of five Coppers and can buy
    nothing but Copper (Provinces cost 8), so it always holds identical cards.
    """
    base = cs5965_game(seed, players, rules, turn_limit=turn_limit)
    militia, copper = card_named("Militia"), card_named("Copper")
    seats = (PlayerState(hand=(militia,) * 5, deck=(militia,) * 5, discard=(), actions=1, buys=1),
             PlayerState(hand=(copper,) * 5, deck=(copper,) * 5, discard=()))
    supply = bytes(n if c.name in ("Copper", "Province") else 0
                   for c, n in zip(base.mode.piles, base.supply, strict=True))
    return replace(base, players=seats, supply=supply)


@pytest.mark.parametrize("defender", ["bigmoney", "random"])
def test_served_game_with_a_seat_of_identical_cards_completes(
        defender: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server, "cs5965_game", _all_copper_start)
    py = shlex.quote(sys.executable)
    players = [server.PlayerSpec("militia", f"{py} -m dgsim agent double-militia --protocol cs5965"),
               server.PlayerSpec(defender, f"{py} -m dgsim agent {defender} --protocol cs5965")]
    (game,) = server.serve(players, server.ServeConfig(games=1, timeout=20.0, turn_limit=4))
    assert game.faults == ()
    assert game.end == "turn limit"
    assert game.record.turns == (4, 4)
    assert game.moves >= 4 * 3  # each of seat 0's turns: a Militia, seat 1's defense, a clean


def test_cellar_with_nothing_else_in_hand_discards_nothing() -> None:
    ref = referee(cs_state(("Cellar",), deck=("Copper",) * 3))
    message = ref.move()
    assert isinstance(message, tuple)
    assert cs5965_reply(DiscardEstates(), message[1], seed=5) == ("act", "cellar")
