"""Ambassador (Seaside, 1st edition): "Reveal a card from your hand. Return up to 2 copies of it from
your hand to the Supply. Then each other player gains a copy of it."

``reveal <Card>``, then ``return <Card>`` up to twice (the revealed card may be one of them) and
``done``/``no``; then each other player not unaffected (Moat) gains a copy, in turn order. A card
not in the Supply cannot be returned, and nobody gains one.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Ambassador", "Moat", "Throne Room"]


def test_card_data() -> None:
    """A $3 Action - Attack of Seaside's first edition."""
    card = card_named("Ambassador")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Attack", "Seaside 1E")


def test_return_two_each_other_gains_one() -> None:
    s = scenario(KINGDOM, hands={0: ["Ambassador", "Estate", "Estate", "Copper", "Estate"]},
                 supply={"Estate": 5})
    s = act(s, "play Ambassador")
    assert choices(s) == ("reveal Copper", "reveal Estate")
    s = act(s, "reveal Estate")
    assert choices(s) == ("return Estate", "done")
    s = act(s, "return Estate", "return Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Ambassador"]}
    assert zones(s, 1) == {"discard": ["Estate"]}
    assert s.supply_count("Estate") == 5 + 2 - 1


def test_return_none() -> None:
    s = scenario(KINGDOM, hands={0: ["Ambassador", "Copper", "Silver"]})
    s = act(act(s, "play Ambassador"), "reveal Silver")
    assert choices(s) == ("return Silver", "no")
    s = act(s, "no")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "in_play": ["Ambassador"]}
    assert zones(s, 1) == {"discard": ["Silver"]}
    assert s.supply_count("Silver") == 39


def test_three_players_and_moat() -> None:
    s = scenario(KINGDOM, hands={0: ["Ambassador", "Copper"], 1: ["Moat"]}, players=3)
    s = act(s, "play Ambassador")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "return Copper")  # the only card: revealed without asking
    assert zones(s, 0) == {"in_play": ["Ambassador"]}
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"discard": ["Copper"]}
    assert s.supply_count("Copper") == 39 + 1 - 1  # 60 less 21 dealt; one back, one gained


def test_not_a_supply_card() -> None:
    """A Throne Room not in this game's Supply: nothing to return, nobody gains."""
    s = scenario(["Ambassador", "Moat"], hands={0: ["Ambassador", "Throne Room"]})
    s = act(s, "play Ambassador")
    assert zones(s, 0) == {"hand": ["Throne Room"], "in_play": ["Ambassador"]}
    assert zones(s, 1) == {}


def test_throne_room_on_ambassador() -> None:
    """Two plays, two reveals; the victim gains two cards."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ambassador", "Curse", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Ambassador")
    s = act(act(s, "reveal Curse"), "return Curse")
    s = act(s, "return Estate")
    assert zones(s, 0) == {"in_play": ["Throne Room", "Ambassador"]}
    assert zones(s, 1) == {"discard": ["Estate", "Curse"]}
