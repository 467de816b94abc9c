"""Trading Post (Intrigue): "Trash 2 cards from your hand. If you did, gain a Silver to your hand."

Source: https://wiki.dominionstrategy.com/index.php/Trading_Post (with only one card, trash it and
gain nothing). The Silver is gained to the hand, known to every seat."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Trading Post", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Trading Post")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Intrigue")


def test_trash_two_gain_a_silver_to_hand() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Trading Post", "Estate", "Copper", "Gold"]}),
            "play Trading Post")
    assert choices(s) == ("trash Copper", "trash Estate")  # canonical: a 2nd pick after
    s = act(s, "trash Copper", "trash Estate")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "in_play": ["Trading Post"]}
    assert names(s.trash) == ["Copper", "Estate"] and s.supply_count("Silver") == 39
    assert names(known_hand(s.player(0), 0, 1)) == ["Silver"]


def test_one_card_no_silver() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Trading Post", "Estate"]}), "play Trading Post")
    assert zones(s, 0) == {"in_play": ["Trading Post"]} and names(s.trash) == ["Estate"]
    assert s.supply_count("Silver") == 40


def test_no_silver_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Trading Post", "Estate", "Estate"]}, supply={"Silver": 0})
    s = act(s, "play Trading Post")
    assert zones(s, 0) == {"in_play": ["Trading Post"]}


def test_throne_room_on_trading_post() -> None:
    """Twice: the second play trashes the last two cards, the Curse and the new Silver (no
    question: they are the only two), and gains another Silver."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Trading Post", "Estate", "Estate", "Curse"]})
    s = act(act(s, "play Throne Room"), "play Trading Post")
    s = act(s, "trash Estate", "trash Estate")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Throne Room", "Trading Post"]}
    assert names(s.trash) == ["Estate", "Estate", "Curse", "Silver"]
