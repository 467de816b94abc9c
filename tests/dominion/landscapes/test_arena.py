"""Arena (Empires Landmark): "At the start of your Buy phase, you may discard an Action card. If
you do, take 2 VP from here. Setup: Put 6 VP here per player." (FAQ: "With Villa it is possible
for your Buy phase to start twice or more in a turn; you can make use of Arena each time.")"""

from __future__ import annotations

from dgsim.agents.bots import make_agent
from dgsim.dominion import scenario
from dgsim.dominion.phase import BUY_PHASE
from dgsim.dominion.score import score
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Villa"]


def test_setup_puts_6_vp_per_player() -> None:
    assert scenario(KINGDOM, hands={0: []}, landscapes=["Arena"]).landmark_vp("Arena") == 12
    s = scenario(KINGDOM, hands={0: []}, players=3, landscapes=["Arena"])
    assert s.landmark_vp("Arena") == 18


def test_an_action_discarded_at_the_start_of_the_buy_phase_takes_2_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy", "Village", "Copper"]},
                 decks={0: ["Estate"] * 5}, landscapes=["Arena"])
    s = act(s, "play Smithy")  # no Action left: the Buy phase starts
    assert s.phase is BUY_PHASE
    assert set(choices(s)) == {"discard Smithy", "discard Village", "no"}
    s = act(s, "discard Village")
    assert names(s.player(0).discard) == ["Village"] and names(s.player(0).hand).count(
        "Smithy") == 1
    assert (s.player(0).vp_tokens, s.landmark_vp("Arena")) == (2, 10)
    assert "play all treasures" in choices(s)  # the Buy phase goes on; one discard only
    assert score(s, 0) == 2 + 5  # the tokens and the five Estates


def test_declining_or_no_action_in_hand_takes_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Arena"])
    s = act(act(s, "play Smithy"), "no")
    assert (s.player(0).vp_tokens, s.landmark_vp("Arena")) == (0, 12)
    assert names(s.player(0).hand).count("Smithy") == 1
    s = scenario(KINGDOM, hands={0: ["Copper", "Estate"]}, landscapes=["Arena"])
    assert "play all treasures" in choices(s)  # not asked: no Action card in hand
    assert s.landmark_vp("Arena") == 12


def test_only_the_seat_whose_buy_phase_starts() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Copper"], 1: ["Village", "Smithy"]},
                 decks={0: ["Estate"] * 5}, landscapes=["Arena"])
    s = act(s, "play Smithy")  # seat 0 has no Action in hand: not asked, and seat 1 is not
    assert s.waiting_for() == 0 and "play all treasures" in choices(s)


def test_with_fewer_tokens_left_takes_what_is_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Arena"])
    s = s.with_table(s.table.evolve(landmark_vp=(("Arena", 1),)))
    s = act(act(s, "play Smithy"), "discard Smithy")
    assert (s.player(0).vp_tokens, s.landmark_vp("Arena")) == (1, 0)


def test_villa_starts_the_buy_phase_again() -> None:
    """FAQ: "With Villa it is possible for your Buy phase to start twice or more in a turn; you can
    make use of Arena each time.\""""
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy", "Gold", "Silver"]},
                 decks={0: ["Estate"] * 5}, landscapes=["Arena"])
    s = act(act(s, "play Smithy"), "discard Smithy")
    s = act(act(s, "play all treasures"), "buy Villa")  # Villa to the hand, back to Actions
    assert s.phase is not BUY_PHASE and "end actions" in choices(s)
    s = act(s, "end actions")  # the Buy phase starts again: Arena asks again
    assert choices(s) == ("discard Villa", "no")
    s = act(s, "discard Villa")
    assert (s.player(0).vp_tokens, s.landmark_vp("Arena")) == (4, 8)


def test_the_rule_bots_discard_a_dead_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Arena"])
    s = act(s, "play Smithy")
    bot = make_agent("bigmoney")
    s = s.action_step(0, bot.act(s, s.action_generator(0))).auto_step()
    assert (s.player(0).vp_tokens, names(s.player(0).discard)) == (2, ["Smithy"])
