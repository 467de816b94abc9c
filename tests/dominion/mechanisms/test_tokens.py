"""Seat tokens (Adventures; `dgsim.dominion.tokens`), through the Events that move them: Lost
Arts ("Move your +1 Action token to an Action Supply pile (when you play a card from that pile,
you first get +1 Action)"), Ferry ("Move your -$2 cost token to an Action Supply pile (cards from
that pile cost $2 less on your turns, but not less than $0)"), Borrow ("+1 Buy. Once per turn: If
your -1 Card token isn't on your deck, put it there and +$1"); the -$1 token ("the next time you
get $, get $1 less")."""

from __future__ import annotations

import pickle

from dgsim.dominion import scenario
from dgsim.dominion.cost import cost
from dgsim.dominion.observation import observation
from dgsim.dominion.state import DominionState
from dgsim.dominion.tokens import flip_journey, move_token, take_minus_coin, token_pile
from tests.dominion.helpers import act, choices

KINGDOM = ["Village", "Smithy", "Market", "Laboratory"]


def _with_token(s: DominionState, token: str, pile: str, pid: int = 0) -> DominionState:
    return move_token(s, pid, token, pile)


def test_lost_arts_moves_the_plus_action_token_to_an_action_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, landscapes=["Lost Arts"])
    s = act(s, "play all treasures")
    s = act(s, "buy Lost Arts")
    assert choices(s) == ("move to Laboratory", "move to Market", "move to Smithy",
                          "move to Village")  # Action supply piles only
    s = act(s, "move to Smithy")
    assert s.player(0).tokens == {"+1 Action": "Smithy"}
    assert token_pile(s, 0, "+1 Action") == "Smithy"
    assert observation(s, 1).players[0].tokens == (("+1 Action", "Smithy"),)  # public


def test_the_plus_action_token_gives_its_bonus_first_on_each_play() -> None:
    s = scenario(["Throne Room", *KINGDOM], hands={0: ["Throne Room", "Smithy"]},
                 decks={0: ["Copper"] * 8}, landscapes=["Lost Arts"])
    s = _with_token(s, "+1 Action", "Smithy")
    s = act(s, "play Throne Room")
    s = act(s, "play Smithy")  # played twice: +1 Action each time
    p = s.player(0)
    assert p.actions == 2 and len(p.hand) == 6
    copy = pickle.loads(pickle.dumps(s))
    assert copy == s and choices(copy) == choices(s)


def test_a_card_from_another_pile_gets_no_bonus() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 3},
                 landscapes=["Lost Arts"])
    s = _with_token(s, "+1 Action", "Smithy")
    s = act(s, "play Village")
    assert s.player(0).actions == 2


def test_the_minus_two_cost_token_lowers_costs_on_its_owners_turns_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, landscapes=["Ferry"])
    s = _with_token(s, "-$2 cost", "Laboratory")
    laboratory = s.mode.piles[s.mode.by_name["Laboratory"]]
    assert cost(s, laboratory) == 3
    s = act(s, "play all treasures")  # $3
    assert "buy Laboratory" in choices(s)
    theirs = _with_token(scenario(KINGDOM, hands={0: []}, current=1, landscapes=["Ferry"]),
                         "-$2 cost", "Laboratory")
    assert cost(theirs, laboratory) == 5  # another seat's turn


def test_ferry_never_lowers_a_cost_below_zero() -> None:
    s = scenario(["Cellar", *KINGDOM], hands={0: []}, landscapes=["Ferry"])
    s = _with_token(s, "-$2 cost", "Cellar")
    assert cost(s, s.mode.piles[s.mode.by_name["Cellar"]]) == 0


def test_borrow_puts_the_minus_card_token_on_the_deck_and_the_next_draw_is_one_less() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"] * 10},
                 landscapes=["Borrow"])
    s = act(s, "play Smithy")
    s = act(s, "play all treasures")  # 3 Coppers: $3
    s = act(s, "buy Borrow")
    p = s.player(0)
    assert p.tokens == {"-1 Card": "deck"} and (p.coins, p.buys) == (4, 1)
    assert "buy Borrow" not in choices(s)  # once per turn
    s = act(s, "end turn")  # Clean-up draws 4, not 5; the token returns
    p = s.player(0)
    assert len(p.hand) == 4 and p.tokens == {}


def test_borrow_with_the_token_on_the_deck_gives_only_the_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper"]}, decks={0: ["Copper"] * 6},
                 landscapes=["Borrow"])
    p = s.player(0)
    s = s.with_player(0, p.with_more(p.more.evolve(minus_card=True)))
    s = act(s, "play all treasures")
    s = act(s, "buy Borrow")
    assert (s.player(0).coins, s.player(0).buys) == (1, 1)


def test_the_minus_coin_token_takes_one_from_the_next_dollars() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Silver"]}, decks={0: ["Estate"]},
                 landscapes=["Borrow"])
    s = take_minus_coin(s, 0)
    assert s.player(0).tokens == {"-$1": "seat"}
    s = act(s, "play Market")  # +$1, less the token's $1
    assert s.player(0).coins == 0 and s.player(0).tokens == {}
    s = act(s, "play all treasures")
    assert s.player(0).coins == 2


def test_the_minus_coin_token_on_a_treasure_played_with_play_all() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]})
    s = take_minus_coin(s, 0)
    s = act(s, "play all treasures")
    assert s.player(0).coins == 2 and s.player(0).tokens == {}


def test_the_journey_token_turns_over() -> None:
    s = scenario(KINGDOM, hands={0: []})
    assert s.player(0).journey == "face up"
    s, up = flip_journey(s, 0)
    assert not up and s.player(0).journey == "face down"
    s, up = flip_journey(s, 0)
    assert up and s.player(0).journey == "face up"
