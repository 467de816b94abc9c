"""Farmland (Hinterlands, 2nd edition): "2 VP. When you gain this, trash a card from your hand and
gain a non-Farmland card costing exactly $2 more than it."

The 2022 errata (wiki: card text; "Farmland got errata in 2022 to no longer have an on-buy trigger
in order to avoid loops") adds "non-Farmland". Official FAQ: whether bought or gained otherwise;
no card in hand: nothing; nothing costing exactly $2 more: no gain; the trash is not optional."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Farmland", "Workshop", "Throne Room", "Smithy", "Market", "Village", "Remodel"]


def test_card_data() -> None:
    """A $6 Victory card of Hinterlands worth 2 VP."""
    card = card_named("Farmland")
    assert (card.cost, card.type_line, card.set_name, card.vp) == (6, "Victory", "Hinterlands", 2)


def test_bought_trashes_and_gains() -> None:
    """Market played for +1 Buy; buying it with Estate and Smithy left in hand: trash Smithy
    ($4), gain the only $6 card but Farmland (Gold; no question)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Estate", "Smithy"]},
                 decks={0: ["Copper"]})
    s = act(act(act(act(s, "play Market"), "end actions"), "play all treasures"), "buy Farmland")
    assert choices(s) == ("trash Estate", "trash Smithy")
    s = act(s, "trash Smithy")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Gold", "Farmland"],
                           "in_play": ["Market", "Gold", "Gold", "Copper"]}
    assert [c.name for c in s.trash] == ["Smithy"]
    assert s.supply_count("Farmland") == 7


def test_estate_to_market_choice() -> None:
    """Trashing an Estate ($2), the only card left in hand (no question): a $4 card (Smithy,
    Remodel, Throne Room; no Market at $5, no Village at $3)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Estate"]}, decks={0: []})
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Farmland")
    assert set(choices(s)) == {"gain Smithy", "gain Remodel", "gain Throne Room"}
    s = act(s, "gain Remodel")
    assert zones(s, 0) == {"discard": ["Remodel", "Farmland"],
                           "in_play": ["Market", "Gold", "Gold"]}
    assert [c.name for c in s.trash] == ["Estate"]


def test_empty_hand_nothing() -> None:
    """Gained by Remodel with nothing else in hand (Gold trashed): no trash, no gain."""
    s = scenario(KINGDOM, hands={0: ["Remodel", "Gold"]})
    s = act(act(s, "play Remodel"), "gain Farmland")
    assert zones(s, 0) == {"discard": ["Farmland"], "in_play": ["Remodel"]}
    assert [c.name for c in s.trash] == ["Gold"]


def test_nothing_costing_two_more() -> None:
    """Trashing a Province ($8): nothing costs $10, so nothing is gained."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Province"]}, decks={0: []})
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Farmland")
    assert [c.name for c in s.trash] == ["Province"]
    assert zones(s, 0) == {"discard": ["Farmland"], "in_play": ["Market", "Gold", "Gold"]}
