"""The effect library: playing cards, attacks and reactions, gaining, trashing, discarding, drawing.

Each effect is a frozen value whose ``execute`` returns a new state; events
are broadcast through `Broadcast`, so reacting cards need no special case.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Final

from dgsim.core import Choice
from dgsim.core.state import replacer
from dgsim.dominion.card import Card
from dgsim.dominion.state import PUBLIC, DominionState, PlayerState, Zone

__all__ = [
    "AttackEach",
    "AttackHit",
    "AttackReactions",
    "Broadcast",
    "DiscardCards",
    "DrawCards",
    "Gain",
    "MoveCards",
    "PlayCard",
    "ReactionWindow",
    "Resolve",
    "TrashCards",
    "discard_cards",
    "gain",
    "play_from_hand",
    "trash_cards",
]


# -- events and reactions ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Broadcast:
    """Announce an event so that cards in the relevant zones may react, in turn order."""

    event: str
    source: int
    card: Card | None = None

    def execute(self, state: DominionState) -> DominionState:
        reactors = state.mode.reactors.get(self.event)
        if not reactors:
            return state
        n = state.mode.players
        windows: list[ReactionWindow] = []
        for k in range(n):
            seat = (self.source + k) % n
            if _reactions_for(state, seat, self.event, self.source, reactors, ()):
                windows.append(ReactionWindow(seat, self.event, self.source, ()))
        return state.push(*windows)


def _reactions_for(
    state: DominionState, seat: int, event: str, source: int, reactors: frozenset[Card],
    used: tuple[Card, ...],
) -> tuple[Card, ...]:
    p = state.players[seat]
    found: list[Card] = []
    for card in reactors:
        if card in used:
            continue
        for reaction in card.reactions:
            if (reaction.event == event and reaction.others == (seat != source)
                    and card in p.zone(reaction.zone)):
                found.append(card)
                break
    return tuple(sorted(found))


@dataclass(frozen=True, slots=True)
class ReactionWindow:
    """A seat may reveal reaction cards to an event, one at a time; ``no`` ends it."""

    player: int
    event: str
    source: int
    used: tuple[Card, ...]

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def _options(self, state: DominionState) -> tuple[Card, ...]:
        reactors = state.mode.reactors.get(self.event, frozenset())
        return _reactions_for(state, self.player, self.event, self.source, reactors, self.used)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        options = self._options(state)
        if not options:
            return ()
        return (*(Choice("reveal", c.name) for c in options), Choice("no"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        if not picks or picks[0].arg is None:
            return state
        card = next(c for c in self._options(state) if c.name == picks[0].arg)
        reaction = next(r for r in card.reactions if r.event == self.event)
        if reaction.zone == "hand":  # a revealed card is known to all until it moves
            p = state.players[self.player]
            state = state.with_player(self.player, replace(
                p, hand_known=(*p.hand_known, (card, PUBLIC))))
        state = state.push(ReactionWindow(self.player, self.event, self.source,
                                          (*self.used, card)))
        return reaction.effect(state, self.player, self.source)


@dataclass(frozen=True, slots=True)
class AttackReactions:
    """Before an attack resolves, each other player in turn order may react (Moat)."""

    attacker: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        if state.immune:
            state = replace(state, immune=frozenset())
        return Broadcast("attack", self.attacker, self.card).execute(state)


@dataclass(frozen=True, slots=True)
class AttackEach:
    """Hit each other player who is not unaffected, in turn order."""

    attacker: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        immune = state.immune
        hits = tuple(AttackHit(self.attacker, victim, self.card)
                     for victim in state.others(self.attacker) if victim not in immune)
        return state.push(*hits)


@dataclass(frozen=True, slots=True)
class AttackHit:
    """The part of an attack card that hits one victim."""

    attacker: int
    victim: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        hook = self.card.on_attack
        return state if hook is None else hook(state, self.attacker, self.victim)


# -- playing cards ---------------------------------------------------------------


def play_from_hand(state: DominionState, pid: int, card: Card) -> DominionState:
    """Move ``card`` from ``pid``'s hand into play (no resolution)."""
    p = state.players[pid]
    if p.hand_known:
        state = state.remove_from(pid, "hand", (card,))
        p = state.players[pid]
        return state.with_player(pid, replace(p, in_play=(*p.in_play, card)))
    hand = list(p.hand)
    hand.remove(card)
    return state.with_player(pid, _set_hand_in_play(p, tuple(hand), (*p.in_play, card)))


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Put a card from hand into play and resolve it."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        return Resolve(self.player, self.card).execute(play_from_hand(state, self.player,
                                                                      self.card))


@dataclass(frozen=True, slots=True)
class Resolve:
    """Follow a card's instructions once (Throne Room resolves one play twice)."""

    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        card = self.card
        pid = self.player
        if card.is_attack:
            return state.push(AttackReactions(pid, card), _ResolveBody(pid, card))
        return _ResolveBody(pid, card).execute(state)


