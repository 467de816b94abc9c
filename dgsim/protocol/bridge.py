"""``dgsim agent``: any dgsim bot as a program that speaks a protocol on stdin/stdout.

CS 5965: each ``move`` or ``attacked`` STATE is turned into a dgsim state
consistent with it (the bot's own zones, the supply, the trash; the other
seats hold nothing that matters), the bot decides on the engine, and its
labels become one protocol reply. JSON lines: the bot decides from a state
rebuilt from the observation, on the real turn decision when it can be
rebuilt, else on the tree of complete actions the server lists.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import BinaryIO, TextIO

from dgsim.agents.agent import Agent
from dgsim.core import ActionGenerator, Choice, GameState, InvalidActionError, Phase, PlayerAction
from dgsim.core.rng import Rng
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.phase import (
    ACTION_PHASE,
    BUY_PHASE,
    CLEANUP_PHASE,
    ActionPhaseChoice,
    BuyPhaseChoice,
    after_buy,
)
from dgsim.dominion.state import (
    NO_MORE,
    Board,
    DominionState,
    DurationRecord,
    Mode,
    PlayerMore,
    PlayerState,
)
from dgsim.dominion.variant import cs5965_mode
from dgsim.protocol.client import Request, run
from dgsim.protocol.cs5965 import CARD_SYMBOLS, advance
from dgsim.protocol.sexpr import Datum, SexprError, SexprReader, write

__all__ = ["LeafDecision", "cs5965_reply", "defense_reply", "jsonl_reply", "run_cs5965", "run_jsonl",
           "state_from_datum", "state_from_observation"]

_PLACEHOLDER = (card_named("Copper"),) * 7 + (card_named("Estate"),) * 3


# -- CS 5965 -------------------------------------------------------------------------------


def _fields(state: Datum) -> dict[str, tuple[Datum, ...]]:
    if not isinstance(state, tuple):
        raise ValueError(f"not a STATE: {state!r}")
    out: dict[str, tuple[Datum, ...]] = {}
    for item in state:
        if isinstance(item, tuple) and item and isinstance(item[0], str):
            out[item[0]] = item[1:]
    return out


def _cards(items: Sequence[Datum]) -> tuple[Card, ...]:
    return tuple(card_named(CARD_SYMBOLS[str(s)]) for s in items)


def _count(items: Sequence[Datum]) -> int:
    return int(items[0]) if items and isinstance(items[0], int) else 0


def state_from_datum(state: Datum, seed: int = 0, *, attacker: int | None = None) -> DominionState:
    """A dgsim state consistent with a STATE: the receiver is seat 0, the others follow in order.

    The receiver's deck is shuffled (its order is hidden). For an ``attacked``
    STATE, ``attacker`` (a seat) holds a Militia and is about to play it.

    :raises ValueError: if the STATE is malformed.
    :raises KeyError: for an unknown card symbol.
    """
    f = _fields(state)
    n = len(f.get("players", ()))
    mode = cs5965_mode(max(2, n))
    supply_counts = Counter(CARD_SYMBOLS[str(s)] for s in f.get("supply", ()))
    if any(k > 255 for k in supply_counts.values()):
        raise ValueError("a STATE's supply holds more than 255 cards of one pile")
    supply = bytes(supply_counts.get(c.name, 0) for c in mode.piles)
    rng = Rng.from_seed(seed)
    deck, rng = rng.shuffle(sorted(_cards(f.get("deck", ())), key=lambda c: c.name))
    me = PlayerState(hand=_cards(f.get("hand", ()))[::-1], deck=deck,
                     discard=_cards(f.get("discards", ())),
                     in_play=_cards(f.get("plays", ()))[::-1],
                     actions=_count(f.get("actions", ())), buys=_count(f.get("buys", ())),
                     coins=_count(f.get("coins", ())))
    seats = [me] + [PlayerState(hand=(), deck=_PLACEHOLDER, discard=()) for _ in range(1, n)]
    current = 0
    if attacker is not None:
        seats[attacker] = PlayerState(hand=(card_named("Militia"),), deck=_PLACEHOLDER,
                                      discard=(), actions=1, buys=1)
        current = attacker
    return DominionState(board=Board(mode, _cards(f.get("trash", ()))[::-1]), phase=ACTION_PHASE,
                         players=tuple(seats), supply=supply, current=current, turn=1, effects=(),
                         pending=None, rng=rng)


def _ask(bot: Agent, state: DominionState) -> PlayerAction:
    view: GameState = state  # the bot sees the core's interface
    return bot.act(view, view.action_generator(state.waiting_for() or 0))


def _first_hand_card(state: Datum) -> tuple[Datum, ...]:
    hand = _fields(state).get("hand", ())
    return hand[:1]


def _sub_decisions(bot: Agent, state: DominionState
                   ) -> tuple[DominionState, list[tuple[DominionState, PlayerAction]]]:
    """Let seat 0 answer its decisions until the turn's own choice comes back.

    Returns the state then and seat 0's answers, each with the state it was
    given on. Decisions with a single answer are not asked (the engine takes
    it), so what happened must be read from the states, not from these.
    """
    asked: list[tuple[DominionState, PlayerAction]] = []
    while state.pending is not None and not isinstance(state.pending,
                                                       ActionPhaseChoice | BuyPhaseChoice):
        pid = state.pending.player
        if pid == 0:
            action = _ask(bot, state)
            asked.append((state, action))
        else:
            gen = state.action_generator(pid)
            while not gen.filled():
                gen = gen.choose(gen.choices()[-1])
            action = gen.generate_action()
        state = advance(state.action_step(pid, action))
    return state, asked


def _left_hand(before: PlayerState, after: PlayerState) -> Counter[str]:
    """The cards (by name) that left a hand between two states, draws not counted."""
    return Counter(c.name for c in before.hand) - Counter(c.name for c in after.hand)


def _landed(before: PlayerState, after: PlayerState) -> tuple[Card, ...]:
    """The cards put on a discard pile between two states without a reshuffle, top first."""
    return after.discard[:len(after.discard) - len(before.discard)]


def _cellar_discards(asked: Sequence[tuple[DominionState, PlayerAction]]) -> tuple[Card, ...]:
    """The cards a Cellar discarded, top first, read from its resolution.

    The Cellar draws as many as it discarded, which may reshuffle the
    discarded cards away; so its decision is resolved again on a copy whose
    deck has enough cards below it, and what landed on the discard pile is read.
    """
    if not asked:  # nothing could be discarded
        return ()
    state, action = asked[0]
    p = state.players[0]
    padded = state.with_player(0, replace(p, deck=p.deck + _PLACEHOLDER * (1 + len(p.hand) // 10)))
    return _landed(p, padded.action_step(0, action).players[0])


def _act_reply(bot: Agent, state: DominionState, card: Card) -> Datum | None:
    """The ``act`` reply for playing ``card`` as the bot would, or None if the protocol cannot say it.

    Arguments come from what the play did to the state: the cards trashed,
    gained and discarded.
    """
    before = state
    after, asked = _sub_decisions(bot, advance(state.action_step(
        0, state.action_generator(0).choose(f"play {card.name}").generate_action())))
    sym = card.name.lower()
    if card.name not in ("Mine", "Remodel", "Workshop", "Cellar"):
        return ("act", sym)
    if card.name == "Cellar":
        return ("act", sym, *(c.name.lower() for c in _cellar_discards(asked)))
    trashed = after.trash_pile[len(before.trash_pile):]
    gained = [c for i, c in enumerate(after.mode.piles) if after.supply[i] < before.supply[i]]
    if not gained or (card.name != "Workshop" and not trashed):
        return None
    if card.name == "Workshop":
        return ("act", sym, gained[0].name.lower())
    return ("act", sym, trashed[0].name.lower(), gained[0].name.lower())


def cs5965_reply(bot: Agent, message_state: Datum, seed: int = 0) -> Datum:
    """The bot's play for a ``move`` STATE.

    :raises ValueError: if the STATE is malformed.
    """
    state = advance(state_from_datum(message_state, seed))
    clean: Datum = ("clean", *_first_hand_card(message_state))
    for _ in range(3):
        if state.pending is None or state.pending.player != 0:
            return clean
        action = _ask(bot, state)
        label = action.labels[0]
        if isinstance(state.pending, ActionPhaseChoice):
            if label.startswith("play "):
                reply = _act_reply(bot, state, card_named(label[5:]))
                if reply is not None:
                    return reply
            state = advance(state.action_step(
                0, state.action_generator(0).choose("end actions").generate_action()))
            continue
        if label == "play all treasures":
            treasure = next(c for c in state.players[0].hand if c.is_treasure)
            return ("add", treasure.name.lower())
        verb, _, arg = label.partition(" ")
        if verb == "play":
            return ("add", arg.lower())
        if verb == "buy":
            return ("buy", arg.lower())
        return clean
    return clean


def defense_reply(bot: Agent, message_state: Datum, attacker: str, seed: int = 0) -> Datum:
    """The bot's defense for an ``attacked`` STATE: ``(moat)`` or ``(discard ...)``.

    :raises ValueError: if the STATE is malformed.
    """
    players = _fields(message_state).get("players", ())
    seat = players.index(attacker) if attacker in players else 1
    state = advance(state_from_datum(message_state, seed, attacker=seat))
    before = state.players[0]
    state = advance(state.action_step(
        seat, state.action_generator(seat).choose("play Militia").generate_action()))
    after = _sub_decisions(bot, state)[0].players[0]
    if not _left_hand(before, after) and len(before.hand) > 3:  # unaffected: a Moat was revealed
        return ("moat",)
    return ("discard", *(c.name.lower() for c in _landed(before, after)))


def _data(stream: BinaryIO) -> Iterator[Datum]:
    reader = SexprReader(max_bytes=1 << 20)
    while True:
        chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
        if not chunk:
            return
        yield from reader.feed(chunk)


def run_cs5965(bot: Agent, stdin: BinaryIO, stdout: TextIO, seed: int = 0) -> int:
    """Play the CS 5965 protocol until end of input; returns the exit status."""
    count = 0
    try:
        for message in _data(stdin):
            if not isinstance(message, tuple) or not message:
                continue
            count += 1
            reply: Datum | None = None
            if message[0] == "move" and len(message) == 2:
                reply = cs5965_reply(bot, message[1], seed + count)
            elif message[0] == "attacked" and len(message) == 4:
                reply = defense_reply(bot, message[3], str(message[2]), seed + count)
            if reply is not None:
                stdout.write(write(reply) + "\n")
                stdout.flush()
    except SexprError as exc:
        print(f"dgsim agent: bad input: {exc}", file=sys.stderr)
        return 1
    except KeyError as exc:  # a card symbol outside the course's 16 cards
        if not exc.args or exc.args[0] in CARD_SYMBOLS:
            raise
        print(f"dgsim agent: the cs5965 protocol speaks only the course's cards "
              f"({', '.join(CARD_SYMBOLS)}); {exc} is not one of them (the jsonl protocol plays "
              "any kingdom)", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    return 0


# -- JSON lines ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LeafDecision:
    """A decision known only by its complete actions (label lists); for bots, never applied."""

    player: int
    leaves: tuple[tuple[str, ...], ...]

    def choices(self, state: GameState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        """The distinct next picks of the leaves that start with ``picks``."""
        done = tuple(c.label for c in picks)
        k = len(done)
        out: dict[str, Choice] = {}
        for leaf in self.leaves:
            if len(leaf) > k and leaf[:k] == done and leaf[k] not in out:
                out[leaf[k]] = _choice(leaf[k])
        return tuple(out.values())

    def resolve(self, state: GameState, picks: tuple[Choice, ...]) -> GameState:
        """Never applied locally.

        :raises InvalidActionError: always.
        """
        raise InvalidActionError("a remote decision is resolved by the server")

    def execute(self, state: GameState) -> GameState:
        """Never run locally.

        :raises InvalidActionError: always.
        """
        raise InvalidActionError("a remote decision is run by the server")


def _choice(label: str) -> Choice:
    return PlayerAction.from_labels([label]).picks[0]


def _phase(name: object) -> Phase[DominionState]:
    phases: dict[str, Phase[DominionState]] = {"action": ACTION_PHASE, "buy": BUY_PHASE}
    return phases.get(str(name), CLEANUP_PHASE)


def state_from_observation(obs: dict[str, object], start: dict[str, object],
                           seed: int = 0) -> DominionState:
    """A dgsim state consistent with a JSON-lines observation (others' hidden cards are Coppers).

    :raises KeyError: for a missing field or an unknown card.
    """
    rules = start.get("rules")
    rules = rules if isinstance(rules, dict) else {}
    piles = tuple(card_named(str(n)) for n in _list(start.get("piles")))
    kingdom = tuple(card_named(str(n)) for n in _list(start.get("kingdom")))
    n = len(_list(start.get("players")))
    mode = Mode(players=n, piles=piles, kingdom=kingdom,
                turn_limit=int(rules.get("turn_limit", 100)),
                empty_piles_to_end=int(rules.get("empty_piles_to_end", 3)),
                province_only_end=bool(rules.get("province_only_end", False)),
                treasures_need_buy=bool(rules.get("treasures_need_buy", False)),
                treasures_after_buy=bool(rules.get("treasures_after_buy", False)),
                shared_ties=bool(rules.get("shared_ties", False)),
                name=str(rules.get("name", "standard")))
    me_pid = int(str(obs["seat"]))
    you = obs["you"]
    assert isinstance(you, dict)
    deck_counts = you.get("deck", {})
    assert isinstance(deck_counts, dict)
    rng = Rng.from_seed(seed)
    deck, rng = rng.shuffle([card_named(str(k)) for k, v in sorted(deck_counts.items())
                             for _ in range(int(v))])
    copper = card_named("Copper")
    seats: list[PlayerState] = [PlayerState(hand=(), deck=(), discard=()) for _ in range(n)]
    seats[me_pid] = PlayerState(
        hand=_named(you.get("hand")), deck=deck, discard=_named(you.get("discard")),
        in_play=_named(you.get("in_play")), set_aside=_named(you.get("set_aside")),
        actions=int(you.get("actions", 0)), buys=int(you.get("buys", 0)),
        coins=int(you.get("coins", 0)), turns=int(you.get("turns", 0)), more=_more(you))
    for other in _list(obs.get("others")):
        assert isinstance(other, dict)
        seat = int(other["seat"])
        seats[seat] = PlayerState(hand=(copper,) * int(other.get("hand_size", 0)),
                                  deck=(copper,) * int(other.get("deck_size", 0)),
                                  discard=_named(other.get("discard")),
                                  in_play=_named(other.get("in_play")),
                                  turns=int(other.get("turns", 0)), more=_more(other))
    supply_doc = obs.get("supply", {})
    assert isinstance(supply_doc, dict)
    supply = bytes(int(supply_doc.get(c.name, 0)) for c in piles)
    phase = _phase(obs.get("phase"))
    if obs.get("bought") is True:
        phase = after_buy(phase)
    return DominionState(board=Board(mode, _named(obs.get("trash"))), phase=phase,
                         players=tuple(seats), supply=supply, current=int(str(obs.get("current", 0))),
                         turn=int(str(obs.get("turn", 1))), effects=(), pending=None, rng=rng)


def _more(doc: dict[object, object]) -> PlayerMore:
    """A seat's Durations, mats and tokens from its part of an observation (counts of hidden
    cards become Coppers, as others' hands do)."""
    copper = card_named("Copper")
    mats: list[tuple[str, tuple[Card, ...]]] = []
    raw_mats = doc.get("mats", {})
    for name, cards in (raw_mats.items() if isinstance(raw_mats, dict) else ()):
        mats.append((str(name), (copper,) * cards if isinstance(cards, int) else _named(cards)))
    face_down = doc.get("face_down", [])
    aside = (copper,) * face_down if isinstance(face_down, int) else _named(face_down)
    durations = _named(doc.get("duration"))
    if not (mats or aside or durations or doc.get("vp_tokens") or doc.get("potions")
            or doc.get("pirate_ship") or doc.get("coffers")):
        return NO_MORE
    return NO_MORE.evolve(durations=durations, mats=tuple(sorted(mats)),
                          records=(DurationRecord(durations[0], times=0, aside=aside),)
                          if aside and durations else (),
                          vp_tokens=int(str(doc.get("vp_tokens", 0))),
                          potions=int(str(doc.get("potions", 0))),
                          pirate_ship=int(str(doc.get("pirate_ship", 0))),
                          coffers=int(str(doc.get("coffers", 0))))


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list) else []


