"""Overlord (Empires), 8 Debt Action–Command: "Play a non-Command Action card from the Supply costing
up to $5, leaving it there." (FAQ: "The Action card stays in the Supply; it does not move to the
play area and if an effect tries to move it, such as Encampment returning to the Supply, it will
fail to move it. ... If you have an Overlord play a Duration card ... Overlord will stay in play
the same way the Duration card ... would. If you play an Overlord multiple times such as via a
Throne Room, you will pick what to play with it each time; the choices can be different. Overlord
can only play a visible card in the Supply, and the top card of a pile; it cannot play a card from
an empty pile, or a card that has not been uncovered from a split pile, or a card from a split pile
that has been bought out, or a non-Supply card ... Overlord cannot play a Crown during a Buy
phase.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Overlord", "Village", "Mining Village", "Caravan", "Throne Room", "Band of Misfits",
           "Encampment", "Engineer", "Militia", "Moat", "Crown"]


def test_card_data() -> None:
    card = card_named("Overlord")
    assert (card.cost, card.debt, card.type_line) == (0, 8, "Action - Command")


def test_offers_non_command_actions_up_to_5_on_top_of_their_piles() -> None:
    """Not Band of Misfits (a Command), Engineer (a Debt cost), Catapult's Rocks or a $6 card."""
    s = scenario([*KINGDOM, "Catapult", "Artisan"], hands={0: ["Overlord"]},
                 supply={"Catapult": ["Rocks"], "Moat": 0})
    s = act(s, "play Overlord")
    assert choices(s) == ("as Encampment", "as Village", "as Caravan", "as Militia",
                          "as Mining Village", "as Throne Room", "as Crown")


def test_plays_the_card_leaving_it_in_the_supply() -> None:
    s = scenario(KINGDOM, hands={0: ["Overlord"]}, decks={0: ["Gold", "Silver"]})
    s = act(act(s, "play Overlord"), "as Village")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Silver"], "in_play": ["Overlord"]}
    assert s.player(0).actions == 2 and s.supply_count("Village") == 10


def test_what_moves_the_card_finds_nothing_to_move() -> None:
    """Mining Village's "you may trash this" and Encampment's set aside (FAQ) find nothing."""
    s = scenario(KINGDOM, hands={0: ["Overlord"]}, decks={0: ["Copper"] * 3})
    s = act(act(s, "play Overlord"), "as Mining Village")
    assert s.player(0).actions == 2 and s.trash == ()
    assert zones(s, 0)["in_play"] == ["Overlord"] and s.supply_count("Mining Village") == 10
    s = scenario(KINGDOM, hands={0: ["Overlord"]}, decks={0: ["Copper"] * 3})
    s = act(act(s, "play Overlord"), "as Encampment")  # no Gold nor Plunder to reveal
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "deck": ["Copper"],
                           "in_play": ["Overlord"]}
    assert s.supply_count("Encampment") == 10


def test_a_duration_keeps_overlord_in_play() -> None:
    """FAQ: "Overlord will stay in play the same way the Duration card ... would"."""
    s = scenario(KINGDOM, hands={0: ["Overlord"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 20, 1: ["Copper"] * 5})
    s = act(act(s, "play Overlord"), "as Caravan")
    s = act(s, "end turn")
    assert names(s.player(0).duration) == ["Overlord"] and "Overlord" not in names(
        s.player(0).discard)
    s = act(s, "end turn", pid=1)
    assert len(s.player(0).hand) == 6  # Caravan's +1 Card at the start of the turn
    s = act(s, "end turn", pid=0)
    assert s.player(0).duration == () and "Overlord" in names(s.player(0).discard)


def test_an_attack_played_so_is_answered() -> None:
    s = scenario(KINGDOM, hands={0: ["Overlord"], 1: ["Moat", "Copper", "Copper", "Estate",
                                                     "Estate"]})
    s = act(act(s, "play Overlord"), "as Militia")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "no", pid=1)
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert s.player(0).coins == 2 and len(s.player(1).hand) == 3


def test_as_throne_room_and_throne_room_on_overlord() -> None:
    """As Throne Room it plays a card of the hand twice; Throne Room on it chooses each time."""
    s = scenario(KINGDOM, hands={0: ["Overlord", "Village"]}, decks={0: ["Copper"] * 4})
    s = act(act(act(s, "play Overlord"), "as Throne Room"), "play Village")
    assert (s.player(0).actions, len(s.player(0).hand)) == (4, 2)
    assert zones(s, 0)["in_play"] == ["Overlord", "Village"]
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Overlord"]}, decks={0: ["Copper"] * 4})
    s = act(act(s, "play Throne Room"), "play Overlord")
    s = act(act(s, "as Village"), "as Mining Village")
    assert (s.player(0).actions, len(s.player(0).hand)) == (4, 2)


def test_as_crown_in_the_action_phase() -> None:
    """Overlord is no Treasure: it is played in the Action phase only, where Crown plays an
    Action twice."""
    s = scenario(KINGDOM, hands={0: ["Overlord", "Village"]}, decks={0: ["Copper"] * 4})
    s = act(act(act(s, "play Overlord"), "as Crown"), "play Village")
    assert (s.player(0).actions, len(s.player(0).hand)) == (4, 2)
    s = scenario(KINGDOM, hands={0: ["Overlord", "Copper"]})
    s = act(s, "end actions")
    assert "play Overlord" not in choices(s)


def test_nothing_to_play_nothing_asked() -> None:
    s = scenario(["Overlord", "Artisan"], hands={0: ["Overlord", "Copper"]})
    s = act(s, "play Overlord")
    assert choices(s)[0] == "play Copper"


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Overlord"])
