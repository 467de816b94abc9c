"""Nobles (Intrigue): "Choose one: +3 Cards; or +2 Actions. 2 VP."

Source: https://wiki.dominionstrategy.com/index.php/Nobles (2nd-edition text; an Action - Victory
card). The options are labelled by their printed words."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Nobles", "Throne Room"]


def test_card_data() -> None:
    """A $6 Action - Victory of Intrigue worth 2 VP."""
    card = card_named("Nobles")
    assert (card.cost, card.type_line, card.vp, card.set_name) == (
        6, "Action - Victory", 2, "Intrigue")


def test_three_cards() -> None:
    """``+3 Cards``."""
    s = scenario(KINGDOM, hands={0: ["Nobles"]}, decks={0: ["Copper", "Silver", "Gold", "Estate"]})
    s = act(s, "play Nobles")
    assert choices(s) == ("+3 Cards", "+2 Actions")
    s = act(s, "+3 Cards")
    assert s.player(0).actions == 0
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold"], "deck": ["Estate"],
                           "in_play": ["Nobles"]}


def test_two_actions() -> None:
    """``+2 Actions``."""
    s = scenario(KINGDOM, hands={0: ["Nobles"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Nobles"), "+2 Actions")
    assert s.player(0).actions == 2
    assert zones(s, 0) == {"deck": ["Copper"], "in_play": ["Nobles"]}


def test_worth_two_vp() -> None:
    """Scored as 2 VP."""
    s = scenario(KINGDOM, hands={0: ["Nobles"], 1: []}, decks={0: [], 1: []})
    assert s.scores() == (2, 0)


def test_throne_room_on_nobles() -> None:
    """Two plays, one choice each: +2 Actions then +3 Cards."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Nobles"]},
                 decks={0: ["Copper", "Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Nobles")
    s = act(act(s, "+2 Actions"), "+3 Cards")
    assert s.player(0).actions == 2
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold"],
                           "in_play": ["Throne Room", "Nobles"]}