@dataclass(frozen=True, slots=True)
class _ResolveBody:
    player: int
    card: Card

    def execute(self, state: DominionState) -> DominionState:
        card = self.card
        pid = self.player
        if card.actions or card.buys or card.coins:
            p = state.players[pid]
            state = state.with_player(pid, _set_counters(
                p, p.actions + card.actions, p.buys + card.buys, p.coins + card.coins))
        if card.cards:
            state, _ = state.draw_cards(pid, card.cards)
        if card.on_attack is not None:
            state = state.push(AttackEach(pid, card))
        if card.on_play is not None:
            state = card.on_play(state, pid)
        for trigger in state.triggers:
            state = trigger.on_play(state, pid, card)
        return state


# -- moving cards ----------------------------------------------------------------


def gain(state: DominionState, pid: int, card: Card, to: Zone = "discard") -> DominionState:
    """``pid`` gains ``card`` from the supply into a zone; nothing if its pile is empty."""
    i = state.mode.index.get(card)
    supply = state.supply
    if i is None or supply[i] <= 0:
        return state
    if to == "discard":  # with_supply(card, -1).add_to(pid, "discard", (card,)) in one copy
        players = state.players
        p = players[pid]
        state = _set_players_supply(
            state, (*players[:pid], _set_discard(p, (card, *p.discard)), *players[pid + 1:]),
            (*supply[:i], supply[i] - 1, *supply[i + 1:]))
    else:
        state = state.with_supply(card, -1).add_to(pid, to, (card,), PUBLIC)
    if "gain" in state.mode.reactors:
        state = Broadcast("gain", pid, card).execute(state)
    return state


@dataclass(frozen=True, slots=True)
class Gain:
    """``player`` gains a card from the supply to a zone (discard pile by default)."""

    player: int
    card: Card
    to: Zone = "discard"

    def execute(self, state: DominionState) -> DominionState:
        return gain(state, self.player, self.card, self.to)


def trash_cards(state: DominionState, pid: int, cards: tuple[Card, ...],
                source: Zone = "hand") -> DominionState:
    """Move cards from a zone of ``pid`` to the trash."""
    if not cards:
        return state
    state = state.remove_from(pid, source, cards)
    state = replace(state, trash_pile=state.trash_pile + cards)
    if "trash" in state.mode.reactors:
        state = Broadcast("trash", pid, cards[0]).execute(state)
    return state


@dataclass(frozen=True, slots=True)
class TrashCards:
    """Trash cards from a zone of ``player``."""

    player: int
    cards: tuple[Card, ...]
    source: Zone = "hand"

    def execute(self, state: DominionState) -> DominionState:
        return trash_cards(state, self.player, self.cards, self.source)


def discard_cards(state: DominionState, pid: int, cards: tuple[Card, ...],
                  source: Zone = "hand") -> DominionState:
    """Move cards from a zone of ``pid`` onto its discard pile."""
    if not cards:
        return state
    state = state.remove_from(pid, source, cards).add_to(pid, "discard", cards)
    if "discard" in state.mode.reactors:
        state = Broadcast("discard", pid, cards[0]).execute(state)
    return state


@dataclass(frozen=True, slots=True)
class DiscardCards:
    """Discard cards from a zone of ``player``."""

    player: int
    cards: tuple[Card, ...]
    source: Zone = "hand"

    def execute(self, state: DominionState) -> DominionState:
        return discard_cards(state, self.player, self.cards, self.source)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """``player`` draws ``n`` cards."""

    player: int
    n: int

    def execute(self, state: DominionState) -> DominionState:
        return state.draw_cards(self.player, self.n)[0]


@dataclass(frozen=True, slots=True)
class MoveCards:
    """Move cards between two zones of ``player`` (onto the top for deck and discard)."""

    player: int
    cards: tuple[Card, ...]
    source: Zone
    to: Zone

    def execute(self, state: DominionState) -> DominionState:
        seen = PUBLIC if self.source in ("discard", "in_play") else None
        return state.remove_from(self.player, self.source, self.cards).add_to(
            self.player, self.to, self.cards, seen)


# Generated positional copies for the hot path (see `dgsim.core.state.replacer`).
_set_players_supply: Final[Callable[[DominionState, tuple[PlayerState, ...], tuple[int, ...]],
                                    DominionState]] = replacer(DominionState, "players", "supply")
_set_discard: Final[Callable[[PlayerState, tuple[Card, ...]], PlayerState]] = replacer(
    PlayerState, "discard")
_set_hand_in_play: Final[Callable[[PlayerState, tuple[Card, ...], tuple[Card, ...]],
                                  PlayerState]] = replacer(PlayerState, "hand", "in_play")
_set_counters: Final[Callable[[PlayerState, int, int, int], PlayerState]] = replacer(
    PlayerState, "actions", "buys", "coins")
