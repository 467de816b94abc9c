"""Mystic (Dark Ages), $5 Action: "+1 Action. +$2. Name a card, then reveal the top card of your
deck. If you named it, put it into your hand." (FAQ: name a card, not a type; if the revealed card
is not the one named it goes back on top; names must match exactly: Sir Destry is not Sir Martin.)

``name <Card>`` is offered for every card in the game (the supply's piles, then the cards outside
it; DESIGN); the revealed card is known to every seat, in the hand or back on top of the deck."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Mystic", "Throne Room", "Knights"]


def test_card_data() -> None:
    card = card_named("Mystic")
    assert (card.cost, card.type_line, card.actions, card.coins, card.set_name) == (
        5, "Action", 1, 2, "Dark Ages")


def test_every_card_in_the_game_may_be_named() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Mystic"]}, decks={0: ["Gold"]}), "play Mystic")
    offered = choices(s)
    assert offered[:7] == ("name Copper", "name Silver", "name Gold", "name Estate", "name Duchy",
                           "name Province", "name Curse")
    assert {"name Mystic", "name Throne Room", "name Knights", "name Sir Martin",
            "name Dame Anna"} <= set(offered)


def test_the_named_card_goes_to_the_hand_known_to_all() -> None:
    s = scenario(KINGDOM, hands={0: ["Mystic"]}, decks={0: ["Gold", "Duchy"]})
    s = act(act(s, "play Mystic"), "name Gold")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Duchy"], "in_play": ["Mystic"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 2)
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]


def test_a_wrong_name_leaves_it_on_top_known_to_all() -> None:
    s = scenario(KINGDOM, hands={0: ["Mystic"]}, decks={0: ["Gold", "Duchy"]})
    s = act(act(s, "play Mystic"), "name Silver")
    assert zones(s, 0) == {"deck": ["Gold", "Duchy"], "in_play": ["Mystic"]}
    assert known_deck(s.player(0), 1) == ((0, card_named("Gold")),)
    assert observation(s, 1).players[0].deck_top == ((0, "Gold"),)


def test_names_must_match_exactly() -> None:
    """A Sir Martin on top: naming Sir Destry or the Knights pile misses, Sir Martin hits."""
    deck = {0: ["Sir Martin", "Copper"]}
    for name in ("Sir Destry", "Knights"):
        s = act(act(scenario(KINGDOM, hands={0: ["Mystic"]}, decks=deck), "play Mystic"),
                f"name {name}")
        assert zones(s, 0) == {"deck": ["Sir Martin", "Copper"], "in_play": ["Mystic"]}
    s = act(act(scenario(KINGDOM, hands={0: ["Mystic"]}, decks=deck), "play Mystic"),
            "name Sir Martin")
    assert zones(s, 0) == {"hand": ["Sir Martin"], "deck": ["Copper"], "in_play": ["Mystic"]}


def test_an_empty_deck_shuffles_and_nothing_at_all_reveals_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Mystic"]}, discards={0: ["Silver"]})
    s = act(act(s, "play Mystic"), "name Silver")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Mystic"]}
    e = act(act(scenario(KINGDOM, hands={0: ["Mystic"]}), "play Mystic"), "name Gold")
    assert zones(e, 0) == {"in_play": ["Mystic"]} and e.player(0).coins == 2


def test_throne_room_names_twice() -> None:
    """The first name misses (the Gold stays on top), the second hits it."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mystic"]}, decks={0: ["Gold", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Mystic")
    s = act(act(s, "name Estate"), "name Gold")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Estate"],
                           "in_play": ["Throne Room", "Mystic"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 4)
