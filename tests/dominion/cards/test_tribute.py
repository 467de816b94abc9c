"""Tribute (Intrigue 1E): "The player to your left reveals then discards the top 2 cards of his deck.
For each differently named card revealed, if it is an... Action Card, +2 Actions; Treasure Card,
+$2; Victory Card, +2 Cards."

Source: https://wiki.dominionstrategy.com/index.php/Tribute (two copies of one card count once; a
card with two types gives both bonuses; a Curse gives nothing). Not an Attack."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck
from tests.dominion.helpers import act, zones

KINGDOM = ["Tribute", "Throne Room", "Great Hall", "Village", "Moat"]


def test_card_data() -> None:
    card = card_named("Tribute")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Intrigue 1E")


def test_two_different_cards() -> None:
    """Gold and Great Hall: +$2, +2 Actions and +2 Cards; both discarded by seat 1."""
    s = scenario(KINGDOM, hands={0: ["Tribute", "Moat"]}, decks={0: ["Copper", "Estate", "Silver"],
                                                                1: ["Great Hall", "Gold", "Duchy"]})
    s = act(s, "play Tribute")
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    assert zones(s, 0) == {"hand": ["Moat", "Copper", "Estate"], "deck": ["Silver"],
                           "in_play": ["Tribute"]}
    assert zones(s, 1) == {"deck": ["Duchy"], "discard": ["Gold", "Great Hall"]}


def test_same_name_counts_once_and_curses_give_nothing() -> None:
    two = act(scenario(KINGDOM, hands={0: ["Tribute"]}, decks={1: ["Silver", "Silver"]}),
              "play Tribute")
    assert (two.player(0).actions, two.player(0).coins) == (0, 2)
    curse = act(scenario(KINGDOM, hands={0: ["Tribute"]}, decks={1: ["Curse", "Village"]}),
                "play Tribute")
    assert (curse.player(0).actions, curse.player(0).coins) == (2, 0)


def test_the_player_to_the_left_with_three_players_and_a_short_deck() -> None:
    """Seat 2 plays it: seat 0 (its left) has one card and a discard pile to shuffle."""
    s = scenario(KINGDOM, hands={2: ["Tribute"]}, decks={0: ["Estate"], 1: ["Gold", "Gold"]},
                 discards={0: ["Copper"]}, players=3, current=2)
    s = act(s, "play Tribute")
    assert zones(s, 0) == {"discard": ["Copper", "Estate"]}
    assert zones(s, 1) == {"deck": ["Gold", "Gold"]}
    assert s.player(2).coins == 2


def test_nothing_to_reveal() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Tribute"]}), "play Tribute")
    assert (s.player(0).actions, s.player(0).coins) == (0, 0)


def test_throne_room_on_tribute() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Tribute"]},
                 decks={1: ["Village", "Copper", "Estate", "Estate"]}, )
    s = act(act(s, "play Throne Room"), "play Tribute")
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    assert zones(s, 1) == {"discard": ["Estate", "Estate", "Copper", "Village"]}


def test_the_revealed_cards_are_seen_by_every_seat() -> None:
    """Seat 0 could not tell seat 1's deck orders apart; after Tribute the discarded top two tell,
    and seat 1's third card stays hidden."""
    a = scenario(KINGDOM, hands={0: ["Tribute"]}, decks={1: ["Gold", "Estate", "Copper"]})
    b = scenario(KINGDOM, hands={0: ["Tribute"]}, decks={1: ["Gold", "Copper", "Estate"]})
    assert a.info_key(0) == b.info_key(0)
    assert act(a, "play Tribute").info_key(0) != act(b, "play Tribute").info_key(0)
    assert known_deck(act(a, "play Tribute").player(1), 0) == ()


def test_harem_gives_coins_and_cards() -> None:
    """Harem is a Treasure and a Victory card: +$2 and +2 Cards; with a Mill (Action - Victory)
    too: +2 Actions and +2 more Cards."""
    s = scenario([*KINGDOM, "Harem", "Mill"], hands={0: ["Tribute"]},
                 decks={0: ["Copper"] * 4, 1: ["Harem", "Mill"]})
    s = act(s, "play Tribute")
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "in_play": ["Tribute"]}
