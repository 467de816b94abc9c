"""Nomads (Hinterlands, 2nd edition): "+1 Buy +$2. When you gain or trash this, +$2."

Gained (bought or otherwise) or trashed in its owner's turn: +$2 to spend this turn. In another
player's turn the $ comes when nothing can use it (it is gone by its owner's turn)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, names

KINGDOM = ["Nomads", "Workshop", "Chapel", "Throne Room", "Swindler", "Moat"]


def test_card_data() -> None:
    """A $4 Action of Hinterlands."""
    card = card_named("Nomads")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Hinterlands")


def test_play() -> None:
    """+1 Buy +$2."""
    s = act(scenario(KINGDOM, hands={0: ["Nomads"]}), "play Nomads")
    assert (s.player(0).buys, s.player(0).coins) == (2, 2)


def test_bought_gives_two_back() -> None:
    """Buying Nomads with $4: $2 comes back, enough for an Estate with a second Buy."""
    s = scenario(KINGDOM, hands={0: ["Nomads", "Silver", "Copper"]})
    s = act(act(act(s, "play Nomads"), "play all treasures"), "buy Nomads")  # $5 - 4 + 2
    assert s.player(0).coins == 3 and s.player(0).buys == 1
    s = act(s, "buy Silver")
    assert (s.supply_count("Nomads"), s.supply_count("Silver")) == (9, 39)


def test_gained_and_trashed_in_own_turn() -> None:
    """Gained with Workshop: +$2; trashed with Chapel: +$2 each."""
    s = act(act(scenario(KINGDOM, hands={0: ["Workshop"]}), "play Workshop"), "gain Nomads")
    assert s.player(0).coins == 2
    c = act(scenario(KINGDOM, hands={0: ["Chapel", "Nomads", "Nomads", "Copper"]}), "play Chapel")
    c = act(c, "trash Copper", "trash Nomads", "trash Nomads")
    assert c.player(0).coins == 4 and names(c.trash) == ["Copper", "Nomads", "Nomads"]


def test_trashed_in_another_players_turn() -> None:
    """Swindler trashes seat 1's Nomads: the $2 does nothing for seat 0 or in seat 1's turn."""
    s = scenario(KINGDOM, hands={0: ["Swindler"]}, decks={1: ["Nomads"]})
    s = act(act(s, "play Swindler"), "gain Nomads")
    assert s.player(0).coins == 2  # Swindler's own +$2 only
    assert s.player(1).coins == 0 and names(s.trash) == ["Nomads"]


def test_throne_room() -> None:
    """Throne Room: +2 Buys +$4."""
    s = act(act(scenario(KINGDOM, hands={0: ["Throne Room", "Nomads"]}), "play Throne Room"),
            "play Nomads")
    assert (s.player(0).buys, s.player(0).coins) == (3, 4)
