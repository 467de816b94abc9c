"""Peddler (Prosperity): "+1 Card +1 Action +$1. During your Buy phase, this costs $2 less per
Action card you have in play."

`cost(state, card)` says $8 outside a Buy phase (so Workshop never reaches it), and during the
current player's Buy phase $2 less per Action card in play, Durations from earlier turns included,
floored at $0; Bridge's reduction applies on top."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Peddler", "Village", "Workshop", "Bridge", "Lighthouse"]
PEDDLER = card_named("Peddler")


def test_card_data() -> None:
    """An $8 Action of Prosperity with +1 Card +1 Action +$1."""
    c = PEDDLER
    assert (c.cost, c.type_line, c.cards, c.actions, c.coins, c.set_name) == (
        8, "Action", 1, 1, 1, "Prosperity")


def test_vanilla_bonuses() -> None:
    """+1 Card +1 Action +$1."""
    s = act(scenario(KINGDOM, hands={0: ["Peddler"]}, decks={0: ["Gold", "Copper"]}), "play Peddler")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": ["Peddler"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)


def test_full_cost_during_the_action_phase() -> None:
    """Two Actions in play, still in the Action phase: $8; Workshop cannot gain it."""
    s = scenario(KINGDOM, hands={0: ["Village", "Village", "Workshop"]}, decks={0: ["Copper"] * 4})
    s = act(act(s, "play Village"), "play Village")
    assert cost(s, PEDDLER) == 8
    s = act(s, "play Workshop")
    assert "gain Peddler" not in choices(s)


def test_cheaper_in_the_buy_phase() -> None:
    """Village, Village, Workshop in play: $8 - $6 = $2 in the Buy phase; bought for $2."""
    s = scenario(KINGDOM, hands={0: ["Village", "Village", "Workshop"]},
                 decks={0: ["Copper", "Copper", "Estate"]})
    s = act(act(act(s, "play Village"), "play Village"), "play Workshop")
    s = act(s, "gain Silver")  # no Action card left in hand: the Buy phase
    assert cost(s, PEDDLER) == 2
    s = act(s, "play all treasures")
    assert "buy Peddler" in choices(s)
    s = act(s, "buy Peddler")
    assert s.supply_count("Peddler") == 9


def test_floored_at_zero_and_bridge_on_top() -> None:
    """Five Actions in play: $0, not -$2. Bridge and one Action: $8 - $2 - $1 = $5."""
    s = scenario(KINGDOM, hands={0: ["Copper"]}, in_play={0: ["Village"] * 5})
    s = act(s, "play Copper")  # the Buy phase
    assert cost(s, PEDDLER) == 0
    b = scenario(KINGDOM, hands={0: ["Bridge", "Copper"]})
    b = act(act(b, "play Bridge"), "play Copper")
    assert cost(b, PEDDLER) == 5


def test_durations_from_earlier_turns_count() -> None:
    """A Lighthouse from last turn is an Action card in play: Peddler costs $6 in the Buy phase."""
    s = scenario(KINGDOM, hands={0: ["Copper"]})
    p = s.player(0)
    s = s.with_player(0, p.with_more(p.more.evolve(durations=(card_named("Lighthouse"),))))
    s = act(s, "play Copper")
    assert cost(s, PEDDLER) == 6


def test_only_the_current_players_actions() -> None:
    """Seat 1's Actions in play do not make Peddler cheaper in seat 0's Buy phase."""
    s = scenario(KINGDOM, hands={0: ["Copper"]}, in_play={1: ["Village"] * 3})
    s = act(s, "play Copper")
    assert cost(s, PEDDLER) == 8
