"""Mission (Adventures Event, $4): "Once per turn: If the previous turn wasn't yours, take another
turn after this one, in which you can't buy cards." FAQ: "The extra turn is completely normal
except that you cannot buy cards during it. You can still buy Events, and play cards, and gain
cards in ways other than buying them [...] Buying Mission during a turn granted by Mission will not
give you another turn, because the previous turn was yours."

The extra turn is a queued `TurnEntry` of kind ``"mission"``; at its start every card of the
supply is banned for the turn (`TurnModifiers.banned`)."""

from __future__ import annotations

import pytest

from dgsim.core import InvalidActionError
from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]


def _bought() -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]},
                 decks={0: ["Workshop", "Gold", "Gold", "Copper", "Copper"] + ["Copper"] * 5},
                 landscapes=["Mission", "Alms"])
    s = act(s, "play all treasures")
    return act(s, "buy Mission")  # the only buy: the turn ends


def test_card_data() -> None:
    e = card_named("Mission")
    assert (e.cost, e.type_line, e.set_name, e.once_per_turn) == (4, "Event", "Adventures", True)


def test_another_turn_follows_in_which_no_card_may_be_bought() -> None:
    s = _bought()
    assert s.current == 0 and s.table.order.kind == "mission"
    assert s.player(0).counters.turns == 1  # an extra turn does not count as one of the game's
    s = act(s, "end actions") if "end actions" in choices(s) else s
    s = act(s, "play all treasures")  # $6
    labels = choices(s)
    assert not any(label.startswith("buy ") and label != "buy Alms"
                   and label != "buy Mission" for label in labels)
    with pytest.raises(InvalidActionError):
        act(s, "buy Gold")
    s = act(s, "end turn")
    assert s.current == 1 and s.table.order.kind == ""


def test_events_and_gains_other_than_buying_in_the_extra_turn() -> None:
    """Cards are played and gained otherwise (Workshop); Events may be bought (Alms)."""
    s = _bought()
    s = act(s, "play Workshop")
    s = act(s, "gain Silver")
    assert s.player(0).discard[0].name == "Silver"


def test_mission_in_the_mission_turn_gives_no_other_turn() -> None:
    s = _bought()
    s = act(s, "play Workshop")
    s = act(s, "gain Village")
    s = act(s, "play all treasures")  # $4
    s = act(s, "buy Mission")
    assert s.current == 1


def test_the_next_seat_follows_after_the_extra_turn() -> None:
    s = _bought()
    s = act(s, "play Workshop")
    s = act(s, "gain Village")
    s = act(s, "end turn")
    assert s.current == 1 and s.player(1).counters.turns == 0
