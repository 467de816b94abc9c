"""Golem (Alchemy, $4 and a potion): "Reveal cards from your deck until you reveal 2 Action cards
other than Golems. Discard the other cards, then play the Action cards in either order."

The revealed Golems are discarded with the other cards; the two Actions are played without using
Actions, the first fully before the second (``play <Card>`` picks the first when they differ),
and both must be played. With fewer than 2 in deck and discard pile, those found are played.
A shuffle in the middle is announced (Stash); the revealed cards are not shuffled in.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Golem", "Village", "Smithy", "Throne Room", "Militia", "Moat", "Stash", "Fishing Village"]


def test_card_data() -> None:
    card = card_named("Golem")
    assert (card.cost, card.potion, card.type_line) == (4, 1, "Action")


def test_two_actions_played_in_the_chosen_order_others_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Golem"]},
                 decks={0: ["Copper", "Golem", "Smithy", "Estate", "Village", "Gold", "Silver",
                            "Duchy", "Copper", "Copper", "Copper"]})
    s = act(s, "play Golem")
    assert zones(s, 0)["discard"] == ["Estate", "Golem", "Copper"]
    assert choices(s) == ("play Smithy", "play Village")
    s = act(s, "play Village")  # +1 Card +2 Actions, then Smithy: +3 Cards
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Duchy", "Copper"],
                           "in_play": ["Golem", "Village", "Smithy"],
                           "deck": ["Copper", "Copper"],
                           "discard": ["Estate", "Golem", "Copper"]}
    assert s.player(0).actions == 2  # Golem used the one Action; Village gave 2


def test_same_two_actions_fewer_than_two_and_none() -> None:
    s = scenario(KINGDOM, hands={0: ["Golem"]}, decks={0: ["Village", "Village", "Copper"]})
    s = act(s, "play Golem")  # two Villages: no order to choose
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Golem", "Village", "Village"]}
    assert s.player(0).actions == 4
    s = scenario(KINGDOM, hands={0: ["Golem"]}, decks={0: ["Estate", "Smithy"]},
                 discards={0: ["Copper"]})
    s = act(s, "play Golem")  # deck and discard run out: only the Smithy is played
    # the Copper (shuffled in for the reveal) and the Estate are discarded; Smithy draws both
    assert sorted(zones(s, 0)["hand"]) == ["Copper", "Estate"]
    assert zones(s, 0)["in_play"] == ["Golem", "Smithy"] and len(zones(s, 0)) == 2
    s = act(scenario(KINGDOM, hands={0: ["Golem"]}, decks={0: ["Estate", "Golem"]}),
            "play Golem")
    assert zones(s, 0) == {"in_play": ["Golem"], "discard": ["Golem", "Estate"]}


def test_a_shuffle_in_the_middle_is_announced() -> None:
    s = scenario(KINGDOM, hands={0: ["Golem"]}, decks={0: ["Village", "Estate"]},
                 discards={0: ["Stash", "Smithy"]})
    s = act(s, "play Golem")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 1")  # new deck: Smithy, Stash
    assert choices(s) == ("play Smithy", "play Village")
    s = act(s, "play Smithy")  # +3 Cards: the Stash, then the discarded Estate; Village: none
    assert zones(s, 0) == {"hand": ["Stash", "Estate"], "in_play": ["Golem", "Smithy", "Village"]}


def test_an_attack_it_plays_and_a_duration() -> None:
    """Militia played by Golem attacks (Moat may block); a Fishing Village played by it stays in
    play for its next-turn work."""
    s = scenario(KINGDOM, hands={0: ["Golem"], 1: ["Moat", "Copper", "Copper", "Copper", "Copper"]},
                 decks={0: ["Militia", "Fishing Village"] + ["Copper"] * 10})
    s = act(s, "play Golem")
    s = act(s, "play Fishing Village")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "no", pid=1)
    s = act(s, "discard Copper", "discard Copper", pid=1)
    p = s.player(0)
    assert (p.actions, p.coins) == (2, 3)
    s = end_turn(s)
    assert duration_names(s, 0) == ["Fishing Village"]


def test_throne_room_two_reveals() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Golem"]},
                 decks={0: ["Village", "Village", "Estate", "Village", "Village", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Golem")
    # first: Village, Village (they draw the Estate and a Village); second: a Village, then the
    # Copper, and the deck runs out: one Village played, which draws the discarded Copper
    assert zones(s, 0) == {"hand": ["Estate", "Village", "Copper"],
                           "in_play": ["Throne Room", "Golem"] + ["Village"] * 3}
    assert s.player(0).actions == 6
