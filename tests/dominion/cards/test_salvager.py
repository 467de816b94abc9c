"""Salvager (Seaside, 2nd edition): "+1 Buy. Trash a card from your hand. +$ equal to its cost."

The cost is the card's cost now (`cost(state, card)`: Bridge lowers it).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $4 Action of Seaside."""
    card = card_named("Salvager")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Seaside")
    assert card.text == "+1 Buy. Trash a card from your hand. +$ equal to its cost."


def test_trash_for_its_cost() -> None:
    s = act(scenario(["Salvager"], hands={0: ["Salvager", "Gold", "Estate"]}), "play Salvager")
    assert choices(s) == ("trash Estate", "trash Gold")  # mandatory: no "no"
    s = act(s, "trash Gold")
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Salvager"]}
    assert names(s.trash) == ["Gold"]
    assert (s.player(0).buys, s.player(0).coins) == (2, 6)


def test_empty_hand() -> None:
    s = act(scenario(["Salvager"], hands={0: ["Salvager"]}), "play Salvager")
    assert (s.player(0).buys, s.player(0).coins) == (2, 0)
    assert s.trash == ()


def test_cost_now_with_bridge() -> None:
    """Bridge played first: a Province costs $7 now, so +$7 (and Bridge's +$1)."""
    s = scenario(["Salvager", "Bridge", "Village"],
                 hands={0: ["Village", "Bridge", "Salvager", "Province"]}, decks={0: ["Copper"]})
    s = act(act(act(act(s, "play Village"), "play Bridge"), "play Salvager"), "trash Province")
    assert names(s.trash) == ["Province"]
    assert s.player(0).coins == 1 + 7


def test_throne_room_on_salvager() -> None:
    """Two trashings, each for its cost; +2 Buys."""
    s = scenario([TR, "Salvager"], hands={0: [TR, "Salvager", "Silver", "Estate"]})
    s = act(act(s, f"play {TR}"), "play Salvager")
    s = act(s, "trash Silver")
    assert names(s.trash) == ["Silver", "Estate"]  # the second is forced
    assert (s.player(0).buys, s.player(0).coins) == (3, 5)
