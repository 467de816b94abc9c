"""What ``dgsim play`` needs for a human at the keyboard: picks in any order, why a pick is refused,
and what changed since the human last looked.

A decision of several cards (discard 2 of 5) is a sequence of single picks
in a canonical order, so the engine's first pick leaves out the cards that
can only come later in that order. A human should not have to know that
order: `PickSession` offers at every pick each card that some complete
action still allows, and builds the action in the engine's order at the end.

>>> from dgsim.dominion import scenario
>>> s = scenario(["Militia"], hands={0: ["Militia"],
...                                  1: ["Copper", "Copper", "Copper", "Estate", "Militia"]})
>>> s = s.auto_step()
>>> s = s.action_step(0, s.action_generator(0).choose("play Militia").generate_action()).auto_step()
>>> session = PickSession(s.action_generator(1))
>>> [c.label for c in session.options()]
['discard Copper', 'discard Estate', 'discard Militia']
>>> session = session.choose("discard Militia")
>>> [c.label for c in session.options()], session.action() is None
(['discard Copper', 'discard Estate'], True)
>>> session.choose("discard Estate").action().labels
('discard Estate', 'discard Militia')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Generic, TypeVar

from dgsim.core import ActionGenerator, Choice, GameState, InvalidActionError, PlayerAction, iter_actions
from dgsim.dominion import DominionState, cost
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from dgsim.dominion.score import score
from dgsim.dominion.view import show_cards, turn_number

__all__ = ["PickSession", "changes", "refusal", "status"]

LEAF_LIMIT = 20000
"""Above this many complete actions a decision is offered as the engine's tree, pick by pick."""


def _within(small: Counter[Choice], big: Counter[Choice]) -> bool:
    return all(big[c] >= n for c, n in small.items())


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True, slots=True)
class PickSession(Generic[S]):
    """One decision picked by a human: picks in any order, the action built in canonical order.

    ``chosen`` holds the human's picks so far. With more than `LEAF_LIMIT`
    complete actions the session follows the engine's tree as it is.
    """

    root: ActionGenerator[S]
    chosen: tuple[Choice, ...] = ()
    leaves: tuple[tuple[Choice, ...], ...] | None = None

    def __post_init__(self) -> None:
        if self.leaves is None:
            limit = LEAF_LIMIT
            found = tuple(a.picks for a in islice(iter_actions(self.root), limit + 1))
            object.__setattr__(self, "leaves", found if len(found) <= limit else ())

    def _tree(self) -> ActionGenerator[S] | None:
        """The engine's generator after ``chosen`` when they are a path of its tree, else None."""
        gen = self.root
        for pick in self.chosen:
            if pick not in gen.choices():
                return None
            gen = gen.choose(pick)
        return gen

    def _open(self) -> list[tuple[Choice, ...]]:
        """The complete actions that still contain every pick so far (in any order)."""
        have = Counter(self.chosen)
        return [leaf for leaf in self.leaves or () if _within(have, Counter(leaf))]

    def options(self) -> tuple[Choice, ...]:
        """What may be picked next: the engine's next picks first, then any card still allowed."""
        tree = self._tree()
        shown: list[Choice] = list(tree.choices()) if tree is not None else []
        if not self.leaves:
            return tuple(shown)
        have = Counter(self.chosen)
        extra: list[Choice] = []
        for leaf in self._open():
            rest = Counter(leaf) - have
            for pick in leaf:
                if rest[pick] > 0 and pick not in shown and pick not in extra:
                    extra.append(pick)
        return (*shown, *extra)

    def choose(self, pick: Choice | str) -> PickSession[S]:
        """The session with ``pick`` (a choice or its label) added.

        :raises InvalidActionError: if no complete action allows it now.
        """
        for option in self.options():
            if option == pick or option.label == pick:
                return PickSession(self.root, (*self.chosen, option), self.leaves)
        raise InvalidActionError(f"{pick if isinstance(pick, str) else pick.label!r} is not a "
                                 "choice now")

    def undo(self) -> PickSession[S]:
        """The session without its last pick."""
        return PickSession(self.root, self.chosen[:-1], self.leaves)

    def action(self) -> PlayerAction | None:
        """The complete action the picks make (in the engine's order), or None while more are due."""
        tree = self._tree()
        if tree is not None and not tree.choices():
            return tree.generate_action()
        if not self.leaves or not self.chosen:
            return None
        have = Counter(self.chosen)
        open_leaves = self._open()
        if any(len(leaf) > len(self.chosen) for leaf in open_leaves):
            return None
        for leaf in open_leaves:
            if Counter(leaf) == have:
                gen = self.root
                for pick in leaf:
                    gen = gen.choose(pick)
                return gen.generate_action()
        return None  # pragma: no cover - an open leaf no longer than the picks equals them


