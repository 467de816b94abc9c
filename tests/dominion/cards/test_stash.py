"""Stash (Promo, $5): "$2. When you shuffle, you may put this anywhere in your deck."

After each shuffle of its owner's, the owner picks each Stash's position in the new deck
(``position <k>``, 0 = top; several Stashes: their positions from the top down). The other cards
keep their shuffled order, and only the owner knows where the Stashes are. A shuffle in the middle
of a draw (a card's +Cards, Clean-up) stops for this decision, and the card's text goes on after.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Stash", "Smithy", "Haven", "Council Room", "Throne Room"]


def test_card_data() -> None:
    """A $5 Treasure worth $2, a promo."""
    card = card_named("Stash")
    assert (card.cost, card.coins, card.type_line, card.set_name) == (5, 2, "Treasure", "Promo")


def test_played_for_two() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Stash", "Copper"]}), "play all treasures")
    assert s.player(0).coins == 3


def test_shuffle_in_a_draw_asks_then_draws_on() -> None:
    """Smithy with one card in the deck: it is drawn, the discard pile is shuffled, the Stash is
    placed on top, and the two cards still to draw include it."""
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"]},
                 discards={0: ["Stash", "Estate", "Estate", "Estate"]})
    s = act(s, "play Smithy")
    assert s.waiting_for() == 0
    assert choices(s) == ("position 0", "position 1", "position 2", "position 3")
    assert zones(s, 0)["hand"] == ["Copper"]
    s = act(s, "position 0")
    assert zones(s, 0) == {"hand": ["Copper", "Stash", "Estate"], "deck": ["Estate", "Estate"],
                           "in_play": ["Smithy"]}


def test_position_at_the_bottom_known_to_the_owner_only() -> None:
    """``position 4`` of 0..4: the Stash is the bottom card; seat 0 knows that position, seat 1 not."""
    s = scenario(KINGDOM, hands={0: ["Smithy"]}, decks={0: ["Copper"]},
                 discards={0: ["Stash", "Silver", "Silver", "Silver", "Silver"]})
    s = act(act(s, "play Smithy"), "position 4")
    p = s.player(0)
    assert names(p.deck) == ["Silver", "Silver", "Stash"]
    assert zones(s, 0)["hand"] == ["Copper", "Silver", "Silver"]
    owner, other = 1 << 0, 1 << 1
    assert [bool(m & owner) for m in p.deck_known] == [False, False, True]
    assert not any(m & other for m in p.deck_known)


def test_clean_up_shuffle_asks_before_the_turn_passes() -> None:
    """Clean-up draws 5 from a deck of 2: the shuffle asks, then the hand is drawn, then seat 1."""
    s = scenario(KINGDOM, hands={0: ["Stash", "Estate"]}, decks={0: ["Gold", "Gold"]},
                 discards={0: ["Copper", "Copper"]})
    s = act(s, "end turn")
    assert (s.current, s.waiting_for()) == (0, 0)
    assert zones(s, 0)["hand"] == ["Gold", "Gold"]
    assert choices(s) == ("position 0", "position 1", "position 2", "position 3")
    s = act(s, "position 2")
    assert s.current == 1
    hand, deck = names(s.player(0).hand), names(s.player(0).deck)
    assert hand[:2] == ["Gold", "Gold"] and hand[4] == "Stash"  # the third card after the shuffle
    assert sorted(hand[2:4] + deck) == ["Copper", "Copper", "Estate"]
    assert [bool(m & 1) for m in s.player(0).deck_known] == []  # the Stash has left the deck


def test_two_stashes_positions_top_down() -> None:
    """Two Stashes: the first pick is the upper one's position, the second is below it."""
    s = scenario(KINGDOM, hands={0: ["Smithy"]},
                 discards={0: ["Stash", "Stash", "Estate", "Estate"]})
    s = act(s, "play Smithy")
    assert choices(s) == ("position 0", "position 1", "position 2")
    gen = s.action_generator(0).choose("position 1")
    assert gen.labels() == ("position 2", "position 3")
    s = act(s, "position 0", "position 2")
    assert zones(s, 0) == {"hand": ["Stash", "Estate", "Stash"], "deck": ["Estate"],
                           "in_play": ["Smithy"]}


def test_no_question_without_a_stash_in_the_new_deck() -> None:
    """The Stash is in hand: the shuffle asks nothing."""
    s = scenario(KINGDOM, hands={0: ["Smithy", "Stash"]}, discards={0: ["Estate"] * 4})
    s = act(s, "play Smithy")
    assert zones(s, 0) == {"hand": ["Stash", "Estate", "Estate", "Estate"], "deck": ["Estate"],
                           "in_play": ["Smithy"]}


