"""Apothecary (Alchemy, $2 and a potion): "+1 Card +1 Action. Reveal the top 4 cards of your deck.
Put the Coppers and Potions into your hand. Put the rest back in any order."

The revealed Coppers and Potions go to hand, known to every seat; the rest go back one
``topdeck <Card>`` at a time (the last picked on top), asked only while the order matters.
A shuffle in the middle of the reveal is announced (Stash).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Apothecary", "Throne Room", "Stash"]


def test_card_data() -> None:
    card = card_named("Apothecary")
    assert (card.cost, card.potion, card.type_line, card.cards, card.actions) == (
        2, 1, "Action", 1, 1)


def test_coppers_and_potions_to_hand_the_rest_back_in_any_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Apothecary"]},
                 decks={0: ["Silver", "Copper", "Estate", "Potion", "Gold", "Duchy"]})
    s = act(s, "play Apothecary")
    assert zones(s, 0)["hand"] == ["Silver", "Copper", "Potion"]
    assert choices(s) == ("topdeck Estate", "topdeck Gold")
    s = act(s, "topdeck Gold")  # then the Estate: it ends on top
    assert zones(s, 0) == {"hand": ["Silver", "Copper", "Potion"], "in_play": ["Apothecary"],
                           "deck": ["Estate", "Gold", "Duchy"]}
    assert s.player(0).actions == 1


def test_alike_cards_go_back_unasked() -> None:
    s = scenario(KINGDOM, hands={0: ["Apothecary"]},
                 decks={0: ["Copper", "Estate", "Estate", "Copper", "Copper"]})
    s = act(s, "play Apothecary")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Copper"], "in_play": ["Apothecary"],
                           "deck": ["Estate", "Estate"]}


def test_a_shuffle_in_the_reveal_is_announced() -> None:
    """Two cards left: they are revealed, the shuffle asks where the Stash goes, then the rest."""
    s = scenario(KINGDOM, hands={0: ["Apothecary"]}, decks={0: ["Silver", "Copper", "Estate"]},
                 discards={0: ["Stash", "Potion"]})
    s = act(s, "play Apothecary")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 1")  # the new deck: Potion, Stash
    assert zones(s, 0)["hand"] == ["Silver", "Copper", "Potion"]
    assert choices(s) == ("topdeck Estate", "topdeck Stash")


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Apothecary"]},
                 decks={0: ["Estate", "Copper", "Copper", "Copper", "Potion", "Copper",
                            "Silver", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Apothecary")
    # first: +1 Card (Estate), reveals Copper x3, Potion: all to hand; second: +1 Card (Copper),
    # reveals Silver, Copper: the Copper to hand, the Silver back
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Copper", "Copper", "Potion", "Copper",
                                    "Copper"],
                           "in_play": ["Throne Room", "Apothecary"], "deck": ["Silver"]}
    assert s.player(0).actions == 2
