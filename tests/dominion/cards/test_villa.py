"""Villa (Empires), $4 Action: "+2 Actions. +1 Buy. +$1. When you gain this, put it into your hand,
+1 Action, and if it's your Buy phase return to your Action phase." (FAQ: back in the Action phase
"you will return to your Buy phase, from the beginning - you can play more Treasures"; "If you
gain this during another player's turn, you will put the Villa into your hand and get +1 Action";
"It is possible to return to your Action phase multiple times in a turn".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.phase import ActionPhase, BuyPhase
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Villa", "Workshop", "Swindler", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Villa")
    assert (card.cost, card.type_line, card.actions, card.buys, card.coins) == (
        4, "Action", 2, 1, 1)


def test_buying_it_returns_to_the_action_phase() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Silver", "Copper"]}, decks={0: ["Gold"] * 5})
    s = act(act(s, "play Silver"), "play Silver")
    s = act(s, "buy Villa")
    assert isinstance(s.phase, ActionPhase)
    assert zones(s, 0) == {"hand": ["Copper", "Villa"], "deck": ["Gold"] * 5,
                           "in_play": ["Silver", "Silver"]}
    # the Action not used in the Action phase is still there, +1 Action
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (2, 0, 0)
    assert choices(s) == ("play Villa", "end actions")
    s = act(s, "play Villa")
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (3, 1, 1)
    assert isinstance(s.phase, BuyPhase)  # no Action left in hand: the Buy phase again
    assert choices(s)[:2] == ("play Copper", "play all treasures")  # "from the beginning"
    s = act(s, "play Copper")
    assert s.player(0).coins == 2


def test_gained_in_the_action_phase_into_the_hand() -> None:
    """FAQ: "If you gain this during your Action phase, such as with Engineer, you will put the Villa
    into your hand and get +1 Action (letting you, for example, play the Villa)"."""
    s = act(act(scenario(KINGDOM, hands={0: ["Workshop"]}), "play Workshop"), "gain Villa")
    assert zones(s, 0) == {"hand": ["Villa"], "in_play": ["Workshop"]}
    assert s.player(0).actions == 1 and isinstance(s.phase, ActionPhase)


def test_gained_in_another_players_turn() -> None:
    """FAQ: "If you gain this during another player's turn, you will put the Villa into your hand and
    get +1 Action, but will have no way to use that Action"."""
    s = scenario(KINGDOM, hands={0: ["Swindler"], 1: ["Copper"]}, decks={1: ["Smithy"]})
    s = act(s, "play Swindler")
    s = act(s, "gain Villa", pid=0)  # Swindler's player picks what seat 1 gains
    assert zones(s, 1) == {"hand": ["Copper", "Villa"]}
    assert s.player(1).actions == 2  # (a scenario's seats start with an Action each)
    assert s.current == 0


def test_two_villas_return_twice() -> None:
    """FAQ: "It is possible to return to your Action phase multiple times in a turn via buying
    multiple Villas"."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(act(s, "play all treasures"), "buy Villa")
    s = act(s, "play Villa")
    s = act(s, "buy Villa")
    assert isinstance(s.phase, ActionPhase)
    assert zones(s, 0)["hand"] == ["Villa"] and s.player(0).coins == 2


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Villa"]})
    s = act(act(s, "play Throne Room"), "play Villa")
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (4, 3, 2)


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Villa"])
