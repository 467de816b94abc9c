"""Golden tests of every CS 5965 message shape, written from the specification (sections 2 and 3).

A small supply keeps the lines short: the spec's flat supply is one symbol
per card left, in setup order, with empty piles left out.
"""

from __future__ import annotations

from dgsim.dominion.variant import CS5965_PILES
from dgsim.protocol.cs5965 import (
    attacked_message,
    defended_message,
    move_message,
    moved_message,
    parse_defense,
    parse_play,
    shown,
)
from dgsim.protocol.sexpr import write
from tests.protocol.helpers import cs_state, datum

EMPTY = {name: 0 for name in CS5965_PILES}
SMALL = {**EMPTY, "Copper": 2, "Woodcutter": 1, "Moat": 1}
NAMES = ("0-alpha", "1-beta", "2-gamma")


def test_move_message_fields_in_order() -> None:
    state = cs_state(("Copper", "Estate"), deck=("Silver", "Copper"), discard=("Province", "Estate"),
                     plays=("Village", "Copper"), actions=1, buys=2, coins=1, supply=SMALL,
                     trash=("Estate", "Copper"))
    line = write(move_message(state, 0, NAMES[:2], zeroed=False))
    assert line == (
        "(move ((players 0-alpha 1-beta) (supply copper copper woodcutter moat) (trash copper estate)"
        " (actions 1) (buys 2) (coins 1) (deck copper silver) (hand estate copper)"
        " (plays copper village) (discards province estate)))"
    )


def test_move_after_add_shows_zero_actions_and_empty_lists_as_bare_names() -> None:
    state = cs_state((), supply=EMPTY, actions=1, buys=0)
    assert write(move_message(state, 0, NAMES[:2], zeroed=True)) == (
        "(move ((players 0-alpha 1-beta) (supply) (trash) (actions 0) (buys 0) (coins 0)"
        " (deck) (hand) (plays) (discards)))"
    )


def test_players_start_with_the_receiver_then_turn_order() -> None:
    state = cs_state((), supply=EMPTY, players=3)
    line = write(move_message(state, 2, NAMES, zeroed=False))
    assert line.startswith("(move ((players 2-gamma 0-alpha 1-beta) (supply) (trash)")


def test_full_supply_in_setup_order() -> None:
    state = cs_state(())
    line = write(move_message(state, 0, NAMES[:2], zeroed=False))
    supply = line.split("(supply ")[1].split(")")[0].split(" ")
    assert len(supply) == 46 + 40 + 30 + 8 * 3 + 10 * 10
    order = list(dict.fromkeys(supply))
    assert order == [n.lower() for n in CS5965_PILES]
    assert "curse" not in supply


def test_moved_echoes_the_play_as_read() -> None:
    play = parse_play(datum("(  act\n mine   copper\tsilver )"))
    assert write(moved_message("0-alpha", play.datum)) == "(moved 0-alpha (act mine copper silver))"
    assert write(moved_message("1-beta", datum("(clean)"))) == "(moved 1-beta (clean))"


def test_attacked_has_zero_counters_and_no_plays_and_the_defender_first() -> None:
    state = cs_state(("Militia",), plays=("Militia",), coins=2, supply=SMALL, players=3,
                     others={2: ["Moat", "Copper", "Estate", "Copper", "Silver"]})
    line = write(attacked_message(state, 2, NAMES, "0-alpha"))
    assert line == (
        "(attacked (act militia) 0-alpha ((players 2-gamma 0-alpha 1-beta)"
        " (supply copper copper woodcutter moat) (trash) (actions 0) (buys 0) (coins 0) (deck)"
        " (hand silver copper estate copper moat) (plays) (discards)))"
    )


def test_defended_prunes_to_the_card_face_up() -> None:
    def line(text: str) -> str:
        return write(defended_message("1-beta", parse_defense(datum(text)).datum))

    assert line("(discard estate copper)") == "(defended 1-beta (discard estate))"
    assert line("(discard)") == "(defended 1-beta (discard))"
    assert line("(moat)") == "(defended 1-beta (moat))"
    assert shown(datum("(discard gold)")) == datum("(discard gold)")


