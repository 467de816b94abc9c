"""Conformance table of CS 5965 plays: (state, play, allowed), one or more rows per rule of spec 2.3.

Each row builds seat 0's turn with exact zones and asks whether the reference
server would accept the reply; allowed rows are also applied to the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from dgsim.protocol.cs5965 import IllegalPlayError, parse_defense, parse_play
from tests.protocol.helpers import cs_state, datum, referee

BASE = ("Copper", "Copper", "Silver", "Estate")


@dataclass(frozen=True)
class Row:
    rule: str
    play: str
    allowed: bool
    hand: tuple[str, ...] = BASE
    actions: int = 1
    buys: int = 1
    coins: int = 0
    supply: dict[str, int] = field(default_factory=dict)


ROWS = (
    # act: the card in hand, an action left, one action used
    Row("act needs the card in hand", "(act village)", False),
    Row("act needs an action left", "(act village)", False, hand=("Village", *BASE), actions=0),
    Row("act of a non-action", "(act copper)", False),
    Row("act of an unknown card", "(act witch)", False),
    Row("extra argument", "(act smithy copper)", False, hand=("Smithy", *BASE)),
    # mine
    Row("mine copper -> silver", "(act mine copper silver)", True, hand=("Mine", *BASE)),
    Row("mine silver -> gold", "(act mine silver gold)", True, hand=("Mine", *BASE)),
    Row("mine copper -> copper", "(act mine copper copper)", True, hand=("Mine", *BASE)),
    Row("mine: cost(T2) <= cost(T1)+3", "(act mine copper gold)", False, hand=("Mine", *BASE)),
    Row("mine: T1 a treasure", "(act mine estate silver)", False, hand=("Mine", *BASE)),
    Row("mine: T2 a treasure", "(act mine silver village)", False, hand=("Mine", *BASE)),
    Row("mine: T1 in hand", "(act mine gold gold)", False, hand=("Mine", *BASE)),
    Row("mine: T2 in supply", "(act mine silver gold)", False, hand=("Mine", *BASE),
        supply={"Gold": 0}),
    Row("mine: both treasures named", "(act mine copper)", False, hand=("Mine", *BASE)),
    Row("mine: no treasure in hand", "(act mine copper silver)", False,
        hand=("Mine", "Estate", "Estate")),
    # cellar
    Row("cellar of nothing", "(act cellar)", True, hand=("Cellar", *BASE)),
    Row("cellar of several", "(act cellar copper copper estate)", True, hand=("Cellar", *BASE)),
    Row("cellar: cards of the hand", "(act cellar gold)", False, hand=("Cellar", *BASE)),
    Row("cellar: each card once", "(act cellar estate estate)", False, hand=("Cellar", *BASE)),
    Row("cellar: not itself", "(act cellar cellar)", False, hand=("Cellar", *BASE)),
    Row("cellar: a second cellar", "(act cellar cellar)", True, hand=("Cellar", "Cellar", *BASE)),
    # remodel
    Row("remodel estate -> smithy (2+2)", "(act remodel estate smithy)", True,
        hand=("Remodel", *BASE)),
    Row("remodel: cost(C2) <= cost(C1)+2", "(act remodel estate market)", False,
        hand=("Remodel", *BASE)),
    Row("remodel gold -> province", "(act remodel gold province)", True,
        hand=("Remodel", "Gold", "Copper")),
    Row("remodel: C1 in hand", "(act remodel gold province)", False, hand=("Remodel", *BASE)),
    # the reference accepts this one (and duplicates the Remodel); dgsim follows the card text
    Row("remodel: not itself (deviation)", "(act remodel remodel silver)", False,
        hand=("Remodel", *BASE)),
    Row("remodel: a second remodel", "(act remodel remodel silver)", True,
        hand=("Remodel", "Remodel", *BASE)),
    Row("remodel: C2 in supply", "(act remodel silver duchy)", False, hand=("Remodel", *BASE),
        supply={"Duchy": 0}),
    Row("remodel: two cards named", "(act remodel estate)", False, hand=("Remodel", *BASE)),
    # workshop
    Row("workshop gains a $4", "(act workshop smithy)", True, hand=("Workshop", *BASE)),
    Row("workshop: cost <= 4", "(act workshop market)", False, hand=("Workshop", *BASE)),
    Row("workshop: in supply", "(act workshop silver)", False, hand=("Workshop", *BASE),
        supply={"Silver": 0}),
    Row("workshop: one card", "(act workshop)", False, hand=("Workshop", *BASE)),
    # vanilla actions
    *(Row(f"{c} in hand", f"(act {c.lower()})", True, hand=(c, *BASE))
      for c in ("Market", "Smithy", "Village", "Woodcutter", "Militia", "Moat")),
    # add
    Row("add a treasure in hand", "(add copper)", True),
    Row("add needs a buy left", "(add copper)", False, buys=0),
    Row("add: a treasure", "(add estate)", False),
    Row("add: in hand", "(add gold)", False),
    Row("add: one card", "(add copper copper)", False),
    # buy
    Row("buy what the coins pay", "(buy silver)", True, coins=3),
    Row("buy: cost <= coins", "(buy gold)", False, coins=5),
    Row("buy: a buy left", "(buy copper)", False, buys=0),
    Row("buy: in supply", "(buy silver)", False, coins=3, supply={"Silver": 0}),
    Row("buy: a card of the game", "(buy curse)", False, coins=3),
    Row("buy: symbols are lowercase", "(buy Silver)", False, coins=3),
    Row("buy with nothing played", "(buy copper)", True),
    # clean
    Row("clean a card in hand", "(clean estate)", True),
    Row("clean: the card in hand", "(clean gold)", False),
    Row("clean with an empty hand", "(clean)", True, hand=()),
    Row("clean: bare only with an empty hand", "(clean)", False),
    Row("clean: one card", "(clean estate copper)", False),
    Row("clean with buys 0 and actions 0", "(clean copper)", True, actions=0, buys=0),
    # not plays
    Row("not a play", "(moat)", False),
    Row("a bare symbol", "buy", False),
)


@pytest.mark.parametrize("row", ROWS, ids=[r.rule for r in ROWS])
def test_play_conformance(row: Row) -> None:
    ref = referee(cs_state(row.hand, actions=row.actions, buys=row.buys, coins=row.coins,
                           supply=row.supply, deck=("Gold",) * 5))
    try:
        play = parse_play(datum(row.play))
        allowed = ref.check(play) is None
    except IllegalPlayError:
        allowed = False
    assert allowed is row.allowed
    if allowed:
        ref.play(play)  # the engine agrees: no IllegalPlayError
    else:
        with pytest.raises(IllegalPlayError):
            ref.play(parse_play(datum(row.play)))


DEFENSES = (
    ("moat with a moat", ("Moat", "Copper", "Copper", "Estate", "Silver"), "(moat)", True),
    ("moat needs a moat", (*BASE, "Gold"), "(moat)", False),
    ("discard down to 3", (*BASE, "Gold"), "(discard estate copper)", True),
    ("must leave exactly 3", (*BASE, "Gold"), "(discard estate)", False),
    ("not below 3", (*BASE, "Gold"), "(discard estate copper copper)", False),
    ("cards from the hand", (*BASE, "Gold"), "(discard province duchy)", False),
    ("each card once", (*BASE, "Gold"), "(discard estate estate)", False),
    ("3 cards: nothing", ("Copper", "Estate", "Silver"), "(discard)", True),
    ("2 cards: nothing", ("Copper", "Estate"), "(discard)", True),
    ("2 cards: not one", ("Copper", "Estate"), "(discard copper)", False),
    ("moat holder may discard", ("Moat", "Copper", "Copper", "Estate", "Silver"),
     "(discard moat estate)", True),
    ("not a defense", BASE, "(clean)", False),
)


@pytest.mark.parametrize("rule,hand,text,allowed", DEFENSES, ids=[d[0] for d in DEFENSES])
def test_defense_conformance(rule: str, hand: tuple[str, ...], text: str, allowed: bool) -> None:
    ref = referee(cs_state(("Militia", "Copper"), others={1: hand}))
    try:
        defense = parse_defense(datum(text))
        ok = ref.check_defense(1, defense) is None
    except IllegalPlayError:
        ok = False
    assert ok is allowed
    if ok:
        ref.play(parse_play(datum("(act militia)")), {1: defense})
        kept = [c.name for c in ref.state.players[1].hand]
        if defense.kind == "moat":
            assert sorted(kept) == sorted(hand)
        else:
            assert len(kept) == min(3, len(hand))
        assert ref.state.players[0].coins == 2


# -- what accepted plays do (as the reference applies them) ----------------------------------------


def test_mine_trashes_and_gains_to_hand() -> None:
    ref = referee(cs_state(("Mine", "Copper", "Estate")))
    ref.play(parse_play(datum("(act mine copper silver)")))
    p = ref.state.players[0]
    assert sorted(c.name for c in p.hand) == ["Estate", "Silver"]
    assert [c.name for c in ref.state.trash_pile] == ["Copper"]
    assert [c.name for c in p.in_play] == ["Mine"]
    assert p.actions == 0
    assert ref.state.supply_count("Silver") == 39


def test_cellar_discards_and_draws_as_many_actions_unchanged() -> None:
    ref = referee(cs_state(("Cellar", "Estate", "Estate", "Copper"), deck=("Gold", "Gold", "Silver")))
    ref.play(parse_play(datum("(act cellar estate estate)")))
    p = ref.state.players[0]
    assert sorted(c.name for c in p.hand) == ["Copper", "Gold", "Gold"]
    assert [c.name for c in p.discard] == ["Estate", "Estate"]
    assert p.actions == 1


def test_remodel_gains_to_discards() -> None:
    ref = referee(cs_state(("Remodel", "Gold", "Copper")))
    ref.play(parse_play(datum("(act remodel gold province)")))
    p = ref.state.players[0]
    assert [c.name for c in p.discard] == ["Province"]
    assert [c.name for c in p.hand] == ["Copper"]
    assert [c.name for c in ref.state.trash_pile] == ["Gold"]


def test_add_zeroes_actions_and_moves_the_treasure_to_plays() -> None:
    ref = referee(cs_state(("Village", "Copper", "Silver")))
    ref.play(parse_play(datum("(add silver)")))
    move = ref.move()
    assert isinstance(move, tuple) and isinstance(move[1], tuple)
    assert ("actions", 0) in move[1]
    assert ("coins", 2) in move[1]
    assert ("plays", "silver") in move[1]
    assert ref.check(parse_play(datum("(act village)"))) == "act: no actions left"


def test_buy_zeroes_actions_and_treasures_may_follow_while_buys_remain() -> None:
    ref = referee(cs_state(("Woodcutter", "Village", "Copper", "Copper", "Silver")))
    ref.play(parse_play(datum("(act woodcutter)")))
    ref.play(parse_play(datum("(add copper)")))
    ref.play(parse_play(datum("(buy silver)")))
    p = ref.state.players[0]
    assert (p.buys, p.coins) == (1, 0)
    assert ref.check(parse_play(datum("(act village)"))) is not None
    ref.play(parse_play(datum("(add silver)")))
    ref.play(parse_play(datum("(buy estate)")))
    assert ref.check(parse_play(datum("(add copper)"))) == "add: no buys left"


def test_turn_ends_only_on_clean() -> None:
    ref = referee(cs_state(("Copper", "Estate"), deck=("Copper",) * 5, coins=0))
    ref.play(parse_play(datum("(buy copper)")))
    assert ref.current == 0 and not ref.is_over()
    assert ref.state.players[0].buys == 0
    ref.play(parse_play(datum("(clean estate)")))
    assert ref.current == 1
    assert len(ref.state.players[0].hand) == 5
    assert sorted(c.name for c in ref.state.players[0].discard) == ["Copper", "Copper", "Estate"]


def test_standard_rules_forbid_treasures_after_a_buy() -> None:
    ref = referee(cs_state(("Woodcutter", "Copper", "Silver"), rules="standard"))
    ref.play(parse_play(datum("(act woodcutter)")))
    ref.play(parse_play(datum("(buy copper)")))
    with pytest.raises(IllegalPlayError):
        ref.play(parse_play(datum("(add silver)")))
