"""Empires' Landmarks: landscapes that score every seat or react for every seat
(`dgsim.dominion.landscape`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from dgsim.core import Choice
from dgsim.dominion.card import Card, CardType, Reaction, landmark
from dgsim.dominion.decision import ACTIONS_ONLY, ChooseCards
from dgsim.dominion.effect import discard_cards
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.gaining import gained_this_turn, note_turn_gain
from dgsim.dominion.library import take_vp
from dgsim.dominion.phase import after_turn, take_debt
from dgsim.dominion.state import DominionState
from dgsim.dominion.vp import (
    add_landmark_vp,
    add_pile_vp,
    choose_landscape_pile,
    move_pile_vp_to_landmark,
    take_landmark_vp,
)

__all__ = [
    "AQUEDUCT",
    "ARENA",
    "BANDIT_FORT",
    "BASILICA",
    "BATHS",
    "BATTLEFIELD",
    "COLONNADE",
    "DEFILED_SHRINE",
    "FOUNTAIN",
    "KEEP",
    "LABYRINTH",
    "LANDSCAPES",
    "MOUNTAIN_PASS",
    "MOUNTAIN_PASS_MAX",
    "MUSEUM",
    "OBELISK",
    "ORCHARD",
    "PALACE",
    "TOMB",
    "TOWER",
    "TRIUMPHAL_ARCH",
    "WALL",
    "WOLF_DEN",
    "MountainPassBid",
]

_SET = "Empires"


def _bandit_fort(state: DominionState, pid: int) -> int:
    return -2 * sum(1 for c in state.players[pid].all_cards() if c.name in ("Silver", "Gold"))


BANDIT_FORT: Final = landmark(
    "Bandit Fort", expansion=_SET, vp_hook=_bandit_fort,
    text="When scoring, -2 VP for each Silver and each Gold you have.")


def _orchard(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards() if state.is_action(c))
    return 4 * sum(1 for n in counts.values() if n >= 3)


ORCHARD: Final = landmark(
    "Orchard", expansion=_SET, vp_hook=_orchard,
    text="When scoring, 4 VP per differently named Action card you have 3 or more copies of.")

def _count(state: DominionState, pid: int, name: str) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c.name == name)


# -- Landmarks that only score -------------------------------------------------------------------


def _fountain(state: DominionState, pid: int) -> int:
    return 15 if _count(state, pid, "Copper") >= 10 else 0


FOUNTAIN: Final = landmark(
    "Fountain", expansion=_SET, vp_hook=_fountain,
    text="When scoring, 15 VP if you have at least 10 Coppers.")


def _keep(state: DominionState, pid: int) -> int:
    counts = [Counter(c.name for c in p.all_cards() if state.is_treasure(c))
              for p in state.players]
    mine = counts[pid]
    return 5 * sum(1 for name, n in mine.items()
                   if all(n >= other.get(name, 0) for other in counts))


KEEP: Final = landmark(
    "Keep", expansion=_SET, vp_hook=_keep,
    text="When scoring, 5 VP per differently named Treasure you have, that you have more copies "
         "of than each other player, or tied for most.")


def _museum(state: DominionState, pid: int) -> int:
    return 2 * len({c.name for c in state.players[pid].all_cards()})


MUSEUM: Final = landmark(
    "Museum", expansion=_SET, vp_hook=_museum,
    text="When scoring, 2 VP per differently named card you have.")


def _palace(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards())
    return 3 * min(counts["Copper"], counts["Silver"], counts["Gold"])


PALACE: Final = landmark(
    "Palace", expansion=_SET, vp_hook=_palace,
    text="When scoring, 3 VP per set you have of Copper - Silver - Gold.")


def _tower(state: DominionState, pid: int) -> int:
    index = state.board.mode.index
    supply = state.supply
    total = 0
    for card in state.players[pid].all_cards():
        i = index.get(card)
        if i is not None and supply[i] == 0 and not card.is_victory:
            total += 1
    return total


TOWER: Final = landmark(
    "Tower", expansion=_SET, vp_hook=_tower,
    text="When scoring, 1 VP per non-Victory card you have from an empty Supply pile.")


def _triumphal_arch(state: DominionState, pid: int) -> int:
    counts = sorted(Counter(c.name for c in state.players[pid].all_cards()
                            if state.is_action(c)).values(), reverse=True)
    return 3 * counts[1] if len(counts) > 1 else 0


TRIUMPHAL_ARCH: Final = landmark(
    "Triumphal Arch", expansion=_SET, vp_hook=_triumphal_arch,
    text="When scoring, 3 VP per copy you have of the 2nd most common Action card among your "
         "cards (if it's a tie, count either).")


def _wall(state: DominionState, pid: int) -> int:
    return -max(0, len(state.players[pid].all_cards()) - 15)


WALL: Final = landmark(
    "Wall", expansion=_SET, vp_hook=_wall,
    text="When scoring, -1 VP per card you have after the first 15.")


def _wolf_den(state: DominionState, pid: int) -> int:
    counts = Counter(c.name for c in state.players[pid].all_cards())
    return -3 * sum(1 for n in counts.values() if n == 1)


WOLF_DEN: Final = landmark(
    "Wolf Den", expansion=_SET, vp_hook=_wolf_den,
    text="When scoring, -3 VP per card you have exactly one copy of.")


def _has_action(pile: Card) -> bool:
    """True if the supply pile of ``pile`` (its card, or a pile of several cards' randomizer) is an
    Action pile (Ruins, Knights, a split pile with an Action half)."""
    return pile.is_action or any(c.is_action for c in pile.pile)


def _obelisk_setup(state: DominionState) -> DominionState:
    piles = [p for p in state.board.mode.piles if _has_action(p)]
    if not piles:
        return state  # no Action Supply pile: none chosen, Obelisk scores nothing
    k, rng = state.rng.below(len(piles))
    return choose_landscape_pile(state.with_rng(rng), "Obelisk", piles[k].name)


def _obelisk(state: DominionState, pid: int) -> int:
    chosen = state.landscape_pile("Obelisk")
    if chosen is None:
        return 0
    mode = state.board.mode
    index, piles = mode.index, mode.piles
    total = 0
    for card in state.players[pid].all_cards():
        i = index.get(card)
        if i is not None and piles[i].name == chosen:
            total += 2
    return total


OBELISK: Final = landmark(
    "Obelisk", expansion=_SET, on_setup=_obelisk_setup, vp_hook=_obelisk,
    text="When scoring, 2 VP per card you have from the chosen pile. Setup: Choose a random "
         "Action Supply pile.")


# -- Landmarks with VP tokens --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _PerPlayer:
    """A Landmark's setup: ``per`` VP tokens on it per player."""

    name: str
    per: int = 6

    def __call__(self, state: DominionState) -> DominionState:
        return add_landmark_vp(state, self.name, self.per * state.board.mode.players)


def _take_two(name: str) -> Callable[[DominionState, int, Event], DominionState]:
    """A reaction's effect: the seat takes 2 VP from the Landmark ``name`` (fewer if fewer are
    left)."""
    def effect(state: DominionState, owner: int, event: Event) -> DominionState:
        return take_landmark_vp(state, owner, name, 2)
    return effect


# Basilica ------------------------------------------------------------------------------------


def _basilica_when(state: DominionState, owner: int, event: Event) -> bool:
    return state.players[owner].coins >= 2 and state.landmark_vp("Basilica") > 0


BASILICA: Final = landmark(
    "Basilica", expansion=_SET, on_setup=_PerPlayer("Basilica"),
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=None,
                        effect=_take_two("Basilica"), asks=False, when=_basilica_when),),
    text="When you buy a card, if you have $2 or more left, take 2 VP from here. Setup: Put 6 VP "
         "here per player.")


