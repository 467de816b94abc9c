"""Rabble (Prosperity, 2nd edition): "+3 Cards. Each other player reveals the top 3 cards of their
deck, discards the Actions and Treasures, and puts the rest back in any order they choose."

The rest go back with ``topdeck <Card>`` picks (the last picked on top), asked only when the
order matters; Moat blocks it; a victim's shuffle in the middle is the victim's."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Rabble", "Moat", "Throne Room", "King's Court", "Village", "Harem", "Stash"]


def test_card_data() -> None:
    """A $5 Action - Attack of Prosperity with its printed text."""
    card = card_named("Rabble")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Prosperity")
    assert card.text.startswith("+3 Cards. Each other player reveals the top 3 cards of their deck")


def test_actions_and_treasures_discarded_the_rest_back() -> None:
    """Seat 1 reveals Copper, Estate, Village: Copper and Village discarded, the Estate back."""
    s = scenario(KINGDOM, hands={0: ["Rabble"], 1: ["Copper"]},
                 decks={0: ["Silver"] * 3, 1: ["Copper", "Estate", "Village", "Gold"]})
    s = act(s, "play Rabble")
    assert zones(s, 0) == {"hand": ["Silver"] * 3, "in_play": ["Rabble"]}
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Estate", "Gold"],
                           "discard": ["Village", "Copper"]}
    assert s.waiting_for() == 0  # nothing was asked


def test_victory_cards_back_in_any_order() -> None:
    """Estate, Harem (Treasure - Victory: discarded), Duchy: the victim orders Estate and Duchy;
    the last ``topdeck`` ends on top."""
    s = scenario(KINGDOM, hands={0: ["Rabble"]},
                 decks={0: ["Silver"] * 3, 1: ["Estate", "Harem", "Duchy", "Gold"]})
    s = act(s, "play Rabble")
    assert s.waiting_for() == 1 and choices(s) == ("topdeck Duchy", "topdeck Estate")
    s = act(s, "topdeck Estate", pid=1)  # then the Duchy, forced, on top
    assert zones(s, 1) == {"deck": ["Duchy", "Estate", "Gold"], "discard": ["Harem"]}


def test_moat_blocks() -> None:
    """Seat 1 reveals Moat: its deck is untouched."""
    s = scenario(KINGDOM, hands={0: ["Rabble"], 1: ["Moat"]},
                 decks={0: ["Silver"] * 3, 1: ["Copper", "Copper", "Copper"]})
    s = act(act(s, "play Rabble"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Copper"] * 3}


def test_three_players_and_a_short_deck() -> None:
    """Seat 1 has one card in deck and a discard pile: it shuffles for the rest (no Stash here,
    so in place); seat 2 has no cards at all."""
    s = scenario(KINGDOM, hands={0: ["Rabble"]},
                 decks={0: ["Silver"] * 3, 1: ["Gold"]}, discards={1: ["Estate", "Estate"]},
                 players=3)
    s = act(s, "play Rabble")
    assert zones(s, 1) == {"deck": ["Estate", "Estate"], "discard": ["Gold"]}
    assert zones(s, 2) == {}


def test_a_victims_stash_is_placed_by_the_victim() -> None:
    """Seat 1's deck holds one Estate, its discard pile a Stash and a Duchy: the Estate is
    revealed, the shuffle asks seat 1 where its Stash goes, then two more cards are revealed."""
    s = scenario(KINGDOM, hands={0: ["Rabble"]}, decks={0: ["Silver"] * 3, 1: ["Estate"]},
                 discards={1: ["Stash", "Duchy"]})
    s = act(s, "play Rabble")
    assert s.waiting_for() == 1 and choices(s) == ("position 0", "position 1")
    s = act(s, "position 1", pid=1)  # Duchy, then Stash: the Stash (a Treasure) is discarded
    assert s.waiting_for() == 1 and choices(s) == ("topdeck Duchy", "topdeck Estate")
    s = act(s, "topdeck Duchy", pid=1)
    assert zones(s, 1) == {"deck": ["Estate", "Duchy"], "discard": ["Stash"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: +6 Cards and two attacks (the second reveals below the first's put-backs:
    the Estate comes back first); King's Court: three Moat windows."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Rabble"]},
                 decks={0: ["Silver"] * 6, 1: ["Estate", "Copper", "Copper", "Gold", "Village"]})
    s = act(act(s, "play Throne Room"), "play Rabble")
    assert zones(s, 0) == {"hand": ["Silver"] * 6, "in_play": ["Throne Room", "Rabble"]}
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Village", "Gold", "Copper", "Copper"]}
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Rabble"], 1: ["Moat"]},
                  decks={0: ["Silver"] * 9, 1: ["Copper"] * 3})
    kc = act(act(kc, "play King's Court"), "play Rabble")
    kc = act(act(act(kc, "reveal Moat", pid=1), "reveal Moat", pid=1), "reveal Moat", pid=1)
    assert zones(kc, 1) == {"hand": ["Moat"], "deck": ["Copper"] * 3}
    assert len(kc.player(0).hand) == 9


def test_a_curse_is_a_treasure_with_charlatan() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." Seat 1 reveals
    Curse, Estate, Copper: the Curse and the Copper are discarded, the Estate goes back."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Rabble"]},
                 decks={0: ["Silver"] * 3, 1: ["Curse", "Estate", "Copper", "Gold"]})
    s = act(s, "play Rabble")
    assert zones(s, 1) == {"deck": ["Estate", "Gold"], "discard": ["Copper", "Curse"]}
    assert s.waiting_for() == 0
