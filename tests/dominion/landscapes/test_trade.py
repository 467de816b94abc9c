"""Trade (Adventures Event, $5): "Trash up to 2 cards from your hand. Gain a Silver per card you
trashed." FAQ: "You may trash zero, one, or two cards from your hand. For each card you actually
trashed, you gain a Silver, putting it into your discard pile."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market"]


def _bought() -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Silver", "Estate", "Curse", "Copper"]},
                 decks={0: ["Duchy"]}, landscapes=["Trade"])
    s = act(s, "play Market")  # +1 Buy: the turn goes on after Trade
    s = act(s, "play Gold")
    s = act(s, "play Silver")  # $6
    return act(s, "buy Trade")


def test_card_data() -> None:
    """An Event of Adventures costing $5."""
    e = card_named("Trade")
    assert (e.cost, e.type_line, e.set_name) == (5, "Event", "Adventures")


def test_choices_are_the_hand() -> None:
    assert choices(_bought()) == ("trash Copper", "trash Curse", "trash Duchy", "trash Estate",
                                  "done")


def test_trash_two_gains_two_silvers() -> None:
    s = _bought()
    silvers = s.supply_count("Silver")
    s = act(s, "trash Curse", "trash Estate")
    assert names(s.trash) == ["Curse", "Estate"]
    assert zones(s, 0) == {"hand": ["Copper", "Duchy"], "discard": ["Silver", "Silver"],
                           "in_play": ["Market", "Gold", "Silver"]}
    assert s.supply_count("Silver") == silvers - 2


def test_trash_one_gains_one_silver() -> None:
    s = act(_bought(), "trash Copper", "done")
    assert names(s.trash) == ["Copper"] and zones(s, 0)["discard"] == ["Silver"]


def test_trash_none_gains_nothing() -> None:
    s = act(_bought(), "done")
    assert names(s.trash) == [] and "discard" not in zones(s, 0)


def test_silvers_run_out() -> None:
    """A Silver per card trashed, as far as the pile goes."""
    s = _bought()
    s = s.with_supply(card_named("Silver"), 1 - s.supply_count("Silver"))
    s = act(s, "trash Curse", "trash Estate")
    assert zones(s, 0)["discard"] == ["Silver"] and s.supply_count("Silver") == 0
