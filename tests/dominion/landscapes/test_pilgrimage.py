"""Pilgrimage (Adventures Event, $4): "Once per turn: Turn your Journey token over (it starts face
up); then if it's face up, choose up to 3 differently named cards you have in play and gain a copy
of each." FAQ: "every other time you buy this, you will gain up to 3 cards. It does not matter
what turned over the Journey token"."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import flip_journey
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Village", "Smithy", "Market"]
HAND = ["Market", "Market", "Gold", "Silver", "Copper"]


def _bought(face_down: bool = True) -> DominionState:
    s = scenario(KINGDOM, hands={0: HAND}, decks={0: ["Estate", "Estate"]},
                 landscapes=["Pilgrimage"])
    if face_down:
        s, _ = flip_journey(s, 0)
    s = act(act(act(s, "play Market"), "play Market"), "play all treasures")
    return act(s, "buy Pilgrimage")


def test_card_data() -> None:
    e = card_named("Pilgrimage")
    assert (e.cost, e.once_per_turn, e.tokens) == (4, True, ("Journey",))


def test_face_up_token_turns_down_and_nothing_more() -> None:
    s = _bought(face_down=False)
    assert s.player(0).journey == "face down"
    assert "discard" not in zones(s, 0) and "buy Copper" in choices(s)


def test_face_down_turns_up_and_gains_differently_named_copies() -> None:
    s = _bought()
    assert s.player(0).journey == "face up"
    assert choices(s) == ("gain Copper", "gain Gold", "gain Market", "gain Silver", "done")
    gen = s.action_generator(0).choose("gain Gold").choose("gain Market")
    assert gen.labels() == ("gain Silver", "done")  # names after the last, each once
    s = act(s, "gain Gold", "gain Market", "gain Silver")
    assert zones(s, 0)["discard"] == ["Silver", "Market", "Gold"]
    assert "buy Pilgrimage" not in choices(s)  # once per turn


def test_fewer_than_three_or_none() -> None:
    s = act(_bought(), "gain Market", "done")
    assert zones(s, 0)["discard"] == ["Market"]
    s = act(_bought(), "done")
    assert "discard" not in zones(s, 0)


def test_a_copy_of_a_card_whose_pile_is_empty_is_not_gained() -> None:
    s = _bought()
    s = s.with_supply(card_named("Gold"), -s.supply_count("Gold"))
    s = act(s, "gain Gold", "gain Silver", "done")
    assert zones(s, 0)["discard"] == ["Silver"]
