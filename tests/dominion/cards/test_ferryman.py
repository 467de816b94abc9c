"""Ferryman (Cornucopia, 2nd edition), $5 Action: "+2 Cards. +1 Action. Discard a card. Setup:
Choose an unused Kingdom card pile costing $3 or $4. Gain one when you gain a Ferryman." (FAQ:
"The card chosen for Ferryman can't be gained other ways, only by gaining a Ferryman.") The
pile is `Mode.aside_pile` (``aside_pile=`` in `new_game` and `scenario`; by default drawn by
the seed; the rulebook's for its recommended kingdoms)."""

from __future__ import annotations

import json

import pytest

from dgsim.core.registry import build_game
from dgsim.dominion import DominionState, card_named, new_game, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Ferryman", "Throne Room", "Workshop", "Smithy"]


def test_card_data() -> None:
    card = card_named("Ferryman")
    assert (card.cost, card.cards, card.actions, card.aside_pile_costs) == (5, 2, 1, (3, 4))


def test_the_pile_is_set_aside_and_gained_only_with_a_ferryman() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, decks={0: ["Copper"] * 5},
                 aside_pile="Village")
    assert s.mode.aside_pile is card_named("Village") and s.supply_count("Village") == 10
    s = act(s, "play all treasures")
    assert "buy Village" not in choices(s) and "buy Ferryman" in choices(s)
    s = act(s, "buy Ferryman")
    assert sorted(names(s.player(0).discard)) == ["Ferryman", "Gold", "Gold", "Village"]
    assert s.supply_count("Village") == 9


def test_play_draws_two_and_discards_one() -> None:
    s = scenario(KINGDOM, hands={0: ["Ferryman", "Estate"]}, decks={0: ["Gold", "Copper"]},
                 aside_pile="Village")
    s = act(s, "play Ferryman")
    s = act(s, "discard Estate")
    assert zones(s, 0) == {"hand": ["Gold", "Copper"], "discard": ["Estate"],
                           "in_play": ["Ferryman"]}
    assert s.player(0).actions == 1


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Ferryman"]},
                 decks={0: ["Gold", "Copper", "Estate", "Silver"]}, aside_pile="Village")
    s = act(s, "play Throne Room")
    s = act(s, "play Ferryman")
    s = act(s, "discard Copper")
    s = act(s, "discard Estate")
    assert zones(s, 0)["hand"] == ["Gold", "Silver"] and s.player(0).actions == 2


def test_the_pile_is_no_supply_pile_to_gain_from() -> None:
    s = scenario(["Ferryman", "Workshop"], hands={0: ["Workshop"]}, aside_pile="Smithy")
    s = act(s, "play Workshop")
    assert "gain Smithy" not in choices(s) and "gain Silver" in choices(s)


def test_gaining_it_otherwise_also_brings_one() -> None:
    t = scenario(["Ferryman", "Remake", "Workshop"], hands={0: ["Remake", "Smithy", "Estate"]},
                 aside_pile="Village")
    t = act(t, "play Remake")
    t = act(t, "trash Smithy")
    t = act(t, "gain Ferryman")
    assert names(t.player(0).discard) == ["Village", "Ferryman"]


def test_the_rulebook_names_the_pile_of_its_kingdoms() -> None:
    from dgsim.dominion.kingdom import RULEBOOK_ASIDE_PILES
    assert RULEBOOK_ASIDE_PILES["Bounty of the Hunt 2E"] == "Farrier"
    g = new_game("Bounty of the Hunt 2E", seed=0)
    assert g.mode.aside_pile is card_named("Farrier") and g.supply_count("Farrier") == 10


def test_new_game_draws_or_follows_the_rulebook_and_saves_it() -> None:
    g = new_game(["Ferryman", "Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal",
                  "Village", "Workshop", "Bureaucrat"], seed=1)
    aside = g.mode.aside_pile
    assert aside is not None and aside.cost in (3, 4) and aside not in g.mode.kingdom
    saved = json.loads(g.mode.setup_json)
    assert saved.pop("game") == "dominion" and saved["aside_pile"] == aside.name
    again = build_game("dominion", saved)
    assert isinstance(again, DominionState) and again.mode.aside_pile is aside
    with pytest.raises(ValueError, match="unused kingdom card"):
        scenario(KINGDOM, hands={0: []}, aside_pile="Smithy")  # in the kingdom
    with pytest.raises(ValueError, match="no card of this kingdom"):
        scenario(["Village"], hands={0: []}, aside_pile="Smithy")
