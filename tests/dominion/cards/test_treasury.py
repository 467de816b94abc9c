"""Treasury (Seaside, 2nd edition): "+1 Card +1 Action +$1. At the end of your Buy phase this turn, if
you didn't gain a Victory card in it, you may put this onto your deck."

The end of the Buy phase is the start of Clean-up (nothing happens in between): each Treasury in
play is offered as ``topdeck Treasury`` / ``no``, one at a time, unless a Victory card was gained
in this Buy phase (a Victory card gained in the Action phase does not count). Put back, it is known
to every seat and is drawn in Clean-up. Under a Throne Room: +2 Cards +2 Actions +$2, one card to
put back.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Treasury", TR, "Workshop", "Village"]
DECK = ["Copper", "Silver"] + ["Estate"] * 10


def test_card_data() -> None:
    """A $5 Action of Seaside."""
    card = card_named("Treasury")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Seaside")


def test_put_back_at_the_end_of_the_buy_phase() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Treasury"]}, decks={0: DECK}), "play Treasury")
    p = s.player(0)
    assert (zones(s, 0)["hand"], p.actions, p.coins) == (["Copper"], 1, 1)
    s = act(act(s, "play all treasures"), "buy Copper")
    assert s.waiting_for() == 0
    assert choices(s) == ("topdeck Treasury", "no")
    s = act(s, "topdeck Treasury")
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Treasury", "Silver", "Estate", "Estate", "Estate"],
                           "deck": ["Estate"] * 7, "discard": ["Copper", "Copper"]}


def test_declined() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Treasury"]}, decks={0: DECK}), "play Treasury")
    s = act(act(s, "end turn"), "no")
    assert zones(s, 0)["discard"] == ["Copper", "Treasury"]


def test_not_after_gaining_a_victory_card_in_the_buy_phase() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Treasury", "Silver"]}, decks={0: DECK}), "play Treasury")
    s = act(act(s, "play all treasures"), "buy Estate")
    assert s.current == 1  # nothing asked
    assert zones(s, 0)["discard"] == ["Copper", "Silver", "Treasury", "Estate"]


def test_a_victory_card_gained_in_the_action_phase_does_not_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Treasury", "Workshop"]}, decks={0: DECK})
    s = act(act(act(act(s, "play Village"), "play Treasury"), "play Workshop"), "gain Estate")
    s = act(s, "end turn")
    assert choices(s) == ("topdeck Treasury", "no")


def test_two_treasuries_one_at_a_time() -> None:
    s = scenario(KINGDOM, hands={0: ["Treasury", "Treasury"]}, decks={0: DECK})
    s = act(act(s, "play Treasury"), "play Treasury")
    s = act(act(s, "end turn"), "topdeck Treasury")
    assert choices(s) == ("topdeck Treasury", "no")
    s = act(s, "topdeck Treasury")
    assert zones(s, 0)["hand"][:2] == ["Treasury", "Treasury"]


def test_throne_room_on_treasury() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Treasury"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Treasury")
    p = s.player(0)
    assert (zones(s, 0)["hand"], p.actions, p.coins) == (["Copper", "Silver"], 2, 2)
    s = act(act(s, "end turn"), "topdeck Treasury")
    assert s.current == 1  # one Treasury card: nothing more to put back
    assert zones(s, 0)["hand"][0] == "Treasury"
    assert TR in zones(s, 0)["discard"]
