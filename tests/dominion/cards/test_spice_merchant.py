"""Spice Merchant (Hinterlands, 2nd edition): "You may trash a Treasure from your hand to choose
one: +2 Cards and +1 Action; or +1 Buy and +$2."

Labels: ``trash <Treasure>`` or ``no``, then the option's printed words. Not trashing a Treasure:
no option (FAQ)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Spice Merchant", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $4 Action of Hinterlands."""
    card = card_named("Spice Merchant")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Hinterlands")


def test_cards_and_action() -> None:
    """Trash a Copper: +2 Cards and +1 Action."""
    s = scenario(KINGDOM, hands={0: ["Spice Merchant", "Copper", "Estate", "Silver"]},
                 decks={0: ["Gold", "Duchy", "Curse"]})
    s = act(s, "play Spice Merchant")
    assert choices(s) == ("trash Copper", "trash Silver", "no")
    s = act(s, "trash Copper")
    assert choices(s) == ("+2 Cards and +1 Action", "+1 Buy and +$2")
    s = act(s, "+2 Cards and +1 Action")
    assert zones(s, 0) == {"hand": ["Estate", "Silver", "Gold", "Duchy"], "deck": ["Curse"],
                           "in_play": ["Spice Merchant"]}
    assert names(s.trash) == ["Copper"] and s.player(0).actions == 1


def test_buy_and_coins() -> None:
    """Trash a Silver: +1 Buy and +$2."""
    s = scenario(KINGDOM, hands={0: ["Spice Merchant", "Silver"]})
    s = act(act(act(s, "play Spice Merchant"), "trash Silver"), "+1 Buy and +$2")
    p = s.player(0)
    assert (p.buys, p.coins, p.actions) == (2, 2, 0) and names(s.trash) == ["Silver"]


def test_no_treasure_trashed_no_option() -> None:
    """``no``: nothing trashed, nothing gained."""
    s = act(act(scenario(KINGDOM, hands={0: ["Spice Merchant", "Copper"]}), "play Spice Merchant"),
            "no")
    p = s.player(0)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Spice Merchant"]}
    assert (p.buys, p.coins, p.actions) == (1, 0, 0)


def test_throne_room() -> None:
    """Throne Room: two trashes, each with its own choice."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Spice Merchant", "Copper", "Copper"]},
                 decks={0: ["Gold", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Spice Merchant")
    s = act(act(s, "trash Copper"), "+1 Buy and +$2")
    s = act(act(s, "trash Copper"), "+2 Cards and +1 Action")
    p = s.player(0)
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "in_play": ["Throne Room", "Spice Merchant"]}
    assert (p.buys, p.coins, p.actions) == (2, 2, 1) and names(s.trash) == ["Copper", "Copper"]
