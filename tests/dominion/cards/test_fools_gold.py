"""Fool's Gold (Hinterlands, 2nd edition): "Worth $1 if it's the first time you played a Fool's Gold
this turn, otherwise worth $4. When another player gains a Province, you may trash this from your
hand, to gain a Gold onto your deck."

The reaction is offered as ``reveal Fool's Gold`` (DESIGN: reactions are revealed); using it trashes
it and gains a Gold onto the deck. Each copy in hand may be used for the same Province."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

FG = "Fool's Gold"
KINGDOM = [FG, "Workshop", "Market"]


def test_card_data() -> None:
    """A $2 Treasure - Reaction of Hinterlands."""
    card = card_named(FG)
    assert (card.cost, card.type_line, card.set_name) == (2, "Treasure - Reaction", "Hinterlands")


def test_first_one_is_worth_one_the_others_four() -> None:
    """Three Fool's Golds: $1 + $4 + $4."""
    s = act(scenario(KINGDOM, hands={0: [FG, FG, FG, "Copper"]}), f"play {FG}")
    assert s.player(0).coins == 1
    s = act(s, "play all treasures")
    assert s.player(0).coins == 10


def test_another_players_province_two_players() -> None:
    """Seat 0 buys a Province; seat 1 trashes a Fool's Gold for a Gold onto its deck."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"], 1: [FG, "Copper"]}, decks={1: ["Estate"]})
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.waiting_for() == 1 and choices(s) == (f"reveal {FG}", "no")
    s = act(s, f"reveal {FG}", pid=1)
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Gold", "Estate"]}
    assert names(s.trash) == [FG] and s.supply_count("Gold") == 29


def test_each_copy_may_be_trashed_and_three_players() -> None:
    """Seat 1 trashes both of its Fool's Golds (two Golds), then seat 2 declines."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"], 1: [FG, FG], 2: [FG]}, players=3)
    s = act(act(s, "play all treasures"), "buy Province")
    s = act(s, f"reveal {FG}", pid=1)
    assert s.waiting_for() == 1 and choices(s) == (f"reveal {FG}", "no")
    s = act(s, f"reveal {FG}", pid=1)
    assert s.waiting_for() == 2
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"deck": ["Gold", "Gold"]} and zones(s, 2) == {"hand": [FG]}


def test_in_the_owners_turn_its_own_province_does_not_count() -> None:
    """Seat 0 buys a Province holding a Fool's Gold: not offered (another player must gain it)."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold", FG]}, decks={0: ["Copper"] * 5})
    s = act(act(act(s, "play Gold"), "play Gold"), "play Gold")
    s = act(s, "buy Province")
    assert s.current == 1 and s.trash == ()


def test_not_for_other_cards() -> None:
    """Seat 0 gains a Duchy: seat 1 is not asked."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"], 1: [FG]})
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.current == 1 and s.trash == ()
