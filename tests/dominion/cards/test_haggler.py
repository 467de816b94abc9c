"""Haggler (Hinterlands, 2nd edition): "+$2. This turn, when you gain a card, if you bought it,
gain a cheaper non-Victory card."

Official FAQ (2022, wiki): the gain is not optional; it comes after gaining the bought card; only
cards bought count (not a card gained otherwise, nor Haggler's own gain); nothing cheaper (Copper):
no gain; cumulative (Throne Room on Haggler: two gains per card bought)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Haggler", "Throne Room", "Workshop", "Village", "Smithy", "Market"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Haggler")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_buy_province_gains_a_cheaper_non_victory() -> None:
    """Buying a Province: Gold, Market, ... offered; no Duchy, Estate, Province."""
    s = scenario(KINGDOM, hands={0: ["Market", "Haggler", "Gold", "Gold"]},
                 decks={0: ["Estate"]})
    s = act(act(s, "play Market"), "play Haggler")
    assert s.player(0).coins == 3
    s = act(s, "play all treasures")
    s = act(s, "buy Province")
    offered = set(choices(s))
    assert {"gain Gold", "gain Market", "gain Haggler", "gain Copper", "gain Curse"} <= offered
    assert not offered & {"gain Duchy", "gain Estate", "gain Province"}
    s = act(s, "gain Gold")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Gold", "Province"],
                           "in_play": ["Market", "Haggler", "Gold", "Gold"]}


def test_copper_bought_gains_nothing() -> None:
    """Nothing is cheaper than Copper: nothing is gained, no question."""
    s = scenario(KINGDOM, hands={0: ["Market", "Haggler"]}, decks={0: ["Estate"]})
    s = act(act(act(s, "play Market"), "play Haggler"), "buy Copper")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Copper"],
                           "in_play": ["Market", "Haggler"]}
    assert "buy Copper" in choices(s)  # the second Buy: no gain was asked


def test_only_bought_cards() -> None:
    """A Workshop's gain triggers nothing."""
    s = scenario(KINGDOM, hands={0: ["Village", "Haggler", "Workshop"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Village"), "play Haggler"), "play Workshop")
    s = act(s, "gain Smithy")
    assert s.waiting_for() == 0 and "gain Smithy" not in choices(s)
    assert zones(s, 0)["discard"] == ["Smithy"]


def test_throne_room_gains_two() -> None:
    """Throne Room: +$4; buying a Market ($5) gains two cheaper non-Victory cards."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Haggler", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Haggler")
    assert s.player(0).coins == 4
    s = act(act(s, "play all treasures"), "buy Market")
    assert "gain Market" not in choices(s) and "gain Estate" not in choices(s)
    s = act(act(s, "gain Silver"), "gain Village")
    assert (s.supply_count("Market"), s.supply_count("Silver"), s.supply_count("Village")) == (
        9, 39, 9)
    assert s.current == 1  # one Buy: the turn is over
