"""Scheme (Hinterlands, 2nd edition): "+1 Card +1 Action. This turn, you may put one of your Action
cards onto your deck when you discard it from play."

At the start of Clean-up, while every card is still in play, each Scheme play lets its player
pick an Action card in play (``topdeck <Card>`` or ``no``); it goes onto the deck instead of the
discard pile, and the new hand is drawn after (so it is drawn). Scheme may pick itself; a Duration
staying in play is not offered (it is not discarded from play); Throne Room: two picks."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Scheme", "Throne Room", "Village", "Smithy", "Caravan"]


def test_card_data() -> None:
    """A $3 Action of Hinterlands."""
    card = card_named("Scheme")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Hinterlands")


def test_topdecks_an_action_drawn_next() -> None:
    """Scheme then Smithy; at Clean-up the Smithy goes onto the deck and is drawn in the new hand."""
    s = scenario(KINGDOM, hands={0: ["Scheme", "Smithy"]}, decks={0: ["Copper"] * 12})
    s = act(act(s, "play Scheme"), "play Smithy")
    s = act(s, "end turn")
    assert choices(s) == ("topdeck Scheme", "topdeck Smithy", "no")
    s = act(s, "topdeck Smithy")
    assert s.current == 1
    assert zones(s, 0)["hand"] == ["Smithy"] + ["Copper"] * 4
    assert sorted(zones(s, 0)["discard"]) == ["Copper"] * 4 + ["Scheme"]


def test_declined() -> None:
    """``no``: everything is discarded."""
    s = scenario(KINGDOM, hands={0: ["Scheme"]}, decks={0: ["Copper"] * 6})
    s = act(act(act(s, "play Scheme"), "end turn"), "no")
    assert "Scheme" in zones(s, 0)["discard"]


def test_throne_room_two_picks() -> None:
    """Throne Room on Scheme: two picks, the Throne Room and the Scheme both onto the deck."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Scheme"]}, decks={0: ["Copper"] * 12})
    s = act(act(s, "play Throne Room"), "play Scheme")
    s = act(s, "end turn")
    s = act(s, "topdeck Throne Room")
    assert choices(s) == ("topdeck Scheme", "no")
    s = act(s, "topdeck Scheme")
    assert sorted(zones(s, 0)["hand"]) == ["Copper"] * 3 + ["Scheme", "Throne Room"]


def test_duration_staying_not_offered() -> None:
    """A Caravan played this turn stays in play: only the Scheme is offered (no question then:
    ``topdeck Scheme`` or ``no``)."""
    s = scenario(KINGDOM, hands={0: ["Scheme", "Caravan"]}, decks={0: ["Copper"] * 12})
    s = act(act(s, "play Scheme"), "play Caravan")
    s = act(s, "end turn")
    assert choices(s) == ("topdeck Scheme", "no")