def test_plays_parse_into_dgsim_names() -> None:
    assert parse_play(datum("(act remodel gold province)")).cards == ("Remodel", "Gold", "Province")
    assert parse_play(datum("(add copper)")).cards == ("Copper",)
    assert parse_play(datum("(buy woodcutter)")).cards == ("Woodcutter",)
    assert parse_play(datum("(clean)")).cards == ()
    assert parse_defense(datum("(discard copper copper)")).cards == ("Copper", "Copper")


def test_observations_carry_durations_mats_and_tokens_and_hide_private_cards() -> None:
    """Issue 13: mats, VP tokens and Durations in the jsonl messages; private cards as counts."""
    from dgsim.dominion import card_named, scenario
    from dgsim.dominion.state import NO_MORE, DurationRecord
    from dgsim.protocol.bridge import state_from_observation
    from dgsim.protocol.jsonl import observation as jsonl_observation

    gold, haven = card_named("Gold"), card_named("Haven")
    s = scenario(["Haven", "Native Village", "Island"], hands={0: ["Copper"], 1: ["Estate"]})
    more = NO_MORE.evolve(durations=(haven,), pending=(DurationRecord(haven, aside=(gold,)),),
                          mats=(("Island", (gold,)), ("Native Village", (gold, gold))), vp_tokens=2)
    s = s.with_player(1, s.player(1).with_more(more))
    mine = jsonl_observation(s, 1)["you"]
    theirs = jsonl_observation(s, 0)["others"]
    assert isinstance(mine, dict) and isinstance(theirs, list)
    assert mine["mats"] == {"Island": ["Gold"], "Native Village": ["Gold", "Gold"]}
    assert (mine["face_down"], mine["duration"], mine["vp_tokens"]) == (["Gold"], ["Haven"], 2)
    assert theirs[0]["mats"] == {"Island": ["Gold"], "Native Village": 2}
    assert theirs[0]["face_down"] == 1
    plain = jsonl_observation(scenario(["Smithy"], hands={0: []}), 0)["you"]
    assert isinstance(plain, dict) and "mats" not in plain
    start: dict[str, object] = {"players": ["a", "b"], "piles": [c.name for c in s.mode.piles],
             "kingdom": [c.name for c in s.mode.kingdom], "rules": {}}
    rebuilt = state_from_observation(jsonl_observation(s, 0), start)
    assert rebuilt.player(1).mats == {"Island": (gold,), "Native Village": (card_named("Copper"),) * 2}
    durations = rebuilt.player(1).more.lasting.durations
    assert rebuilt.player(1).vp_tokens == 2 and [c.name for c in durations] == ["Haven"]


def test_an_observation_after_a_buy_rebuilds_a_state_that_bought() -> None:
    """The jsonl observation says whether a card was bought this turn (no Treasure may then be
    played); the state rebuilt from it (`state_from_observation`) knows it too."""
    from dgsim.dominion import scenario
    from dgsim.dominion.phase import BUY_PHASE, BUY_PHASE_BOUGHT
    from dgsim.protocol.bridge import state_from_observation
    from dgsim.protocol.jsonl import observation as jsonl_observation
    from tests.dominion.helpers import act

    s = scenario(["Market"], hands={0: ["Market", "Copper", "Silver"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Market"), "play Silver")
    start: dict[str, object] = {"players": ["a", "b"], "piles": [c.name for c in s.mode.piles],
                                "kingdom": [c.name for c in s.mode.kingdom], "rules": {}}
    before = state_from_observation(jsonl_observation(s, 0), start)
    assert jsonl_observation(s, 0)["bought"] is False and before.phase is BUY_PHASE
    s = act(s, "buy Copper")
    seen = jsonl_observation(s, 0)
    assert (seen["phase"], seen["bought"]) == ("buy", True)
    after = state_from_observation(seen, start)
    assert after.phase is BUY_PHASE_BOUGHT and after.bought
