"""Great Hall (Intrigue 1E): "+1 Card +1 Action. 1 VP" — an Action - Victory card.

Source: https://wiki.dominionstrategy.com/index.php/Great_Hall. It counts as each type wherever a
text asks (Scout, Patrol, Replace, Tribute, Shanty Town have tests of that), and its pile has
as many cards as a Victory pile (8 with two players)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Great Hall", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Great Hall")
    assert (card.cost, card.type_line, card.cards, card.actions, card.vp, card.set_name) == (
        3, "Action - Victory", 1, 1, 1, "Intrigue 1E")
    assert card.is_action and card.is_victory


def test_played_as_an_action() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Great Hall"]}, decks={0: ["Gold"]}), "play Great Hall")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Great Hall"]}
    assert s.player(0).actions == 1


def test_worth_one_vp_and_a_victory_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Great Hall", "Great Hall"]}, decks={0: ["Estate"]})
    assert s.scores()[0] == 3
    assert s.supply_count("Great Hall") == 8
    assert scenario(KINGDOM, hands={0: []}, players=3).supply_count("Great Hall") == 12


def test_throne_room_on_great_hall() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Great Hall"]}, decks={0: ["Gold", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Great Hall")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "in_play": ["Throne Room", "Great Hall"]}
    assert s.player(0).actions == 2
