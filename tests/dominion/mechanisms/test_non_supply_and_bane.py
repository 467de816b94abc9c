"""Two setup mechanisms of Cornucopia, on small test cards:

* ``Card.non_supply``: a card brings a non-supply pile, one of each card (Tournament's Prizes):
  `Table.non_supply` holds those not gained yet, `Mode.extras` names them, and
  ``GainCard(..., source="non_supply")`` gains from it (a gain event like any other); an ordinary gain
  of such a card gains nothing.
* ``Card.needs_bane``: the game adds a Bane pile (Young Witch): ``bane=`` names it, else the seed
  draws one costing $2 or $3; it is a kingdom pile, `Mode.bane`, and in the saved parameters."""

from __future__ import annotations

import json
from typing import Final

import pytest

from dgsim.core.registry import build_game
from dgsim.dominion import DominionState, new_game, scenario
from dgsim.dominion.card import Card, CardType, attack, card_named, register
from dgsim.dominion.effect import GainCard, gain
from dgsim.dominion.kingdom import bane_candidates, draw_bane
from tests.dominion.helpers import act, choices, zones
from tests.dominion.mechanisms import cards as _cards  # noqa: F401  (registers Test Gainwatch)

TROPHY: Final = Card(name="Test Trophy", cost=0, types=frozenset({CardType.ACTION, CardType.PRIZE}),
                     text="(This is not in the Supply.)", actions=1)
MEDAL: Final = Card(name="Test Medal", cost=0, types=frozenset({CardType.TREASURE, CardType.PRIZE}),
                    text="(This is not in the Supply.)", coins=1)


def _contest(state: DominionState, pid: int) -> DominionState:
    return state.push(GainCard(pid, TROPHY, "deck", source="non_supply"))


CONTEST: Final = Card(name="Test Contest", cost=4, types=frozenset({CardType.ACTION}),
                      on_play=_contest, non_supply=(TROPHY, MEDAL), actions=1,
                      text="Gain a Test Trophy from its pile onto your deck.")


def _plain_gain(state: DominionState, pid: int) -> DominionState:
    return gain(state, pid, TROPHY)


COPYCAT: Final = Card(name="Test Copycat", cost=3, types=frozenset({CardType.ACTION}),
                      on_play=_plain_gain, text="Gain a Test Trophy (from the supply).")
HEXER: Final = attack("Test Hexer", cost=4, each_other=lambda s, a, v: s, needs_bane=True,
                      text="Setup: a Bane pile.")
register(TROPHY, MEDAL, CONTEST, COPYCAT, HEXER)

TEN = ["Village", "Smithy", "Market", "Festival", "Laboratory", "Moat", "Militia", "Cellar",
       "Chapel"]


def test_the_pile_is_set_up_and_named() -> None:
    """With the card: both in `Table.non_supply` and `Mode.extras`; not in the supply."""
    s = new_game([*TEN, "Test Contest"], seed=1)
    assert s.table.zones.non_supply == (MEDAL, TROPHY)
    assert {MEDAL, TROPHY} <= set(s.mode.extras)
    # outside the supply, its pile counted the same way (DESIGN "Later sets", Piles)
    assert s.supply_count("Test Trophy") == 1 and TROPHY not in s.mode.piles
    assert new_game([*TEN, "Gardens"], seed=1).table.zones.non_supply == ()


def test_gained_from_its_pile_once() -> None:
    """The first play gains it onto the deck (a gain event: Test Gainwatch hears it); the second
    finds the pile without it and gains nothing."""
    s = scenario(["Test Contest", "Test Gainwatch"],
                 hands={0: ["Test Contest", "Test Contest", "Test Gainwatch"]})
    s = act(s, "play Test Contest")
    assert choices(s) == ("reveal Test Gainwatch", "no")
    s = act(s, "reveal Test Gainwatch")
    assert zones(s, 0)["deck"] == ["Test Trophy"]
    assert s.table.zones.non_supply == (MEDAL,) and s.player(0).vp_tokens == 1
    s = act(s, "play Test Contest")
    assert zones(s, 0)["deck"] == ["Test Trophy"] and s.table.zones.non_supply == (MEDAL,)


def test_an_ordinary_gain_takes_nothing_from_it() -> None:
    """A plain gain of the card looks in the supply only."""
    s = scenario(["Test Contest", "Test Copycat"], hands={0: ["Test Copycat"]})
    s = act(s, "play Test Copycat")
    assert zones(s, 0) == {"in_play": ["Test Copycat"]}
    assert s.table.zones.non_supply == (MEDAL, TROPHY)


def test_bane_named_or_drawn_and_saved() -> None:
    """``bane=`` adds that pile; without it the seed draws one of the $2-$3 kingdom cards; the
    saved parameters rebuild the same game; a Bane without the card is refused."""
    s = new_game([*TEN, "Test Hexer"], seed=3, bane="Pawn")
    assert s.mode.bane is card_named("Pawn") and s.supply_count("Pawn") == 10
    assert len(s.mode.kingdom) == 11
    assert json.loads(s.mode.setup_json)["bane"] == "Pawn"
    d = new_game([*TEN, "Test Hexer"], seed=3)
    assert d.mode.bane in bane_candidates([*s.mode.kingdom])
    assert d.mode.bane is new_game([*TEN, "Test Hexer"], seed=3).mode.bane
    rebuilt = build_game("dominion", {k: v for k, v in d.setup().items() if k != "game"})
    assert rebuilt == d
    assert scenario(["Test Hexer"], hands={}, bane="Moat").mode.bane is card_named("Moat")
    with pytest.raises(ValueError, match="no Young Witch"):
        new_game([*TEN, "Gardens"], bane="Pawn")
    with pytest.raises(ValueError, match=r"\$2 or \$3"):
        new_game([*TEN, "Test Hexer"], bane="Gold")
    assert new_game([*TEN, "Gardens"], seed=3).mode.bane is None


def test_a_bane_from_outside_a_spent_pool() -> None:
    """A random kingdom from a few sets may hold all their $2–$3 cards: the Bane then comes from
    every kingdom card (a game is always set up), still costing $2 or $3 and not in the kingdom."""
    witch = card_named("Young Witch")
    kingdom = pool = [card_named(n) for n in ("Young Witch", "Hamlet", "Fortune Teller",
                                              "Menagerie", "Farming Village", "Remake")]
    assert bane_candidates(kingdom, pool) == ()
    bane = draw_bane(3, kingdom, pool)
    assert bane.cost in (2, 3) and not bane.potion and bane not in kingdom and witch in kingdom
    assert draw_bane(3, kingdom, pool) is bane  # by the seed
