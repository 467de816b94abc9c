"""Wishing Well (Intrigue): "+1 Card +1 Action. Name a card, then reveal the top card of your deck.
If you named it, put it into your hand."

Source: https://wiki.dominionstrategy.com/index.php/Wishing_Well. ``name <Card>`` is offered for
every card in the game (the supply's piles, then cards outside it); the revealed card is known to
every seat, in the hand or back on top of the deck."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Wishing Well", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Wishing Well")
    assert (card.cost, card.type_line, card.cards, card.actions, card.set_name) == (
        3, "Action", 1, 1, "Intrigue")


def test_every_card_in_the_game_may_be_named() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Wishing Well"]}, decks={0: ["Copper", "Gold"]}),
            "play Wishing Well")
    offered = choices(s)
    assert offered[:7] == ("name Copper", "name Silver", "name Gold", "name Estate", "name Duchy",
                           "name Province", "name Curse")
    assert {"name Wishing Well", "name Throne Room"} <= set(offered)
    colonies = act(scenario(KINGDOM, hands={0: ["Wishing Well"]}, decks={0: ["Copper", "Gold"]},
                            colonies=True), "play Wishing Well")
    assert {"name Platinum", "name Colony"} <= set(choices(colonies))


def test_named_card_goes_to_hand_known_to_all() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Wishing Well"]}, decks={0: ["Copper", "Gold", "Duchy"]}),
                "play Wishing Well"), "name Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Duchy"], "in_play": ["Wishing Well"]}
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]


def test_wrong_name_leaves_it_on_top_known_to_all() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Wishing Well"]}, decks={0: ["Copper", "Gold", "Duchy"]}),
                "play Wishing Well"), "name Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Duchy"], "in_play": ["Wishing Well"]}
    assert known_deck(s.player(0), 1) == ((0, card_named("Gold")),)
    assert observation(s, 1).players[0].deck_top == ((0, "Gold"),)


def test_empty_deck_reveals_nothing() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Wishing Well"]}, decks={0: ["Copper"]}),
                "play Wishing Well"), "name Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Wishing Well"]}


def test_throne_room_on_wishing_well() -> None:
    """Two draws and two wishes: the first misses (Gold stays on top), the second draws that Gold
    and reveals an Estate, which was named."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Wishing Well"]},
                 decks={0: ["Copper", "Gold", "Estate", "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Wishing Well")
    s = act(act(s, "name Silver"), "name Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Gold", "Estate"], "deck": ["Duchy"],
                           "in_play": ["Throne Room", "Wishing Well"]}
    assert s.player(0).actions == 2


def test_a_shuffle_places_a_stash_before_the_reveal() -> None:
    """The deck is empty after the draw: the Stash is placed on top, revealed, and was named."""
    s = scenario([*KINGDOM, "Stash"], hands={0: ["Wishing Well"]}, decks={0: ["Copper"]},
                 discards={0: ["Stash", "Estate"]})
    s = act(act(s, "play Wishing Well"), "name Stash")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 0")
    assert zones(s, 0) == {"hand": ["Copper", "Stash"], "deck": ["Estate"], "in_play": ["Wishing Well"]}
