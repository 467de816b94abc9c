"""Wine Merchant (Adventures), $5 Action - Reserve: "+1 Buy +$4. Put this on your Tavern mat. At the
end of your Buy phase, if you have at least $2 unspent, you may discard this from your Tavern mat."

Official FAQ: "When you play this, you get +1 Buy and +4 Coins, and put it on your Tavern mat. It
stays on your mat until the end of one of your Buy phases in which you have 2 Coins or more that
you didn't spend. At that point you can discard Wine Merchant from your mat. If you have multiple
Wine Merchants on your mat, you don't need 2 Coins per Wine Merchant, just 2 Coins total."

Ruling: no moment "end of the Buy phase" is announced in dgsim; the call is offered at the start
of Clean-up (``call Wine Merchant`` or ``no``), when the Buy phase's unspent $ are still counted.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import DominionState, card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat
from tests.dominion.helpers import act, choices, zones

WM = "Wine Merchant"
TR = "Throne Room"
KINGDOM = [WM, TR, "Village", "Smithy"]
CALL = (f"call {WM}", "no")


def _with(hand: list[str], on: int = 1) -> DominionState:
    s = scenario(KINGDOM, hands={0: hand}, decks={0: ["Copper"] * 10})
    return on_mat(s, 0, [WM] * on)


def test_card_data() -> None:
    card = card_named(WM)
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Reserve", "Adventures")


def test_played_a_buy_four_dollars_and_onto_the_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: [WM]}), f"play {WM}")
    p = s.player(0)
    assert zones(s, 0) == {} and mat(s, 0) == [WM] and (p.buys, p.coins) == (2, 4)


def test_two_dollars_unspent_it_may_be_discarded() -> None:
    s = act(act(_with(["Silver", "Silver"]), "play all treasures"), "buy Silver")  # $1 left
    assert s.current == 1 and mat(s, 0) == [WM]  # nothing asked
    s = act(act(_with(["Silver", "Copper"]), "play all treasures"), "end turn")
    assert choices(s) == CALL
    s = act(s, f"call {WM}")
    assert mat(s, 0) == [] and s.current == 1
    assert s.player(0).count(WM) == 1 and WM in zones(s, 0)["discard"]


def test_not_called_it_stays() -> None:
    s = act(act(act(_with(["Silver", "Copper"]), "play all treasures"), "end turn"), "no")
    assert mat(s, 0) == [WM] and s.current == 1


def test_two_on_the_mat_need_two_dollars_in_all() -> None:
    s = act(act(_with(["Copper", "Copper"], on=2), "play all treasures"), "end turn")
    s = act(s, f"call {WM}")
    assert choices(s) == CALL
    s = act(s, f"call {WM}")
    assert mat(s, 0) == [] and zones(s, 0)["discard"].count(WM) == 2


def test_not_in_another_players_turn_nor_at_the_start_of_a_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"], 1: ["Gold", "Gold"]},
                 decks={0: ["Copper"] * 5, 1: ["Copper"] * 5}, current=1)
    s = act(act(on_mat(s, 0, [WM]), "play all treasures"), "end turn")  # seat 1: $6 unspent
    assert s.current == 0 and "call Wine Merchant" not in choices(s)


def test_throne_room_twice_the_bonus_onto_the_mat_once() -> None:
    s = act(act(scenario(KINGDOM, hands={0: [TR, WM]}), f"play {TR}"), f"play {WM}")
    p = s.player(0)
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == [WM] and (p.buys, p.coins) == (3, 8)


def test_rule_bots_call_it() -> None:
    s = act(_with(["Silver", "Copper"]), "play all treasures")
    s = act(s, "end turn")
    assert decide(RuleAgent(BIG_MONEY), s) == (f"call {WM}",)
