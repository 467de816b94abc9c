"""Artisan: "Gain a card to your hand costing up to $5. Put a card from your hand onto your deck."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Artisan", "Village", "Market", "Laboratory"]


def test_card_data() -> None:
    """A $6 Action."""
    card = card_named("Artisan")
    assert (card.cost, card.type_line) == (6, "Action")


def test_gain_to_hand_then_topdeck() -> None:
    """Gain a card costing up to $5 to the hand, then put a card from the hand onto the deck."""
    s = scenario(KINGDOM, hands={0: ["Artisan", "Copper"]}, decks={0: ["Estate"]})
    s = act(s, "play Artisan")
    assert choices(s) == ("gain Copper", "gain Silver", "gain Estate", "gain Duchy", "gain Curse",
                          "gain Village", "gain Laboratory", "gain Market")  # no Gold, Province, Artisan
    s = act(s, "gain Market", pid=0)
    assert zones(s, 0) == {"hand": ["Copper", "Market"], "deck": ["Estate"], "in_play": ["Artisan"]}
    assert choices(s) == ("topdeck Copper", "topdeck Market")
    s = act(s, "topdeck Copper")
    assert zones(s, 0) == {"hand": ["Market"], "deck": ["Copper", "Estate"], "in_play": ["Artisan"]}
    assert s.supply_count("Market") == 9


def test_topdeck_the_gained_card() -> None:
    """The gained card may itself go onto the deck."""
    s = scenario(KINGDOM, hands={0: ["Artisan", "Copper"]})
    s = act(act(act(s, "play Artisan"), "gain Silver"), "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"], "in_play": ["Artisan"]}


def test_only_card_in_hand_is_forced() -> None:
    """An otherwise empty hand: the gained card goes onto the deck without asking."""
    s = scenario(KINGDOM, hands={0: ["Artisan"]})
    s = act(act(s, "play Artisan"), "gain Duchy")
    assert "end turn" in choices(s)
    assert zones(s, 0) == {"deck": ["Duchy"], "in_play": ["Artisan"]}


def test_empty_piles_are_not_offered() -> None:
    """Only non-empty piles can be gained from."""
    s = scenario(KINGDOM, hands={0: ["Artisan"]}, supply={"Market": 0, "Silver": 0})
    labels = choices(act(s, "play Artisan"))
    assert "gain Market" not in labels and "gain Silver" not in labels
    assert "gain Laboratory" in labels


def test_nothing_to_gain_still_topdecks() -> None:
    """Every pile costing up to $5 is empty: nothing is gained, a card still goes onto the deck."""
    empty = {n: 0 for n in ("Copper", "Silver", "Estate", "Duchy", "Curse", "Village", "Market",
                            "Laboratory")}
    s = scenario(KINGDOM, hands={0: ["Artisan", "Gold", "Estate", "Silver"]}, supply=empty)
    s = act(s, "play Artisan")
    assert choices(s) == ("topdeck Estate", "topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Estate", "Silver"], "deck": ["Gold"], "in_play": ["Artisan"]}
    assert s.supply == scenario(KINGDOM, hands={0: []}, supply=empty).supply
