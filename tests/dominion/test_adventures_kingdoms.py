"""Kingdoms of the Adventures cards written so far play out: random seats keep the invariants (every
card stays in a zone, no counter goes negative, every generated action is accepted, the deciding
seat's choices are the same in any state it cannot tell from the real one), and rule bots that
buy them finish their games."""

from __future__ import annotations

import random

import pytest

from dgsim import determinize
from dgsim.agents.agent import RandomAgent, play_game
from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import Rule, RuleAgent, Strategy
from dgsim.dominion import DominionState, new_game
from dgsim.dominion.cards.adventures import CARDS
from dgsim.dominion.phase import ActionPhaseChoice, BuyPhaseChoice
from tests.test_invariants import total_cards

NAMES = sorted(c.name for c in CARDS if c.is_kingdom)
KINGDOMS = [NAMES[i:i + 10] for i in sorted({*range(0, len(NAMES) - 9, 7), len(NAMES) - 10})]
ADVENTURER = Strategy("adventurer", buy=(
    Rule("Province"), Rule("Gold"), Rule("Hireling"), Rule("Swamp Hag"), Rule("Haunted Woods"),
    Rule("Giant"), Rule("Bridge Troll"), Rule("Relic"), Rule("Ranger"),
    Rule("Royal Carriage"), Rule("Wine Merchant"), Rule("Distant Lands"),
    Rule("Lost City"), Rule("Storyteller"), Rule("Artificer"), Rule("Treasure Trove"),
    Rule("Transmogrify"), Rule("Duplicate"), Rule("Magpie"), Rule("Messenger"), Rule("Miser"),
    Rule("Port"), Rule("Caravan Guard"), Rule("Guide"), Rule("Gear"), Rule("Dungeon"),
    Rule("Amulet"), Rule("Ratcatcher"), Rule("Coin of the Realm"), Rule("Page"), Rule("Peasant"),
    Rule("Raze"),
    Rule("Silver")))


def _playout(kingdom: list[str], players: int, seed: int) -> None:
    state: DominionState = new_game(kingdom, players=players, seed=seed, turn_limit=30).auto_step()
    expected = total_cards(state)
    rng = random.Random(seed)
    while not state.game_end():
        for p in state.players:
            assert p.actions >= 0 and p.buys >= 0 and p.coins >= 0
        if isinstance(state.pending, ActionPhaseChoice | BuyPhaseChoice):
            assert total_cards(state) == expected
        pid = state.waiting_for()
        assert pid is not None
        gen = state.action_generator(pid)
        if rng.random() < 0.3:
            seen = determinize(state, pid, random.Random(rng.random()))
            assert seen.action_generator(pid).labels() == gen.labels()
        while not gen.filled():
            options = gen.choices()
            gen = gen.choose(options[rng.randrange(len(options))])
        state = state.action_step(pid, gen.generate_action()).auto_step()
    assert total_cards(state) == expected


@pytest.mark.parametrize("k", range(len(KINGDOMS)))
def test_random_playouts(k: int) -> None:
    for seed in range(10):
        _playout(KINGDOMS[k], 2 + seed % 3, seed)


@pytest.mark.parametrize("k", range(len(KINGDOMS)))
def test_rule_bots_and_random_seats_finish(k: int) -> None:
    game = new_game(KINGDOMS[k], players=3, seed=k, turn_limit=60)
    final = play_game(game, [RuleAgent(ADVENTURER), RuleAgent(BIG_MONEY), RandomAgent(k)])
    assert final.game_end()
    owned = {c.name for c in final.player(0).all_cards()}
    assert owned & set(KINGDOMS[k])  # the bot bought some of them


EVENTS = ["Bonfire", "Scouting Party", "Trade", "Quest", "Travelling Fair", "Mission",
          "Pathfinding", "Training", "Seaway", "Plan", "Ball", "Raid", "Pilgrimage", "Alms",
          "Borrow", "Expedition", "Ferry", "Lost Arts", "Inheritance"]
TOKEN_KINGDOM = ["Bridge Troll", "Ranger", "Giant", "Relic", "Moat", "Village", "Smithy",
                 "Market", "Militia", "Throne Room"]
EVENTER = Strategy("eventer", buy=(
    Rule("Province"), Rule("Inheritance"), Rule("Gold"), Rule("Giant"), Rule("Bridge Troll"), Rule("Relic"),
    Rule("Pilgrimage"), Rule("Seaway"), Rule("Raid"), Rule("Ranger"), Rule("Plan"),
    Rule("Smithy"), Rule("Silver"), Rule("Trade"), Rule("Scouting Party")))


@pytest.mark.parametrize("k", range(0, len(EVENTS), 2))
def test_events_and_token_cards_play_out(k: int) -> None:
    """Two Events at a time with the token cards: random seats keep the invariants; a rule bot, Big
    Money and a random seat finish."""
    landscapes = EVENTS[k:k + 2]
    for seed in range(3):
        state: DominionState = new_game(TOKEN_KINGDOM, players=2 + seed % 2, seed=seed,
                                        turn_limit=25, landscapes=landscapes).auto_step()
        expected = total_cards(state)
        rng = random.Random(seed)
        while not state.game_end():
            pid = state.waiting_for()
            assert pid is not None
            gen = state.action_generator(pid)
            if rng.random() < 0.2:
                seen = determinize(state, pid, random.Random(rng.random()))
                assert seen.action_generator(pid).labels() == gen.labels()
            while not gen.filled():
                options = gen.choices()
                gen = gen.choose(options[rng.randrange(len(options))])
            state = state.action_step(pid, gen.generate_action()).auto_step()
        assert total_cards(state) == expected
    game = new_game(TOKEN_KINGDOM, players=3, seed=k, turn_limit=40, landscapes=landscapes)
    final = play_game(game, [RuleAgent(EVENTER), RuleAgent(BIG_MONEY), RandomAgent(k)])
    assert final.game_end()
