"""Chariot Race (Empires), $3 Action: "+1 Action. Reveal the top card of your deck and put it into
your hand. The player to your left reveals the top card of their deck. If your card costs more, +$1
and +1 VP." (FAQ: "theirs goes back on their deck"; "If it is a tie, your card did not cost more";
"If either player has no card to reveal, your card does not cost more.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, names, zones

KINGDOM = ["Chariot Race", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Chariot Race")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (3, "Action", 1, "Empires")


def test_a_dearer_card_gives_a_coin_and_a_vp() -> None:
    """"If your card costs more, +$1 and +1 VP"; theirs goes back on their deck."""
    s = scenario(KINGDOM, hands={0: ["Chariot Race"]}, decks={0: ["Gold", "Copper"],
                                                             1: ["Silver", "Estate"]})
    s = act(s, "play Chariot Race")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": ["Chariot Race"]}
    assert zones(s, 1) == {"deck": ["Silver", "Estate"]}
    p = s.player(0)
    assert (p.actions, p.coins, p.vp_tokens) == (1, 1, 1)


def test_a_tie_gives_nothing() -> None:
    """FAQ: "If it is a tie, your card did not cost more"."""
    s = scenario(KINGDOM, hands={0: ["Chariot Race"]}, decks={0: ["Silver"], 1: ["Village"]})
    s = act(s, "play Chariot Race")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (0, 0)
    assert zones(s, 1) == {"deck": ["Village"]}


def test_no_card_to_reveal_gives_nothing() -> None:
    """FAQ: "If either player has no card to reveal, your card does not cost more"."""
    s = act(scenario(KINGDOM, hands={0: ["Chariot Race"]}, decks={0: ["Gold"]}),
            "play Chariot Race")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (0, 0)
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Chariot Race"]}
    s = act(scenario(KINGDOM, hands={0: ["Chariot Race"]}, decks={1: ["Copper"]}),
            "play Chariot Race")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (0, 0)


def test_the_player_to_the_left_reveals_with_three_players() -> None:
    s = scenario(KINGDOM, players=3, current=2, hands={2: ["Chariot Race"]},
                 decks={2: ["Gold"], 0: ["Province"], 1: ["Copper"]})
    s = act(s, "play Chariot Race")
    assert (s.player(2).coins, s.player(2).vp_tokens) == (0, 0)  # seat 0's Province costs more


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Chariot Race"]},
                 decks={0: ["Gold", "Estate"], 1: ["Copper"]})
    s = act(act(s, "play Throne Room"), "play Chariot Race")
    assert names(s.player(0).hand) == ["Gold", "Estate"]
    p = s.player(0)
    assert (p.actions, p.coins, p.vp_tokens) == (2, 2, 2)  # the same Copper revealed twice


def test_both_revealed_cards_are_known_to_all() -> None:
    s = scenario(KINGDOM, hands={0: ["Chariot Race"]}, decks={0: ["Gold"], 1: ["Silver", "Duchy"]})
    s = act(s, "play Chariot Race")
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]
    assert known_deck(s.player(1), 0) == ((0, card_named("Silver")),)
    assert observation(s, 0).players[1].deck_top == ((0, "Silver"),)
    assert observation(s, 1).players[0].hand == ("Gold",)


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Chariot Race"])
