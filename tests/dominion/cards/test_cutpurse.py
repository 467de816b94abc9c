"""Cutpurse (Seaside, 2nd edition): "+$2. Each other player discards a Copper (or reveals a hand with
no Copper)."

No decision: a Copper is discarded when there is one, else the hand is revealed (known to every
seat until its cards move).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Cutpurse", "Moat", "Throne Room"]


def test_card_data() -> None:
    """A $4 Action - Attack of Seaside."""
    card = card_named("Cutpurse")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack", "Seaside")


def test_discards_a_copper() -> None:
    s = scenario(KINGDOM, hands={0: ["Cutpurse"], 1: ["Estate", "Copper", "Copper", "Silver"]})
    s = act(s, "play Cutpurse")
    assert s.player(0).coins == 2
    assert zones(s, 1) == {"hand": ["Estate", "Copper", "Silver"], "discard": ["Copper"]}
    assert s.waiting_for() == 0


def test_no_copper_reveals_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Cutpurse"], 1: ["Estate", "Silver"]})
    s = act(s, "play Cutpurse")
    assert zones(s, 1) == {"hand": ["Estate", "Silver"]}
    assert [(c.name, m) for c, m in s.player(1).hand_known] == [("Estate", PUBLIC), ("Silver", PUBLIC)]


def test_three_players_in_turn_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Cutpurse"], 1: ["Copper"], 2: ["Gold", "Copper"]}, players=3)
    s = act(s, "play Cutpurse")
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert zones(s, 2) == {"hand": ["Gold"], "discard": ["Copper"]}


def test_moat_blocks() -> None:
    s = scenario(KINGDOM, hands={0: ["Cutpurse"], 1: ["Moat", "Copper"]})
    s = act(s, "play Cutpurse")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", "Copper"]}
    assert s.player(0).coins == 2


def test_throne_room_on_cutpurse() -> None:
    """Two attacks: two Coppers discarded, +$4."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Cutpurse"], 1: ["Copper", "Copper", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Cutpurse")
    assert zones(s, 1) == {"hand": ["Estate"], "discard": ["Copper", "Copper"]}
    assert s.player(0).coins == 4
