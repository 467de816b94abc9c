"""The order of hands and discard piles in a STATE is the reference server's.

The reference keeps a hand as a list, newest card first: a play removes the
first copy of a card (Racket's ``remove``/``remq``), drawn cards and a
Mine's gain go in front; discarded cards land on the pile in the order the
reply named them, the first on top; a clean puts the hand, then the plays,
on the pile. The expected lists below are worked out by those rules (several
are the reference's own unit tests of ``move.rkt`` and ``defend.rkt``).
"""

from __future__ import annotations

from collections.abc import Sequence

from dgsim.protocol.cs5965 import Referee, parse_defense, parse_play
from dgsim.protocol.sexpr import Datum
from tests.protocol.helpers import cs_state, datum, referee


def _dgsim(protocol_hand: str) -> tuple[str, ...]:
    """A hand in dgsim's order (newest last) from the protocol's order (newest first)."""
    return tuple(w.capitalize() for w in protocol_hand.split())[::-1]


def _field(message: Datum, name: str) -> tuple[Datum, ...]:
    assert isinstance(message, tuple)
    state = message[-1]
    assert isinstance(state, tuple)
    for item in state:
        if isinstance(item, tuple) and item and item[0] == name:
            return item[1:]
    raise AssertionError(f"no {name} field")


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


def _play(ref: Referee, text: str) -> None:
    ref.play(parse_play(datum(text)))


def test_a_play_removes_the_first_copy() -> None:
    ref = referee(cs_state(_dgsim("copper estate silver copper")))
    assert _field(ref.move(), "hand") == _words("copper estate silver copper")
    _play(ref, "(add copper)")
    assert _field(ref.move(), "hand") == _words("estate silver copper")


def test_an_action_removes_its_first_copy_and_draws_in_front() -> None:
    ref = referee(cs_state(_dgsim("village copper estate village"), deck=("Gold", "Silver")))
    _play(ref, "(act village)")
    assert _field(ref.move(), "hand") == _words("gold copper estate village")


def test_mine_takes_the_first_copies_and_gains_in_front() -> None:
    # move.rkt: (mine gM (turn '() 1 1 0) 'copper 'silver) with hand (mine silver copper estate estate)
    ref = referee(cs_state(_dgsim("mine silver copper estate estate")))
    _play(ref, "(act mine copper silver)")
    assert _field(ref.move(), "hand") == _words("silver silver estate estate")
    ref = referee(cs_state(_dgsim("copper mine estate copper")))
    _play(ref, "(act mine copper copper)")
    assert _field(ref.move(), "hand") == _words("copper estate copper")


def test_cellar_discards_in_the_replys_order_and_draws_in_front() -> None:
    # move.rkt: (cellar gC (turn '() 1 1 0) '(copper estate)), hand (cellar silver copper estate estate)
    state = cs_state(_dgsim("cellar silver copper estate estate"),
                     deck=("Copper", "Copper", "Copper", "Copper", "Estate"))
    ref = referee(state)
    _play(ref, "(act cellar copper estate)")
    move = ref.move()
    assert _field(move, "hand") == _words("copper copper silver estate")
    assert _field(move, "discards") == _words("copper estate")
    ref = referee(state)
    _play(ref, "(act cellar estate copper)")
    assert _field(ref.move(), "discards") == _words("estate copper")


def _defend(hand: str, defense: str, discards: Sequence[str] = ()) -> Referee:
    ref = referee(cs_state(("Militia",), others={1: _dgsim(hand)}))
    ref.discards[1] = list(discards)
    ref.play(parse_play(datum("(act militia)")), {1: parse_defense(datum(defense))})
    return ref


def test_a_defense_discards_in_the_replys_order() -> None:
    # defend.rkt: (discard p1 '(estate copper)) and '(copper copper), hand (copper copper moat estate estate)
    ref = _defend("copper copper moat estate estate", "(discard estate copper)")
    assert ref.hands[1] == ["copper", "moat", "estate"]
    assert ref.discards[1] == ["estate", "copper"]
    ref = _defend("copper copper moat estate estate", "(discard copper copper)")
    assert ref.hands[1] == ["moat", "estate", "estate"]
    assert ref.discards[1] == ["copper", "copper"]
    ref = _defend("copper estate copper gold estate", "(discard copper estate)")
    assert ref.hands[1] == ["copper", "gold", "estate"]
    assert ref.discards[1] == ["copper", "estate"]
    attacked = ref.attacked(1)
    assert _field(attacked, "hand") == _words("copper gold estate")
    assert _field(attacked, "discards") == _words("copper estate")


def test_clean_puts_the_hand_then_the_plays_on_the_pile() -> None:
    ref = referee(cs_state(_dgsim("copper estate silver copper"), deck=("Gold",) * 5,
                           discard=("Duchy",)))
    _play(ref, "(add copper)")
    _play(ref, "(clean estate)")
    assert ref.discards[0] == ["estate", "silver", "copper", "copper", "duchy"]
    assert ref.hands[0] == ["gold"] * 5


def test_buys_and_workshop_gains_land_on_top() -> None:
    ref = referee(cs_state(_dgsim("workshop copper copper copper"), discard=("Estate",)))
    _play(ref, "(act workshop smithy)")
    _play(ref, "(add copper)")
    _play(ref, "(buy copper)")
    move = ref.move()
    assert _field(move, "discards") == _words("copper smithy estate")
    assert _field(move, "hand") == _words("copper copper")


def test_a_reshuffle_empties_the_pile() -> None:
    ref = referee(cs_state(_dgsim("cellar estate estate copper"), discard=("Gold",)))
    _play(ref, "(act cellar estate copper)")
    move = ref.move()
    assert _field(move, "discards") == ()
    assert sorted(_field(move, "hand") + _field(move, "deck")) == ["copper", "estate", "estate",
                                                                   "gold"]
