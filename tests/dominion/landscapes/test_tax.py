"""Tax (Empires Event, 2 debt): "Add 2 Debt to a Supply pile. Setup: Add 1 Debt to each Supply
pile. When a player buys a card, they take the Debt from its pile." (FAQ: "Every Supply pile
starts with 1 Debt, including Kingdom cards and basic cards like Silver. The Event itself, when
bought, adds 2 Debt to a single pile, whether or not that pile has any Debt on it already. The
Debt is taken by the next player to buy a card from that pile; gaining a card without buying it
leaves the Debt on the pile.")"""

from __future__ import annotations

from dgsim.agents.bots import make_agent
from dgsim.dominion import card_named, scenario
from dgsim.dominion.view import show_state
from tests.dominion.helpers import act, choices

KINGDOM = ["Village", "Smithy", "Market", "Workshop", "Knights"]


def test_card_data() -> None:
    card = card_named("Tax")
    assert (card.cost, card.debt, card.type_line) == (0, 2, "Event")


def test_setup_puts_1_debt_on_each_supply_pile() -> None:
    """FAQ: "Every Supply pile starts with 1 Debt, including Kingdom cards and basic cards like
    Silver"."""
    s = scenario(KINGDOM, hands={0: []}, landscapes=["Tax"])
    piles = [c.name for c in s.mode.piles]
    assert {"Copper", "Silver", "Curse", "Province", "Village", "Knights"} <= set(piles)
    assert all(s.pile_debt(n) == 1 for n in piles)
    assert s.pile_debt("Dame Anna") == 1  # a card of the Knights pile: the pile's


def test_buying_tax_adds_2_debt_to_a_pile() -> None:
    """FAQ: "adds 2 Debt to a single pile, whether or not that pile has any Debt on it already"."""
    s = scenario(KINGDOM, hands={0: ["Copper"]}, landscapes=["Tax"])
    s = act(act(s, "play all treasures"), "buy Tax")
    assert set(choices(s)) == {f"tax {c.name}" for c in s.mode.piles}
    s = act(s, "tax Smithy")
    assert (s.pile_debt("Smithy"), s.pile_debt("Village"), s.player(0).debt) == (3, 1, 2)
    s = scenario(KINGDOM, hands={0: ["Copper"]}, landscapes=["Tax"])
    s = s.with_table(s.table.evolve(pile_debt=()))  # no debt anywhere
    s = act(act(act(s, "play all treasures"), "buy Tax"), "tax Knights")
    assert s.pile_debt("Knights") == 2 and s.pile_debt("Smithy") == 0


def test_an_empty_pile_may_be_taxed() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, supply={"Smithy": 0}, landscapes=["Tax"])
    s = act(act(act(s, "play all treasures"), "buy Tax"), "tax Smithy")
    assert s.pile_debt("Smithy") == 3


def test_the_buyer_takes_the_debt_of_the_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Silver", "Copper"]},
                 decks={0: ["Estate"] * 6}, landscapes=["Tax"])
    silvers = s.supply_count("Silver")
    s = act(act(s, "play Market"), "play all treasures")  # $7, 2 Buys
    s = act(s, "buy Silver")
    assert (s.player(0).debt, s.pile_debt("Silver"), s.player(0).coins) == (1, 0, 4)
    assert "buy Estate" not in choices(s)  # nothing is bought while in debt
    s = act(s, "pay debt")
    s = act(s, "buy Silver")  # no debt left on the pile: none taken (and the turn ends)
    assert (s.player(0).debt, s.pile_debt("Silver"), s.current) == (0, 0, 1)
    assert s.supply_count("Silver") == silvers - 2


def test_a_gain_without_a_buy_leaves_the_debt() -> None:
    """FAQ: "gaining a card without buying it leaves the Debt on the pile"."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, landscapes=["Tax"])
    s = act(act(s, "play Workshop"), "gain Silver")
    assert (s.player(0).debt, s.pile_debt("Silver")) == (0, 1)


def test_the_next_buyer_takes_it_in_their_own_turn() -> None:
    """FAQ: "The Debt is taken by the next player to buy a card from that pile"."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Silver", "Silver"]}, landscapes=["Tax"])
    s = act(act(act(s, "play all treasures"), "buy Tax"), "tax Smithy")
    s = act(s, "end turn")
    assert s.current == 1
    s = act(act(s, "play all treasures"), "buy Smithy")
    assert (s.player(0).debt, s.player(1).debt, s.pile_debt("Smithy")) == (2, 3, 0)


def test_the_rule_bots_tax_the_dearest_pile_they_never_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, landscapes=["Tax"])
    s = act(act(s, "play all treasures"), "buy Tax")
    bot = make_agent("bigmoney")  # buys Colony, Platinum, Province, Gold, Silver only
    s = s.action_step(0, bot.act(s, s.action_generator(0))).auto_step()
    assert s.pile_debt("Duchy") == 3  # $5: the first pile of the dearest it never buys


def test_the_text_view_shows_the_debt_on_piles() -> None:
    s = scenario(["Smithy"], hands={0: []}, landscapes=["Tax"])
    s = s.with_table(s.table.evolve(pile_debt=(("Silver", 1), ("Smithy", 3))))
    assert "Debt on piles: Silver 1, Smithy 3" in show_state(s, viewer=0)
