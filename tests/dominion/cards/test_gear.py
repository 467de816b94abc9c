"""Gear (Adventures), $3 Action - Duration: "+2 Cards. Set aside up to 2 cards from your hand face
down (under this). At the start of your next turn, put them into your hand."

Official FAQ: "You may set aside zero, one, or two cards from your hand. Put them face down under
the Gear; you may look at them. They do not have to be cards you drew with Gear. If you set aside
zero cards, Gear will be discarded the same turn you played it; if you set aside one or two cards,
you put them into your hand at the start of your next turn, and Gear is discarded at the end of
that turn." The cards wait on the Gear's record (``p.duration``), known to their owner only.
"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.agents.support import decide
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Gear", TR, "King's Court"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    card = card_named("Gear")
    assert (card.cost, card.type_line, card.cards) == (3, "Action - Duration", 2)


def test_set_aside_two_and_back_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Gear", "Province"]}, decks={0: ["Gold", "Estate", *FIVE]})
    s = act(s, "play Gear")
    assert choices(s) == ("set aside Estate", "set aside Gold", "set aside Province", "done")
    s = act(s, "set aside Gold", "set aside Province")
    assert zones(s, 0) == {"hand": ["Estate"], "deck": FIVE, "in_play": ["Gear"]}
    assert [names(r.aside) for r in s.player(0).more.lasting.records] == [["Gold", "Province"]]
    s = end_turn(s)
    assert duration_names(s, 0) == ["Gear", "Gold", "Province"]
    s = end_turn(s)
    assert s.current == 0 and zones(s, 0)["hand"] == [*FIVE, "Gold", "Province"]
    assert duration_names(s, 0) == ["Gear"]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_nothing_set_aside_gear_leaves_this_turn() -> None:
    """FAQ: "If you set aside zero cards, Gear will be discarded the same turn you played it"."""
    s = scenario(KINGDOM, hands={0: ["Gear"]}, decks={0: ["Gold", "Estate", *FIVE]})
    s = act(act(s, "play Gear"), "done")
    assert s.player(0).more.lasting.records == ()
    s = end_turn(s)
    assert duration_names(s, 0) == [] and s.player(0).count("Gear") == 1
    assert "Gear" in names(s.player(0).discard)


def test_the_set_aside_cards_are_known_to_their_owner_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Gear"], 1: FIVE}, decks={0: ["Gold", "Estate", *FIVE]})
    s = end_turn(act(act(s, "play Gear"), "set aside Gold"))
    assert observation(s, 0).players[0].face_down == ("Gold",)
    assert observation(s, 1).players[0].face_down != ("Gold",)  # face down: not seen
    for seed in range(4):
        d = determinize(s, 1, random.Random(seed))
        assert d.info_key(1) == s.info_key(1)
        assert d.player(0).duration[0].name == "Gear"


def test_throne_room_up_to_four() -> None:
    deck = ["Gold", "Silver", "Estate", "Duchy", *FIVE]
    s = scenario(KINGDOM, hands={0: [TR, "Gear"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Gear")
    s = act(s, "set aside Gold", "set aside Silver")
    s = act(s, "set aside Duchy", "done")
    assert zones(s, 0)["hand"] == ["Estate"]
    s = end_turn(end_turn(s))
    assert sorted(zones(s, 0)["hand"][-3:]) == ["Duchy", "Gold", "Silver"]
    assert sorted(duration_names(s, 0)) == ["Gear", TR]
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_throne_room_only_the_second_play_sets_aside() -> None:
    deck = ["Gold", "Silver", "Estate", "Duchy", *FIVE]
    s = scenario(KINGDOM, hands={0: [TR, "Gear"]}, decks={0: deck})
    s = act(act(act(s, f"play {TR}"), "play Gear"), "done")
    s = act(s, "set aside Gold", "done")
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Gear", "Gold", TR]


def test_rule_bot_sets_aside_only_what_does_nothing_now() -> None:
    """The rule bots' ``set aside`` value: a Victory card (useless this turn), not its money."""
    s = act(scenario(KINGDOM, hands={0: ["Gear", "Province"]}, decks={0: ["Gold", "Copper"]}),
            "play Gear")
    assert decide(RuleAgent(BIG_MONEY), s) == ("set aside Province",)  # nothing picked after it
