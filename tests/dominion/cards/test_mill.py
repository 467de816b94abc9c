"""Mill (Intrigue): "+1 Card +1 Action. You may discard 2 cards, for +$2. 1 VP."

Source: https://wiki.dominionstrategy.com/index.php/Mill (official FAQ: "You can choose to discard
2 cards even if you only have one card in hand, but you only get +$2 if you actually discarded 2
cards"). One decision: ``discard <Card>`` twice, or ``no``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Mill", "Throne Room"]


def test_card_data() -> None:
    """A $4 Action - Victory of Intrigue: +1 Card +1 Action, 1 VP."""
    card = card_named("Mill")
    assert (card.cost, card.type_line, card.cards, card.actions, card.vp, card.set_name) == (
        4, "Action - Victory", 1, 1, 1, "Intrigue")
    assert card.is_action and card.is_victory


def test_discard_two_for_two() -> None:
    """Draw, then discard two cards: +$2."""
    s = scenario(KINGDOM, hands={0: ["Mill", "Estate", "Copper"]}, decks={0: ["Duchy", "Gold"]})
    s = act(s, "play Mill")
    # canonical order (names non-decreasing): a first pick must leave a second one to make
    assert choices(s) == ("discard Copper", "discard Duchy", "no")
    gen = s.action_generator(0).choose("discard Duchy")
    assert gen.labels() == ("discard Estate",)  # a second card must follow (canonical order)
    s = act(s, "discard Duchy", "discard Estate")
    assert (s.player(0).actions, s.player(0).coins) == (1, 2)
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Estate", "Duchy"],
                           "in_play": ["Mill"]}


def test_declining_keeps_the_hand() -> None:
    """``no``: nothing discarded, no coins."""
    s = scenario(KINGDOM, hands={0: ["Mill", "Estate"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Mill"), "no")
    assert (s.player(0).actions, s.player(0).coins) == (1, 0)
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "in_play": ["Mill"]}


def test_one_card_discarded_gives_nothing() -> None:
    """A hand of one card after drawing: it may be discarded, without the +$2."""
    s = scenario(KINGDOM, hands={0: ["Mill"]}, decks={0: ["Estate"]})
    s = act(s, "play Mill")
    assert choices(s) == ("discard Estate", "no")
    s = act(s, "discard Estate")
    assert s.player(0).coins == 0
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Mill"]}


def test_worth_one_vp() -> None:
    """Scored as 1 VP."""
    s = scenario(KINGDOM, hands={0: ["Mill"], 1: []}, decks={0: [], 1: []})
    assert s.scores() == (1, 0)


def test_throne_room_on_mill() -> None:
    """Two plays: +2 Cards +2 Actions, two chances to discard 2 for +$2."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mill", "Estate", "Estate"]},
                 decks={0: ["Copper", "Curse"]})
    s = act(act(s, "play Throne Room"), "play Mill")
    s = act(s, "discard Copper", "discard Estate")
    s = act(s, "discard Curse", "discard Estate")
    assert (s.player(0).actions, s.player(0).coins) == (2, 4)
    assert zones(s, 0) == {"discard": ["Estate", "Curse", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Mill"]}


def test_nothing_to_discard_asks_nothing() -> None:
    """No card to draw and an empty hand: no question, no coins."""
    s = scenario(KINGDOM, hands={0: ["Mill"]}, decks={0: []})
    s = act(s, "play Mill")
    assert s.player(0).coins == 0 and choices(s)[-1] == "end turn"
