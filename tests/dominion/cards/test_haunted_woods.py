"""Haunted Woods (Adventures), $5 Action - Attack - Duration: "Until your next turn, when any other
player buys a card, they put their hand onto their deck in any order. At the start of your next
turn: +3 Cards."

Official FAQ: "A player may not have any cards left in hand when buying a card; typically cards
left in hand will include Victory cards, Curses, and unplayed Actions ... Players who do not buy
any cards can discard their hand normally ... If you want to use a Reaction card like Moat against
Haunted Woods, you have to use it right when Haunted Woods is played." The order is picked with
``topdeck <Card>`` while it matters (each on top of those before it); the cards are known to
their owner only.
"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.agents.agent import RandomAgent
from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.hidden import known_deck
from tests.agents.support import step
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

HW = "Haunted Woods"
TR = "Throne Room"
KINGDOM = [HW, "Moat", TR, "Village"]
FIVE = ["Copper"] * 5
HAND = ["Gold", "Copper", "Estate", "Duchy", "Village"]


def test_card_data() -> None:
    card = card_named(HW)
    assert (card.cost, card.set_name) == (5, "Adventures")
    assert {t.value for t in card.types} == {"Action", "Attack", "Duration"}


def _buy_silver(s: DominionState) -> DominionState:
    """The deciding seat plays a Gold and buys a Silver (ending its Actions first if asked)."""
    if "end actions" in choices(s):
        s = act(s, "end actions")
    return act(act(s, "play Gold"), "buy Silver")


def test_buying_puts_the_hand_onto_the_deck_in_any_order() -> None:
    s = scenario(KINGDOM, hands={0: [HW], 1: HAND}, decks={0: FIVE * 2, 1: ["Silver"]})
    s = act(act(s, f"play {HW}"), "end turn")
    s = _buy_silver(s)
    assert s.waiting_for() == 1
    assert choices(s) == ("topdeck Copper", "topdeck Duchy", "topdeck Estate", "topdeck Village")
    s = act(s, "topdeck Estate", "topdeck Duchy", "topdeck Copper")  # Village last: on top
    # then Clean-up: the new hand of 5 is drawn from the deck
    assert s.current == 0
    assert zones(s, 1)["hand"] == ["Village", "Copper", "Duchy", "Estate", "Silver"]
    assert zones(s, 1)["discard"] == ["Gold", "Silver"]  # the Gold played, the Silver bought


def test_at_the_start_of_the_next_turn_three_cards() -> None:
    s = scenario(KINGDOM, hands={0: [HW]}, decks={0: [*FIVE, "Gold", "Silver", "Estate", "Duchy"]})
    s = end_turn(act(act(s, f"play {HW}"), "end turn"))
    assert s.current == 0 and zones(s, 0)["hand"] == [*FIVE, "Gold", "Silver", "Estate"]
    assert duration_names(s, 0) == [HW]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_no_buy_the_hand_is_discarded_normally() -> None:
    s = scenario(KINGDOM, hands={0: [HW], 1: HAND}, decks={0: FIVE * 2, 1: FIVE})
    s = act(act(s, f"play {HW}"), "end turn")
    s = end_turn(s)
    assert sorted(zones(s, 1)["discard"]) == sorted(HAND)


def test_hidden_order_known_to_its_owner_only() -> None:
    s = scenario(KINGDOM, hands={0: [HW], 1: ["Gold", "Estate", "Duchy"]},
                 decks={0: FIVE * 2, 1: FIVE * 2})
    s = act(act(s, f"play {HW}"), "end turn")
    s = _buy_silver(s)
    s = act(s, "topdeck Estate")  # the Duchy on top
    # Clean-up drew the two of them with three Coppers: seat 1 knows its hand, seat 0 does not
    assert sorted(zones(s, 1)["hand"]) == ["Copper", "Copper", "Copper", "Duchy", "Estate"]
    for seed in range(4):
        d = determinize(s, 0, random.Random(seed))
        assert d.info_key(0) == s.info_key(0)
    assert known_deck(s.player(1), 0) == ()


def test_throne_room_once_per_buy_six_cards() -> None:
    s = scenario(KINGDOM, hands={0: [TR, HW], 1: ["Gold", "Estate", "Duchy"]},
                 decks={0: FIVE * 3, 1: FIVE})
    s = act(act(act(s, f"play {TR}"), f"play {HW}"), "end turn")
    s = _buy_silver(s)
    s = act(s, "topdeck Duchy")
    # once, however many plays wait: the hand went onto the deck, then Clean-up drew it again
    assert zones(s, 1)["hand"] == ["Estate", "Duchy", "Copper", "Copper", "Copper"]
    assert s.current == 0 and len(s.player(0).hand) == 11  # 5 + 3 + 3


def test_moat_two_and_three_players() -> None:
    s = scenario(KINGDOM, hands={0: [HW], 1: ["Moat", "Gold", "Estate"], 2: ["Gold", "Estate",
                                                                             "Duchy"]},
                 decks={0: FIVE * 2, 1: FIVE * 2, 2: FIVE * 2}, players=3)
    s = act(act(s, f"play {HW}"), "reveal Moat", pid=1)
    s = act(s, "end turn")
    s = _buy_silver(s)
    assert "Moat" in zones(s, 1)["discard"]  # unaffected: its hand was discarded
    s = _buy_silver(s)
    assert choices(s) == ("topdeck Duchy", "topdeck Estate")
    two = scenario(KINGDOM, hands={0: [HW], 1: ["Moat", "Gold", "Estate"]},
                   decks={0: FIVE * 2, 1: FIVE * 2})
    two = act(act(act(two, f"play {HW}"), "reveal Moat", pid=1), "end turn")
    two = _buy_silver(two)
    assert two.current == 0 and "Estate" in zones(two, 1)["discard"]


def test_bots_order_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: [HW], 1: HAND}, decks={0: FIVE * 2, 1: FIVE})
    s = act(act(s, f"play {HW}"), "end turn")
    s = _buy_silver(s)
    labels, after = step(RuleAgent(BIG_MONEY), s)
    assert all(label.startswith("topdeck ") for label in labels) and after.current == 0
    labels, after = step(RandomAgent(1), s)
    assert after.current == 0
