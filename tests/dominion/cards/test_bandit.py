"""Bandit: "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes a revealed
Treasure other than Copper, and discards the rest."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Bandit"]


def test_card_data() -> None:
    """A $5 Action - Attack."""
    card = card_named("Bandit")
    assert (card.cost, card.type_line) == (5, "Action - Attack")


def test_trashes_silver_discards_copper() -> None:
    """The attacker gains a Gold; the victim trashes the Silver and discards the Copper."""
    s = scenario(KINGDOM, hands={0: ["Bandit"], 1: ["Estate"]},
                 decks={1: ["Silver", "Copper", "Gold"]}, discards={1: ["Duchy"]})
    s = act(s, "play Bandit")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Bandit"]}
    assert s.supply_count("Gold") == 29
    assert zones(s, 1) == {"hand": ["Estate"], "deck": ["Gold"], "discard": ["Copper", "Duchy"]}
    assert names(s.trash) == ["Silver"]


def test_victim_chooses_between_two_treasures() -> None:
    """Two different non-Copper Treasures: the victim chooses which to trash."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Gold", "Silver"]})
    s = act(s, "play Bandit")
    assert s.waiting_for() == 1
    assert choices(s) == ("trash Gold", "trash Silver")
    assert zones(s, 1) == {"set_aside": ["Gold", "Silver"]}
    s = act(s, "trash Silver", pid=1)
    assert zones(s, 1) == {"discard": ["Gold"]}
    assert names(s.trash) == ["Silver"]


def test_two_of_the_same_treasure_is_forced() -> None:
    """Two Silvers: one is trashed without asking, the other discarded."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Silver", "Silver", "Estate"]})
    s = act(s, "play Bandit")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Silver"]}
    assert names(s.trash) == ["Silver"]


def test_no_treasure_to_trash() -> None:
    """Copper and Estate: nothing is trashed, both are discarded."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Copper", "Estate", "Gold"]})
    s = act(s, "play Bandit")
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Estate", "Copper"]}
    assert s.trash == ()


def test_one_card_in_deck_and_empty_discard() -> None:
    """Only one card can be revealed."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Gold"]})
    s = act(s, "play Bandit")
    assert zones(s, 1) == {}
    assert names(s.trash) == ["Gold"]


def test_reveal_reshuffles_mid_way() -> None:
    """One card in the deck: the discard pile is shuffled to reveal the second."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Copper"]}, discards={1: ["Silver"]})
    s = act(s, "play Bandit")
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert names(s.trash) == ["Silver"]


def test_nothing_to_reveal() -> None:
    """Empty deck and discard pile: nothing happens to the victim."""
    s = act(scenario(KINGDOM, hands={0: ["Bandit"], 1: ["Gold"]}), "play Bandit")
    assert zones(s, 1) == {"hand": ["Gold"]}
    assert s.trash == ()


def test_no_gold_left() -> None:
    """Gaining from an empty Gold pile does nothing; the attack still happens."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Silver"]}, supply={"Gold": 0})
    s = act(s, "play Bandit")
    assert zones(s, 0) == {"in_play": ["Bandit"]}
    assert names(s.trash) == ["Silver"]


def test_each_other_player_in_turn_order() -> None:
    """Three players: seat 1 then seat 2 reveal and choose."""
    s = scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Gold", "Silver"], 2: ["Silver", "Gold"]},
                 players=3)
    s = act(act(s, "play Bandit"), "trash Gold", pid=1)
    s = act(s, "trash Silver", pid=2)
    assert names(s.trash) == ["Gold", "Silver"]
    assert zones(s, 1) == {"discard": ["Silver"]}
    assert zones(s, 2) == {"discard": ["Gold"]}


def test_a_curse_is_a_treasure_with_charlatan() -> None:
    """Charlatan: "In games using this, Curse is also a Treasure worth $1." — so Bandit's victim
    trashes a revealed Curse (a Treasure other than Copper); without Charlatan it is discarded."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Bandit"]}, decks={1: ["Curse", "Copper"]})
    s = act(s, "play Bandit")
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert names(s.trash) == ["Curse"]
    plain = act(scenario(KINGDOM, hands={0: ["Bandit"]}, decks={1: ["Curse", "Copper"]}),
                "play Bandit")
    assert zones(plain, 1) == {"discard": ["Copper", "Curse"]} and plain.trash == ()
