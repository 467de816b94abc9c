"""Champion (Adventures), $6* Action - Duration (not in the supply: Page's line): "+1 Action. For
the rest of the game, when another player plays an Attack, it doesn't affect you, and when you
play an Action, +1 Action. (This stays in play. This is not in the Supply.)"

Official FAQ: "Champion stays in play for the rest of the game once played. For the rest of the
game, it provides you with an additional +1 Action each time you play an Action, which means you
will always be able to play all of your Actions; and it protects you from all further Attacks
played (whether you want the protection or not). Champion only protects you from Attacks played
after it; for example it does not stop a previously played Swamp Hag from giving you Curses that
turn." It stays in play as Hireling does (its record renewed at the start of each of its owner's
turns).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn, pass_turns
from tests.dominion.helpers import act, zones

TR = "Throne Room"
KINGDOM = ["Page", TR, "Village", "Militia", "Swamp Hag", "Smithy"]
DECK = ["Copper"] * 40


def test_card_data() -> None:
    card = card_named("Champion")
    assert (card.cost, card.type_line, card.set_name) == (6, "Action - Duration", "Adventures")
    assert not card.is_kingdom and not card.reactions[0].asks


def test_an_action_and_it_stays_in_play() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Champion"]}, decks={0: DECK}), "play Champion")
    assert s.player(0).actions == 1  # its own play gets no extra Action
    assert zones(s, 0) == {"deck": DECK, "in_play": ["Champion"]}
    for _ in range(3):
        s = end_turn(s)
        assert duration_names(s, 0) == ["Champion"]
        s = end_turn(s)
        assert s.current == 0 and duration_names(s, 0) == ["Champion"]
        assert s.player(0).count("Champion") == 1


def test_no_exchange_it_is_no_traveller() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Champion"]}, decks={0: DECK}), "play Champion")
    s = end_turn(s)
    assert s.current == 1


def test_each_action_played_after_it_one_more_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Champion", "Smithy", "Village"]}, decks={0: DECK})
    s = act(act(s, "play Champion"), "play Smithy")
    assert s.player(0).actions == 1  # 1 - 1 + 1
    s = act(s, "play Village")
    assert s.player(0).actions == 3
    s = scenario(KINGDOM, hands={0: ["Champion", "Champion", "Smithy"]}, decks={0: DECK})
    s = act(act(act(s, "play Champion"), "play Champion"), "play Smithy")
    assert s.player(0).actions == 1 + 1 + 2 - 1  # the second Champion: +1 +1; Smithy: -1 +2


def test_in_later_turns_too() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Champion"]}, decks={0: ["Smithy", *DECK]}),
            "play Champion")
    s = pass_turns(s, 2)
    assert s.current == 0
    s = act(s, "play Smithy")
    assert s.player(0).actions == 1


def test_attacks_played_after_it_do_not_affect_its_owner() -> None:
    s = scenario(KINGDOM, hands={0: ["Champion"], 1: ["Militia"]}, decks={0: DECK, 1: DECK})
    s = end_turn(act(s, "play Champion"))
    assert s.current == 1
    s = act(s, "play Militia")  # seat 0 keeps its 5 cards, asked nothing
    assert len(s.player(0).hand) == 5 and s.waiting_for() == 1


def test_three_players_only_its_owner_is_protected() -> None:
    s = scenario(KINGDOM, hands={0: ["Champion"], 1: ["Militia"], 2: ["Copper"] * 5},
                 players=3, decks={0: DECK, 1: DECK})
    s = end_turn(act(s, "play Champion"))
    s = act(s, "play Militia")
    assert len(s.player(2).hand) == 3 and len(s.player(0).hand) == 5  # (Coppers alike: no question)


def test_a_swamp_hag_played_before_it_still_curses() -> None:
    """FAQ: only Attacks played after it."""
    s = scenario(KINGDOM, hands={0: ["Champion", "Gold"], 1: ["Swamp Hag"]},
                 decks={0: DECK, 1: DECK}, current=1)
    s = end_turn(act(s, "play Swamp Hag"))
    assert s.current == 0
    s = act(act(act(s, "play Champion"), "play all treasures"), "buy Silver")
    assert s.player(0).count("Curse") == 1


def test_throne_room_two_actions_per_action_and_it_stays_too() -> None:
    """Ruling: played twice, it gives +1 Action per time played when an Action is played; the
    second play already gets one from the first."""
    s = scenario(KINGDOM, hands={0: [TR, "Champion", "Village"]}, decks={0: DECK})
    s = act(act(s, f"play {TR}"), "play Champion")
    assert s.player(0).actions == 3
    s = act(s, "play Village")
    assert s.player(0).actions == 3 - 1 + 2 + 2
    s = pass_turns(s, 2)
    assert sorted(duration_names(s, 0)) == ["Champion", TR]
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Champion", TR]
