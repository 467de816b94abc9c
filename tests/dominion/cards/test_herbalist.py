"""Herbalist (Alchemy, $2), its 2022 errata text (the current official wording, reported on
wiki.dominionstrategy.com/index.php/Herbalist; DESIGN.md: texts follow the latest printing): "+1
Buy +$1. Once this turn, when you discard a Treasure from play, you may put it onto your deck."

The ability belongs to the play, not to the card in play: once per play of Herbalist this turn
(a Throne Room's two plays: two Treasures), as Clean-up discards the cards from play (the player
discards them in any order, so it is asked at the start of Clean-up, before anything leaves
play): `topdeck <Treasure>` or `no`. With Alchemists in play their question comes first, so the
Potion they need is still in play (Alchemist FAQ, wiki.dominionstrategy.com/index.php/Alchemist:
"You can topdeck all your Alchemists, and then topdeck your Potion with Herbalist").
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Herbalist", "Throne Room", "Village", "Alchemist"]


def test_card_data() -> None:
    card = card_named("Herbalist")
    assert (card.cost, card.potion, card.type_line, card.buys, card.coins) == (
        2, 0, "Action", 1, 1)
    assert card.text == ("+1 Buy +$1. Once this turn, when you discard a Treasure from play, you "
                         "may put it onto your deck.")


def test_a_treasure_from_play_onto_the_deck_in_clean_up() -> None:
    s = scenario(KINGDOM, hands={0: ["Herbalist", "Gold", "Copper", "Estate"]},
                 decks={0: ["Estate"] * 5})
    s = act(s, "play Herbalist")
    assert (s.player(0).buys, s.player(0).coins) == (2, 1)
    s = act(act(s, "play all treasures"), "end turn")
    assert s.current == 0 and choices(s) == ("topdeck Copper", "topdeck Gold", "no")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Gold", "Estate", "Estate", "Estate", "Estate"],
                           "deck": ["Estate"],
                           "discard": ["Estate", "Copper", "Herbalist"]}
    assert s.current == 1


def test_may_decline_and_no_treasure_in_play_asks_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Herbalist", "Silver"]}, decks={0: ["Estate"] * 5})
    s = act(act(act(s, "play Herbalist"), "play all treasures"), "end turn")
    s = act(s, "no")
    assert zones(s, 0) == {"hand": ["Estate"] * 5, "discard": ["Silver", "Herbalist"]}
    s = scenario(KINGDOM, hands={0: ["Herbalist", "Silver"]}, decks={0: ["Estate"] * 5})
    s = act(act(s, "play Herbalist"), "end turn")  # the Silver stayed in hand
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Estate"] * 5, "discard": ["Silver", "Herbalist"]}


def test_two_herbalists_two_treasures_throne_room_two() -> None:
    """Two Herbalists played: two questions. Throne Room on one Herbalist: two plays, so +2
    Buys +$2 and "once this turn" twice: two Treasures go onto the deck (2022 text; the old
    "when you discard this from play" gave one, as one card is discarded)."""
    s = scenario(KINGDOM, hands={0: ["Village", "Herbalist", "Herbalist", "Gold", "Silver"]},
                 decks={0: ["Estate"] * 6})
    s = act(act(act(s, "play Village"), "play Herbalist"), "play Herbalist")
    s = act(act(s, "play all treasures"), "end turn")
    s = act(s, "topdeck Gold")
    assert choices(s) == ("topdeck Silver", "no")
    s = act(s, "topdeck Silver")
    assert zones(s, 0)["hand"] == ["Silver", "Gold", "Estate", "Estate", "Estate"]
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Herbalist", "Gold", "Silver"]},
                 decks={0: ["Estate"] * 5})
    s = act(act(s, "play Throne Room"), "play Herbalist")
    assert (s.player(0).buys, s.player(0).coins) == (3, 2)
    s = act(act(s, "play all treasures"), "end turn")
    assert choices(s) == ("topdeck Gold", "topdeck Silver", "no")
    s = act(s, "topdeck Gold")
    assert choices(s) == ("topdeck Silver", "no")
    s = act(s, "topdeck Silver")
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Silver", "Gold", "Estate", "Estate", "Estate"],
                           "deck": ["Estate", "Estate"],
                           "discard": ["Herbalist", "Throne Room"]}


def test_a_herbalist_card_in_play_without_a_play_this_turn_gives_nothing() -> None:
    """Only a play starts the ability: a Herbalist not played (left in hand) asks nothing, even
    with Treasures in play."""
    s = scenario(KINGDOM, hands={0: ["Herbalist", "Gold"]}, decks={0: ["Estate"] * 5})
    s = act(act(act(s, "end actions"), "play all treasures"), "end turn")
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Estate"] * 5, "discard": ["Herbalist", "Gold"]}


def test_alchemists_first_then_the_potion() -> None:
    """Alchemist and Herbalist with a Potion in play: the Alchemist goes first, then the
    Herbalist may put the Potion back too."""
    s = scenario(KINGDOM, hands={0: ["Village", "Alchemist", "Herbalist", "Potion"]},
                 decks={0: ["Estate"] * 10})
    s = act(act(act(s, "play Village"), "play Alchemist"), "play Herbalist")
    s = act(act(s, "play all treasures"), "end turn")
    assert choices(s) == ("topdeck Alchemist", "no")
    s = act(s, "topdeck Alchemist")
    assert choices(s) == ("topdeck Potion", "no")
    s = act(s, "topdeck Potion")
    assert zones(s, 0)["hand"] == ["Potion", "Alchemist", "Estate", "Estate", "Estate"]
