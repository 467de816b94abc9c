"""Bridge Troll (Adventures, $5 Action - Attack - Duration): "Each other player takes their -$1
token. Now and at the start of your next turn: +1 Buy. While this is in play, cards cost $1 less
on your turns, but not less than $0." FAQ: "on your turns only, cards cost $1 less [...] This is
cumulative; if you have two Bridge Trolls in play from last turn and play another Bridge Troll
this turn, all cards will cost $3 less this turn".

The cut is $1 per Bridge Troll in play, counted once a turn: Throne Room on one gives +1 Buy twice
now and twice next turn, and $1 off."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act, zones

KINGDOM = ["Bridge Troll", "Moat", "Throne Room", "Village", "Smithy"]


def _cost(s: DominionState, name: str) -> int:
    return cost(s, card_named(name))


def _played(players: int = 2) -> DominionState:
    hands = {0: ["Bridge Troll", "Copper"]} | {k: ["Copper"] for k in range(1, players)}
    s = scenario(KINGDOM, hands=hands, decks={0: ["Estate"] * 10}, players=players)
    return act(s, "play Bridge Troll")


def test_card_data() -> None:
    c = card_named("Bridge Troll")
    assert (c.cost, c.type_line, c.tokens) == (5, "Action - Attack - Duration", ("-$1",))


def test_each_other_player_takes_the_minus_coin_token_and_buy_and_cut_now() -> None:
    s = _played(3)
    assert s.player(1).tokens == {"-$1": "seat"} == s.player(2).tokens
    assert s.player(0).buys == 2 and s.player(0).tokens == {}
    assert (_cost(s, "Smithy"), _cost(s, "Copper"), _cost(s, "Province")) == (3, 0, 7)


def test_next_turn_plus_buy_and_the_cut_again_then_it_is_discarded() -> None:
    s = act(_played(), "end turn")
    assert s.current == 1
    assert _cost(s, "Smithy") == 4  # not on another seat's turn
    s = act(s, "end turn")
    assert s.current == 0 and s.player(0).buys == 2
    assert _cost(s, "Smithy") == 3 and [c.name for c in s.player(0).more.lasting.durations] == [
        "Bridge Troll"]
    s = act(s, "end turn")
    assert "Bridge Troll" in zones(s, 0)["discard"]


def test_the_token_takes_a_dollar_from_the_victims_next_coins() -> None:
    s = act(_played(), "end turn")
    s = act(s, "play all treasures")  # seat 1's Copper: $1 less
    assert s.player(1).coins == 0 and s.player(1).tokens == {}


def test_throne_room_buys_twice_cuts_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Bridge Troll"]}, decks={0: ["Estate"] * 10})
    s = act(act(s, "play Throne Room"), "play Bridge Troll")
    assert s.player(0).buys == 3 and _cost(s, "Smithy") == 3
    s = act(act(s, "end turn"), "end turn")
    assert s.current == 0 and s.player(0).buys == 3 and _cost(s, "Smithy") == 3


def test_two_from_last_turn_and_one_now_cut_three() -> None:
    """FAQ: cumulative, two Bridge Trolls from last turn and one played now: $3 less."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge Troll", "Bridge Troll"]},
                 decks={0: ["Estate", "Bridge Troll"] + ["Estate"] * 10})
    s = act(act(act(s, "play Village"), "play Bridge Troll"), "play Bridge Troll")
    assert _cost(s, "Smithy") == 2
    s = act(act(s, "end turn"), "end turn")
    assert _cost(s, "Smithy") == 2
    s = act(s, "play Bridge Troll")  # drawn in the Clean-up's hand
    assert _cost(s, "Smithy") == 1 and s.player(0).buys == 4
    assert _cost(s, "Copper") == 0  # not less than $0


def test_moat_blocks_the_token_two_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Bridge Troll"], 1: ["Moat"]}, decks={0: ["Estate"] * 5})
    s = act(act(s, "play Bridge Troll"), "reveal Moat")
    assert s.player(1).tokens == {} and s.player(0).buys == 2


def test_moat_blocks_one_of_two_victims_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Bridge Troll"], 1: ["Moat"], 2: ["Moat"]}, players=3,
                 decks={0: ["Estate"] * 5})
    s = act(act(act(s, "play Bridge Troll"), "reveal Moat"), "no")
    assert s.player(1).tokens == {} and s.player(2).tokens == {"-$1": "seat"}
