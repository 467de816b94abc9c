"""Merchant Guild (Guilds), $5 Action: "+1 Buy. +$1. At the end of your Buy phase this turn, +1
Coffers per card you gained in it." (Official FAQ 2023: "This counts all cards gained in your Buy
phase, whether bought, or gained other ways"; "It does not count cards gained in your Action
phase"; "if you play two Merchant Guilds, or play one twice via a card such as Throne Room, you
will get +2 Coffers per card gained.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices

KINGDOM = ["Merchant Guild", "Throne Room", "Workshop", "Masterpiece"]


def test_card_data() -> None:
    assert (card_named("Merchant Guild").cost, card_named("Merchant Guild").coins) == (5, 1)


def test_coffers_for_each_card_gained_in_the_buy_phase_come_at_its_end() -> None:
    s = scenario(KINGDOM, hands={0: ["Merchant Guild", "Silver", "Silver"]},
                 decks={0: ["Copper"] * 5})
    s = act(s, "play Merchant Guild")
    s = act(s, "play all treasures")
    s = act(s, "buy Silver")  # $5 - $3
    assert s.player(0).coffers == 0 and "spend Coffers" not in choices(s)
    s = act(s, "buy Copper")
    assert s.current == 1 and s.player(0).coffers == 2


def test_overpay_gains_count_too() -> None:
    s = scenario(KINGDOM, hands={0: ["Merchant Guild", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play Merchant Guild")
    s = act(s, "play all treasures")
    s = act(s, "buy Masterpiece")
    s = act(s, "overpay $1")  # Masterpiece and a Silver gained
    s = act(s, "end turn")
    assert s.player(0).coffers == 2


def test_action_phase_gains_do_not_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Workshop", "Merchant Guild"]},
                 decks={0: ["Copper"] * 5})
    s = s.with_player(0, s.player(0).with_counters(actions=2))
    s = act(s, "play Merchant Guild")
    s = act(s, "play Throne Room")
    s = act(s, "play Workshop")
    s = act(s, "gain Silver")
    s = act(s, "gain Silver")
    s = act(s, "end turn")
    assert s.current == 1 and s.player(0).coffers == 0


def test_throne_room_doubles_it() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Merchant Guild"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play Throne Room")
    s = act(s, "play Merchant Guild")
    s = act(s, "buy Copper")
    s = act(s, "end turn")
    assert s.player(0).coffers == 2
