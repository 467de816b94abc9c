"""Embargo (Seaside, 1st edition): "+$2. Trash this card. Put an Embargo token on top of a Supply pile.
When a player buys a card, he gains a Curse card per Embargo token on that pile."

``embargo <Card>`` for any Supply pile; tokens are public and read with ``state.tokens(pile)``.
Only buying triggers them (not gaining otherwise), for every player. Under a Throne Room: +$4, two
tokens (on any piles), the Embargo trashed once.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Embargo", TR, "Workshop"]


def test_card_data() -> None:
    """A $2 Action of Seaside's first edition."""
    card = card_named("Embargo")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Seaside 1E")


def test_trash_it_and_embargo_a_pile() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Embargo"]}), "play Embargo")
    assert s.player(0).coins == 2
    assert names(s.trash) == ["Embargo"]
    assert zones(s, 0) == {}
    labels = choices(s)
    assert len(labels) == len(s.mode.piles) and "embargo Silver" in labels
    assert all(label.startswith("embargo ") for label in labels)
    s = act(s, "embargo Silver")
    assert s.tokens("Silver") == 1 and s.tokens("Gold") == 0


def test_buying_gains_a_curse_per_token() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Embargo", "Silver"]}, players=3)
    s = act(act(s, f"play {TR}"), "play Embargo")
    s = act(act(s, "embargo Silver"), "embargo Silver")
    assert s.tokens("Silver") == 2
    assert names(s.trash) == ["Embargo"]
    assert zones(s, 0)["in_play"] == [TR]
    assert s.player(0).coins == 4
    s = act(act(s, "play Silver"), "buy Silver")  # the turn ends: no buy left
    assert s.player(0).count("Curse") == 2  # seat 0's buy: seat 0 gains the Curses
    assert (s.player(1).count("Curse"), s.player(2).count("Curse")) == (0, 0)
    assert s.supply_count("Curse") == 18


def test_another_players_buy_and_other_gains() -> None:
    """Seat 1 buys an embargoed card: one Curse; a Workshop gain of it: none."""
    s = scenario(KINGDOM, hands={0: ["Embargo"], 1: ["Workshop", "Copper", "Copper", "Copper"]})
    s = act(act(s, "play Embargo"), "embargo Silver")
    s = act(s, "end turn")
    s = act(act(s, "play Workshop"), "gain Silver")
    assert zones(s, 1)["discard"] == ["Silver"]
    assert s.player(1).count("Curse") == 0
    s = act(act(s, "play all treasures"), "buy Silver")  # the turn ends: no buy left
    assert (s.player(1).count("Curse"), s.player(1).count("Silver")) == (1, 2)
    assert s.supply_count("Curse") == 9
