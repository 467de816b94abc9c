"""Herbalist (Alchemy, $2): "+1 Buy +$1. When you discard this from play, you may put one of your
Treasures from play onto your deck."

The ability happens in Clean-up, before anything leaves play (Herbalist is discarded from play
then; the player discards cards from play in any order): `topdeck <Treasure>` or `no`, once per
Herbalist in play (a Throne Room's second play gives none: one card is discarded). With
Alchemists in play their question comes first, so the Potion they need is still in play
(Alchemist FAQ, wiki.dominionstrategy.com/index.php/Alchemist: "You can topdeck all your
Alchemists, and then topdeck your Potion with Herbalist").
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Herbalist", "Throne Room", "Village", "Alchemist"]


def test_card_data() -> None:
    card = card_named("Herbalist")
    assert (card.cost, card.potion, card.type_line, card.buys, card.coins) == (
        2, 0, "Action", 1, 1)


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


def test_two_herbalists_two_treasures_throne_room_one() -> None:
    """Two Herbalists in play: two questions. Throne Room on one Herbalist: +2 Buys +$2, but
    one Herbalist is discarded from play: one question."""
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
    s = act(s, "topdeck Gold")
    assert s.current == 1
    assert zones(s, 0)["hand"] == ["Gold", "Estate", "Estate", "Estate", "Estate"]


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
