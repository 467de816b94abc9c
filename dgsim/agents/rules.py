"""A small, typed priority DSL for Dominion bots: conditions over the state and ordered card rules.

A `Strategy` is data: ordered buy rules (``Rule(card, when)``), play
priorities, and trash/discard priorities for decisions. `RuleAgent` plays it:
the buy and action phases scan their rules once against the offered choices;
every other decision (any card's question, from any expansion) is answered
by a value per pick, from the choice's verb and card, so that labels never
need to be parsed or built.

>>> bm = Strategy("bigmoney", buy=(Rule("Province"), Rule("Gold"), Rule("Silver")))
>>> from dgsim.agents.agent import play_game
>>> from dgsim.dominion import new_game
>>> final = play_game(new_game("First Game", seed=1), [RuleAgent(bm), RuleAgent(bm)])
>>> final.game_end() and max(final.scores()) > 0
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from dgsim.core import ActionGenerator, Choice, GameState, InvalidActionError, PlayerAction
from dgsim.core.build import make_picklable
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.cost import cost
from dgsim.dominion.decision import ChooseCards, PlaceInDeck
from dgsim.dominion.event import Event
from dgsim.dominion.phase import (
    BUY_PHASE,
    PAY_DEBT,
    SPEND_COFFERS,
    ActionPhaseChoice,
    BuyPhaseChoice,
    is_game_over,
    may_buy,
)
from dgsim.dominion.reaction import ReactionWindow
from dgsim.dominion.revealing import PutBack
from dgsim.dominion.score import winners
from dgsim.dominion.state import DominionState

__all__ = [
    "ALWAYS",
    "AllOf",
    "Always",
    "AnyOf",
    "Coins",
    "Condition",
    "CountOwned",
    "DeckSize",
    "Density",
    "EndsGame",
    "FewerThan",
    "GainsToEnd",
    "HandMoney",
    "MoneyDensity",
    "MoneyTotal",
    "Not",
    "PileLeft",
    "Rule",
    "RuleAgent",
    "Strategy",
    "Turn",
    "gains_to_end",
    "keep_value",
    "provinces_left",
]


# -- conditions -------------------------------------------------------------------


class Condition(Protocol):
    """A test of the state from one seat's point of view (a frozen value)."""

    def holds(self, state: DominionState, pid: int, /) -> bool:
        """True when the rule guarded by this condition applies for seat ``pid``."""
        ...


def _within(x: float, at_least: float | None, at_most: float | None) -> bool:
    return (at_least is None or x >= at_least) and (at_most is None or x <= at_most)


@dataclass(frozen=True, slots=True)
class Always:
    """Always true."""

    def holds(self, state: DominionState, pid: int) -> bool:
        """True."""
        return True


ALWAYS: Final = Always()


@dataclass(frozen=True, slots=True)
class PileLeft:
    """Cards left in a supply pile within bounds (inclusive)."""

    card: str
    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when the pile's count is within the bounds."""
        return _within(state.supply_count(self.card), self.at_least, self.at_most)


def provinces_left(at_most: int | None = None, at_least: int | None = None) -> PileLeft:
    """Provinces left in the supply within bounds.

    >>> provinces_left(at_most=4)
    PileLeft(card='Province', at_most=4, at_least=None)
    """
    return PileLeft("Province", at_most, at_least)


def gains_to_end(state: DominionState) -> int:
    """The fewest gains that would end the game: the Provinces (or Colonies) left, or the cards
    left in the smallest piles that must empty (three with 2-4 players), whichever is fewer.

    Dominiate's ``gainsToEndGame``: its Witch bots green by it.

    >>> from dgsim.dominion import new_game
    >>> gains_to_end(new_game("First Game", seed=1))
    8
    """
    mode = state.board.mode
    supply = state.supply
    gains = len(supply) * 256
    if mode.province_index is not None:
        gains = supply[mode.province_index]
    if mode.colony_index is not None:
        gains = min(gains, supply[mode.colony_index])
    if not mode.province_only_end:
        gains = min(gains, sum(sorted(supply)[:mode.empty_piles_to_end]))
    return gains


