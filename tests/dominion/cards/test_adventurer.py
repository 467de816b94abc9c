"""Adventurer (1st edition): "Reveal cards from your deck until you reveal 2 Treasure cards. Put those
Treasure cards into your hand and discard the other revealed cards."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, zones


def test_card_data() -> None:
    """A $6 Action from the 1st edition."""
    card = card_named("Adventurer")
    assert (card.cost, card.type_line, card.edition) == (6, "Action", 1)


def test_reveals_until_two_treasures() -> None:
    """The first two Treasures go to hand; the other revealed cards are discarded; the rest stays."""
    s = scenario(["Adventurer", "Smithy"], hands={0: ["Adventurer", "Estate"]},
                 decks={0: ["Estate", "Copper", "Smithy", "Silver", "Gold"]}, discards={0: ["Duchy"]})
    s = act(s, "play Adventurer")
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Silver"], "deck": ["Gold"],
                           "discard": ["Smithy", "Estate", "Duchy"], "in_play": ["Adventurer"]}
    assert s.player(0).actions == 0
    revealed = [(c.name, mask) for c, mask in s.player(0).hand_known]
    assert revealed == [("Copper", PUBLIC), ("Silver", PUBLIC)]  # revealed, so known to all


def test_shuffles_without_the_revealed_cards() -> None:
    """Official FAQ: if you have to shuffle in the middle, the revealed cards are not shuffled in."""
    s = scenario(["Adventurer"], hands={0: ["Adventurer"]}, decks={0: ["Estate", "Copper"]},
                 discards={0: ["Gold"]})
    s = act(s, "play Adventurer")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "discard": ["Estate"],
                           "in_play": ["Adventurer"]}


def test_stops_when_out_of_cards() -> None:
    """Official FAQ: if you run out of cards after shuffling and have one Treasure, you get just that one."""
    s = scenario(["Adventurer"], hands={0: ["Adventurer"]}, decks={0: ["Copper", "Estate"]},
                 discards={0: ["Duchy", "Curse"]})
    s = act(s, "play Adventurer")
    p = s.player(0)
    assert [c.name for c in p.hand] == ["Copper"]
    assert sorted(c.name for c in p.discard) == ["Curse", "Duchy", "Estate"]
    assert (p.deck, p.set_aside) == ((), ())


def test_no_cards_at_all() -> None:
    """With no deck and no discard pile nothing happens."""
    s = scenario(["Adventurer"], hands={0: ["Adventurer", "Copper"]})
    s = act(s, "play Adventurer")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Adventurer"]}
