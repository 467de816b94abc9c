"""Bank (Prosperity): "When you play this, it's worth $1 per Treasure card you have in play
(counting this)." Its value is fixed when played, so two Banks give different values."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Bank", "Village"]


def test_card_data() -> None:
    """A $7 Treasure of Prosperity."""
    card = card_named("Bank")
    assert (card.cost, card.type_line, card.set_name) == (7, "Treasure", "Prosperity")


def test_alone_it_counts_itself() -> None:
    """Played first: $1."""
    s = act(scenario(KINGDOM, hands={0: ["Bank", "Copper"]}), "play Bank")
    assert s.player(0).coins == 1
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Bank"]}


def test_two_banks_give_different_values() -> None:
    """In hand order Copper, Bank, Silver, Bank: $1 + $2 + $2 + $4 = $9."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Bank", "Silver", "Bank", "Estate"]})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 9
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Copper", "Bank", "Silver", "Bank"]}


def test_played_one_at_a_time() -> None:
    """Bank, then Copper, then Bank: $1 + $1 + $3."""
    s = scenario(KINGDOM, hands={0: ["Bank", "Bank", "Copper"]})
    s = act(act(act(s, "play Bank"), "play Copper"), "play Bank")
    assert s.player(0).coins == 5


def test_actions_in_play_do_not_count() -> None:
    """A Village in play is not a Treasure."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bank"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Village"), "play Bank")
    assert s.player(0).coins == 1
