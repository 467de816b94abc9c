"""Hunting Party (Cornucopia): "+1 Card +1 Action. Reveal your hand. Reveal cards from your deck
until you reveal a card that isn't a duplicate of one in your hand. Put it into your hand and
discard the rest."

Rulings (wiki.dominionstrategy.com/index.php/Hunting_Party, Official FAQ): the card drawn first
is part of the hand revealed; if deck and discard run out, the revealed cards are discarded; an
empty hand makes the first revealed card the one taken."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Hunting Party", "Throne Room"]


def test_card_data() -> None:
    """A $5 Action of Cornucopia: +1 Card +1 Action."""
    c = card_named("Hunting Party")
    assert (c.cost, c.cards, c.actions, c.type_line, c.set_name) == (
        5, 1, 1, "Action", "Cornucopia")


def test_skips_duplicates_of_the_hand() -> None:
    """Hand Copper, Estate (+ the drawn Silver): Copper and Silver are discarded, Gold taken."""
    s = scenario(KINGDOM, hands={0: ["Hunting Party", "Copper", "Estate"]},
                 decks={0: ["Silver", "Copper", "Silver", "Gold", "Duchy"]})
    s = act(s, "play Hunting Party")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Silver", "Gold"], "deck": ["Duchy"],
                           "discard": ["Silver", "Copper"], "in_play": ["Hunting Party"]}
    assert s.player(0).actions == 1


def test_nothing_new() -> None:
    """Only duplicates left: all revealed are discarded."""
    s = scenario(KINGDOM, hands={0: ["Hunting Party", "Copper"]}, decks={0: ["Copper", "Copper"]})
    s = act(s, "play Hunting Party")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "discard": ["Copper"],
                           "in_play": ["Hunting Party"]}


def test_throne_room() -> None:
    """Throne Room: the second play's hand holds what the first took."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Hunting Party"]},
                 decks={0: ["Copper", "Silver", "Copper", "Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Hunting Party")
    # first: draw Copper; Silver is new. second: draw Copper; Silver dup, Gold new
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Copper", "Gold"], "discard": ["Silver"],
                           "in_play": ["Throne Room", "Hunting Party"]}
