"""Farmers' Market (Empires), $3 Action–Gathering: "+1 Buy. If there are 4 VP or more on the
Farmers' Market Supply pile, take them and trash this. Otherwise, add 1 VP to the pile and then +$1
per 1 VP on the pile." (FAQ: "The first time this is played, it produces +1 Coin (and +1 Buy), the
next time +2 Coin, then +3 Coin, then +4 Coin, then the next time the player takes the 4 VP (and
gets no + _ Coin), then the next time it is back to +1 Coin. This still functions if the Farmers'
Market pile is empty.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.vp import add_pile_vp
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Farmers' Market", "Throne Room", "Overlord"]


def test_card_data() -> None:
    card = card_named("Farmers' Market")
    assert (card.cost, card.type_line, card.buys) == (3, "Action - Gathering", 1)


def test_the_coins_grow_then_the_vp_are_taken() -> None:
    """FAQ: +$1, +$2, +$3, +$4, then the 4 VP (no $) and the card trashed, then +$1 again."""
    for before, coins in ((0, 1), (1, 2), (2, 3), (3, 4)):
        s = add_pile_vp(scenario(KINGDOM, hands={0: ["Farmers' Market"]}), "Farmers' Market",
                        before)
        s = act(s, "play Farmers' Market")
        p = s.player(0)
        assert (p.coins, p.buys, p.vp_tokens) == (coins, 2, 0)
        assert s.pile_vp("Farmers' Market") == before + 1
        assert zones(s, 0) == {"in_play": ["Farmers' Market"]}
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Farmers' Market"]}), "Farmers' Market", 4)
    s = act(s, "play Farmers' Market")
    p = s.player(0)
    assert (p.coins, p.buys, p.vp_tokens) == (0, 2, 4)
    assert s.pile_vp("Farmers' Market") == 0
    assert zones(s, 0) == {} and names(s.trash) == ["Farmers' Market"]


def test_an_empty_pile_still_works() -> None:
    s = scenario(KINGDOM, hands={0: ["Farmers' Market"]}, supply={"Farmers' Market": 0})
    s = act(s, "play Farmers' Market")
    assert s.player(0).coins == 1 and s.pile_vp("Farmers' Market") == 1


def test_throne_room() -> None:
    """3 VP: the first play adds one (+$4), the second takes the 4 and trashes it."""
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Throne Room", "Farmers' Market"]}),
                    "Farmers' Market", 3)
    s = act(act(s, "play Throne Room"), "play Farmers' Market")
    p = s.player(0)
    assert (p.coins, p.buys, p.vp_tokens) == (4, 3, 4)
    assert names(s.trash) == ["Farmers' Market"] and zones(s, 0) == {"in_play": ["Throne Room"]}
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Throne Room", "Farmers' Market"]}),
                    "Farmers' Market", 4)
    s = act(act(s, "play Throne Room"), "play Farmers' Market")
    p = s.player(0)
    assert (p.coins, p.buys, p.vp_tokens) == (1, 3, 4) and s.pile_vp("Farmers' Market") == 1


def test_overlord_takes_the_vp_but_trashes_nothing() -> None:
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Overlord"]}), "Farmers' Market", 4)
    s = act(act(s, "play Overlord"), "as Farmers' Market")
    assert s.player(0).vp_tokens == 4 and s.trash == ()
    assert zones(s, 0) == {"in_play": ["Overlord"]} and s.supply_count("Farmers' Market") == 10


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Farmers' Market"])
