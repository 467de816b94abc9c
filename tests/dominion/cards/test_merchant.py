"""Merchant: "+1 Card +1 Action. The first time you play a Silver this turn, +$1."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Merchant", "Throne Room"]


def test_card_data() -> None:
    """A $3 Action with +1 Card +1 Action."""
    card = card_named("Merchant")
    assert (card.cost, card.cards, card.actions) == (3, 1, 1)


def test_first_silver_gives_an_extra_coin() -> None:
    """Two Silvers and a Copper: 2 + 2 + 1, plus $1 for the first Silver only."""
    s = scenario(KINGDOM, hands={0: ["Merchant", "Silver", "Silver"]}, decks={0: ["Copper"]})
    s = act(s, "play Merchant")
    assert zones(s, 0) == {"hand": ["Silver", "Silver", "Copper"], "in_play": ["Merchant"]}
    assert s.player(0).actions == 1
    s = act(s, "play all treasures")
    assert s.player(0).coins == 6


def test_one_at_a_time() -> None:
    """Playing Silvers one at a time: +$1 on the first, nothing on the second."""
    s = scenario(KINGDOM, hands={0: ["Merchant", "Silver", "Silver"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Merchant"), "play Silver")
    assert s.player(0).coins == 3
    s = act(s, "play Silver")
    assert s.player(0).coins == 5


def test_no_silver_no_bonus() -> None:
    """Other treasures do not trigger it."""
    s = scenario(KINGDOM, hands={0: ["Merchant", "Gold", "Copper"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Merchant"), "play all treasures")
    assert s.player(0).coins == 4


def test_two_merchants_two_coins() -> None:
    """Each Merchant played gives its own +$1 on the first Silver."""
    s = scenario(KINGDOM, hands={0: ["Merchant", "Merchant", "Silver"]}, decks={0: ["Estate", "Estate"]})
    s = act(act(act(s, "play Merchant"), "play Merchant"), "play all treasures")
    assert s.player(0).coins == 4


def test_throne_room_merchant() -> None:
    """Played twice: +2 Cards +2 Actions, and +$2 on the first Silver."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Merchant", "Silver"]},
                 decks={0: ["Estate", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Merchant")
    assert s.player(0).actions == 2
    s = act(s, "play all treasures")
    assert s.player(0).coins == 4


def test_bonus_ends_with_the_turn() -> None:
    """The +$1 lasts this turn only: the trigger is gone once the turn ends."""
    s = scenario(KINGDOM, hands={0: ["Merchant"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Merchant"), "end turn")
    assert s.current == 1 and s.triggers == ()
