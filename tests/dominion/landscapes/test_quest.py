"""Quest (Adventures Event, $0): "You may discard an Attack, two Curses, or six cards. If you do,
gain a Gold." FAQ: "You may choose to discard 6 cards despite not having enough cards in hand; you
will discard everything and not gain a Gold. You may choose to discard two Curses despite only
having one; you will discard that Curse and not gain a Gold."

The options are the printed words, and "discard nothing" ("you may")."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Village", "Smithy", "Market", "Militia"]
OPTIONS = ("discard an Attack", "discard two Curses", "discard six cards", "discard nothing")


def _bought(hand: list[str]) -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Market", *hand]}, decks={0: ["Duchy"]},
                 landscapes=["Quest"])
    s = act(s, "play Market")  # +1 Buy, +$1: the turn goes on after Quest
    if "end actions" in choices(s):
        s = act(s, "end actions")
    return act(s, "buy Quest")


def test_card_data() -> None:
    e = card_named("Quest")
    assert (e.cost, e.type_line, e.set_name) == (0, "Event", "Adventures")


def test_options_are_the_printed_words() -> None:
    assert choices(_bought(["Militia"])) == OPTIONS


def test_discard_an_attack_gains_a_gold() -> None:
    s = act(_bought(["Militia", "Smithy"]), "discard an Attack")  # the one Attack: no question
    assert zones(s, 0) == {"hand": ["Smithy", "Duchy"], "discard": ["Gold", "Militia"],
                           "in_play": ["Market"]}


def test_discard_an_attack_without_one_does_nothing() -> None:
    s = act(_bought(["Smithy"]), "discard an Attack")
    assert zones(s, 0) == {"hand": ["Smithy", "Duchy"], "in_play": ["Market"]}


def test_discard_two_curses_gains_a_gold() -> None:
    s = act(_bought(["Curse", "Curse", "Curse"]), "discard two Curses")
    assert zones(s, 0) == {"hand": ["Curse", "Duchy"], "discard": ["Gold", "Curse", "Curse"],
                           "in_play": ["Market"]}


def test_one_curse_is_discarded_for_no_gold() -> None:
    """FAQ: two Curses chosen with one: that Curse is discarded, no Gold."""
    s = act(_bought(["Curse", "Copper"]), "discard two Curses")
    assert zones(s, 0) == {"hand": ["Copper", "Duchy"], "discard": ["Curse"],
                           "in_play": ["Market"]}


def test_discard_six_cards_gains_a_gold() -> None:
    s = act(_bought(["Copper"] * 4 + ["Estate"] * 2), "discard six cards")
    s = act(s, "discard Copper", "discard Copper", "discard Copper", "discard Duchy",
            "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Market"],
                           "discard": ["Gold", "Estate", "Estate", "Duchy", "Copper", "Copper",
                                       "Copper"]}


def test_six_cards_with_fewer_discards_all_for_no_gold() -> None:
    """FAQ: fewer than 6 in hand: everything is discarded, no Gold."""
    s = act(_bought(["Copper", "Estate"]), "discard six cards")
    assert zones(s, 0) == {"in_play": ["Market"], "discard": ["Duchy", "Estate", "Copper"]}


def test_discard_nothing() -> None:
    s = act(_bought(["Militia"]), "discard nothing")
    assert zones(s, 0) == {"hand": ["Militia", "Duchy"], "in_play": ["Market"]}
