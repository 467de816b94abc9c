"""Island (Seaside): "Put this and a card from your hand onto your Island mat." Action - Victory,
$4, 2 VP.

The mat is public (``p.mats["Island"]``) and its cards score. Throne Room on Island: the Island
goes onto the mat once, and a card from hand each time.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"


def _mat(state: DominionState, pid: int = 0) -> list[str]:
    return names(state.player(pid).mats.get("Island", ()))


def test_card_data() -> None:
    """A $4 Action - Victory worth 2 VP."""
    card = card_named("Island")
    assert (card.cost, card.type_line, card.vp, card.set_name) == (4, "Action - Victory", 2,
                                                                    "Seaside")


def test_this_and_a_card_onto_the_mat() -> None:
    """The Island leaves play and the chosen card leaves the hand, both onto the mat; they score."""
    s = scenario(["Island"], hands={0: ["Island", "Estate", "Copper"]})
    s = act(s, "play Island")
    assert choices(s) == ("set aside Copper", "set aside Estate")
    s = act(s, "set aside Estate")
    assert zones(s, 0) == {"hand": ["Copper"]}
    assert _mat(s) == ["Island", "Estate"]
    assert s.player(0).mats == {"Island": (card_named("Island"), card_named("Estate"))}
    assert s.scores()[0] == 3  # Island 2 + Estate 1, both on the mat
    assert s.player(0).actions == 0


def test_empty_hand_only_the_island() -> None:
    """Nothing in hand: only the Island goes onto the mat."""
    s = act(scenario(["Island"], hands={0: ["Island"]}), "play Island")
    assert zones(s, 0) == {}
    assert _mat(s) == ["Island"]


def test_the_mat_keeps_its_cards_across_turns() -> None:
    """A second Island adds to the mat; nothing comes back at Clean-up."""
    s = scenario(["Island", "Village"], hands={0: ["Village", "Island", "Island", "Gold", "Duchy"]},
                 decks={0: ["Copper"] * 6})
    s = act(act(s, "play Village"), "play Island")
    s = act(s, "set aside Duchy")
    s = act(act(s, "play Island"), "set aside Gold")
    assert _mat(s) == ["Island", "Duchy", "Island", "Gold"]
    s = act(s, "end turn")
    assert _mat(s) == ["Island", "Duchy", "Island", "Gold"]
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "discard": ["Copper", "Village"]}


def test_throne_room_on_island() -> None:
    """The Island goes onto the mat once; a card from hand each time."""
    s = scenario([TR, "Island"], hands={0: [TR, "Island", "Estate", "Silver", "Copper"]})
    s = act(act(s, f"play {TR}"), "play Island")
    s = act(s, "set aside Estate")
    assert choices(s) == ("set aside Copper", "set aside Silver")
    s = act(s, "set aside Silver")
    assert _mat(s) == ["Island", "Estate", "Silver"]
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": [TR]}
