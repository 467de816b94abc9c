"""Patrol (Intrigue): "+3 Cards. Reveal the top 4 cards of your deck. Put the Victory cards and
Curses into your hand. Put the rest back in any order."

(wiki.dominionstrategy.com/index.php/Patrol.) The revealed cards wait in ``set_aside`` (seen by
every seat); the rest go back one ``topdeck <Card>`` pick at a time, each on top of those before,
asked only while the order matters. An Action - Victory card (Great Hall) is a Victory card."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Patrol", "Throne Room", "Great Hall"]
DRAWN = ["Copper", "Copper", "Copper"]


def test_card_data() -> None:
    """A $5 Action of Intrigue with +3 Cards."""
    card = card_named("Patrol")
    assert (card.cost, card.type_line, card.cards, card.set_name) == (5, "Action", 3, "Intrigue")


def test_victory_cards_and_curses_to_hand_the_rest_back_in_the_order_picked() -> None:
    """Estate, Curse and Great Hall go to hand; Gold then Silver put back: Silver ends on top."""
    s = scenario(KINGDOM, hands={0: ["Patrol"]},
                 decks={0: [*DRAWN, "Estate", "Gold", "Curse", "Silver", "Great Hall", "Duchy"]})
    s = act(s, "play Patrol")
    assert zones(s, 0) == {"hand": [*DRAWN, "Estate", "Curse"], "deck": ["Great Hall", "Duchy"],
                           "in_play": ["Patrol"], "set_aside": ["Gold", "Silver"]}
    assert choices(s) == ("topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": [*DRAWN, "Estate", "Curse"],
                           "deck": ["Silver", "Gold", "Great Hall", "Duchy"], "in_play": ["Patrol"]}


def test_great_hall_counts_as_a_victory_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Patrol"]},
                 decks={0: [*DRAWN, "Great Hall", "Copper", "Copper", "Province"]})
    s = act(s, "play Patrol")
    assert zones(s, 0) == {"hand": [*DRAWN, "Great Hall", "Province"], "deck": ["Copper", "Copper"],
                           "in_play": ["Patrol"]}


def test_revealed_cards_are_known_to_every_seat() -> None:
    """The cards taken are known in hand; alike cards put back are known on the deck to all;
    different cards put back in a chosen order are known (as placed) to their owner only."""
    s = scenario(KINGDOM, hands={0: ["Patrol"]},
                 decks={0: [*DRAWN, "Estate", "Silver", "Silver", "Silver"]})
    s = act(s, "play Patrol")
    assert names(known_hand(s.player(0), 0, 1)) == ["Estate"]
    assert known_deck(s.player(0), 1) == tuple((i, card_named("Silver")) for i in range(3))
    mixed = act(act(scenario(KINGDOM, hands={0: ["Patrol"]},
                             decks={0: [*DRAWN, "Gold", "Silver"]}), "play Patrol"), "topdeck Gold")
    assert names(mixed.player(0).deck) == ["Silver", "Gold"]
    assert known_deck(mixed.player(0), 1) == ()
    assert [c.name for _, c in known_deck(mixed.player(0), 0)] == ["Silver", "Gold"]


def test_short_deck_shuffles_the_discard_in() -> None:
    """Two cards left after the draw: the discard pile is shuffled for the other two."""
    s = scenario(KINGDOM, hands={0: ["Patrol"]}, decks={0: [*DRAWN, "Estate", "Duchy"]},
                 discards={0: ["Curse", "Curse"]})
    s = act(s, "play Patrol")
    assert zones(s, 0) == {"hand": [*DRAWN, "Estate", "Duchy", "Curse", "Curse"], "in_play": ["Patrol"]}


def test_throne_room_on_patrol() -> None:
    """Twice: +3 Cards and a reveal, then +3 Cards and a reveal of what is under the put-back cards."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Patrol"]},
                 decks={0: [*DRAWN, "Estate", "Gold", "Gold", "Gold", "Duchy", "Curse", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Patrol")
    assert zones(s, 0) == {"hand": [*DRAWN, "Estate", "Gold", "Gold", "Gold", "Duchy", "Curse"],
                           "deck": ["Silver"], "in_play": ["Throne Room", "Patrol"]}


def test_a_shuffle_mid_reveal_places_a_stash_first() -> None:
    """Two cards left to reveal: they are revealed, the shuffle asks where the Stash goes (top),
    then the Stash and one more card are revealed; the Estate goes to hand."""
    s = scenario([*KINGDOM, "Stash"], hands={0: ["Patrol"]}, decks={0: [*DRAWN, "Copper", "Estate"]},
                 discards={0: ["Stash", "Silver", "Silver"]})
    s = act(s, "play Patrol")
    assert choices(s) == ("position 0", "position 1", "position 2")
    assert zones(s, 0)["set_aside"] == ["Copper", "Estate"]
    s = act(s, "position 0")
    assert zones(s, 0)["hand"] == [*DRAWN, "Estate"]
    assert sorted(zones(s, 0)["set_aside"]) == ["Copper", "Silver", "Stash"]
