"""Scout (Intrigue 1E): "+1 Action. Reveal the top 4 cards of your deck. Put the revealed Victory
cards into your hand. Put the other cards on top of your deck in any order."

Source: https://wiki.dominionstrategy.com/index.php/Scout. Curses are not Victory cards; Great
Hall (Action - Victory) is. The revealed cards are known to every seat."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Scout", "Throne Room", "Great Hall"]


def test_card_data() -> None:
    card = card_named("Scout")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (4, "Action", 1, "Intrigue 1E")


def test_victory_cards_to_hand_rest_back_in_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Scout"]},
                 decks={0: ["Estate", "Curse", "Great Hall", "Gold", "Duchy"]})
    s = act(s, "play Scout")
    assert zones(s, 0)["hand"] == ["Estate", "Great Hall"]
    assert names(known_hand(s.player(0), 0, 1)) == ["Estate", "Great Hall"]
    assert choices(s) == ("topdeck Curse", "topdeck Gold")
    s = act(s, "topdeck Curse")
    assert zones(s, 0) == {"hand": ["Estate", "Great Hall"], "deck": ["Gold", "Curse", "Duchy"],
                           "in_play": ["Scout"]}
    assert s.player(0).actions == 1


def test_fewer_than_four_cards() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Scout"]}, decks={0: ["Province", "Copper"]}), "play Scout")
    assert zones(s, 0) == {"hand": ["Province"], "deck": ["Copper"], "in_play": ["Scout"]}


def test_throne_room_on_scout() -> None:
    """The second reveal sees the put-back cards again, and the Victory card under them."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Scout"]},
                 decks={0: ["Copper", "Silver", "Duchy", "Copper", "Estate", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Scout")
    s = act(s, "topdeck Copper", "topdeck Silver")  # the last Copper goes back without a question
    # the second play has revealed Copper, Silver, Copper (as put back) and the Estate under them
    assert names(s.player(0).set_aside) == ["Copper", "Silver", "Copper"]
    assert zones(s, 0)["hand"] == ["Duchy", "Estate"]
    s = act(s, "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Duchy", "Estate"], "deck": ["Copper", "Copper", "Silver", "Gold"],
                           "in_play": ["Throne Room", "Scout"]}
    assert s.player(0).actions == 2
