"""Baron (Intrigue): "+1 Buy. You may discard an Estate for +$4. If you don't, gain an Estate."

Source: https://wiki.dominionstrategy.com/index.php/Baron (2nd-edition text; official FAQ: "You
do not have to discard an Estate, but if you do not, you must gain an Estate (if any are
left)."). The choice is one decision: ``discard Estate`` or ``no``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Baron", "Throne Room"]


def test_card_data() -> None:
    """A $4 Action of Intrigue with +1 Buy."""
    card = card_named("Baron")
    assert (card.cost, card.type_line, card.buys, card.set_name) == (4, "Action", 1, "Intrigue")


def test_discard_an_estate_for_four() -> None:
    """``discard Estate``: the Estate goes to the discard pile, +$4 and +1 Buy, no Estate gained."""
    s = scenario(KINGDOM, hands={0: ["Baron", "Estate", "Estate", "Copper"]})
    s = act(s, "play Baron")
    assert choices(s) == ("discard Estate", "no")
    s = act(s, "discard Estate")
    assert (s.player(0).coins, s.player(0).buys) == (4, 2)
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "discard": ["Estate"],
                           "in_play": ["Baron"]}
    assert s.supply_count("Estate") == 8


def test_declining_gains_an_estate() -> None:
    """``no``: no coins, an Estate from the supply into the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Baron", "Estate"]})
    s = act(act(s, "play Baron"), "no")
    assert (s.player(0).coins, s.player(0).buys) == (0, 2)
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Estate"], "in_play": ["Baron"]}
    assert s.supply_count("Estate") == 7


def test_without_an_estate_nothing_is_asked() -> None:
    """No Estate in hand: the Estate is gained at once."""
    s = scenario(KINGDOM, hands={0: ["Baron", "Copper"]})
    s = act(s, "play Baron")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate"], "in_play": ["Baron"]}
    assert "play all treasures" in choices(s)


def test_empty_estate_pile_gains_nothing() -> None:
    """"if any are left": with the Estate pile empty, declining gains nothing."""
    s = scenario(KINGDOM, hands={0: ["Baron"]}, supply={"Estate": 0})
    s = act(s, "play Baron")
    assert zones(s, 0) == {"in_play": ["Baron"]}


def test_throne_room_on_baron() -> None:
    """Two plays: the first discards the only Estate (+$4), the second must gain one; +2 Buys."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Baron", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Baron")
    s = act(s, "discard Estate")
    assert zones(s, 0) == {"discard": ["Estate", "Estate"], "in_play": ["Throne Room", "Baron"]}
    assert (s.player(0).coins, s.player(0).buys) == (4, 3)
    assert s.supply_count("Estate") == 7
