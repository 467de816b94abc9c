"""Travelling Fair (Adventures Event, $2): "+2 Buys. When you gain a card this turn, you may put it
onto your deck." FAQ: "This works on cards you buy, as well as cards gained other ways [...]
Putting the card on your deck is optional each time you gain a card that turn".

The choice is ``topdeck with Travelling Fair`` or ``no``, once per gain."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Village", "Smithy", "Market", "Workshop"]
USE = "topdeck with Travelling Fair"


def _bought() -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]}, decks={0: ["Estate", "Duchy"]},
                 landscapes=["Travelling Fair"])
    s = act(s, "play Market")
    s = act(s, "play all treasures")  # $7, 2 buys
    return act(s, "buy Travelling Fair")


def test_card_data() -> None:
    e = card_named("Travelling Fair")
    assert (e.cost, e.type_line, e.set_name) == (2, "Event", "Adventures")


def test_two_buys_and_a_bought_card_may_go_onto_the_deck() -> None:
    s = _bought()
    assert (s.player(0).buys, s.player(0).coins) == (3, 5)
    s = act(s, "buy Silver")
    assert choices(s) == (USE, "no")
    s = act(s, USE)
    assert zones(s, 0)["deck"] == ["Silver", "Duchy"]


def test_each_gain_asks_again_and_no_leaves_it_in_the_discard() -> None:
    s = act(act(_bought(), "buy Silver"), "no")
    assert zones(s, 0)["discard"] == ["Silver"]
    s = act(act(s, "buy Copper"), USE)
    assert zones(s, 0)["deck"][0] == "Copper"


def test_a_gain_other_than_a_buy() -> None:
    """A card gained by an Event bought after it (Alms) may go onto the deck too."""
    s = scenario(KINGDOM, hands={0: ["Estate"]}, decks={0: ["Estate"]},
                 landscapes=["Travelling Fair", "Alms"])
    s = s.with_player(0, s.player(0).with_counters(coins=2))
    s = act(s, "buy Travelling Fair")
    s = act(act(s, "buy Alms"), "gain Smithy")
    s = act(s, USE)
    assert zones(s, 0)["deck"] == ["Smithy", "Estate"]


def test_not_next_turn() -> None:
    """"this turn": the next turn's gains are not asked about."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, decks={0: ["Copper"] * 10},
                 landscapes=["Travelling Fair"])
    s = act(act(s, "play all treasures"), "buy Travelling Fair")
    assert s.table.turn.triggers != ()
    s = act(s, "end turn")
    assert s.current == 1 and s.table.turn.triggers == ()
