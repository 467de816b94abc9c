"""Seaway (Adventures Event, $5): "Gain an Action card costing up to $4. Move your +1 Buy token to
its pile (when you play a card from that pile, you first get +1 Buy)." FAQ: "It only matters how
much the card costs that you gain; the cost is not checked later [...] You cannot use Seaway on an
empty pile just to move the +1 Buy token; you have to pick a card you can gain."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import move_token
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Bridge"]


def _bought(kingdom: list[str] | None = None) -> DominionState:
    s = scenario(kingdom or KINGDOM, hands={0: ["Gold", "Gold"]}, landscapes=["Seaway"])
    return act(act(s, "play all treasures"), "buy Seaway")


def test_card_data() -> None:
    e = card_named("Seaway")
    assert (e.cost, e.type_line, e.tokens) == (5, "Event", ("+1 Buy",))


def test_gains_an_action_up_to_4_and_moves_the_token_to_its_pile() -> None:
    s = _bought()
    assert choices(s) == ("gain Village", "gain Bridge", "gain Smithy")  # no Market ($5)
    s = act(s, "gain Smithy")
    assert "Smithy" in names(s.player(0).all_cards())  # gained (the turn ended: reshuffled)
    assert s.player(0).tokens == {"+1 Buy": "Smithy"}


def test_the_token_moves_from_where_it_was() -> None:
    s = move_token(_bought(), 0, "+1 Buy", "Market")
    s = act(s, "gain Village")
    assert s.player(0).tokens == {"+1 Buy": "Village"}


def test_no_action_to_gain_leaves_the_token() -> None:
    """FAQ: the token does not move without a card gained."""
    s = scenario(["Market", "Laboratory"], hands={0: ["Gold", "Gold"]}, landscapes=["Seaway"])
    s = move_token(s, 0, "+1 Buy", "Market")
    s = act(act(s, "play all treasures"), "buy Seaway")
    assert s.player(0).tokens == {"+1 Buy": "Market"}


def test_the_plus_buy_token_gives_a_buy_first() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"]}, landscapes=["Seaway"])
    s = act(move_token(s, 0, "+1 Buy", "Village"), "play Village")
    assert (s.player(0).buys, s.player(0).actions) == (2, 2)