# Baths ---------------------------------------------------------------------------------------


def _baths_note(state: DominionState, owner: int, event: Event) -> DominionState:
    return note_turn_gain(state, "Baths", event)


def _baths_when(state: DominionState, owner: int, event: Event) -> bool:
    return (owner == state.current and state.landmark_vp("Baths") > 0
            and not gained_this_turn(state, "Baths"))


BATHS: Final = landmark(
    "Baths", expansion=_SET, on_setup=_PerPlayer("Baths"),
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_baths_note,
                        asks=False),
               Reaction(event=EventKind.CLEANUP, zone="game", others=None,
                        effect=_take_two("Baths"), asks=False, when=_baths_when)),
    text="When you end your turn without having gained a card, take 2 VP from here. Setup: Put "
         "6 VP here per player.")


# Battlefield ---------------------------------------------------------------------------------


def _battlefield_when(state: DominionState, owner: int, event: Event) -> bool:
    return (event.card is not None and event.card.is_victory
            and state.landmark_vp("Battlefield") > 0)


BATTLEFIELD: Final = landmark(
    "Battlefield", expansion=_SET, on_setup=_PerPlayer("Battlefield"),
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None,
                        effect=_take_two("Battlefield"), asks=False, when=_battlefield_when),),
    text="When you gain a Victory card, take 2 VP from here. Setup: Put 6 VP here per player.")


# Colonnade -----------------------------------------------------------------------------------


