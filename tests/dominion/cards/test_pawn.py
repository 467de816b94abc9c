"""Pawn (Intrigue): "Choose two: +1 Card; +1 Action; +1 Buy; +$1. The choices must be different."

(wiki.dominionstrategy.com/index.php/Pawn.) Options are labelled by their printed words and picked
in printed order (one path per pair)."""

from __future__ import annotations

import pytest

from dgsim.core import InvalidActionError
from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Pawn", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Pawn")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Intrigue")


def test_options_by_printed_words() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Pawn"]}), "play Pawn")
    assert choices(s) == ("+1 Card", "+1 Action", "+1 Buy")
    assert s.action_generator(0).choose("+1 Action").labels() == ("+1 Buy", "+$1")


def test_card_and_action() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Pawn"]}, decks={0: ["Gold"]}), "play Pawn"),
            "+1 Card", "+1 Action")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Pawn"]}
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (1, 1, 0)


def test_buy_and_coin() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Pawn"]}, decks={0: ["Gold"]}), "play Pawn"),
            "+1 Buy", "+$1")
    assert zones(s, 0) == {"deck": ["Gold"], "in_play": ["Pawn"]}
    assert (s.player(0).buys, s.player(0).coins) == (2, 1)


def test_the_same_option_twice_is_refused() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Pawn"]}), "play Pawn")
    with pytest.raises(InvalidActionError):
        act(s, "+$1", "+$1")


def test_throne_room_on_pawn() -> None:
    """Two plays, two pairs: +1 Card +1 Action, then +1 Buy +$1."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Pawn"]}, decks={0: ["Silver"]})
    s = act(act(s, "play Throne Room"), "play Pawn")
    s = act(act(s, "+1 Card", "+1 Action"), "+1 Buy", "+$1")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Throne Room", "Pawn"]}
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (1, 2, 1)
