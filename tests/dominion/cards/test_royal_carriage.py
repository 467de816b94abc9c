"""Royal Carriage (Adventures), $5 Action - Reserve: "+1 Action. Put this on your Tavern mat.
Directly after resolving an Action, if it's still in play, you may call this, to replay that
Action."

Official FAQ: "... Royal Carriage cannot respond to Actions that are no longer in play, such as a
Reserve card that was put on the Tavern mat, or a card that trashed itself (like a Raze used to
trash itself). When called, Royal Carriage causes you to replay the card you just played. You can
call multiple Royal Carriages to replay the same Action multiple times (provided the Action is
still in play). You completely resolve the Action before deciding whether or not to use Royal
Carriage on it. If you use Royal Carriage to replay a Duration card, Royal Carriage will stay in
play until the Duration card is discarded from play, to track the fact that the Duration card has
been played twice."
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.reserves import mat, on_mat
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

RC = "Royal Carriage"
TR = "Throne Room"
KINGDOM = [RC, TR, "Village", "Raze", "Amulet", "Guide"]
CALL = (f"call {RC}", "no")


def test_card_data() -> None:
    card = card_named(RC)
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Reserve", "Adventures")


def test_played_an_action_and_onto_the_mat() -> None:
    s = act(scenario(KINGDOM, hands={0: [RC]}), f"play {RC}")
    assert zones(s, 0) == {} and mat(s, 0) == [RC] and s.player(0).actions == 1
    assert "call Royal Carriage" not in choices(s)  # its own play: it is not in play any more


def test_called_it_replays_the_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 5})
    s = act(on_mat(s, 0, [RC]), "play Village")
    assert choices(s) == CALL and len(s.player(0).hand) == 1  # resolved first
    s = act(s, f"call {RC}")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "deck": ["Copper"] * 3,
                           "in_play": ["Village", RC]}
    assert s.player(0).actions == 4 and mat(s, 0) == []
    s = end_turn(s)
    assert "in_play" not in zones(s, 0) and mat(s, 0) == []


def test_not_called_it_stays() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [RC]), "play Village"), "no")
    assert mat(s, 0) == [RC] and s.player(0).actions == 2 and len(s.player(0).hand) == 1


def test_two_carriages_replay_it_twice_and_a_replay_may_be_replayed() -> None:
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [RC, RC]), "play Village"), f"call {RC}")
    assert choices(s) == CALL  # directly after the replay
    s = act(s, f"call {RC}")
    assert s.player(0).actions == 6 and len(s.player(0).hand) == 3 and mat(s, 0) == []


def test_not_for_an_action_no_longer_in_play() -> None:
    """FAQ: a Raze that trashed itself, a Reserve put on the Tavern mat."""
    s = scenario(KINGDOM, hands={0: ["Raze", "Guide"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [RC]), "play Raze"), "trash Raze")
    assert "call Royal Carriage" not in choices(s)
    s = act(s, "play Guide")
    assert "call Royal Carriage" not in choices(s) and mat(s, 0) == [RC, "Guide"]


def test_a_duration_replayed_keeps_the_carriage_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Amulet"]}, decks={0: ["Copper"] * 10})
    s = act(act(on_mat(s, 0, [RC]), "play Amulet"), "+$1")
    assert choices(s) == CALL
    s = act(act(s, f"call {RC}"), "+$1")
    assert s.player(0).coins == 2
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Amulet", RC]
    s = end_turn(s)  # seat 0's next turn: two Amulet choices
    s = act(act(s, "+$1"), "+$1")
    assert s.player(0).coins == 2
    s = end_turn(s)
    assert duration_names(s, 0) == [] and s.player(0).count(RC) == 1


def test_throne_room_on_it_two_actions_onto_the_mat_once() -> None:
    s = scenario(KINGDOM, hands={0: [TR, RC]})
    s = act(act(s, f"play {TR}"), f"play {RC}")
    assert zones(s, 0) == {"in_play": [TR]} and mat(s, 0) == [RC]
    assert s.player(0).actions == 2


def test_after_a_throne_room_each_play_and_the_throne_room() -> None:
    """Throne Room on Village: offered after each Village, then for the Throne Room (replayed,
    it asks for another Action to play twice)."""
    s = scenario(KINGDOM, hands={0: [TR, "Village", "Village"]}, decks={0: ["Copper"] * 9})
    s = act(act(on_mat(s, 0, [RC]), f"play {TR}"), "play Village")
    assert choices(s) == CALL  # after the first Village
    s = act(s, "no")
    assert choices(s) == CALL  # after the second
    s = act(s, "no")
    assert choices(s) == CALL  # after the Throne Room
    s = act(s, f"call {RC}")
    s = act(s, "play Village")
    assert s.player(0).actions == 8 and zones(s, 0)["in_play"] == [TR, "Village", RC, "Village"]


def test_rule_bots_call_it_for_an_action_of_three_or_more() -> None:
    bot = RuleAgent(BIG_MONEY)
    s = scenario(KINGDOM, hands={0: ["Village"]}, decks={0: ["Copper"] * 5})
    assert decide(bot, act(on_mat(s, 0, [RC]), "play Village")) == (f"call {RC}",)
    s = scenario(KINGDOM, hands={0: ["Raze", "Estate"]}, decks={0: ["Copper"] * 5})
    s = act(act(on_mat(s, 0, [RC]), "play Raze"), "trash Estate")
    assert decide(bot, s) == ("no",)  # a $2 Raze (its two Coppers looked at: one taken)
