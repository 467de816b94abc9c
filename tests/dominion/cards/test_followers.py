"""Followers (Cornucopia, a Prize): "+2 Cards. Gain an Estate. Each other player gains a Curse and discards
down to 3 cards in hand."

Official FAQ (wiki.dominionstrategy.com/index.php/Followers): in the order listed; each other
player, in turn order, gains a Curse and then discards down to 3.

A Prize costs $0, is not in the supply, one of its kind, gained only by Tournament from the Prize
pile (``state.table.non_supply``; wiki.dominionstrategy.com/index.php/Prize, Official Rules)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Tournament", "Throne Room", "Moat", "Village", "Gardens"]


def test_card_data() -> None:
    """A $0 Action - Attack - Prize of Cornucopia, not in the supply."""
    c = card_named("Followers")
    assert (c.cost, c.type_line, c.set_name) == (0, "Action - Attack - Prize", "Cornucopia 1E")
    assert c.text.endswith("(This is not in the Supply.)")
    start = scenario(KINGDOM, hands={})
    # not a supply pile; its pile outside the supply is counted the same way (DESIGN, Piles)
    assert "Followers" not in start.mode.by_name and start.supply_count("Followers") == 1


def test_followers_moat_three_players() -> None:
    """+2 Cards, an Estate; seat 1 reveals Moat; seat 2 gains a Curse, then discards to 3."""
    s = scenario(KINGDOM, hands={0: ["Followers"], 1: ["Moat", "Copper", "Copper", "Copper"],
                                 2: ["Copper", "Copper", "Silver", "Gold", "Estate"]},
                 decks={0: ["Silver", "Silver"]}, players=3)
    s = act(s, "play Followers")
    s = act(s, "reveal Moat", pid=1)
    assert s.waiting_for() == 2 and zones(s, 2)["discard"] == ["Curse"]
    s = act(s, "discard Copper", "discard Estate", pid=2)
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "discard": ["Estate"],
                           "in_play": ["Followers"]}
    assert zones(s, 1) == {"hand": ["Moat", "Copper", "Copper", "Copper"]}
    assert zones(s, 2) == {"hand": ["Copper", "Silver", "Gold"],
                           "discard": ["Estate", "Copper", "Curse"]}