def _card_in(name: str, state: DominionState) -> tuple[str, int] | None:
    """The supply pile named ``name`` (any case): its printed name and index."""
    for i, card in enumerate(state.supply_cards()):
        if card.name.lower() == name.lower():
            return card.name, i
    return None


def refusal(state: DominionState, pid: int, text: str) -> str:
    """Why ``text`` (a label the human typed) is not a choice now, in the game's own terms.

    >>> from dgsim.dominion import scenario
    >>> s = scenario(["Smithy"], hands={0: ["Copper"] * 3 + ["Estate", "Estate"]}).auto_step()
    >>> refusal(s, 0, "buy Province")
    'Province costs $8, you have $0 (and $3 in treasures in hand)'
    >>> refusal(s, 0, "buy Silver")
    'play your treasures first: Silver costs $3, you have $0 (and $3 in treasures in hand)'
    """
    verb, _, name = text.strip().partition(" ")
    verb = verb.lower()
    p = state.players[pid]
    pending = state.pending
    in_buy = isinstance(pending, BuyPhaseChoice)
    in_action = isinstance(pending, ActionPhaseChoice)
    if verb == "buy" and name:
        found = _card_in(name, state)
        if found is None:
            return f"{name} is not in this game's supply"
        printed, index = found
        if not (in_buy or in_action):
            return "this decision is not about buying"
        if state.supply[index] == 0:
            return f"the {printed} pile is empty"
        price = cost(state, state.supply_cards()[index])
        in_hand = sum(c.coins for c in p.hand if c.is_treasure)
        have = f"you have ${p.coins}" + (f" (and ${in_hand} in treasures in hand)" if in_hand else "")
        if price > p.coins + in_hand:
            return f"{printed} costs ${price}, {have}"
        if price > p.coins:
            return f"play your treasures first: {printed} costs ${price}, {have}"
        if in_action:
            return "you are in your action phase: buy after 'end actions' (or 'play all treasures')"
    if verb == "play" and name:
        held = [c for c in p.hand if c.name.lower() == name.lower()]
        if not held:
            return f"you have no {name} in your hand"
        card = held[0]
        if in_action and not card.is_action:
            return f"{card.name} is not an Action: play it in your buy phase, after 'end actions'"
        if in_buy and card.is_action and not card.is_treasure:
            return f"your action phase is over: {card.name} can no longer be played this turn"
    return f"not a choice: {text.strip()!r}"


def status(state: DominionState, viewer: int, names: Sequence[str]) -> str:
    """The viewer's short status: whose turn (per seat, as the rules count), phase, hand, money."""
    p = state.players[viewer]
    current = state.current
    who = names[current] if current < len(names) else f"seat {current}"
    phase = repr(state.phase).removesuffix("_PHASE").lower().replace("_", " ")
    lines = [f"-- turn {turn_number(state)} of {who}, {phase} phase; "
             f"you: {score(state, viewer)} VP, deck {len(p.deck)}, discard {len(p.discard)} --"]
    lines.append(f"hand: {show_cards(p.hand)}"
                 + (f"; in play: {show_cards(p.in_play)}" if p.in_play else "")
                 + (f"; actions {p.actions}, buys {p.buys}, ${p.coins}" if current == viewer else ""))
    return "\n".join(lines)


def changes(before: DominionState, after: DominionState, viewer: int, names: Sequence[str]) -> str:
    """What changed that the viewer can see: supply piles, the trash, other seats' VP and cards.

    >>> from dgsim.dominion import new_game
    >>> s = new_game("First Game", seed=1).auto_step()
    >>> changes(s, s, 0, ("you", "bot"))
    ''
    """
    lines: list[str] = []
    piles = [f"{card.name} {was}->{now}"
             for card, was, now in zip(after.mode.piles, before.supply, after.supply, strict=True)
             if was != now]
    if piles:
        lines.append("supply: " + ", ".join(piles))
    if len(after.trash_pile) != len(before.trash_pile):
        gone = Counter(c.name for c in after.trash_pile) - Counter(c.name for c in before.trash_pile)
        lines.append("trashed: " + ", ".join(n if k == 1 else f"{k} {n}" for n, k in gone.items()))
    for seat in range(after.mode.players):
        if seat == viewer:
            continue
        who = names[seat] if seat < len(names) else f"seat {seat}"
        was, now = score(before, seat), score(after, seat)
        owned = len(after.players[seat].all_cards())
        if was != now or owned != len(before.players[seat].all_cards()):
            lines.append(f"{who}: {now} VP, {owned} cards")
    return "\n".join(lines)
