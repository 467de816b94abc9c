"""Jester (Cornucopia): "+$2. Each other player discards the top card of his deck. If it's a
Victory card he gains a Curse. Otherwise he gains a copy of the discarded card or you do, your
choice."

The attacker's choice is asked with the printed words ``he gains a copy of the discarded card`` or
``you do`` (DESIGN: "choose one" options are the printed words); not asked when that pile is
empty, or the card is not in the supply. A Treasure - Victory card gives a Curse
(wiki.dominionstrategy.com/index.php/Jester, Official FAQ: "If it is a Victory card, including
cards with multiple types one of which is Victory, the player gains a Curse")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Jester", "Moat", "Throne Room", "Harem", "Village"]
HIM = "he gains a copy of the discarded card"


def test_card_data() -> None:
    """A $5 Action - Attack of Cornucopia with +$2."""
    c = card_named("Jester")
    assert (c.cost, c.coins, c.type_line, c.set_name) == (5, 2, "Action - Attack", "Cornucopia")


def test_victory_card_gives_a_curse() -> None:
    """Seat 1 discards Harem (Treasure - Victory): a Curse."""
    s = scenario(KINGDOM, hands={0: ["Jester"]}, decks={1: ["Harem", "Gold"]})
    s = act(s, "play Jester")
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Curse", "Harem"]}
    assert s.player(0).coins == 2 and s.supply_count("Curse") == 9


def test_the_attacker_chooses_who_gains_the_copy() -> None:
    """Silver: the attacker takes it; Village: seat 1 gets one."""
    s = scenario(KINGDOM, hands={0: ["Jester"]}, decks={1: ["Silver"]})
    s = act(s, "play Jester")
    assert s.waiting_for() == 0 and choices(s) == (HIM, "you do")
    s = act(s, "you do")
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Jester"]}
    assert zones(s, 1) == {"discard": ["Silver"]}
    v = act(act(scenario(KINGDOM, hands={0: ["Jester"]}, decks={1: ["Village"]}), "play Jester"),
            HIM)
    assert zones(v, 1) == {"discard": ["Village", "Village"]}
    assert v.supply_count("Village") == 9


def test_empty_pile_and_empty_deck() -> None:
    """No Village left: nothing asked or gained; an empty deck and discard: nothing discarded."""
    s = scenario(KINGDOM, hands={0: ["Jester"]}, decks={1: ["Village"]}, supply={"Village": 0})
    s = act(s, "play Jester")
    assert zones(s, 1) == {"discard": ["Village"]}
    assert "end turn" in choices(s) or "end actions" in choices(s)
    e = act(scenario(KINGDOM, hands={0: ["Jester"]}), "play Jester")
    assert zones(e, 1) == {}


def test_three_players_moat_and_throne_room() -> None:
    """Seat 1 reveals Moat twice; seat 2 is hit twice: Estate (a Curse), then Copper (choice)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Jester"], 1: ["Moat"]},
                 decks={1: ["Gold"], 2: ["Estate", "Copper"]}, players=3)
    s = act(act(s, "play Throne Room"), "play Jester")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "reveal Moat", pid=1)
    assert choices(s) == (HIM, "you do")
    s = act(s, "you do", pid=0)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(s, 2) == {"discard": ["Copper", "Curse", "Estate"]}
    assert zones(s, 0) == {"discard": ["Copper"], "in_play": ["Throne Room", "Jester"]}
    assert s.player(0).coins == 4
