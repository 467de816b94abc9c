"""Ironworks (Intrigue): "Gain a card costing up to $4. If the gained card is an... Action
card, +1 Action; Treasure card, +$1; Victory card, +1 Card."

Source: https://wiki.dominionstrategy.com/index.php/Ironworks (official FAQ: "A card with 2 types
gives you both bonuses; if you use Ironworks to gain a Mill, you both draw a card and get +1
Action"; other rulings: a Curse gives no bonus; "Abilities that happen when you gain a card happen
before you get the bonuses from Ironworks"). Costs are the current ones (Bridge)."""

from __future__ import annotations

from dataclasses import replace

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Ironworks", "Mill", "Village", "Bridge", "Throne Room", "Watchtower", "Harem"]


def test_card_data() -> None:
    """A $4 Action of Intrigue."""
    card = card_named("Ironworks")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Intrigue")


def test_choices_cost_up_to_four() -> None:
    """Every pile costing up to $4, nothing dearer."""
    s = scenario(KINGDOM, hands={0: ["Ironworks"]})
    labels = choices(act(s, "play Ironworks"))
    assert "gain Silver" in labels and "gain Mill" in labels and "gain Curse" in labels
    assert "gain Duchy" not in labels and "gain Harem" not in labels


def test_treasure_gives_a_coin() -> None:
    """Silver: +$1."""
    s = scenario(KINGDOM, hands={0: ["Ironworks"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Ironworks"), "gain Silver")
    assert (s.player(0).actions, s.player(0).coins) == (0, 1)
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Silver"], "in_play": ["Ironworks"]}


def test_action_victory_gives_both() -> None:
    """Mill (Action - Victory): +1 Action and +1 Card."""
    s = scenario(KINGDOM, hands={0: ["Ironworks"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Ironworks"), "gain Mill")
    assert (s.player(0).actions, s.player(0).coins) == (1, 0)
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Mill"], "in_play": ["Ironworks"]}


def test_curse_gives_nothing() -> None:
    """A Curse has none of the listed types."""
    s = scenario(KINGDOM, hands={0: ["Ironworks"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Ironworks"), "gain Curse")
    assert (s.player(0).actions, s.player(0).coins, len(s.player(0).hand)) == (0, 0, 0)


def test_reduced_cost_treasure_victory() -> None:
    """After two Bridges (two Villages first), Harem costs $4: +$1 and +1 Card."""
    s = scenario(KINGDOM, hands={0: ["Village", "Village", "Bridge", "Bridge", "Ironworks"]},
                 decks={0: ["Copper", "Copper", "Gold"]})
    s = act(act(act(act(s, "play Village"), "play Village"), "play Bridge"), "play Bridge")
    s = act(s, "play Ironworks")
    assert "gain Harem" in choices(s)
    s = act(s, "gain Harem")
    assert (s.player(0).actions, s.player(0).coins) == (0, 3)
    assert zones(s, 0)["hand"] == ["Copper", "Copper", "Gold"]


def test_gain_reactions_come_before_the_bonus() -> None:
    """Watchtower puts the gained Estate onto the deck first; Ironworks' +1 Card then draws it."""
    s = scenario(KINGDOM, hands={0: ["Ironworks", "Watchtower"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Ironworks"), "gain Estate")
    s = act(act(s, "reveal Watchtower"), "topdeck Estate")
    assert zones(s, 0) == {"hand": ["Watchtower", "Estate"], "deck": ["Gold"],
                           "in_play": ["Ironworks"]}


def test_throne_room_on_ironworks() -> None:
    """Two gains, two bonuses: a Village (+1 Action) and a Silver (+$1)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ironworks"]})
    s = act(act(s, "play Throne Room"), "play Ironworks")
    s = act(act(s, "gain Village"), "gain Silver")
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)
    assert zones(s, 0) == {"discard": ["Silver", "Village"], "in_play": ["Throne Room", "Ironworks"]}


def test_no_bonus_in_a_possessed_turn() -> None:
    """Possessed by seat 1: the Silver goes to seat 1 and seat 0 gets no +$1 (wiki: "During a
    Possession turn, Ironworks will never give you any bonus")."""
    s = scenario(KINGDOM, hands={0: ["Ironworks"]})
    s = replace(s, table=s.table.evolve(possessor=1, kind="possession"))
    s = act(act(s, "play Ironworks", pid=1), "gain Silver", pid=1)
    assert s.player(0).coins == 0
    assert zones(s, 1) == {"discard": ["Silver"]}
