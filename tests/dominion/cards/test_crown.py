"""Crown (Empires), $5 Action-Treasure: "If it's your Action phase, you may play an Action from
your hand twice. If it's your Buy phase, you may play a Treasure from your hand twice." (FAQ: in
the Buy phase it "does not use up any Actions at all"; "Crown can be used to play another Crown in
either your Action or Buy phase".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Crown", "Village", "Smithy", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Crown")
    assert (card.cost, card.type_line, card.is_action, card.is_treasure) == (
        5, "Action - Treasure", True, True)


def test_action_phase_plays_an_action_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Crown", "Village", "Copper"]}, decks={0: ["Estate", "Gold"]})
    s = act(s, "play Crown")
    assert choices(s) == ("play Village", "no")  # an Action only (not the Copper)
    s = act(s, "play Village")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Gold"], "in_play": ["Crown", "Village"]}
    assert s.player(0).actions == 4


def test_buy_phase_plays_a_treasure_twice_without_an_action() -> None:
    """FAQ: "If you play this in your Buy phase, you play a Treasure from your hand, then play it
    again; this does not use up any Actions at all"."""
    s = scenario(KINGDOM, hands={0: ["Crown", "Gold", "Copper"]})
    s = act(s, "end actions")
    assert "play Crown" in choices(s)
    s = act(s, "play Crown")
    assert choices(s) == ("play Copper", "play Gold", "no")
    s = act(s, "play Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Crown", "Gold"]}
    assert (s.player(0).coins, s.player(0).actions) == (6, 1)


def test_play_all_treasures_plays_crown_which_asks() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Crown", "Silver", "Copper"]}), "end actions")
    s = act(s, "play all treasures")
    assert choices(s) == ("play Copper", "play Silver", "no")
    s = act(s, "play Silver")
    assert s.player(0).coins == 5  # Silver twice, then the Copper
    assert zones(s, 0) == {"in_play": ["Crown", "Silver", "Copper"]}


def test_crown_plays_crown_in_the_buy_phase() -> None:
    """FAQ: "Crown can be used to play another Crown in either your Action or Buy phase, causing
    you to ... play ... two more Treasures twice each"."""
    s = act(scenario(KINGDOM, hands={0: ["Crown", "Crown", "Silver", "Copper"]}), "end actions")
    s = act(act(s, "play Crown"), "play Crown")
    s = act(s, "play Silver")
    s = act(s, "play Copper")
    assert s.player(0).coins == 6


def test_declining_does_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Crown", "Silver"]}), "end actions")
    s = act(act(s, "play Crown"), "no")
    assert s.player(0).coins == 0 and zones(s, 0) == {"hand": ["Silver"], "in_play": ["Crown"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Crown", "Village", "Smithy"]},
                 decks={0: ["Copper"] * 8})
    s = act(act(s, "play Throne Room"), "play Crown")
    s = act(s, "play Village")
    s = act(s, "play Smithy")
    assert s.player(0).actions == 4
    assert len(s.player(0).hand) == 8


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Crown"])
