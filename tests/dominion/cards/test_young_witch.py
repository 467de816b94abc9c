"""Young Witch (Cornucopia): "+2 Cards. Discard 2 cards. Each other player may reveal a Bane card
from his hand. If he doesn't, he gains a Curse. Setup: Add an extra Kingdom card pile costing $2
or $3 to the Supply. Cards from that pile are Bane cards."

Official FAQ (wiki.dominionstrategy.com/index.php/Young_Witch; dominion_card_extras): the Bane is
an extra kingdom pile costing $2 or $3 (``bane=`` names it, else the rulebook's for a recommended
kingdom, else the seed draws it); after drawing and discarding, each other player in turn order
may reveal a Bane (``reveal <Bane>`` or ``no``, not asked without one), else gains a Curse;
reactions such as Moat come first, and a Bane that is a Reaction (Moat) may be revealed for both."""

from __future__ import annotations

import json

from dgsim.dominion import card_named, new_game, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Young Witch", "Throne Room", "Village"]


def test_card_data_and_bane_setup() -> None:
    """A $4 Action - Attack of Cornucopia; the Bane is an 11th kingdom pile, saved with the game."""
    c = card_named("Young Witch")
    assert (c.cost, c.cards, c.type_line, c.set_name) == (4, 2, "Action - Attack", "Cornucopia")
    ten = ["Young Witch", "Village", "Smithy", "Market", "Festival", "Laboratory", "Militia",
           "Cellar", "Mine", "Witch"]
    s = new_game(ten, seed=4, bane="Moat")
    assert s.mode.bane is card_named("Moat") and len(s.mode.kingdom) == 11
    assert s.supply_count("Moat") == 10 and json.loads(s.mode.setup_json)["bane"] == "Moat"
    drawn = new_game(ten, seed=4).mode.bane
    assert drawn is not None and drawn.cost in (2, 3) and drawn.name not in ten
    r = new_game("random", sets=["Cornucopia", "Base"], seed=0)
    for seed in range(40):
        r = new_game("random", sets=["Cornucopia", "Base"], seed=seed)
        if r.mode.bane is not None:
            break
    assert r.mode.bane is not None and r.mode.bane.set_name in ("Cornucopia", "Base")
    assert card_named("Young Witch") in r.mode.kingdom


def test_discard_then_curse_two_players() -> None:
    """+2 Cards, discard 2, then seat 1 (no Bane in hand) gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Young Witch", "Estate"], 1: ["Copper"]},
                 decks={0: ["Gold", "Copper"]}, bane="Moat")
    s = act(s, "play Young Witch")
    assert choices(s) == ("discard Copper", "discard Estate")  # canonical order: Gold second
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Young Witch"]}
    assert zones(s, 1) == {"hand": ["Copper"], "discard": ["Curse"]}


def test_bane_revealed_three_players() -> None:
    """The Bane is Village: seat 1 reveals it (no Curse), seat 2 declines (a Curse)."""
    s = scenario(KINGDOM, hands={0: ["Young Witch"], 1: ["Village"], 2: ["Village"]},
                 decks={0: ["Copper", "Copper"]}, players=3, bane="Village")
    s = act(s, "play Young Witch")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Village", "no")
    s = act(s, "reveal Village", pid=1)
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"hand": ["Village"]}
    assert zones(s, 2) == {"hand": ["Village"], "discard": ["Curse"]}
    assert [c.name for c, _ in s.player(1).hand_known] == ["Village"]


def test_moat_as_reaction_and_as_bane() -> None:
    """Moat is the Bane: revealed as a reaction, seat 1 is unaffected (not asked again); seat 2
    declines the reaction and then reveals it as the Bane."""
    s = scenario(KINGDOM, hands={0: ["Young Witch"], 1: ["Moat"], 2: ["Moat"]},
                 decks={0: ["Copper", "Copper"]}, players=3, bane="Moat")
    s = act(s, "play Young Witch")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "no", pid=2)
    assert choices(s) == ("reveal Moat", "no") and s.waiting_for() == 2
    s = act(s, "reveal Moat", pid=2)
    assert zones(s, 1) == {"hand": ["Moat"]} and zones(s, 2) == {"hand": ["Moat"]}
    assert s.supply_count("Curse") == 20


def test_throne_room() -> None:
    """Throne Room: +2 Cards and discard 2, twice, and seat 1 is attacked twice (two Curses)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Young Witch", "Estate"]},
                 decks={0: ["Copper", "Duchy", "Silver", "Gold"]}, bane="Moat")
    s = act(act(s, "play Throne Room"), "play Young Witch")
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 1) == {"discard": ["Curse"]}
    s = act(s, "discard Duchy", "discard Silver")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Silver", "Duchy", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Young Witch"]}
    assert zones(s, 1) == {"discard": ["Curse", "Curse"]}
