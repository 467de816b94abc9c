"""Annex (Empires Event, 8 debt): "Look through your discard pile. Shuffle all but up to 5 cards
from it into your deck. Gain a Duchy." (FAQ: "You can do this even if the Duchy pile is empty. The
chosen cards stay in your discard pile when the other cards are shuffled into your deck.")"""

from __future__ import annotations

from collections import Counter

from dgsim.agents.rules import RuleAgent, Strategy
from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market"]


def test_card_data() -> None:
    card = card_named("Annex")
    assert (card.cost, card.debt) == (0, 8)


def test_up_to_5_stay_the_rest_is_shuffled_into_the_deck_then_a_duchy() -> None:
    s = scenario(KINGDOM, hands={0: ["Market"]}, decks={0: ["Gold", "Gold"]},
                 discards={0: ["Estate", "Estate", "Copper", "Silver", "Village", "Curse", "Smithy"]},
                 landscapes=["Annex"])
    s = act(s, "play Market")  # a Gold drawn, a Buy left after Annex
    s = act(s, "buy Annex")
    assert s.player(0).debt == 8
    s = act(s, "leave Curse", "leave Estate", "leave Estate", "done")  # (picks in name order)
    p = s.player(0)
    assert names(p.discard) == ["Duchy", "Estate", "Estate", "Curse"]  # the Duchy on top
    assert Counter(names(p.deck)) == Counter(["Gold", "Copper", "Silver", "Village", "Smithy"])


def test_at_most_5_stay() -> None:
    s = scenario(KINGDOM, hands={0: ["Market"]}, decks={0: ["Copper"]},
                 discards={0: ["Estate"] * 7}, landscapes=["Annex"])
    s = act(act(s, "play Market"), "buy Annex")
    s = act(s, *(["leave Estate"] * 5))
    p = s.player(0)
    assert names(p.discard) == ["Duchy"] + ["Estate"] * 5 and names(p.deck) == ["Estate"] * 2
    assert s.current == 0  # (the Buy left: the turn goes on)


def test_the_duchy_pile_empty_it_still_shuffles() -> None:
    """FAQ: "You can do this even if the Duchy pile is empty"."""
    s = scenario(KINGDOM, hands={0: ["Market"]}, decks={0: ["Copper"]},
                 discards={0: ["Copper", "Estate"]}, supply={"Duchy": 0}, landscapes=["Annex"])
    s = act(act(s, "play Market"), "buy Annex")
    s = act(s, "done")
    assert s.player(0).discard == () and sorted(names(s.player(0).deck)) == ["Copper", "Estate"]


def test_the_rule_bot_leaves_its_victory_cards_out() -> None:
    s = scenario(KINGDOM, hands={0: ["Market"]}, decks={0: ["Copper"]},
                 discards={0: ["Estate", "Gold", "Curse", "Copper"]}, landscapes=["Annex"])
    s = act(act(s, "play Market"), "buy Annex").auto_step()
    assert "leave Gold" in choices(s)
    bot = RuleAgent(Strategy("test", buy=()))
    s = s.action_step(0, bot.act(s, s.action_generator(0))).auto_step()
    assert names(s.player(0).discard) == ["Duchy", "Estate", "Curse"]
