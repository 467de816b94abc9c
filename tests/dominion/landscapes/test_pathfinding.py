"""Pathfinding (Adventures Event, $8): "Move your +1 Card token to an Action Supply pile (when you
play a card from that pile, you first get +1 Card)"; Training ($6): "Move your +$1 token to an
Action Supply pile (when you play a card from that pile, you first get +$1)"."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import move_token
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Village", "Smithy", "Market", "Throne Room"]
PILES = ("move to Market", "move to Smithy", "move to Throne Room", "move to Village")


def _rich(landscape: str) -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Gold"] * 3}, landscapes=[landscape])
    return act(s, "play all treasures")


def test_card_data() -> None:
    assert (card_named("Pathfinding").cost, card_named("Training").cost) == (8, 6)
    assert card_named("Pathfinding").tokens == ("+1 Card",)
    assert card_named("Training").tokens == ("+$1",)


def test_pathfinding_moves_the_plus_card_token() -> None:
    s = act(_rich("Pathfinding"), "buy Pathfinding")
    assert choices(s) == PILES
    s = act(s, "move to Village")
    assert s.player(0).tokens == {"+1 Card": "Village"}


def test_pathfinding_moves_it_again() -> None:
    s = move_token(_rich("Pathfinding"), 0, "+1 Card", "Smithy")
    s = act(act(s, "buy Pathfinding"), "move to Market")
    assert s.player(0).tokens == {"+1 Card": "Market"}


def test_the_plus_card_token_draws_first_each_play() -> None:
    """Throne Room on a Village with the token: +1 Card first, each time."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Village"]}, decks={0: ["Copper"] * 6},
                 landscapes=["Pathfinding"])
    s = move_token(s, 0, "+1 Card", "Village")
    s = act(act(s, "play Throne Room"), "play Village")
    assert zones(s, 0)["hand"] == ["Copper"] * 4 and s.player(0).actions == 4


def test_training_moves_the_plus_coin_token_and_it_pays_first() -> None:
    s = act(act(_rich("Training"), "buy Training"), "move to Smithy")
    assert s.player(0).tokens == {"+$1": "Smithy"}
    t = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Estate"] * 3},
                 landscapes=["Training"])
    t = act(move_token(t, 0, "+$1", "Smithy"), "play Smithy")
    assert t.player(0).coins == 1 and len(t.player(0).hand) == 3
