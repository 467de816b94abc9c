"""Smugglers (Seaside, 2nd edition): "Gain a copy of a card costing up to $6 that the player to your
right gained on their last turn."

Gains on the player's own turn count, however they happened (bought or gained by a card); a card it
gained in another player's turn does not. ``gain <Card>`` among the Supply piles of those cards
costing up to $6 now; nothing when there is none.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Smugglers", "Workshop", "Witch", TR, "Village"]


def test_card_data() -> None:
    """A $3 Action of Seaside."""
    card = card_named("Smugglers")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Seaside")


def test_gain_a_copy_of_a_card_the_right_player_gained() -> None:
    """Seat 1 gains a Silver (Workshop) and buys a Gold; seat 0's Smugglers offers both."""
    s = scenario(KINGDOM, hands={0: ["Smugglers"], 1: ["Workshop", "Gold", "Gold"]}, current=1)
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(act(s, "play all treasures"), "buy Gold")
    assert s.current == 0
    assert [c.name for c in s.player(1).more.turn.gained_last] == ["Silver", "Gold"]
    s = act(s, "play Smugglers")
    assert choices(s) == ("gain Silver", "gain Gold")
    s = act(s, "gain Gold")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Smugglers"]}


def test_only_up_to_six_and_only_on_their_turn() -> None:
    """Seat 0's Witch gives seat 1 a Curse in seat 0's turn; seat 1 then buys a Province: neither
    can be smuggled."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Gold", "Gold", "Gold"]},
                 decks={0: ["Copper"] * 2 + ["Smugglers"] + ["Copper"] * 4})
    s = act(act(s, "play Witch"), "end turn")
    s = act(act(s, "play all treasures"), "buy Province")
    assert [c.name for c in s.player(1).more.turn.gained_last] == ["Province"]
    discard = zones(s, 0)["discard"]
    s = act(s, "play Smugglers")
    assert zones(s, 0)["discard"] == discard  # nothing gained
    assert s.supply_count("Province") == 7


def test_three_players_the_player_to_the_right() -> None:
    """Seat 0's right is seat 2: seat 1's Silver is not offered, seat 2's Gold is (forced)."""
    s = scenario(KINGDOM, hands={0: ["Smugglers"], 1: ["Gold"], 2: ["Gold", "Gold"]}, current=1,
                 players=3)
    s = act(act(s, "play all treasures"), "buy Silver")
    s = act(act(s, "play all treasures"), "buy Gold")
    assert s.current == 0
    s = act(s, "play Smugglers")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Smugglers"]}


def test_a_turn_without_gains_leaves_nothing() -> None:
    """Seat 1 bought a Gold in an earlier turn, nothing in its last one."""
    s = scenario(KINGDOM, hands={0: ["Village"], 1: ["Gold", "Gold"]},
                 decks={0: ["Copper", "Smugglers"] + ["Copper"] * 4}, current=1)
    s = act(act(s, "play all treasures"), "buy Gold")
    s = act(act(s, "play Village"), "end turn")  # seat 0 draws Smugglers in Clean-up
    s = act(s, "end turn")  # seat 1 gains nothing this time
    assert s.player(1).more.turn.gained_last == ()
    s = act(s, "play Smugglers")
    assert zones(s, 0)["hand"] == ["Copper"] * 4
    assert "Gold" not in zones(s, 0).get("discard", [])


def test_throne_room_on_smugglers() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Smugglers"], 1: ["Workshop", "Gold", "Gold"]}, current=1)
    s = act(act(s, "play Workshop"), "gain Village")
    s = act(act(s, "play all treasures"), "buy Gold")
    s = act(act(s, f"play {TR}"), "play Smugglers")
    s = act(act(s, "gain Village"), "gain Gold")
    assert zones(s, 0) == {"discard": ["Gold", "Village"], "in_play": [TR, "Smugglers"]}
