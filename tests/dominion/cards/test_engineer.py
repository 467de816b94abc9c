"""Engineer (Empires), 4 Debt Action: "Gain a card costing up to $4. You may trash this. If you do,
gain a card costing up to $4." (FAQ: "Engineer cannot gain copies of itself, or any other card
with Debt in the cost. When you play it, you gain a card, then may trash Engineer to gain a second
card (which can be the same as the first or different).")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Engineer", "City Quarter", "Villa", "Throne Room", "Smithy", "Market Square"]


def test_card_data() -> None:
    card = card_named("Engineer")
    assert (card.cost, card.debt, card.type_line) == (0, 4, "Action")


def test_gains_then_may_trash_itself_for_a_second_gain() -> None:
    """FAQ: no card with Debt in its cost (neither itself nor City Quarter)."""
    s = scenario(KINGDOM, hands={0: ["Engineer"]})
    s = act(s, "play Engineer")
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Curse",
                          "gain Market Square", "gain Smithy", "gain Throne Room", "gain Villa")
    s = act(s, "gain Silver")
    assert choices(s) == ("trash Engineer", "no")
    s = act(s, "trash Engineer")
    s = act(s, "gain Silver")  # FAQ: "the same as the first or different"
    assert zones(s, 0) == {"discard": ["Silver", "Silver"]}
    assert names(s.trash) == ["Engineer"]


def test_keeping_it_gains_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Engineer"]})
    s = act(act(s, "play Engineer"), "gain Smithy")
    s = act(s, "no")
    assert zones(s, 0) == {"discard": ["Smithy"], "in_play": ["Engineer"]}
    assert s.trash == ()


def test_throne_room_second_play_cannot_trash_it_again() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Engineer"]})
    s = act(act(s, "play Throne Room"), "play Engineer")
    s = act(act(act(s, "gain Silver"), "trash Engineer"), "gain Villa")  # Villa to the hand
    s = act(s, "gain Silver")  # the second play: it is gone, nothing asked
    assert zones(s, 0) == {"hand": ["Villa"], "discard": ["Silver", "Silver"],
                           "in_play": ["Throne Room"]}
    assert names(s.trash) == ["Engineer"]


def test_what_reacts_to_the_trashing_comes_first() -> None:
    """Market Square (when one of your cards is trashed, you may discard it to gain a Gold)
    resolves before the second gain."""
    s = scenario(KINGDOM, hands={0: ["Engineer", "Market Square"]})
    s = act(act(act(s, "play Engineer"), "gain Estate"), "trash Engineer")
    assert choices(s) == ("discard Market Square", "no")
    s = act(s, "discard Market Square")
    assert names(s.player(0).discard) == ["Gold", "Market Square", "Estate"]
    s = act(s, "gain Estate")
    assert names(s.player(0).discard) == ["Estate", "Gold", "Market Square", "Estate"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Engineer"])
