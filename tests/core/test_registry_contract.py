"""The contract of the game registry (docs/saved-games.md): parameters are checked as data, with
inclusive bounds and one exact line naming the parameter and the bad value."""

from __future__ import annotations

import pytest

from dgsim import GameState, SavedGameError, game_names
from dgsim.core.registry import (
    MAX_NAMES,
    GameSpec,
    Param,
    ParamValue,
    build_game,
    game_spec,
    register_game,
    validate_params,
)
from dgsim.games import new_goofspiel

CARDS = frozenset({"Gold", "Silver", "Great Hall"})


def is_card(name: str) -> bool:
    return name in CARDS


def check(param: Param, value: object) -> ParamValue:
    """``value`` validated as parameter ``param`` of a game called ``g``."""
    return validate_params("g", (param,), {param.name: value}, is_card)[param.name]


def refusal(param: Param, value: object) -> str:
    """The message for ``value`` as parameter ``param`` of ``g``."""
    with pytest.raises(SavedGameError) as caught:
        check(param, value)
    return str(caught.value)


def test_int_bounds_are_inclusive() -> None:
    n = Param("n", "int", low=2, high=5)
    assert check(n, 2) == 2 and check(n, 5) == 5
    assert refusal(n, 1) == "game 'g': parameter 'n' must be at least 2, not 1"
    assert refusal(n, 6) == "game 'g': parameter 'n' must be at most 5, not 6"
    assert check(Param("n", "int"), -(10**30)) == -(10**30)  # unbounded


@pytest.mark.parametrize(("param", "value", "message"), [
    (Param("n", "int"), "3", "parameter 'n' must be an integer, not '3'"),
    (Param("n", "int"), False, "parameter 'n' must be an integer, not False"),
    (Param("flag", "bool"), 0, "parameter 'flag' must be true or false, not 0"),
    (Param("rules", "str"), 5, "parameter 'rules' must be a string, not 5"),
    (Param("rules", "str", choices=("a", "b")), "c", "parameter 'rules' must be one of a, b, not 'c'"),
    (Param("k", "names"), "Gold", "parameter 'k' must be a list of card names, not 'Gold'"),
    (Param("k", "names"), ["Gold", "Copper"], "parameter 'k' names an unknown card 'Copper'"),
    (Param("hands", "seat_names"), ["Gold"], "parameter 'hands' must map seats to card names, not "
                                             "['Gold']"),
    (Param("hands", "seat_names"), {"x": []}, "parameter 'hands' has a seat 'x' that is not a seat "
                                              "number"),
    (Param("supply", "name_counts"), [], "parameter 'supply' must map card names to counts, not []"),
    (Param("supply", "name_counts"), {"Lead": 1}, "parameter 'supply' names an unknown card 'Lead'"),
    (Param("supply", "name_counts"), {"Gold": -1}, "parameter 'supply' gives 'Gold' a count that is "
                                                   f"not 0..{MAX_NAMES}: -1"),
    (Param("supply", "name_counts"), {"Gold": "3"}, "parameter 'supply' gives 'Gold' a count that "
                                                    f"is not 0..{MAX_NAMES}: '3'"),
    (Param("supply", "name_counts"), {"Gold": True}, "parameter 'supply' gives 'Gold' a count that "
                                                     f"is not 0..{MAX_NAMES}: True"),
])
def test_a_bad_value_is_named_in_one_line(param: Param, value: object, message: str) -> None:
    assert refusal(param, value) == f"game 'g': {message}"


def test_seats_are_numbers_of_at_most_two_digits() -> None:
    hands = Param("hands", "seat_names")
    assert check(hands, {"0": ["Gold"], "7": [], "10": ["Great Hall"], "99": []}) == {
        0: ["Gold"], 7: [], 10: ["Great Hall"], 99: []}
    for seat in ("100", "-1", "1.5", ""):
        assert refusal(hands, {seat: []}) == (f"game 'g': parameter 'hands' has a seat {seat!r} that "
                                              "is not a seat number")