def _named(value: object) -> tuple[Card, ...]:
    return tuple(card_named(str(n)) for n in _list(value))


def jsonl_reply(bot: Agent, request: Request, seed: int = 0) -> str | list[str]:
    """The bot's answer to a ``decide`` request: the rest of the action, or one pick."""
    state = state_from_observation(request.observation, request.start, seed)
    pid = request.seat
    decision: ActionPhaseChoice | BuyPhaseChoice | None = None
    if request.decision == "ActionPhaseChoice" and not request.picks:
        decision = ActionPhaseChoice(pid)
    elif request.decision == "BuyPhaseChoice" and not request.picks:
        decision = BuyPhaseChoice(pid)
    if decision is not None:
        view: GameState = state.evolve(pending=decision)  # the bot sees the core's interface
        top = view.action_generator(pid)
        if top.labels() == request.choices:
            return list(bot.act(view, top).labels)
    if request.actions:
        leaves = tuple(request.picks + tail for tail in request.actions)
        gen = ActionGenerator(state, LeafDecision(pid, leaves),
                              tuple(_choice(p) for p in request.picks))
        return list(bot.act(state, gen).labels[len(request.picks):])
    gen = ActionGenerator(state, LeafDecision(pid, tuple((c,) for c in request.choices)))
    return bot.act(state, gen).labels[0]


def run_jsonl(bot: Agent, stdin: TextIO, stdout: TextIO, seed: int = 0) -> int:
    """Play the JSON-lines protocol until its end or end of input (`client.run`); the exit status."""
    count = [0]

    def policy(request: Request) -> str | list[str]:
        count[0] += 1
        return jsonl_reply(bot, request, seed + count[0])

    try:
        return run(policy, stdin, stdout)
    except BrokenPipeError:
        return 0
