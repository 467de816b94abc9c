"""Explorer (Seaside, 1st edition): "You may reveal a Province card from your hand. If you do, gain a
Gold card, putting it into your hand. Otherwise, gain a Silver card, putting it into your hand."

``reveal Province`` or ``no``; the revealed Province is known to every seat.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $5 Action of Seaside's first edition."""
    card = card_named("Explorer")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Seaside 1E")


def test_reveal_province_for_gold() -> None:
    s = act(scenario(["Explorer"], hands={0: ["Explorer", "Province", "Estate"]}), "play Explorer")
    assert choices(s) == ("reveal Province", "no")
    s = act(s, "reveal Province")
    assert zones(s, 0) == {"hand": ["Province", "Estate", "Gold"], "in_play": ["Explorer"]}
    assert s.supply_count("Gold") == 29
    assert (card_named("Province"), PUBLIC) in s.player(0).hand_known


def test_decline_gains_silver() -> None:
    s = act(act(scenario(["Explorer"], hands={0: ["Explorer", "Province"]}), "play Explorer"), "no")
    assert zones(s, 0) == {"hand": ["Province", "Silver"], "in_play": ["Explorer"]}


def test_no_province_silver_without_asking() -> None:
    s = act(scenario(["Explorer"], hands={0: ["Explorer", "Duchy"]}), "play Explorer")
    assert zones(s, 0) == {"hand": ["Duchy", "Silver"], "in_play": ["Explorer"]}


def test_throne_room_on_explorer() -> None:
    """The same Province may be revealed twice: two Golds."""
    s = scenario([TR, "Explorer"], hands={0: [TR, "Explorer", "Province"]})
    s = act(act(act(s, f"play {TR}"), "play Explorer"), "reveal Province")
    s = act(s, "reveal Province")
    assert zones(s, 0) == {"hand": ["Province", "Gold", "Gold"], "in_play": [TR, "Explorer"]}
