"""Miser (Adventures), $4 Action: "Choose one: Put a Copper from your hand onto your Tavern mat; or
+$1 per Copper on your Tavern mat."

Official FAQ: "You may choose to put a Copper from your hand on your mat even if you have no
Coppers in hand; nothing will happen. You may also choose to get +1 Coin per Copper on your mat
if there are no Coppers on your mat; nothing will happen. Putting a Copper from your hand on your
mat is not trashing it; Coppers on your mat are not in play, but count as part of your deck when
scoring at the end." The mat is the seat's public ``"Tavern"`` mat (``p.mats``).
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.observation import observation
from tests.agents.support import decide
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Miser", TR, "Gardens"]
PUT = "put a Copper from your hand onto your Tavern mat"
COINS = "+$1 per Copper on your Tavern mat"
COPPER = card_named("Copper")


def _tavern(s: DominionState, n: int) -> DominionState:
    """Seat 0 with ``n`` Coppers on its Tavern mat (as ``scenario(..., mats=...)`` will)."""
    p = s.player(0)
    return s.with_player(0, p.with_more(p.more.with_mat("Tavern", (COPPER,) * n)))


def test_card_data() -> None:
    card = card_named("Miser")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Adventures")


def test_a_copper_onto_the_tavern_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Miser", "Copper", "Estate"]}), "play Miser")
    assert choices(s) == (PUT, COINS)
    s = act(s, PUT)
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Miser"]}
    assert names(s.player(0).mats["Tavern"]) == ["Copper"]
    assert s.trash == () and s.player(0).coins == 0
    assert observation(s, 1).players[0].mats == (("Tavern", ("Copper",)),)  # public


def test_coins_per_copper_on_the_mat() -> None:
    s = _tavern(scenario(KINGDOM, hands={0: ["Miser", "Copper"]}), 3)
    s = act(act(s, "play Miser"), COINS)
    assert s.player(0).coins == 3 and len(s.player(0).mats["Tavern"]) == 3
    assert zones(s, 0)["hand"] == ["Copper"]


def test_either_option_may_do_nothing() -> None:
    """FAQ: no Copper in hand, or none on the mat: nothing happens."""
    s = act(act(scenario(KINGDOM, hands={0: ["Miser", "Estate"]}), "play Miser"), PUT)
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Miser"]}
    assert "Tavern" not in s.player(0).mats
    e = act(act(scenario(KINGDOM, hands={0: ["Miser"]}), "play Miser"), COINS)
    assert e.player(0).coins == 0


def test_coppers_on_the_mat_count_at_the_end() -> None:
    """They count as part of the deck: Gardens sees 10 cards."""
    s = _tavern(scenario(KINGDOM, hands={0: ["Gardens"]}, decks={0: ["Estate"] * 4}), 5)
    assert s.player(0).count("Copper") == 5
    assert s.scores()[0] == 1 + 4


def test_throne_room_put_then_take() -> None:
    s = _tavern(scenario(KINGDOM, hands={0: [TR, "Miser", "Copper"]}), 1)
    s = act(act(act(s, f"play {TR}"), "play Miser"), PUT)
    s = act(s, COINS)
    assert s.player(0).coins == 2 and len(s.player(0).mats["Tavern"]) == 2


def test_the_mat_stays_across_turns() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Miser", "Copper"]}), "play Miser"), PUT)
    s = end_turn(end_turn(s))
    assert names(s.player(0).mats["Tavern"]) == ["Copper"]


def test_rule_bot_fills_the_mat_then_takes_the_money() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Miser", "Copper"]}), "play Miser")
    assert decide(RuleAgent(BIG_MONEY), s) == (PUT,)
    s = act(_tavern(scenario(KINGDOM, hands={0: ["Miser", "Copper"]}), 3), "play Miser")
    assert decide(RuleAgent(BIG_MONEY), s) == (COINS,)
