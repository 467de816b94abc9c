"""Rogue (Dark Ages), $5 Action - Attack: "+$2. If there are any cards in the trash costing from $3
to $6, gain one of them. Otherwise, each other player reveals the top 2 cards of their deck,
trashes one of them costing from $3 to $6, and discards the rest." (FAQ: gaining from the trash is
not optional; the other players see what was taken; it goes to the discard pile; cards with a
Potion in the cost do not cost from $3 to $6; otherwise each other player, in turn order, trashes
one of their choice costing from $3 to $6, if possible, and discards the rest.)

Moat is answered when Rogue is played (an Attack card), whichever part of its text happens."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import DominionState
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Rogue", "Moat", "Throne Room", "Golem", "Knights"]


def _trash(s: DominionState, *cards: str) -> DominionState:
    return s.with_board(trash_pile=tuple(card_named(n) for n in cards))


def test_card_data() -> None:
    card = card_named("Rogue")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (
        5, "Action - Attack", 2, "Dark Ages")


def test_gains_a_card_costing_3_to_6_from_the_trash_and_attacks_no_one() -> None:
    s = _trash(scenario(KINGDOM, hands={0: ["Rogue"]}, decks={1: ["Silver", "Gold"]}),
               "Copper", "Gold", "Silver", "Golem", "Province", "Silver")
    s = act(s, "play Rogue")
    assert choices(s) == ("gain Gold", "gain Silver")
    s = act(s, "gain Silver")
    assert names(s.trash) == ["Copper", "Gold", "Silver", "Golem", "Province"]
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Rogue"]}
    assert zones(s, 1) == {"deck": ["Silver", "Gold"]}
    assert s.player(0).coins == 2


def test_otherwise_each_other_player_trashes_one_costing_3_to_6() -> None:
    """Nothing costing $3 to $6 in the trash (Golem costs a Potion too): the victim picks."""
    s = _trash(scenario(KINGDOM, hands={0: ["Rogue"]}, decks={1: ["Silver", "Gold", "Estate"]}),
               "Copper", "Golem", "Province")
    s = act(s, "play Rogue")
    assert s.waiting_for() == 1
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Silver", pid=1)
    assert names(s.trash) == ["Copper", "Golem", "Province", "Silver"]
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Gold"]}
    assert zones(s, 0) == {"in_play": ["Rogue"]} and s.player(0).coins == 2


def test_nothing_in_range_is_discarded_and_a_knight_trashed_leaves_rogue_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Rogue"]}, decks={1: ["Copper", "Province"],
                                                     2: ["Dame Molly", "Copper"]}, players=3)
    s = act(s, "play Rogue")
    assert names(s.trash) == ["Dame Molly"]
    assert zones(s, 1) == {"discard": ["Province", "Copper"]}
    assert zones(s, 2) == {"discard": ["Copper"]}
    assert zones(s, 0) == {"in_play": ["Rogue"]}


def test_victims_in_turn_order_with_three_players() -> None:
    """The first victim's trashing comes before the second's revealing: the second is hit too
    (the check of the trash was made once, when Rogue was played)."""
    s = scenario(KINGDOM, hands={0: ["Rogue"]}, decks={1: ["Silver", "Gold"], 2: ["Gold", "Silver"]},
                 players=3)
    s = act(s, "play Rogue")
    assert s.waiting_for() == 1
    s = act(s, "trash Gold", pid=1)
    assert s.waiting_for() == 2 and zones(s, 2) == {"set_aside": ["Gold", "Silver"]}
    s = act(s, "trash Silver", pid=2)
    assert names(s.trash) == ["Gold", "Silver"]
    assert zones(s, 1) == {"discard": ["Silver"]} and zones(s, 2) == {"discard": ["Gold"]}


def test_moat_two_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Rogue"], 1: ["Moat"]}, decks={1: ["Silver", "Gold"]})
    s = act(s, "play Rogue")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert s.trash == ()
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Silver", "Gold"]}
    assert s.player(0).coins == 2
    gain = _trash(scenario(KINGDOM, hands={0: ["Rogue"], 1: ["Moat"]}), "Gold")
    gain = act(act(gain, "play Rogue"), "reveal Moat", pid=1)  # offered: Rogue is an Attack
    assert zones(gain, 0) == {"discard": ["Gold"], "in_play": ["Rogue"]} and gain.trash == ()


def test_moat_three_players() -> None:
    """The first victim reveals Moat; the second, who does not, is hit."""
    s = scenario(KINGDOM, hands={0: ["Rogue"], 1: ["Moat"], 2: ["Moat"]},
                 decks={1: ["Silver", "Gold"], 2: ["Gold", "Estate"]}, players=3)
    s = act(s, "play Rogue")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "no", pid=2)
    assert names(s.trash) == ["Gold"]  # the only one in range: trashed without asking
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Silver", "Gold"]}
    assert zones(s, 2) == {"hand": ["Moat"], "discard": ["Estate"]}


def test_throne_room_attacks_then_gains_what_was_trashed() -> None:
    """The first play finds the trash empty and attacks; the second finds the Silver the victim
    trashed and gains it."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Rogue"]}, decks={1: ["Silver", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Rogue")
    assert s.trash == ()
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Throne Room", "Rogue"]}
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert s.player(0).coins == 4
