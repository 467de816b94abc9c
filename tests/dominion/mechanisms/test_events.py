"""Events reach every listener however they happen: buys, card gains, other players' turns, self hooks.

Issue 13: "Every gain, trash and discard goes through it however it happens
(bought, gained by a card, in another player's turn), so no reaction ever
misses one."
"""

from __future__ import annotations

from dgsim.dominion import scenario
from dgsim.dominion.event import EventKind
from tests.dominion.helpers import act, choices, zones
from tests.dominion.mechanisms import cards

assert cards.CARDS  # registers the test cards


def test_a_bought_card_is_announced_and_the_reaction_asks() -> None:
    s = scenario(["Smithy", "Test Gainwatch"], hands={0: ["Test Gainwatch", "Gold", "Gold"]},
                 decks={0: ["Copper"] * 5})
    assert EventKind.GAIN in s.mode.listens
    s = act(act(s, "end actions"), "play all treasures")
    s = act(s, "buy Gold")
    assert choices(s) == ("reveal Test Gainwatch", "no")
    s = act(s, "reveal Test Gainwatch")
    assert s.player(0).vp_tokens == 1
    assert zones(s, 0)["discard"].count("Gold") == 3  # two played, one bought


def test_gains_by_a_card_and_in_another_players_turn_are_announced() -> None:
    s = scenario(["Workshop", "Witch", "Test Gainwatch"],
                 hands={0: ["Workshop"], 1: ["Test Gainwatch"]}, decks={0: ["Copper"] * 3})
    s = act(s, "play Workshop")
    s = act(s, "gain Silver")
    assert s.player(0).vp_tokens == 0 and s.waiting_for() == 0  # seat 1's card is not for seat 0
    w = scenario(["Witch", "Test Gainwatch"], hands={0: ["Witch"], 1: ["Test Gainwatch"]},
                 decks={0: ["Copper"] * 3})
    w = act(w, "play Witch")
    assert choices(w) == ("reveal Test Gainwatch", "no")  # seat 1 gains a Curse in seat 0's turn
    w = act(w, "reveal Test Gainwatch", pid=1)
    assert w.player(1).vp_tokens == 1 and zones(w, 1)["discard"] == ["Curse"]


def test_a_reaction_to_others_gains_is_not_asked_for_its_owners() -> None:
    s = scenario(["Smithy", "Test Envy"], hands={0: ["Gold", "Gold", "Gold"], 1: ["Test Envy"]})
    s = act(act(s, "play all treasures"), "buy Province")
    assert choices(s) == ("reveal Test Envy", "no")
    s = act(s, "reveal Test Envy", pid=1)
    assert s.player(1).vp_tokens == 1
    own = scenario(["Smithy", "Test Envy"], hands={0: ["Test Envy", "Gold", "Gold", "Gold"]})
    own = act(act(act(own, "end actions"), "play all treasures"), "buy Province")
    assert own.waiting_for() is None or "reveal Test Envy" not in choices(own)
    silver = scenario(["Smithy", "Test Envy"], hands={0: ["Gold"], 1: ["Test Envy"]})
    silver = act(act(silver, "play all treasures"), "buy Silver")
    assert silver.player(1).vp_tokens == 0 and (
        silver.waiting_for() is None or "reveal Test Envy" not in choices(silver))


def test_self_hooks_fire_when_bought_gained_trashed_and_discarded() -> None:
    s = scenario(["Test Echo", "Chapel", "Cellar"], hands={0: ["Silver", "Copper"]})
    s = act(act(s, "play all treasures"), "buy Test Echo")
    assert s.player(0).vp_tokens == 2  # when bought, then when gained
    s = scenario(["Test Echo", "Workshop"], hands={0: ["Workshop"]})
    s = act(act(s, "play Workshop"), "gain Test Echo")
    assert s.player(0).vp_tokens == 1
    s = scenario(["Test Echo", "Chapel"], hands={0: ["Chapel", "Test Echo"]})
    s = act(act(s, "play Chapel"), "trash Test Echo")
    assert s.trash[-1].name == "Test Echo" and zones(s, 0)["discard"] == ["Silver"]
    s = scenario(["Test Echo", "Cellar"], hands={0: ["Cellar", "Test Echo"]},
                 decks={0: ["Copper"]})
    s = act(act(s, "play Cellar"), "discard Test Echo")
    assert s.player(0).vp_tokens == 1


def test_cleanup_discards_are_not_discards_for_hooks() -> None:
    s = scenario(["Test Echo"], hands={0: ["Test Echo", "Copper"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, "end actions"), "end turn")
    assert s.current == 1 and s.player(0).vp_tokens == 0
    assert "Test Echo" in [c.name for c in s.player(0).discard]


def test_a_game_without_listeners_listens_to_nothing() -> None:
    assert scenario(["Smithy", "Village"], hands={0: []}).mode.listens == frozenset()
    assert scenario(["Moat"], hands={0: []}).mode.listens == {EventKind.ATTACK}
    # a card in a scenario's zones listens although it is not in the supply
    assert EventKind.GAIN in scenario(["Smithy"], hands={1: ["Test Gainwatch"]}).mode.listens