def _colonnade_when(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    if card is None or not state.is_action(card) or state.landmark_vp("Colonnade") <= 0:
        return False
    p = state.players[owner]
    return any(c.name == card.name for c in (*p.in_play, *p.more.lasting.durations))


COLONNADE: Final = landmark(
    "Colonnade", expansion=_SET, on_setup=_PerPlayer("Colonnade"),
    reactions=(Reaction(event=EventKind.BUY, zone="game", others=None,
                        effect=_take_two("Colonnade"), asks=False, when=_colonnade_when),),
    text="When you buy an Action card, if you have a copy of it in play, take 2 VP from here. "
         "Setup: Put 6 VP here per player.")


# Labyrinth -----------------------------------------------------------------------------------


def _labyrinth(state: DominionState, owner: int, event: Event) -> DominionState:
    state = note_turn_gain(state, "Labyrinth", event)
    if event.seat == state.current and len(gained_this_turn(state, "Labyrinth")) == 2:
        return take_landmark_vp(state, owner, "Labyrinth", 2)
    return state


LABYRINTH: Final = landmark(
    "Labyrinth", expansion=_SET, on_setup=_PerPlayer("Labyrinth"),
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_labyrinth,
                        asks=False),),
    text="When you gain a 2nd card in one of your turns, take 2 VP from here. Setup: Put 6 VP "
         "here per player.")


# Arena ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _ArenaDiscards:
    """The Action card picked is discarded, then 2 VP are taken from Arena (fewer if fewer are
    left); none picked: nothing."""

    def after(self, state: DominionState, pid: int, cards: tuple[Card, ...]) -> DominionState:
        if not cards:
            return state
        return take_landmark_vp(discard_cards(state, pid, cards), pid, "Arena", 2)


def _arena_when(state: DominionState, owner: int, event: Event) -> bool:
    return any(ACTIONS_ONLY.accepts(state, c) for c in state.players[owner].hand)


def _arena(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.push(ChooseCards(owner, "discard", "hand", 0, 1, _ArenaDiscards(), ACTIONS_ONLY))


ARENA: Final = landmark(
    "Arena", expansion=_SET, on_setup=_PerPlayer("Arena"),
    reactions=(Reaction(event=EventKind.BUY_START, zone="game", others=False, effect=_arena,
                        asks=False, when=_arena_when),),
    text="At the start of your Buy phase, you may discard an Action card. If you do, take 2 VP "
         "from here. Setup: Put 6 VP here per player.")


# Aqueduct ------------------------------------------------------------------------------------


def _aqueduct_setup(state: DominionState) -> DominionState:
    for pile in ("Silver", "Gold"):
        if pile in state.board.mode.by_name:
            state = add_pile_vp(state, pile, 8)
    return state


def _aqueduct_when(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return card is not None and (card.is_treasure or card.is_victory)


def _aqueduct(state: DominionState, owner: int, event: Event) -> DominionState:
    card = event.card
    if card is None:
        return state
    if card.is_treasure:  # (both types, Humble Castle: the Treasure's move first, then the take)
        state = move_pile_vp_to_landmark(state, card.name, "Aqueduct")
    if card.is_victory:
        state = take_landmark_vp(state, owner, "Aqueduct")
    return state


AQUEDUCT: Final = landmark(
    "Aqueduct", expansion=_SET, on_setup=_aqueduct_setup,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_aqueduct,
                        asks=False, when=_aqueduct_when),),
    text="When you gain a Treasure, move 1 VP from its pile to this. When you gain a Victory "
         "card, take the VP from this. Setup: Put 8 VP on the Silver and Gold piles.")


# Defiled Shrine ------------------------------------------------------------------------------


def _is_action_pile(pile: Card) -> bool:
    """True if the supply pile of ``pile`` (its card, or a pile of several cards' randomizer) is an
    Action pile that is no Gathering pile."""
    return (CardType.GATHERING not in pile.types
            and (pile.is_action or any(c.is_action for c in pile.pile)))


def _shrine_setup(state: DominionState) -> DominionState:
    for pile in state.board.mode.piles:
        if _is_action_pile(pile):
            state = add_pile_vp(state, pile.name, 2)
    return state


