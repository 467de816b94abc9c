"""Fortune (Empires), $8 and 8 Debt Treasure, the bottom half of the
Gladiator/Fortune pile: "+1 Buy. When you play this, double your $ if you haven't yet this turn.
When you gain this, gain a Gold per Gladiator you have in play." (FAQ: "You only double your Coin
the first time you play a Fortune in a turn; any further times only get you +1 Buy.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Gladiator", "Crown"]


def test_card_data() -> None:
    card = card_named("Fortune")
    assert (card.cost, card.debt, card.type_line, card.buys, card.coins) == (
        8, 8, "Treasure", 1, 0)


def test_buying_it_takes_8_debt() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"] * 3}, supply={"Gladiator": ["Fortune"]})
    s = act(act(s, "play all treasures"), "buy Fortune")
    assert s.player(0).debt == 8 and s.supply_count("Gladiator") == 0


def test_doubles_once_a_turn() -> None:
    """FAQ: "You only double your Coin the first time you play a Fortune in a turn"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Fortune", "Fortune", "Copper"]})
    s = act(act(s, "play Gold"), "play Fortune")
    assert (s.player(0).coins, s.player(0).buys) == (6, 2)
    s = act(s, "play Fortune")
    assert (s.player(0).coins, s.player(0).buys) == (6, 3)
    s = act(s, "play Copper")
    assert s.player(0).coins == 7


def test_gained_with_gladiators_in_play_gains_golds() -> None:
    s = scenario(KINGDOM, in_play={0: ["Gladiator", "Gladiator"]},
                 hands={0: ["Gold", "Gold", "Gold"]}, supply={"Gladiator": ["Fortune"]})
    s = act(act(s, "play all treasures"), "buy Fortune")
    assert sorted(names(s.player(0).all_cards())).count("Gold") == 5
    assert s.supply_count("Gold") == 28
