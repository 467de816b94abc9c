"""Horn of Plenty (Cornucopia): "Worth $0. When you play this, gain a card costing up to $1 per
differently named card you have in play, counting this. If it's a Victory card, trash this."

Rulings (wiki.dominionstrategy.com/index.php/Horn_of_Plenty, Official FAQ): cards in play count
by name, the Horn itself included, Action cards played earlier this turn and Durations from last
turn too; the gain is mandatory; a gained Victory card (one of its types) trashes the Horn."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Horn of Plenty", "Village", "Smithy", "Harem", "Throne Room"]


def test_card_data() -> None:
    """A $5 Treasure of Cornucopia worth $0."""
    c = card_named("Horn of Plenty")
    assert (c.cost, c.coins, c.type_line, c.set_name) == (5, 0, "Treasure", "Cornucopia")


def test_counts_names_in_play() -> None:
    """Village played, Copper, Copper, Silver played, then the Horn: 4 names, gain up to $4."""
    s = scenario(KINGDOM, hands={0: ["Horn of Plenty", "Copper", "Copper", "Silver"]},
                 in_play={0: ["Village"]})
    s = act(act(act(act(s, "play Copper"), "play Copper"), "play Silver"), "play Horn of Plenty")
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Curse",
                          "gain Village", "gain Smithy", "gain Throne Room")
    s = act(s, "gain Smithy")
    assert zones(s, 0)["discard"] == ["Smithy"]
    assert "Horn of Plenty" in zones(s, 0)["in_play"]
    assert s.player(0).coins == 4


def test_a_victory_card_trashes_it() -> None:
    """Alone: up to $1 only (Copper, Curse); with 6 names, Harem (Treasure - Victory) trashes it."""
    s = scenario(KINGDOM, hands={0: ["Horn of Plenty"]})
    assert choices(act(s, "play Horn of Plenty")) == ("gain Copper", "gain Curse")  # $0 each
    s = scenario(KINGDOM, hands={0: ["Horn of Plenty", "Copper", "Silver", "Gold"]},
                 in_play={0: ["Village", "Smithy"]})
    s = act(act(act(act(s, "play Copper"), "play Silver"), "play Gold"), "play Horn of Plenty")
    s = act(s, "gain Harem")
    assert names(s.trash) == ["Horn of Plenty"]
    assert zones(s, 0) == {"discard": ["Harem"],
                           "in_play": ["Village", "Smithy", "Copper", "Silver", "Gold"]}