def _shrine_gain_when(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and state.is_action(event.card)


def _shrine_gain(state: DominionState, owner: int, event: Event) -> DominionState:
    card = event.card
    return state if card is None else move_pile_vp_to_landmark(state, card.name, "Defiled Shrine")


def _shrine_buy_when(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.card.name == "Curse"


def _shrine_buy(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_landmark_vp(state, owner, "Defiled Shrine")


DEFILED_SHRINE: Final = landmark(
    "Defiled Shrine", expansion=_SET, on_setup=_shrine_setup,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=None, effect=_shrine_gain,
                        asks=False, when=_shrine_gain_when),
               Reaction(event=EventKind.BUY, zone="game", others=None, effect=_shrine_buy,
                        asks=False, when=_shrine_buy_when)),
    text="When you gain an Action, move 1 VP from its pile to this. When you buy a Curse, take "
         "the VP from this. Setup: Put 2 VP on each non-Gathering Action Supply pile.")


# Tomb ----------------------------------------------------------------------------------------


def _tomb(state: DominionState, owner: int, event: Event) -> DominionState:
    return take_vp(state, owner, 1)


TOMB: Final = landmark(
    "Tomb", expansion=_SET,
    reactions=(Reaction(event=EventKind.TRASH, zone="game", others=None, effect=_tomb,
                        asks=False),),
    text="When you trash a card, +1 VP.")


# -- Mountain Pass ----------------------------------------------------------------------------

MOUNTAIN_PASS_MAX: Final = 40
"""The highest bid: "up to 40 Debt"."""


def _mountain_pass_setup(state: DominionState) -> DominionState:
    """Its 8 VP wait on it (`landmark_vp`) until the bidding; gone then, whoever wins."""
    return add_landmark_vp(state, "Mountain Pass", 8)


def _first_province(state: DominionState, owner: int, event: Event) -> bool:
    card = event.card
    return (card is not None and card.name == "Province"
            and state.landmark_vp("Mountain Pass") > 0
            and not any(name == "Mountain Pass" for _, name in state.table.turn.after_turn))


def _mountain_pass_noted(state: DominionState, owner: int, event: Event) -> DominionState:
    return after_turn(state, owner, MOUNTAIN_PASS)


@dataclass(frozen=True, slots=True)
class MountainPassBid:
    """``bid <n>`` (more than the high bid, up to 40 debt) or ``no``: ``player``'s one bid; the
    seats of ``order`` bid after it; ``high`` and ``leader`` are the bid to beat and its seat."""

    player: int
    order: tuple[int, ...]
    high: int = 0
    leader: int | None = None

    def execute(self, state: DominionState) -> DominionState:
        if self.high >= MOUNTAIN_PASS_MAX:  # nobody may bid more: the next bidders pass
            return _mountain_pass_done(state, self.high, self.leader)
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if picks:
            return ()
        return (*(Choice("bid", str(n)) for n in range(self.high + 1, MOUNTAIN_PASS_MAX + 1)),
                Choice("no"))

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        high, leader = self.high, self.leader
        if picks and picks[0].arg is not None:
            high, leader = int(picks[0].arg), self.player
        if self.order:
            return state.push(MountainPassBid(self.order[0], self.order[1:], high, leader))
        return _mountain_pass_done(state, high, leader)


def _mountain_pass_done(state: DominionState, high: int, leader: int | None) -> DominionState:
    """"High bidder gets +8 VP and takes the Debt they bid"; with no bid, nobody (the VP go)."""
    if leader is None:
        return add_landmark_vp(state, "Mountain Pass", -state.landmark_vp("Mountain Pass"))
    return take_debt(take_landmark_vp(state, leader, "Mountain Pass"), leader, high)


def _mountain_pass_after(state: DominionState, pid: int) -> DominionState:
    """"after that turn, each player bids once, up to 40 Debt, ending with you"."""
    if state.landmark_vp("Mountain Pass") <= 0:
        return state
    n = state.board.mode.players
    order = tuple((pid + k) % n for k in range(1, n + 1))  # the next seat first, ``pid`` last
    return state.push(MountainPassBid(order[0], order[1:]))


MOUNTAIN_PASS: Final = Card(
    name="Mountain Pass", cost=0, types=frozenset({CardType.LANDMARK}), expansion=_SET,
    on_setup=_mountain_pass_setup, after_turn=_mountain_pass_after,
    reactions=(Reaction(event=EventKind.GAIN, zone="game", others=False,
                        effect=_mountain_pass_noted, asks=False, when=_first_province),),
    text="When you are the first player to gain a Province, after that turn, each player bids "
         "once, up to 40 Debt, ending with you. High bidder gets +8 VP and takes the Debt they "
         "bid.")


LANDSCAPES: Final[tuple[Card, ...]] = (
    AQUEDUCT, ARENA, BANDIT_FORT, BASILICA, BATHS, BATTLEFIELD, COLONNADE, DEFILED_SHRINE,
    FOUNTAIN, KEEP, LABYRINTH, MOUNTAIN_PASS, MUSEUM, OBELISK, ORCHARD, PALACE, TOMB, TOWER,
    TRIUMPHAL_ARCH, WALL, WOLF_DEN)
"""Empires' Landmarks implemented, by name."""
