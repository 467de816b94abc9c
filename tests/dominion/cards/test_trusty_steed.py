"""Trusty Steed (Cornucopia, a Prize): "Choose two: +2 Cards; or +2 Actions; or +$2; or gain 4 Silvers and
put your deck into your discard pile. (The choices must be different.)"

The options are labelled with their printed words (DESIGN, "choose one/two"); official FAQ
(wiki.dominionstrategy.com/index.php/Trusty_Steed): done in the order listed; the Silvers are
gained to the discard pile, then the deck is put there (not discarded).

A Prize costs $0, is not in the supply, one of its kind, gained only by Tournament from the Prize
pile (``state.table.non_supply``; wiki.dominionstrategy.com/index.php/Prize, Official Rules)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Tournament", "Throne Room", "Moat", "Village", "Gardens"]
STEED_SILVERS = "gain 4 Silvers and put your deck into your discard pile"


def test_card_data() -> None:
    """A $0 Action - Prize of Cornucopia, not in the supply."""
    c = card_named("Trusty Steed")
    assert (c.cost, c.type_line, c.set_name) == (0, "Action - Prize", "Cornucopia 1E")
    assert c.text.endswith("(This is not in the Supply.)")
    start = scenario(KINGDOM, hands={})
    # not a supply pile; its pile outside the supply is counted the same way (DESIGN, Piles)
    assert "Trusty Steed" not in start.mode.by_name and start.supply_count("Trusty Steed") == 1


def test_trusty_steed_choices() -> None:
    """Two different options, in printed order: +2 Cards and +$2; or +2 Actions and the Silvers
    (4 Silvers gained, then the deck put into the discard pile)."""
    s = scenario(KINGDOM, hands={0: ["Trusty Steed"]}, decks={0: ["Gold", "Estate", "Copper"]})
    s = act(s, "play Trusty Steed")
    assert choices(s) == ("+2 Cards", "+2 Actions", "+$2")  # a first pick leaves one after it
    s = act(s, "+2 Cards", "+$2")
    assert zones(s, 0) == {"hand": ["Gold", "Estate"], "deck": ["Copper"],
                           "in_play": ["Trusty Steed"]}
    assert s.player(0).coins == 2
    t = scenario(KINGDOM, hands={0: ["Trusty Steed"]}, decks={0: ["Gold", "Estate"]},
                 discards={0: ["Duchy"]})
    t = act(act(t, "play Trusty Steed"), "+2 Actions", STEED_SILVERS)
    assert zones(t, 0) == {"discard": ["Gold", "Estate", "Silver", "Silver", "Silver", "Silver",
                                       "Duchy"], "in_play": ["Trusty Steed"]}
    assert t.player(0).actions == 2


def test_trusty_steed_throne_room() -> None:
    """Throne Room: two pairs of options (the same pair may be picked again)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Trusty Steed"]},
                 decks={0: ["Copper"] * 4})
    s = act(act(s, "play Throne Room"), "play Trusty Steed")
    s = act(act(s, "+2 Cards", "+$2"), "+2 Cards", "+$2")
    assert zones(s, 0)["hand"] == ["Copper"] * 4 and s.player(0).coins == 4
