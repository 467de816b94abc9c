"""Harem (Intrigue), renamed Farm in later printings: "$2. 2 VP."

Source: https://wiki.dominionstrategy.com/index.php/Harem (a Treasure - Victory card; reprints
call it Farm). The printed name is kept; ``Farm`` is accepted as an alias wherever a card is
named."""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Harem", "Ironworks", "Bridge", "Village"]


def test_card_data_and_alias() -> None:
    """A $6 Treasure - Victory of Intrigue worth $2 and 2 VP; ``Farm`` names the same card."""
    card = card_named("Harem")
    assert (card.cost, card.type_line, card.coins, card.vp, card.set_name) == (
        6, "Treasure - Victory", 2, 2, "Intrigue")
    assert card_named("Farm") is card and card_named("farm") is card
    assert card.is_treasure and card.is_victory


def test_kingdom_by_the_alias() -> None:
    """A kingdom may name it Farm; the pile is Harem's."""
    s = new_game(["Farm", "Village", "Smithy", "Market", "Moat", "Cellar", "Chapel", "Witch",
                  "Militia", "Mine"], seed=1)
    assert s.supply_count("Harem") == 8


def test_played_for_two_and_scored_for_two() -> None:
    """Played as a Treasure: +$2; at scoring, 2 VP."""
    s = scenario(KINGDOM, hands={0: ["Harem", "Copper"], 1: []}, decks={0: [], 1: []})
    assert s.scores()[0] == 2
    s = act(s, "play all treasures")
    assert s.player(0).coins == 3
    assert zones(s, 0) == {"in_play": ["Harem", "Copper"]}
    assert "buy Silver" in choices(s)
