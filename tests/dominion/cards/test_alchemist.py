"""Alchemist (Alchemy, $3 and a potion), its 2022 errata text (the current official wording,
wiki.dominionstrategy.com/index.php/Alchemist; DESIGN.md: texts follow the latest printing): "+2
Cards +1 Action. At the start of Clean-up this turn, if you have a Potion in play, you may put
this onto your deck."

At the start of Clean-up, before anything leaves play: with a Potion in play, one decision for every
Alchemist in play, `topdeck Alchemist` as often as wanted, then `done` (`no` for a single one).
Alchemist FAQ (wiki.dominionstrategy.com/index.php/Alchemist): "If you have multiple Alchemists
and a Potion, you can put any or all of the Alchemists on top of your deck"; "You do not have to
have used the Potion to buy anything; you only need to have played it".
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Alchemist", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Alchemist")
    assert (card.cost, card.potion, card.type_line, card.cards, card.actions) == (
        3, 1, "Action", 2, 1)
    assert card.text.startswith("+2 Cards +1 Action. At the start of Clean-up this turn, if you")


def test_onto_the_deck_with_a_potion_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Alchemist", "Potion"]},
                 decks={0: ["Copper", "Copper"] + ["Estate"] * 5})
    s = act(s, "play Alchemist")
    assert zones(s, 0) == {"hand": ["Potion", "Copper", "Copper"], "in_play": ["Alchemist"],
                           "deck": ["Estate"] * 5}
    assert s.player(0).actions == 1
    s = act(act(s, "play Potion"), "end turn")  # the potion unspent: it only has to be in play
    assert choices(s) == ("topdeck Alchemist", "no")
    s = act(s, "topdeck Alchemist")
    assert zones(s, 0) == {"hand": ["Alchemist", "Estate", "Estate", "Estate", "Estate"],
                           "deck": ["Estate"], "discard": ["Copper", "Copper", "Potion"]}
    assert s.current == 1


def test_without_a_potion_in_play_nothing_is_asked() -> None:
    """A Potion in hand is not in play."""
    s = scenario(KINGDOM, hands={0: ["Alchemist", "Potion"]}, decks={0: ["Estate"] * 7})
    s = act(act(s, "play Alchemist"), "end turn")
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Estate"] * 5,
                           "discard": ["Estate", "Estate", "Potion", "Alchemist"]}


def test_any_or_all_of_several_alchemists() -> None:
    s = scenario(KINGDOM, hands={0: ["Alchemist", "Alchemist", "Alchemist", "Potion"]},
                 decks={0: ["Estate"] * 12})
    for _ in range(3):
        s = act(s, "play Alchemist")
    s = act(s, "play Potion")
    s = act(s, "end turn")
    assert choices(s) == ("topdeck Alchemist", "done")
    s = act(s, "topdeck Alchemist", "topdeck Alchemist", "done")
    assert zones(s, 0)["hand"] == ["Alchemist", "Alchemist", "Estate", "Estate", "Estate"]
    assert zones(s, 0)["discard"][-1] == "Alchemist"


def test_throne_room_one_card_one_topdeck() -> None:
    """Throne Room on Alchemist: +4 Cards +2 Actions; the one Alchemist may go onto the deck."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Alchemist", "Potion"]},
                 decks={0: ["Copper"] * 4 + ["Estate"] * 5})
    s = act(act(s, "play Throne Room"), "play Alchemist")
    assert len(s.player(0).hand) == 5 and s.player(0).actions == 2
    s = act(act(s, "play all treasures"), "end turn")
    assert choices(s) == ("topdeck Alchemist", "no")
    s = act(s, "topdeck Alchemist")
    assert zones(s, 0)["hand"] == ["Alchemist", "Estate", "Estate", "Estate", "Estate"]
    assert "Throne Room" in zones(s, 0)["discard"]
