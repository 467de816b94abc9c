"""Trade Route (Prosperity, 1st edition): "+1 Buy. +$1 per token on the Trade Route mat. Trash a
card from your hand. Setup: Put a token on each Victory card Supply pile. When a card is gained
from that pile, move the token to the Trade Route mat."

The tokens on the piles are `Table.route_taken` (the piles whose token has moved; not Embargo's
``state.tokens(pile)``); the mat's coins are ``state.trade_route``. Any player's gain, bought or
not, moves a pile's token, once per pile. The trash is mandatory."""

from __future__ import annotations

from dataclasses import replace

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.cards.prosperity_1e import has_route_token
from tests.dominion.helpers import act, choices, names, zones

TR = "Trade Route"
KINGDOM = [TR, "Gardens", "Workshop", "Throne Room", "Witch", "Embargo"]


def test_card_data() -> None:
    """A $3 Action of Prosperity 1E, +1 Buy."""
    card = card_named(TR)
    assert (card.cost, card.type_line, card.buys, card.set_name) == (3, "Action", 1,
                                                                   "Prosperity 1E")


def test_tokens_move_on_the_first_gain_from_each_victory_pile() -> None:
    """Buying an Estate moves its token (mat: 1); a second Estate moves nothing; Workshop gaining
    Gardens (a kingdom Victory pile, not bought) moves its token; a Curse (not a Victory card)
    moves nothing."""
    s = scenario(KINGDOM, hands={0: ["Workshop", "Silver", "Silver", "Witch"]})
    assert s.trade_route == 0 and has_route_token(s, card_named("Estate"))
    assert not has_route_token(s, card_named("Curse"))
    s = act(act(s, "play Workshop"), "gain Gardens")
    assert s.trade_route == 1 and not has_route_token(s, card_named("Gardens"))
    s = act(act(s, "play all treasures"), "buy Estate")
    assert s.trade_route == 2 and s.table.tokens.route_taken == ("Gardens", "Estate")
    assert s.tokens("Estate") == 0  # Embargo's tokens are apart


def test_other_players_gains_and_curses() -> None:
    """Witch's Curse for seat 1 moves no token; seat 1 buying a Duchy on its turn moves one."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Gold", "Silver"]}, decks={0: ["Copper"] * 7})
    s = act(act(s, "play Witch"), "end turn")
    assert s.trade_route == 0 and s.current == 1
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.trade_route == 1 and s.table.tokens.route_taken == ("Duchy",)


def _with_mat(state: DominionState, *piles: str) -> DominionState:
    """``state`` with the tokens of these piles already on the mat."""
    table = state.table.evolve(trade_route=len(piles), route_taken=piles)
    return replace(state, table=table)


def test_play_coins_buy_and_mandatory_trash() -> None:
    """With 2 tokens on the mat: +$2, +1 Buy, then trash a card from the hand (no ``no``)."""
    s = _with_mat(scenario(KINGDOM, hands={0: [TR, "Estate", "Copper"]}), "Estate", "Duchy")
    s = act(s, "play Trade Route")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Estate")
    assert (s.player(0).coins, s.player(0).buys) == (2, 2)
    assert names(s.trash) == ["Estate"] and zones(s, 0) == {"hand": ["Copper"], "in_play": [TR]}
    assert s.trade_route == 2  # the tokens stay on the mat


def test_throne_room_and_an_empty_hand() -> None:
    """Throne Room: +$1 and a trash each time (one token on the mat); with no card left to trash,
    nothing is asked."""
    s = _with_mat(scenario(KINGDOM, hands={0: ["Throne Room", TR, "Estate"]}), "Province")
    s = act(act(s, "play Throne Room"), "play Trade Route")
    assert (s.player(0).coins, s.player(0).buys) == (2, 3)
    assert names(s.trash) == ["Estate"] and zones(s, 0) == {"in_play": ["Throne Room", TR]}


def test_not_in_games_without_it() -> None:
    """Without Trade Route in the game, gains move no token."""
    s = scenario(["Workshop"], hands={0: ["Workshop"]})
    s = act(act(s, "play Workshop"), "gain Estate")
    assert s.trade_route == 0 and s.table.tokens.route_taken == ()
