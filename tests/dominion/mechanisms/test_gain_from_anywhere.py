"""One gain sequence for a card gained from anywhere: the supply, a pile outside it, the trash,
a seat's set-aside cards (`GainCard(..., source=...)`).

Possession (Alchemy): "Any cards they would gain on that turn, you gain instead" holds for a
gain from the trash as for one from the supply (Thief, Noble Brigand, Lurker in a possessed
turn), and every "when you gain" sees such a gain (Watchtower: "When you gain a card, you may
reveal this from your hand, to either trash that card or put it onto your deck").
"""

from __future__ import annotations

import pytest

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.effect import GainCard
from tests.dominion.helpers import act, choices, names, zones


def possessed_turn(kingdom: list[str], hand: list[str], victim_deck: list[str]) -> DominionState:
    """Three seats: seat 0 plays Possession and ends its turn; seat 1 (``hand``) takes the
    possessed turn, decided by seat 0; seat 2's deck is ``victim_deck``."""
    s = scenario(["Possession", *kingdom], hands={0: ["Possession"], 1: hand},
                 decks={0: ["Copper"] * 5, 2: victim_deck}, players=3)
    s = act(act(s, "play Possession"), "end turn")
    assert (s.current, s.table.order.possessor, s.waiting_for()) == (1, 0, 0)
    return s


def test_thief_in_a_possessed_turn_the_possessor_gains_the_treasure() -> None:
    """Seat 1's Thief trashes seat 2's Gold; seat 0 (the possessor) picks `gain Gold` and gains
    it: it goes to seat 0's discard pile, not seat 1's."""
    s = possessed_turn(["Thief"], ["Thief"], ["Gold", "Estate"])
    s = act(s, "play Thief", pid=0)
    assert s.waiting_for() == 0 and choices(s) == ("gain Gold", "no")
    s = act(s, "gain Gold", pid=0)
    assert names(s.player(0).discard) == ["Gold", "Possession"]
    assert zones(s, 1) == {"in_play": ["Thief"]}
    assert zones(s, 2) == {"discard": ["Estate"]}
    assert s.trash == () and s.supply_count("Gold") == 30


def test_noble_brigand_in_a_possessed_turn_the_possessor_gains_the_treasure() -> None:
    """Noble Brigand (1E): "You gain the trashed cards": the possessor gains them instead."""
    s = possessed_turn(["Noble Brigand"], ["Noble Brigand"], ["Silver", "Gold"])
    s = act(s, "play Noble Brigand", pid=0)
    assert s.waiting_for() == 0 and choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Gold", pid=0)
    assert names(s.player(0).discard) == ["Gold", "Possession"]
    assert zones(s, 1) == {"in_play": ["Noble Brigand"]}
    assert zones(s, 2) == {"discard": ["Silver"]}
    assert s.trash == ()


def test_lurker_in_a_possessed_turn_the_possessor_gains_from_the_trash() -> None:
    """Lurker's "gain an Action card from the trash" in a possessed turn: Chapel trashed by seat 1
    is set aside (it is theirs), but a Village already in the trash goes to seat 0."""
    s = possessed_turn(["Lurker", "Village"], ["Lurker"], [])
    s = s.with_board(trash_pile=(card_named("Village"),))
    s = act(s, "play Lurker", pid=0)
    s = act(s, "gain an Action card from the trash", pid=0)
    assert names(s.player(0).discard) == ["Village", "Possession"]
    assert zones(s, 1) == {"in_play": ["Lurker"]}
    assert s.trash == ()


def test_watchtower_sees_a_gain_from_the_trash() -> None:
    """Thief's gain from the trash with Watchtower in hand: `reveal Watchtower`, then the Silver
    goes onto the deck."""
    s = scenario(["Thief", "Watchtower"], hands={0: ["Thief", "Watchtower"]},
                 decks={1: ["Silver", "Estate"]})
    s = act(act(s, "play Thief"), "gain Silver")
    assert choices(s) == ("reveal Watchtower", "no")
    s = act(s, "reveal Watchtower")
    assert choices(s) == ("trash Silver", "topdeck Silver")
    s = act(s, "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Watchtower"], "deck": ["Silver"], "in_play": ["Thief"]}
    assert s.trash == ()




def test_a_card_set_aside_by_a_seat_is_gained_from_there() -> None:
    """``source="set_aside"``: the card leaves ``owner``'s set-aside cards for the gainer's zone;
    nothing happens when it is not there."""
    s = scenario(["Village"], hands={0: [], 1: []})
    silver = card_named("Silver")
    s = s.add_to(1, "set_aside", (silver,))
    t = s.push(GainCard(0, silver, "hand", source="set_aside", owner=1)).auto_step()
    assert zones(t, 0)["hand"] == ["Silver"] and "set_aside" not in zones(t, 1)
    again = t.push(GainCard(0, silver, "hand", source="set_aside", owner=1)).auto_step()
    assert zones(again, 0) == zones(t, 0) and zones(again, 1) == zones(t, 1)


def test_a_card_not_in_the_trash_is_not_gained() -> None:
    s = scenario(["Village"], hands={0: []})
    t = s.push(GainCard(0, card_named("Gold"), source="trash")).auto_step()
    assert zones(t, 0) == zones(s, 0) and t.supply_count("Gold") == 30


def test_the_non_supply_read_and_bad_sources() -> None:
    gold = card_named("Gold")
    assert GainCard(0, gold, source="non_supply").non_supply
    assert not GainCard(0, gold).non_supply
    with pytest.raises(ValueError, match="not 'hand'"):
        GainCard(0, gold, source="hand")
