"""Shanty Town (Intrigue): "+2 Actions. Reveal your hand. If you have no Action cards in hand, +2
Cards."

Source: https://wiki.dominionstrategy.com/index.php/Shanty_Town. The revealed hand is known to
every seat until its cards move; the cards drawn after are not."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Shanty Town", "Throne Room", "Great Hall", "Village"]


def test_card_data() -> None:
    card = card_named("Shanty Town")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (3, "Action", 2, "Intrigue")


def test_no_action_in_hand_draws_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Shanty Town", "Copper", "Estate"]},
                 decks={0: ["Village", "Gold", "Silver"]})
    s = act(s, "play Shanty Town")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Village", "Gold"], "deck": ["Silver"],
                           "in_play": ["Shanty Town"]}
    assert s.player(0).actions == 2
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper", "Estate"]  # revealed; not the drawn


def test_an_action_in_hand_draws_nothing() -> None:
    """Great Hall is an Action card (and a Victory card)."""
    s = scenario(KINGDOM, hands={0: ["Shanty Town", "Copper", "Great Hall"]}, decks={0: ["Gold"]})
    s = act(s, "play Shanty Town")
    assert zones(s, 0) == {"hand": ["Copper", "Great Hall"], "deck": ["Gold"],
                           "in_play": ["Shanty Town"]}
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper", "Great Hall"]


def test_empty_hand_draws() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Shanty Town"]}, decks={0: ["Gold", "Gold"]}),
            "play Shanty Town")
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "in_play": ["Shanty Town"]}


def test_throne_room_on_shanty_town() -> None:
    """+4 Actions; the first play draws 2 (no Action in hand), the second sees a drawn Village."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Shanty Town", "Copper"]},
                 decks={0: ["Village", "Gold", "Silver", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Shanty Town")
    assert zones(s, 0) == {"hand": ["Copper", "Village", "Gold"], "deck": ["Silver", "Silver"],
                           "in_play": ["Throne Room", "Shanty Town"]}
    assert s.player(0).actions == 4
