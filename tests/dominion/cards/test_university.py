"""University (Alchemy, $2 and a potion): "+2 Actions. You may gain an Action card costing up to
$5."

``gain <Card>`` of an Action costing up to $5 with no potion in its cost (rulebook: a cost with
a potion is not "up to $5"), or ``no``.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["University", "Throne Room", "Laboratory", "Gardens", "Golem", "Herbalist"]


def test_card_data() -> None:
    card = card_named("University")
    assert (card.cost, card.potion, card.type_line, card.actions) == (2, 1, "Action", 2)


def test_gain_an_action_up_to_five_or_not() -> None:
    s = act(scenario(KINGDOM, hands={0: ["University"]}), "play University")
    assert s.player(0).actions == 2
    # supply order; not Gardens (no Action), Golem nor University itself (a potion in the cost)
    assert choices(s) == ("gain Herbalist", "gain Throne Room", "gain Laboratory", "no")
    s2 = act(s, "gain Laboratory")
    assert zones(s2, 0) == {"discard": ["Laboratory"], "in_play": ["University"]}
    s3 = act(s, "no")
    assert zones(s3, 0) == {"in_play": ["University"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "University"]})
    s = act(act(s, "play Throne Room"), "play University")
    s = act(act(s, "gain Laboratory"), "gain Herbalist")
    assert s.player(0).actions == 4
    assert zones(s, 0) == {"discard": ["Herbalist", "Laboratory"],
                           "in_play": ["Throne Room", "University"]}
