"""Rule bots answer every decision of Patrol, Pawn, Replace, Secret Passage, Shanty Town, Steward,
Swindler, Torturer, Trading Post, Upgrade, Wishing Well, Coppersmith, Great Hall, Saboteur, Scout
and Tribute with a sensible default; Big Money and random agents play seeded games with them."""

from __future__ import annotations

import pytest

from dgsim.agents.agent import play_game
from dgsim.agents.bots import BIG_MONEY, make_agent
from dgsim.agents.rules import Rule, RuleAgent, Strategy
from dgsim.dominion import new_game, scenario
from tests.agents.support import decide, step
from tests.dominion.helpers import act, names, zones

BM = RuleAgent(BIG_MONEY)
MINE = ["Patrol", "Pawn", "Replace", "Secret Passage", "Shanty Town", "Steward", "Swindler",
        "Torturer", "Trading Post", "Upgrade", "Wishing Well", "Coppersmith", "Great Hall",
        "Saboteur", "Scout", "Tribute"]


def test_secret_passage_puts_junk_at_the_bottom_and_gold_on_top() -> None:
    # Secret Passage: "Take a card from your hand and put it anywhere in your deck."
    s = scenario(MINE, hands={0: ["Secret Passage", "Estate", "Silver"]},
                 decks={0: ["Copper", "Copper", "Gold", "Gold"]})
    labels, s = step(BM, act(s, "play Secret Passage"))
    assert labels == ("take Estate", "position 2")
    assert names(s.player(0).deck) == ["Gold", "Gold", "Estate"]
    rich = act(scenario(MINE, hands={0: ["Secret Passage", "Gold"]}, decks={0: ["Gold"] * 3}),
               "play Secret Passage")
    assert decide(BM, rich) == ("take Gold", "position 0")


def test_swindler_gives_the_victim_the_worst_card() -> None:
    # Swindler: "... gains a card with the same cost that you choose."
    s = act(scenario(MINE, hands={0: ["Swindler"]}, decks={1: ["Copper"]}), "play Swindler")
    assert decide(BM, s) == ("gain Curse",)


def test_torturer_victim_and_saboteur_victim() -> None:
    # Torturer: "Each other player either discards 2 cards or gains a Curse to their hand."
    s = act(scenario(MINE, hands={0: ["Torturer"], 1: ["Copper", "Estate", "Gold"]}),
            "play Torturer")
    labels, s = step(BM, s)
    assert labels == ("discard 2 cards",)
    assert decide(BM, s) == ("discard Copper", "discard Estate")
    # Saboteur: "He trashes that card and may gain a card costing at most $2 less than it."
    sab = act(scenario(MINE, hands={0: ["Saboteur"]}, decks={1: ["Gold"]}), "play Saboteur")
    assert decide(BM, sab) == ("gain Silver",)


def test_wishing_well_names_the_commonest_card_of_the_deck() -> None:
    # Wishing Well: "Name a card, then reveal the top card of your deck."
    s = act(scenario(MINE, hands={0: ["Wishing Well"]},
                     decks={0: ["Copper", "Estate", "Silver", "Silver", "Estate", "Silver"]}),
            "play Wishing Well")
    labels, s = step(BM, s)
    assert labels == ("name Silver",)


def test_choose_ones_and_put_backs_get_an_answer() -> None:
    pawn = act(scenario(MINE, hands={0: ["Pawn"]}, decks={0: ["Gold"]}), "play Pawn")
    assert decide(BM, pawn) == ("+1 Card", "+1 Action")
    steward = act(scenario(MINE, hands={0: ["Steward", "Copper"]}, decks={0: ["Gold"] * 2}),
                  "play Steward")
    assert len(decide(BM, steward)) == 1
    patrol = act(scenario(MINE, hands={0: ["Patrol"]},
                          decks={0: ["Copper"] * 3 + ["Gold", "Copper", "Silver", "Estate"]}),
                 "play Patrol")
    labels, patrol = step(BM, patrol)  # worst first, so the Gold ends on top
    assert labels == ("topdeck Copper", "topdeck Silver")
    assert zones(patrol, 0)["hand"][-1] == "Estate"
    assert names(patrol.player(0).deck) == ["Gold", "Silver", "Copper"]


def kingdom(game: int) -> list[str]:
    """Ten of the sixteen cards, rotating, with Moat for the attacks."""
    return [MINE[(game + k) % len(MINE)] for k in range(9)] + ["Moat"]


@pytest.mark.parametrize("chunk", range(3))
def test_big_money_random_and_buyers_play_seeded_games(chunk: int) -> None:
    """30 seeded games (2 and 3 players): Big Money, the random agent and a bot that buys these
    cards (so each decision comes up) play to the end without an error, the same way twice."""
    for game in range(chunk, 30, 3):
        cards = kingdom(game)
        buyer = RuleAgent(Strategy("buyer", buy=(Rule("Province"), *(Rule(c) for c in cards),
                                                 Rule("Gold"), Rule("Silver"))))
        seats = [BM, make_agent("random").reseed(game), buyer][: 2 + game % 2]
        final = play_game(new_game(cards, players=len(seats), seed=game, turn_limit=40), seats)
        assert final.game_end() and final.waiting_for() is None
        again = play_game(new_game(cards, players=len(seats), seed=game, turn_limit=40),
                          [BM, make_agent("random").reseed(game), buyer][: len(seats)])
        assert again == final
