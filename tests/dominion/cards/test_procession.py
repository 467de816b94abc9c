"""Procession (Dark Ages), $4 Action: "You may play a non-Duration Action card from your hand twice.
Trash it. Gain an Action card costing exactly $1 more than it." (FAQ: playing a card is optional;
once one is played the gain is not, even if the card somehow was not trashed, and nothing is gained
when no Supply card costs exactly that; what its trashing does (Cultist's +3 Cards) comes before
the gain; a card giving +1 Action leaves 2 Actions; Procession on a Procession plays two Actions
twice each, then trashes it and gains an Action costing $5.)

Offered as ``play <Action>`` or ``no`` (DESIGN, as Throne Room), then ``gain <Card>``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Procession", "Village", "Smithy", "Mining Village", "Festival", "Market", "Haven",
           "Throne Room", "Laboratory"]


def test_card_data() -> None:
    card = card_named("Procession")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Dark Ages")


def test_plays_it_twice_trashes_it_and_gains_one_costing_one_more() -> None:
    s = scenario(KINGDOM, hands={0: ["Procession", "Village", "Haven", "Copper"]},
                 decks={0: ["Silver", "Gold", "Estate"]})
    s = act(s, "play Procession")
    assert choices(s) == ("play Village", "no")  # Haven, a Duration, is not offered
    s = act(s, "play Village")
    assert names(s.trash) == ["Village"]
    offered = choices(s)
    assert set(offered) == {"gain Procession", "gain Smithy", "gain Mining Village",
                            "gain Throne Room"}
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Haven", "Copper", "Silver", "Gold"], "deck": ["Estate"],
                           "discard": ["Smithy"], "in_play": ["Procession"]}
    assert s.player(0).actions == 4


def test_declining_does_nothing() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Procession", "Village"]}), "play Procession"), "no")
    assert zones(s, 0) == {"hand": ["Village"], "in_play": ["Procession"]} and s.trash == ()
    assert s.player(0).actions == 0


def test_no_card_at_that_cost_gains_nothing() -> None:
    """A Market ($5) played twice: no Action costing $6 in this kingdom."""
    s = scenario(KINGDOM, hands={0: ["Procession", "Market"]}, decks={0: ["Copper", "Copper"]})
    s = act(s, "play Procession")  # still a may: ``play Market`` or ``no``
    s = act(s, "play Market")
    assert names(s.trash) == ["Market"]
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Procession"]}
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (2, 3, 2)


def test_a_card_that_left_play_is_not_trashed_but_the_gain_happens() -> None:
    """Mining Village trashes itself on its first play: Procession cannot trash it, and still
    gains an Action costing $5."""
    s = scenario(KINGDOM, hands={0: ["Procession", "Mining Village"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Procession"), "play Mining Village")
    s = act(s, "trash Mining Village")  # the second play is not offered it: it left play
    assert names(s.trash) == ["Mining Village"]
    assert choices(s) == ("gain Festival", "gain Laboratory", "gain Market")
    s = act(s, "gain Laboratory")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "discard": ["Laboratory"],
                           "in_play": ["Procession"]}
    assert (s.player(0).actions, s.player(0).coins) == (4, 2)


def test_what_the_trashing_does_comes_before_the_gain() -> None:
    """A Cultist played twice (each other player gains a Ruins twice), trashed: +3 Cards, then the
    gain of a $6 Action (Altar or Adventurer) is chosen with those cards in hand."""
    s = scenario(["Procession", "Cultist", "Altar", "Adventurer"],
                 hands={0: ["Procession", "Cultist"]},
                 decks={0: ["Copper", "Copper", "Silver", "Silver", "Gold", "Gold", "Estate"]},
                 supply={"Ruins": ["Survivors", "Ruined Market"]})
    s = act(act(s, "play Procession"), "play Cultist")
    assert names(s.trash) == ["Cultist"]
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Silver", "Gold", "Gold",
                                    "Estate"], "in_play": ["Procession"]}
    assert choices(s) == ("gain Adventurer", "gain Altar")
    s = act(s, "gain Altar")
    assert zones(s, 0)["discard"] == ["Altar"]
    assert zones(s, 1) == {"discard": ["Ruined Market", "Survivors"]}


def test_procession_on_procession() -> None:
    s = scenario(KINGDOM, hands={0: ["Procession", "Procession", "Village", "Smithy"]},
                 decks={0: ["Copper"] * 8})
    s = act(act(s, "play Procession"), "play Procession")
    s = act(act(s, "play Village"), "gain Smithy")
    s = act(act(s, "play Smithy"), "gain Festival")
    assert choices(s) == ("gain Festival", "gain Laboratory", "gain Market")  # for the Procession
    s = act(s, "gain Market")
    assert sorted(names(s.trash)) == ["Procession", "Smithy", "Village"]
    assert zones(s, 0) == {"hand": ["Copper"] * 8, "discard": ["Market", "Festival", "Smithy"],
                           "in_play": ["Procession"]}
    assert s.player(0).actions == 4


def test_throne_room_on_procession() -> None:
    """Each of the two plays plays an Action twice, trashes it and gains."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Procession", "Village", "Festival"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Procession")
    s = act(act(s, "play Village"), "gain Mining Village")
    s = act(s, "play Festival")  # no $6 Action: nothing gained
    assert sorted(names(s.trash)) == ["Festival", "Village"]
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "discard": ["Mining Village"],
                           "in_play": ["Throne Room", "Procession"]}
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (8, 3, 4)
