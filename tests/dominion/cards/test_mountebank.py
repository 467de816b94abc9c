"""Mountebank (Prosperity 1E): "+$2. Each other player may discard a Curse. If he doesn't, he
gains a Curse and a Copper."

The victim with a Curse in hand picks ``discard Curse`` or ``no``; without one nothing is asked.
Not discarding gains a Curse, then a Copper (each gain told to reactions in turn). Moat blocks."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Mountebank", "Moat", "Throne Room", "King's Court", "Watchtower"]


def test_card_data() -> None:
    """A $5 Action - Attack of Prosperity 1E with its first-edition text."""
    card = card_named("Mountebank")
    assert (card.cost, card.type_line, card.set_name, card.coins) == (
        5, "Action - Attack", "Prosperity 1E", 2)
    assert card.text.startswith("+$2. Each other player may discard a Curse.")


def test_discarding_a_curse_avoids_the_gains() -> None:
    """Seat 1 discards its Curse: nothing gained."""
    s = scenario(KINGDOM, hands={0: ["Mountebank"], 1: ["Curse", "Copper"]})
    s = act(s, "play Mountebank")
    assert s.player(0).coins == 2 and choices(s) == ("discard Curse", "no")
    s = act(s, "discard Curse", pid=1)
    assert zones(s, 1) == {"hand": ["Copper"], "discard": ["Curse"]}
    assert s.supply_count("Curse") == 10 and s.supply_count("Copper") == 46


def test_declining_or_no_curse_gains_a_curse_and_a_copper() -> None:
    """``no``: a Curse and a Copper gained, in that order; no Curse in hand: not asked."""
    s = act(act(scenario(KINGDOM, hands={0: ["Mountebank"], 1: ["Curse"]}), "play Mountebank"),
            "no", pid=1)
    assert zones(s, 1) == {"hand": ["Curse"], "discard": ["Copper", "Curse"]}
    s = act(scenario(KINGDOM, hands={0: ["Mountebank"], 1: ["Estate"]}), "play Mountebank")
    assert zones(s, 1) == {"hand": ["Estate"], "discard": ["Copper", "Curse"]}
    assert (s.supply_count("Curse"), s.supply_count("Copper")) == (9, 45)


def test_empty_curse_pile_still_gains_the_copper() -> None:
    """No Curses left: the Copper is gained anyway."""
    s = act(scenario(KINGDOM, hands={0: ["Mountebank"], 1: []}, supply={"Curse": 0}),
            "play Mountebank")
    assert zones(s, 1) == {"discard": ["Copper"]}


def test_each_gain_reacts_in_order() -> None:
    """Seat 1's Watchtower is offered for the Curse (trashed), then for the Copper (declined)."""
    s = act(scenario(KINGDOM, hands={0: ["Mountebank"], 1: ["Watchtower"]}), "play Mountebank")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Watchtower", "no")
    s = act(act(s, "reveal Watchtower", pid=1), "trash Curse", pid=1)
    assert choices(s) == ("reveal Watchtower", "no")
    s = act(s, "no", pid=1)
    assert zones(s, 1) == {"hand": ["Watchtower"], "discard": ["Copper"]}
    assert [c.name for c in s.trash] == ["Curse"]


def test_moat_and_three_players() -> None:
    """Seat 1 reveals Moat; seat 2 gains a Curse and a Copper."""
    s = scenario(KINGDOM, hands={0: ["Mountebank"], 1: ["Moat"], 2: []}, players=3)
    s = act(act(s, "play Mountebank"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"discard": ["Copper", "Curse"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: the Curse is discarded the first time, then the second attack gains both;
    King's Court: three attacks, +$6."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mountebank"], 1: ["Curse"]})
    s = act(act(act(s, "play Throne Room"), "play Mountebank"), "discard Curse", pid=1)
    assert zones(s, 1) == {"discard": ["Copper", "Curse", "Curse"]}
    kc = act(act(scenario(KINGDOM, hands={0: ["King's Court", "Mountebank"], 1: []}),
                 "play King's Court"), "play Mountebank")
    assert kc.player(0).coins == 6
    assert zones(kc, 1) == {"discard": ["Copper", "Curse"] * 3}