@dataclass(frozen=True, slots=True)
class GainsToEnd:
    """`gains_to_end` within bounds (inclusive)."""

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when the gains that would end the game are within the bounds."""
        return _within(gains_to_end(state), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class CountOwned:
    """How many copies of a card I own (every zone), within bounds."""

    card: str
    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when my count of the card is within the bounds."""
        return _within(_count(state, pid, self.card), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class FewerThan:
    """I own fewer copies of ``card`` than of ``other`` plus ``plus`` (Smithies per Village)."""

    card: str
    other: str
    plus: int = 0

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when count(card) < count(other) + plus."""
        return _count(state, pid, self.card) < _count(state, pid, self.other) + self.plus


@dataclass(frozen=True, slots=True)
class Density:
    """The fraction of my cards that are ``card``, within bounds."""

    card: str
    at_most: float | None = None
    at_least: float | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when count(card) / cards owned is within the bounds."""
        cards = state.players[pid].all_cards()
        share = sum(1 for c in cards if c.name == self.card) / max(1, len(cards))
        return _within(share, self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class MoneyTotal:
    """The total $ of the treasures I own (printed values), within bounds."""

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when my treasures' total value is within the bounds."""
        return _within(money_total(state.players[pid].all_cards()), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class MoneyDensity:
    """My treasures' total $ per card owned, within bounds."""

    at_most: float | None = None
    at_least: float | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when money per card is within the bounds."""
        cards = state.players[pid].all_cards()
        return _within(money_total(cards) / max(1, len(cards)), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class DeckSize:
    """How many cards I own, within bounds."""

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when my card count is within the bounds."""
        return _within(len(state.players[pid].all_cards()), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class Coins:
    """The $ I have now, within bounds (meaningful in the buy phase)."""

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when my current coins are within the bounds."""
        return _within(state.players[pid].coins, self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class HandMoney:
    """The $ I have now plus the printed $ of the Treasures in my hand, within bounds.

    What this turn can still buy with (e.g. Minion: +$2, or a new hand when this is low).
    """

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when my coins plus my hand's treasures are within the bounds."""
        p = state.players[pid]
        return _within(p.coins + money_total(p.hand), self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class Turn:
    """My turn number (1 for my first turn), within bounds."""

    at_most: int | None = None
    at_least: int | None = None

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when this is one of my turns within the bounds."""
        return _within(state.players[pid].turns + 1, self.at_least, self.at_most)


@dataclass(frozen=True, slots=True)
class EndsGame:
    """Gaining ``card`` now would end the game at the end of this turn (its pile emptied: the
    last Province, or a third empty pile) with one of ``results`` for me: ``"win"`` (sole
    winner), ``"tie"`` (a shared win) or ``"loss"``, by the score as it would then stand (ties
    to the seat with fewer turns, this turn counted for the seat whose turn it is).

    Guards a bot's endgame: ``Rule("Duchy", EndsGame("Duchy"))`` first takes the win that is
    there; ``Not(EndsGame("Province", ("loss",)))`` never takes the last Province to lose.

    >>> EndsGame("Province", ("draw",))
    Traceback (most recent call last):
    ...
    ValueError: EndsGame results are 'win', 'tie' or 'loss', got ('draw',)
    """

    card: str
    results: tuple[str, ...] = ("win",)

    def __post_init__(self) -> None:
        if not self.results or not set(self.results) <= {"win", "tie", "loss"}:
            raise ValueError(f"EndsGame results are 'win', 'tie' or 'loss', got {self.results!r}")

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when the gain would end the game with one of the results asked for."""
        if state.supply_count(self.card) != 1:
            return False
        card = card_named(self.card)
        now = state.current  # its Clean-up counts this turn before the end is checked
        after = state.with_player(now, state.players[now].with_counters(
            turns=state.players[now].turns + 1))
        p = after.players[pid]
        after = after.with_supply(card, -1).with_player(pid, p.with_zone("discard",
                                                                         (*p.discard, card)))
        if not is_game_over(after):
            return False
        won = winners(after)
        result = "loss" if pid not in won else "win" if len(won) == 1 else "tie"
        return result in self.results


@dataclass(frozen=True, slots=True)
class AllOf:
    """Every condition holds."""

    conditions: tuple[Condition, ...]

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when all hold."""
        return all(c.holds(state, pid) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one condition holds."""

    conditions: tuple[Condition, ...]

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when any holds."""
        return any(c.holds(state, pid) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class Not:
    """The condition does not hold."""

    condition: Condition

    def holds(self, state: DominionState, pid: int) -> bool:
        """True when the inner condition is false."""
        return not self.condition.holds(state, pid)


def _count(state: DominionState, pid: int, name: str) -> int:
    return sum(1 for c in state.players[pid].all_cards() if c.name == name)


def money_total(cards: Sequence[Card]) -> int:
    """The printed $ of the treasures among ``cards``."""
    return sum(c.coins for c in cards if c.is_treasure)


# -- strategies -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rule:
    """One priority entry: this card, when the condition holds.

    >>> Rule("Duchy", provinces_left(at_most=4)).card
    'Duchy'
    """

    card: str
    when: Condition = ALWAYS

    def applies(self, state: DominionState, pid: int) -> bool:
        """True when the rule's condition holds for seat ``pid``."""
        return self.when is ALWAYS or self.when.holds(state, pid)


DEFAULT_TRASH: Final = (Rule("Curse"), Rule("Estate", provinces_left(at_least=3)), Rule("Copper"))


@dataclass(frozen=True, slots=True)
class Strategy:
    """A bot as data.

    ``buy``: what to buy, best first (a rule is skipped when its card is not
    offered: unaffordable, empty or not in the game). ``play``: which Action
    to play first; unlisted actions are still played (villages first, then by
    cost). ``trash`` and ``discard``: cards this bot is glad to trash or
    discard, best first; other cards are given up only when a card forces it,
    cheapest first. Gains follow ``buy``.
    """

    name: str
    buy: tuple[Rule, ...]
    play: tuple[Rule, ...] = ()
    trash: tuple[Rule, ...] = DEFAULT_TRASH
    discard: tuple[Rule, ...] = ()
    text: str = ""
    choose: tuple[Rule, ...] = ()


# -- values of picks -----------------------------------------------------------------


def keep_value(card: Card) -> float:
    """How much a card is worth keeping in hand (Curse < Victory < Copper < ... < Gold, actions by cost).

    >>> keep_value(card_named("Curse")) < keep_value(card_named("Estate")) < keep_value(card_named("Copper"))
    True
    """
    if card.is_action:
        return 1.0 + card.cost / 2
    if card.is_treasure:
        return float(max(card.coins, 1)) + card.cost / 100
    if card.vp < 0:
        return -2.0
    return -1.0


_LISTED: Final = 100.0


def _rank(rules: tuple[Rule, ...], name: str, state: DominionState, pid: int) -> int | None:
    for i, rule in enumerate(rules):
        if rule.card == name and rule.applies(state, pid):
            return i
    return None


def _never_in(when: Condition | None, piles: Mapping[str, int]) -> bool:
    """True if ``when`` cannot hold in a game of these piles: it asks for at least one card left
    in a pile the game does not have (the Colony rules of the Big Money family without Colonies)."""
    return (isinstance(when, PileLeft) and when.card not in piles and when.at_least is not None
            and when.at_least > 0)


class RuleAgent:
    """Plays a `Strategy`; deterministic, so `reseed` returns the agent itself.

    >>> RuleAgent(Strategy("nothing", buy=())).name
    'nothing'
    """

    __slots__ = ("_buy", "_game", "_in_game", "name", "strategy")

    def __init__(self, strategy: Strategy, name: str | None = None) -> None:
        self.strategy = strategy
        self.name = name or strategy.name
        self._buy = tuple((Choice("buy", r.card), None if r.when is ALWAYS else r.when)
                          for r in strategy.buy)
        self._game: Mapping[str, int] | None = None
        self._in_game = self._buy

    def _rules_in(self, piles: Mapping[str, int],
                  landscapes: tuple[tuple[Card, Choice], ...]) -> tuple[tuple[Choice,
                                                                      Condition | None], ...]:
        """The buy rules whose card has a pile in this game (``piles``: `Mode.by_name`) or is an
        Event or Project of it (``landscapes``: `Mode.buy_landscapes`), as the Buy phase offers
        ``buy <Name>`` for those only; remembered for the last game seen (a memo: another game's
        piles, equal or not, are looked at again; the landscapes are part of the same memo)."""
        if piles is not self._game:
            self._game = piles
            bought = {card.name for card, _ in landscapes}
            self._in_game = tuple(r for r in self._buy if (r[0].arg in piles or r[0].arg in bought)
                                  and not _never_in(r[1], piles))
        return self._in_game

    def __repr__(self) -> str:
        return f"RuleAgent({self.strategy.name!r})"

    def __reduce__(self) -> tuple[type[RuleAgent], tuple[Strategy, str]]:
        """Pickles through the constructor (a compiled class has no other way; search workers
        receive rollout bots by pickle)."""
        return RuleAgent, (self.strategy, self.name)

    def reseed(self, seed: int) -> RuleAgent:
        """The same agent: rule-based play uses no randomness."""
        return self

    def act(self, state: GameState, gen: ActionGenerator[DominionState]) -> PlayerAction:
        """Pick by the strategy's rules; every decision has a default, none raises.

        ``state`` is typed as any game's (the generator says Dominion, so mypy still rejects this
        bot in another game), as that is what it can be through an agent typed `AnyAgent`, as
        registry agents are: the compiled build checks a parameter's class on entry, and would
        refuse another game's state with its own message before this one's.

        :raises TypeError: if ``state`` is not a Dominion state.
        """
        if not isinstance(state, DominionState):
            raise TypeError(f"{self.name} plays Dominion, not {type(state).__name__}")
        decision: object = gen.decision  # a Dominion decision, seen through the core's protocol
        kind = type(decision)
        # Actions built by ``gen.choose`` are trusted by ``action_step`` (no re-validation).
        if type(decision) is BuyPhaseChoice:
            return gen.choose(self._buy_phase(state, gen, decision)).generate_action()
        if kind is ActionPhaseChoice:
            options = gen.choices()
            return gen.choose(self._best(state, gen.player, options)).generate_action()
        if isinstance(decision, ChooseCards) and not gen.picks:
            picked = self._choose_cards(state, gen, decision)
            if picked is not None:
                return picked
        if isinstance(decision, PlaceInDeck) and not gen.picks:
            return _place_in_deck(gen)
        if isinstance(decision, ReactionWindow) and not gen.picks:
            # a reaction that discards itself does so for its bonus (Beggar, Market Square)
            options = gen.choices()
            own = next((o for o in options if o.verb == "discard"), None)
            if own is not None:
                return gen.choose(own).generate_action()
            if any(o.verb == "call" for o in options):  # a Reserve on the Tavern mat
                call = next((o for o in options if o.verb == "call"
                             and _call_wanted(state, gen.player, o.arg or "", decision.event)),
                            None)
                return gen.choose(call or Choice("no")).generate_action()
        if isinstance(decision, PutBack) and not gen.picks:
            return _best_on_top(gen)
        if getattr(decision, "from_supply", False) and not gen.picks:
            # a card taken from the Supply without a gain (Inheritance's): the one it would gain
            return gen.choose(self._best_as_gain(state, gen.player, gen.choices())).generate_action()
        # A decision about another seat's cards (Spy, Thief) names that seat as ``victim``:
        # what this bot would want for itself, it wants the least for a victim.
        victim = getattr(decision, "victim", None)
        sign = -1.0 if isinstance(victim, int) and victim != gen.player else 1.0
        return self._search(state, gen, sign)

    # -- phases --------------------------------------------------------------

    def _buy_phase(self, state: DominionState, gen: ActionGenerator[DominionState],
                   decision: BuyPhaseChoice) -> Choice:
        # Probe the wanted picks with the decision's own test (what `gen.allows` asks it, without
        # the generator's generic call: one a probe, most of them refused) instead of enumerating
        # every choice; `gen.choose` tests the one returned again.
        picks = gen.picks
        if decision.allows(state, picks, _PLAY_ALL):
            return _PLAY_ALL
        pid = gen.player
        if state.players[pid].more.tokens.debt and decision.allows(state, picks, _PAY_DEBT):
            return _PAY_DEBT  # nothing is bought while in debt: pay it off first
        piles = state.board.mode.by_name
        rules = (self._in_game if piles is self._game
                 else self._rules_in(piles, state.board.mode.buy_landscapes))
        if not state.players[pid].more.tokens.coffers:  # the usual case: no Coffers to weigh
            for choice, when in rules:
                if decision.allows(state, picks, choice) and (when is None
                                                              or when.holds(state, pid)):
                    return choice
            return _END_TURN
        for i, (choice, when) in enumerate(rules):
            if decision.allows(state, picks, choice) and (when is None or when.holds(state, pid)):
                return _SPEND if self._coffers_reach(state, pid, rules[:i]) else choice
        return _SPEND if self._coffers_reach(state, pid, rules) else _END_TURN

    @staticmethod
    def _coffers_reach(state: DominionState, pid: int,
                       better: tuple[tuple[Choice, Condition | None], ...]) -> bool:
        """True if spending this seat's Coffers (one now, more later) would buy a card that a
        rule listed before the one it can buy now (``better``) wants."""
        p = state.players[pid]
        coffers = p.more.tokens.coffers
        if not coffers or p.counters.buys <= 0:
            return False
        reach = p.counters.coins + coffers
        for choice, when in better:
            card = _card(choice.arg or "")
            if (card is not None and not card.potion and state.supply_count(card.name) > 0
                    and p.counters.coins < cost(state, card) <= reach
                    and may_buy(state, pid, card) and (when is None or when.holds(state, pid))):
                return True
        return False

    # -- card decisions ------------------------------------------------------------

    def _choose_cards(self, state: DominionState, gen: ActionGenerator[DominionState],
                      decision: ChooseCards) -> PlayerAction | None:
        """Exact best multiset for a pick-cards decision, emitted in canonical order."""
        pool = decision.pool(state)
        pid = gen.player
        verb = decision.verb
        from_hand = decision.zone == "hand"
        scored = sorted(((self.value(state, pid, Choice(verb, c.name), from_hand=from_hand), c.name)
                         for c in pool),
                        key=lambda vn: -vn[0])
        least = min(decision.least, len(pool))
        most = min(decision.most, len(pool))
        wanted = sum(1 for v, _ in scored if v > 0)
        take = max(least, min(most, wanted))
        names = sorted(n for _, n in scored[:take])
        try:
            for name in names:
                gen = gen.choose(Choice(verb, name))
            options = gen.choices()
            while options:
                decline = next((o for o in options if o.arg is None), None)
                if decline is None:
                    return None
                gen = gen.choose(decline)
                options = gen.choices()
        except InvalidActionError:
            return None
        return gen.generate_action()

    def _search(self, state: DominionState, gen: ActionGenerator[DominionState],
                sign: float = 1.0) -> PlayerAction:
        """The leaf with the best total value (exhaustive for small trees, else greedy)."""
        pid = gen.player
        budget = [_SEARCH_BUDGET]
        best = self._best_leaf(state, pid, gen, budget, sign)
        if best is not None:
            return best[1]
        while True:
            options = gen.choices()
            if not options:
                return gen.generate_action()
            gen = gen.choose(self._best(state, pid, options, sign))

    def _best_leaf(self, state: DominionState, pid: int, gen: ActionGenerator[DominionState],
                   budget: list[int], sign: float) -> tuple[float, PlayerAction] | None:
        budget[0] -= 1
        if budget[0] < 0:
            return None
        options = gen.choices()
        if not options:
            return 0.0, gen.generate_action()
        best: tuple[float, PlayerAction] | None = None
        for option in options:
            sub = self._best_leaf(state, pid, gen.choose(option), budget, sign)
            if sub is None:
                return None
            total = sub[0] + sign * self.value(state, pid, option)
            if best is None or total > best[0]:
                best = (total, sub[1])
        return best

    def _best_as_gain(self, state: DominionState, pid: int,
                      options: tuple[Choice, ...]) -> Choice:
        """The option whose card this bot would most want to gain (the first of equals)."""
        gains = tuple(Choice("gain", o.arg) for o in options)
        return options[gains.index(self._best(state, pid, gains))]

    def _best(self, state: DominionState, pid: int, options: tuple[Choice, ...],
              sign: float = 1.0) -> Choice:
        best = options[0]
        best_value = sign * self.value(state, pid, best)
        for option in options[1:]:
            v = sign * self.value(state, pid, option)
            if v > best_value:
                best, best_value = option, v
        return best

    def value(self, state: DominionState, pid: int, choice: Choice, *,
              from_hand: bool = False) -> float:
        """How much this bot wants one pick (0 for stopping or declining); higher is better.

        ``from_hand``: the pick is a card of my hand (it changes what topdecking costs me).
        """
        arg = choice.arg
        verb = choice.verb
        if verb == "overpay":  # the $ left is worth nothing after the last buy: overpay it all
            n = int((arg or "$0").lstrip("$") or 0)
            return 0.01 * n if state.players[pid].buys == 0 else -0.01 * n
        if arg is None:
            if self.strategy.choose:
                rank = _rank(self.strategy.choose, verb, state, pid)
                if rank is not None:
                    return _LISTED - rank
            if verb == "+2 Actions":  # Squire: Actions only when an Action in hand needs them
                p = state.players[pid]
                return 0.6 if p.actions == 0 and any(c.is_action for c in p.hand) else 0.0
            if verb == _MISER_COINS:  # Miser: Coppers onto the mat until it holds 3, then the $
                p = state.players[pid]
                on_mat = sum(1 for c in p.more.mat("Tavern") if c.name == "Copper")
                return 0.6 if on_mat >= 3 or all(c.name != "Copper" for c in p.hand) else 0.0
            if verb == _WILD_HUNT_ESTATE:  # Wild Hunt: the Estate once its pile holds 3 VP
                return 0.6 if state.pile_vp("Wild Hunt") >= 3 else 0.0
            return _BARE_VALUES.get(verb, 0.0)
        card = _card(arg)
        if card is None:
            return 0.0
        strategy = self.strategy
        if verb == "play" or verb == "as":  # (``as <Card>``: the card played from the Supply)
            if not state.is_action(card):
                return 1.0 + card.coins
            rank = _rank(strategy.play, arg, state, pid)
            if rank is not None:
                return _LISTED - rank
            return 10.0 + (5.0 if card.actions > 0 else 0.0) + card.cost / 10
        if verb == "buy" or verb == "gain":
            rank = _rank(strategy.buy, arg, state, pid)
            if rank is not None:
                return _LISTED - rank
            if card.vp < 0:
                return -100.0
            if card.name == "Copper" or not (card.is_action or card.is_treasure):
                return -1.0
            return 0.5 * cost(state, card) + 0.1
        if verb == "trash":
            rank = _rank(strategy.trash, arg, state, pid)
            if rank is not None:
                return _LISTED - rank
            return -5.0 - keep_value(card)
        if verb == "discard":
            rank = _rank(strategy.discard, arg, state, pid)
            if rank is not None:
                return _LISTED - rank
            if (card.is_action and not card.is_treasure and pid == state.current
                    and state.phase is BUY_PHASE):
                return 0.5  # an Action in my own Buy phase is dead: discarded for Arena's VP
            keep = keep_value(card)
            return 1.0 - keep if keep < 0 else -keep
        if verb == "topdeck":
            return _topdeck_value(state, pid, card, from_hand)
        if verb == "bid" and arg is not None and arg.isdigit():  # Mountain Pass: 8 VP, cheaply
            n = int(arg)
            return 0.5 - 0.1 * n if n <= 4 else -1.0
        if verb == "leave":  # out of a shuffle into the deck (Annex): the cards least worth drawing
            return -keep_value(card)
        if verb == "move to":  # a seat token onto a pile (Lost Arts, Plan): one the bot buys
            rank = _rank(strategy.buy, arg, state, pid)
            return 0.0 if rank is None else _LISTED - rank
        if verb == "take":  # one card of several into the hand (Raze): the one most worth keeping
            return keep_value(card)
        if verb == "pass":  # Masquerade: pass the card I least want; Victory cards carry their VP
            late = state.supply_count("Province") <= 4
            return -keep_value(card) - card.vp * (2.0 if late else 0.5)
        if verb == "tax":  # Tax's 2 debt: on the dearest pile my buy rules never name
            if any(rule.card == arg for rule in strategy.buy):
                return -1.0
            return 0.1 * cost(state, card)
        if verb == "name":
            return _name_value(state, pid, card)
        if verb == "reveal":
            return 1.0
        if verb == "exchange":  # a Traveller for the next card of its line: always
            return 1.0
        if verb == "set aside":  # an Action it cannot play (Library); a card doing nothing (Joust)
            actions = state.players[pid].actions
            if card.is_action:
                return 1.0 if actions == 0 else -1.0
            return 1.0 if card.is_victory and not card.is_treasure else -1.0
        return 0.0


def _call_wanted(state: DominionState, pid: int, name: str, event: Event) -> bool:
    """Whether to call the Reserve card ``name`` from the Tavern mat now (``event``: the moment).

    Ratcatcher: a Curse, Victory card or Copper in hand to trash; Guide: a hand worth less than
    $4 with no Action; Transmogrify: any card in hand; Coin of the Realm: no Action left and an
    Action in hand; Royal Carriage: an Action costing $3 or more to replay; Duplicate: a gain
    worth a copy (no Curse or Copper; a Victory card only once the Provinces run low); Wine
    Merchant, and any other: always."""
    p = state.players[pid]
    if name == "Ratcatcher":
        return any(keep_value(c) < 1.0 for c in p.hand)
    if name == "Guide":
        return money_total(p.hand) < 4 and not any(c.is_action for c in p.hand)
    if name == "Transmogrify":
        return bool(p.hand)
    if name == "Coin of the Realm":
        return p.actions == 0 and any(c.is_action for c in p.hand)
    if name == "Royal Carriage":
        return event.card is not None and cost(state, event.card) >= 3
    if name == "Duplicate":
        card = event.card
        if card is None or card.vp < 0 or card.name == "Copper":
            return False
        return not card.is_victory or card.is_action or card.is_treasure or (
            state.supply_count("Province") <= 4)
    return True


def _bracket(coins: int) -> int:
    """Which buy a hand's $ reaches: nothing much, Silver, a $5, Gold, Province."""
    return 0 if coins < 3 else 1 if coins < 5 else 2 if coins < 6 else 3 if coins < 8 else 4


def _topdeck_value(state: DominionState, pid: int, card: Card, from_hand: bool) -> float:
    """Putting a card onto my deck. From my hand in my own turn (Courtyard, Artisan): an Action I
    have no action left to play (the dearest), else a Treasure this turn's buy does not need (the
    biggest such); otherwise (and from other zones: Harbinger, Sentry) the card most worth drawing
    next."""
    p = state.players[pid]
    if from_hand and state.current == pid:
        if card.is_action and p.actions == 0:
            return 20.0 + card.cost / 10
        money = p.coins + money_total(p.hand)
        if card.is_treasure and card.coins > 0 and _bracket(money - card.coins) == _bracket(money):
            return 10.0 + card.coins
    return keep_value(card) - 1.5


def _name_value(state: DominionState, pid: int, card: Card) -> float:
    """Naming a card: in my own turn, guess my next card (the commonest in my draw pile: Wishing
    Well); in another's (Contraband), name what that player most wants to buy (the dearest)."""
    if state.current != pid:
        return cost(state, card) + (0.5 if card.is_victory else 0.0)
    deck = state.players[pid].deck
    return sum(1 for c in deck if c.name == card.name) / max(1, len(deck)) + card.coins / 100


def _place_in_deck(gen: ActionGenerator[DominionState]) -> PlayerAction:
    """Secret Passage: take the card least worth keeping; a good one (Gold, an Action) goes on top
    for the next hand, anything weaker to the bottom."""
    card, pick = min(((c, o) for o in gen.choices() if (c := _card(o.arg or "")) is not None),
                     key=lambda co: keep_value(co[0]))
    gen = gen.choose(pick)
    positions = gen.choices()
    return gen.choose(positions[0] if keep_value(card) >= 3.0 else positions[-1]).generate_action()


def _best_on_top(gen: ActionGenerator[DominionState]) -> PlayerAction:
    """Patrol, Scout: put the cards back worst first, so the best ends on top."""
    options = gen.choices()
    while options:
        gen = gen.choose(min(options, key=lambda o: _keep(o.arg)))
        options = gen.choices()
    return gen.generate_action()


def _keep(name: str | None) -> float:
    card = _card(name or "")
    return 0.0 if card is None else keep_value(card)


_SEARCH_BUDGET: Final = 3000
_MISER_COINS: Final = "+$1 per Copper on your Tavern mat"
_WILD_HUNT_ESTATE: Final = "gain an Estate, and if you do, take the VP from the pile"
_PLAY_ALL: Final = Choice("play all treasures")
_SPEND: Final = SPEND_COFFERS
_PAY_DEBT: Final = PAY_DEBT
_END_TURN: Final = Choice("end turn")
_BARE_VALUES: Final[dict[str, float]] = {
    "yes": 0.5, "play all treasures": 10.0,
    "+$3": 1.0, "gain a Gold": 0.5,  # Courtier: money first, then a Gold (unlisted options: 0)
    "gain a Silver": 0.4,  # Squire: a Silver rather than Actions or Buys it has no use for
}
_CARDS: dict[str, Card | None] = {}


def _card(name: str) -> Card | None:
    if name in _CARDS:
        return _CARDS[name]
    try:
        card: Card | None = card_named(name)
    except KeyError:
        card = None
    _CARDS[name] = card
    return card


make_picklable((__name__,))  # the strategies and conditions pickle through their constructors