def test_another_players_shuffle_asks_nothing() -> None:
    """Council Room makes seat 1 draw with a shuffle; seat 1's Stash asks seat 1, seat 0's nothing."""
    s = scenario(KINGDOM, hands={0: ["Council Room"]}, decks={0: ["Stash"] + ["Copper"] * 4},
                 discards={1: ["Stash", "Estate"]})
    s = act(s, "play Council Room")
    assert s.waiting_for() == 1
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 1", pid=1)
    assert zones(s, 1) == {"hand": ["Estate"], "deck": ["Stash"]}
    assert s.waiting_for() == 0


def test_the_card_goes_on_after_the_shuffle() -> None:
    """Haven draws with a shuffle: the Stash is placed first, then Haven sets a card aside (it may be
    the Stash just drawn)."""
    s = scenario(KINGDOM, hands={0: ["Haven", "Copper"]}, discards={0: ["Stash", "Gold", "Gold"]})
    s = act(s, "play Haven")
    assert choices(s) == ("position 0", "position 1", "position 2")
    s = act(s, "position 0")
    assert choices(s) == ("set aside Copper", "set aside Stash")
    s = act(s, "set aside Stash")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Gold"], "in_play": ["Haven"]}
    assert [names(r.aside) for r in s.player(0).more.lasting.records] == [["Stash"]]


def test_throne_room_on_smithy() -> None:
    """Throne Room on Smithy: the first draw shuffles and asks; the second finds nothing to draw."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Smithy"]},
                 discards={0: ["Stash", "Copper", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Smithy")
    s = act(s, "position 2")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Stash"], "in_play": ["Throne Room", "Smithy"]}


def test_native_village_shuffle_asks_before_taking_the_top_card() -> None:
    """Native Village with an empty deck: the shuffle asks first, so the Stash may go on the mat."""
    s = scenario(["Stash", "Native Village"], hands={0: ["Native Village"]},
                 discards={0: ["Stash", "Copper", "Copper"]})
    s = act(act(s, "play Native Village"),
            "put the top card of your deck face down on your Native Village mat")
    assert choices(s) == ("position 0", "position 1", "position 2")
    s = act(s, "position 0")
    assert names(s.player(0).mats["Native Village"]) == ["Stash"]
    assert zones(s, 0) == {"deck": ["Copper", "Copper"], "in_play": ["Native Village"]}


def test_pirate_ship_victim_places_its_stash_mid_reveal() -> None:
    """The victim reveals its last card, shuffles (placing its Stash), then reveals one more."""
    s = scenario(["Stash", "Pirate Ship"], hands={0: ["Pirate Ship"]},
                 decks={1: ["Estate"]}, discards={1: ["Stash", "Gold", "Duchy"]})
    s = act(act(s, "play Pirate Ship"), "each other player reveals the top 2 cards of his deck, "
            "trashes a revealed Treasure that you choose, discards the rest, and if anyone trashed "
            "a Treasure you take a Coin token")
    assert s.waiting_for() == 1
    assert choices(s) == ("position 0", "position 1", "position 2")
    s = act(s, "position 0", pid=1)  # the Stash is revealed second and trashed (the only Treasure)
    assert names(s.trash) == ["Stash"]
    assert zones(s, 1)["discard"] == ["Estate"]
    assert sorted(names(s.player(1).deck)) == ["Duchy", "Gold"]
    assert s.player(0).pirate_ship == 1


def test_cellar_and_library_draws_stop_for_the_shuffle() -> None:
    """Any draw may shuffle: Cellar's and Library's draws ask where the Stash goes too."""
    kingdom = [*KINGDOM, "Cellar", "Library"]
    s = scenario(kingdom, hands={0: ["Cellar", "Estate", "Estate"]},
                 discards={0: ["Stash", "Copper"]})
    s = act(s, "play Cellar")
    s = act(s, "discard Estate", "discard Estate")
    assert choices(s) == ("position 0", "position 1", "position 2", "position 3")
    s = act(s, "position 0")
    assert names(s.player(0).hand)[0] == "Stash" and len(s.player(0).hand) == 2
    lib = scenario(kingdom, hands={0: ["Library"]}, decks={0: ["Copper"]},
                   discards={0: ["Stash", "Silver", "Silver", "Silver", "Silver", "Silver"]})
    lib = act(lib, "play Library")
    assert choices(lib) == tuple(f"position {k}" for k in range(6))
    lib = act(lib, "position 5")  # the bottom: drawn last, as the seventh card
    assert names(lib.player(0).hand) == ["Copper", *["Silver"] * 5, "Stash"]
