"""Durations: records on the player, kept through Clean-up with what played them, resolved next turn.

Issue 13: "Durations as frozen records on the player (the card, how many
times, its payload ...), a start-of-turn phase that resolves them in the
order their owner chooses, and a Clean-up that keeps them and the Throne
Room/King's Court that played them."
"""

from __future__ import annotations

from dgsim.dominion import DominionState, scenario
from tests.dominion.helpers import act, choices, names, zones
from tests.dominion.mechanisms import cards

assert cards.CARDS


def end_turn(s: DominionState) -> DominionState:
    """End the current turn from its action phase (no buys)."""
    s = s.auto_step()
    if "end actions" in choices(s):
        s = act(s, "end actions")
    return act(s, "end turn")


def test_a_duration_stays_in_play_and_works_next_turn() -> None:
    s = scenario(["Test Later"], hands={0: ["Test Later", "Copper"]},
                 decks={0: ["Estate"] * 5 + ["Gold"] + ["Silver"] * 5})
    s = act(s, "play Test Later")
    record = s.player(0).more.lasting.records[0]
    assert (record.card.name, record.times, record.keeper) == ("Test Later", 1, None)
    s = end_turn(s)
    assert names(s.player(0).duration) == ["Test Later"] and s.player(0).in_play == ()
    assert zones(s, 0)["discard"] == ["Copper"]
    s = end_turn(s)  # seat 1's turn
    assert s.current == 0 and names(s.player(0).hand) == ["Estate"] * 5 + ["Gold"]
    assert names(s.player(0).duration) == ["Test Later"]  # in play until this turn's Clean-up
    s = end_turn(s)
    assert s.player(0).duration == () and "Test Later" in zones(s, 0)["discard"]


def test_throne_room_on_a_duration_stays_with_it_and_works_twice() -> None:
    s = scenario(["Test Later", "Throne Room"], hands={0: ["Throne Room", "Test Later"]},
                 decks={0: ["Estate"] * 5 + ["Gold", "Silver"] + ["Copper"] * 5})
    s = act(s, "play Throne Room")
    s = act(s, "play Test Later")
    assert s.player(0).more.lasting.records[0].times == 2
    s = end_turn(end_turn(s))
    assert sorted(names(s.player(0).duration)) == ["Test Later", "Throne Room"]
    assert names(s.player(0).hand) == ["Estate"] * 5 + ["Gold", "Silver"]  # +1 Card twice
    s = end_turn(s)
    assert s.player(0).duration == ()
    assert {"Test Later", "Throne Room"} <= set(zones(s, 0)["discard"])


def test_throne_room_on_a_non_duration_leaves_at_clean_up() -> None:
    s = scenario(["Village", "Throne Room"], hands={0: ["Throne Room", "Village"]},
                 decks={0: ["Copper"] * 12})
    s = act(act(s, "play Throne Room"), "play Village")
    s = end_turn(s)
    assert s.player(0).duration == () and s.player(0).more.lasting.records == ()


def test_several_durations_resolve_in_the_order_their_owner_picks() -> None:
    s = scenario(["Test Later", "Caravan", "Village"],
                 hands={0: ["Village", "Test Later", "Caravan"]}, decks={0: ["Copper"] * 12})
    s = act(act(act(s, "play Village"), "play Test Later"), "play Caravan")
    s = end_turn(end_turn(s))
    assert choices(s) == ("resolve Caravan", "resolve Test Later")
    s = act(s, "resolve Caravan")
    assert len(s.player(0).hand) == 7  # Caravan's +1 Card, then the Later one's


def test_a_duration_with_nothing_left_to_do_is_not_offered() -> None:
    """Test Sentinel's start-of-turn hook changes nothing: only Test Later has work left, so it
    resolves without a question (no `resolve <Card>` for an effect with nothing to do)."""
    s = scenario(["Test Later", "Test Sentinel", "Village"],
                 hands={0: ["Village", "Test Later", "Test Sentinel"]}, decks={0: ["Copper"] * 12})
    s = act(act(act(s, "play Village"), "play Test Later"), "play Test Sentinel")
    s = end_turn(end_turn(s))
    assert not any(c.startswith("resolve") for c in choices(s))
    assert len(s.player(0).hand) == 6 and s.player(0).more.lasting.pending == ()
    assert sorted(names(s.player(0).duration)) == ["Test Later", "Test Sentinel"]


def test_a_duration_in_play_blocks_attacks_without_asking() -> None:
    s = scenario(["Test Sentinel", "Militia"], hands={0: ["Test Sentinel"], 1: ["Militia"]},
                 decks={0: ["Copper"] * 5})
    s = end_turn(act(s, "play Test Sentinel"))
    assert s.current == 1
    s = act(s, "play Militia")
    assert len(s.player(0).hand) == 5  # unaffected, and nobody was asked
    assert s.waiting_for() == 1