def test_counts_run_from_zero_to_the_limit() -> None:
    supply = Param("supply", "name_counts")
    assert check(supply, {"Gold": 0, "Silver": MAX_NAMES}) == {"Gold": 0, "Silver": MAX_NAMES}
    assert refusal(supply, {"Gold": MAX_NAMES + 1}).endswith(f": {MAX_NAMES + 1}")


def test_a_list_may_hold_up_to_the_limit_of_names() -> None:
    names = Param("k", "names")
    assert check(names, ["Gold"] * MAX_NAMES) == ["Gold"] * MAX_NAMES
    assert refusal(names, ["Gold"] * (MAX_NAMES + 1)) == (f"game 'g': parameter 'k' lists more than "
                                                          f"{MAX_NAMES} names")


def test_a_long_value_is_shortened_to_sixty_characters() -> None:
    n = Param("n", "int")
    fits = "x" * 58  # its repr is exactly 60 characters
    assert refusal(n, fits) == f"game 'g': parameter 'n' must be an integer, not {fits!r}"
    long = "y" * 59
    shown = repr(long)[:57] + "..."
    assert len(shown) == 60
    assert refusal(n, long) == f"game 'g': parameter 'n' must be an integer, not {shown}"


def test_unknown_and_missing_parameters() -> None:
    declared = (Param("b", "int", default=1), Param("a", "str", default="x"))
    assert validate_params("g", declared, {}) == {"b": 1, "a": "x"}
    with pytest.raises(SavedGameError) as caught:
        validate_params("g", declared, {"c": 1, "a": "y", "zz": 2})
    assert str(caught.value) == "game 'g': unknown parameter 'c'; known: a, b"
    with pytest.raises(SavedGameError) as caught:
        validate_params("g", (Param("need", "int"),), {})
    assert str(caught.value) == "game 'g': parameter 'need' is missing"


def refusing_builder(exc: Exception) -> GameSpec:
    def build(n: int) -> GameState:
        raise exc

    return GameSpec("contract-refuses", (Param("n", "int", default=1, low=1),), build)


@pytest.mark.parametrize(("exc", "message"), [
    (KeyError("no card called 'Lead'"), "no card called 'Lead'"),
    (ValueError("too many\n   players"), "too many players"),
    (TypeError("bad seed"), "bad seed"),
    (UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
     "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"),
])
def test_a_builder_that_refuses_gives_one_line(exc: Exception, message: str) -> None:
    register_game(refusing_builder(exc), replace=True)
    with pytest.raises(SavedGameError) as caught:
        build_game("contract-refuses", {})
    assert str(caught.value) == f"game 'contract-refuses': {message}"
    with pytest.raises(SavedGameError) as caught:
        build_game("contract-refuses", {"n": 0})
    assert str(caught.value) == "game 'contract-refuses': parameter 'n' must be at least 1, not 0"


def test_games_are_found_by_name_or_by_an_old_files_factory() -> None:
    spec = GameSpec("contract-old", (Param("cards", "int", default=3),), new_goofspiel,
                    legacy=("contract.module:old_factory",))
    register_game(spec, replace=True)
    assert game_spec("contract-old") is spec
    assert game_spec("contract.module:old_factory") is spec
    assert build_game("contract.module:old_factory", {"cards": 2}) == new_goofspiel(cards=2)
    assert list(game_names()) == sorted(game_names()) and "contract-old" in game_names()
    with pytest.raises(SavedGameError) as caught:
        game_spec("contract-missing")
    assert str(caught.value) == ("unknown game 'contract-missing'; registered games: "
                                 + ", ".join(game_names()))


def test_a_name_is_registered_once_unless_replaced() -> None:
    first = GameSpec("contract-once", (), new_goofspiel)
    register_game(first, replace=True)
    register_game(first)  # the same spec again: nothing to refuse
    second = GameSpec("contract-once", (), new_goofspiel, description="another")
    with pytest.raises(ValueError) as caught:
        register_game(second)
    assert str(caught.value) == "a game named 'contract-once' is already registered"
    assert game_spec("contract-once") is first
    register_game(second, replace=True)
    assert game_spec("contract-once") is second
