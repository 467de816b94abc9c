"""Courtyard (Intrigue): "+3 Cards. Put a card from your hand onto your deck."

Source: https://wiki.dominionstrategy.com/index.php/Courtyard (2nd-edition text). The card put
back is known to its owner only: the other seats know a card went back, not which."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.hidden import known_deck
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Courtyard", "Throne Room"]


def test_card_data() -> None:
    """A $2 Action of Intrigue with +3 Cards."""
    card = card_named("Courtyard")
    assert (card.cost, card.type_line, card.cards, card.set_name) == (2, "Action", 3, "Intrigue")


def test_draw_three_put_one_back() -> None:
    """+3 Cards, then ``topdeck Gold``: the Gold is the deck's top card."""
    s = scenario(KINGDOM, hands={0: ["Courtyard", "Copper"]},
                 decks={0: ["Gold", "Estate", "Silver", "Duchy"]})
    s = act(s, "play Courtyard")
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Silver"], "deck": ["Gold", "Duchy"],
                           "in_play": ["Courtyard"]}


def test_the_card_put_back_is_hidden_from_others() -> None:
    """Seat 0 knows its top card; seat 1 does not, and cannot tell Gold from Silver put back."""
    def put_back(label: str) -> DominionState:
        s = scenario(KINGDOM, hands={0: ["Courtyard"]},
                     decks={0: ["Gold", "Silver", "Estate"]})
        return act(act(s, "play Courtyard"), label)
    gold, silver = put_back("topdeck Gold"), put_back("topdeck Silver")
    assert known_deck(gold.player(0), 0) == ((0, card_named("Gold")),)
    assert known_deck(gold.player(0), 1) == ()
    assert gold.info_key(1) == silver.info_key(1)
    assert gold.info_key(0) != silver.info_key(0)


def test_throne_room_on_courtyard() -> None:
    """Two plays: +3 Cards, put one back, +3 Cards (the one put back among them), put one back."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Courtyard"]},
                 decks={0: ["Gold", "Silver", "Estate", "Copper", "Copper", "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Courtyard")
    s = act(s, "topdeck Estate")
    s = act(s, "topdeck Estate")
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper", "Copper"],
                           "deck": ["Estate", "Duchy"], "in_play": ["Throne Room", "Courtyard"]}
