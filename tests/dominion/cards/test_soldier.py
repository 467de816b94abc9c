"""Soldier (Adventures), $3* Action - Attack - Traveller (not in the supply: Peasant's line):
"+$2. +$1 per other Attack you have in play. Each other player with 4 or more cards in hand
discards a card. When you discard this from play, you may exchange it for a Fugitive."

Official FAQ: "... So for example if you play Soldier, then another Soldier, and have an opponent
with 5 cards in hand, you will get +2 Coins and that opponent will discard a card, then you will
get +2 Coins and an extra +1 Coin while that opponent discards again. Soldier only cares about
Attack cards in play, not Attack cards played that turn; for example using Disciple on Soldier
will not produce an extra +1 Coin, because there is no other Attack card in play. Duration
Attacks played on the previous turn are Attack cards in play and so do count for Soldier."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Peasant", "Moat", "Militia", "Swamp Hag", "Throne Room"]
FIVE = ["Copper", "Copper", "Estate", "Estate", "Silver"]


def test_card_data() -> None:
    card = card_named("Soldier")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Attack - Traveller",
                                                          "Adventures")


def test_two_dollars_and_a_discard_from_four_or_more() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Soldier"], 1: FIVE}), "play Soldier")
    assert choices(s) == ("discard Copper", "discard Estate", "discard Silver")
    s = act(s, "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Estate", "Silver"],
                           "discard": ["Estate"]}
    assert s.player(0).coins == 2


def test_three_cards_in_hand_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Soldier"], 1: FIVE[:3]}), "play Soldier")
    assert zones(s, 1) == {"hand": FIVE[:3]} and s.waiting_for() == 0


def test_two_soldiers_faq() -> None:
    """Two Soldiers from the hand: $2 and a discard, then $2 + $1 and a discard again."""
    s = scenario(KINGDOM, hands={0: ["Peasant", "Soldier", "Soldier"], 1: FIVE})
    s = s.with_player(0, s.player(0).with_counters(actions=2))
    s = act(act(s, "play Soldier"), "discard Estate", pid=1)
    assert s.player(0).coins == 2
    s = act(act(s, "play Soldier"), "discard Estate", pid=1)
    assert s.player(0).coins == 5 and len(s.player(1).hand) == 3


def test_played_twice_by_throne_room_no_other_attack() -> None:
    """FAQ (Disciple, the same for Throne Room): one card in play, no other Attack: $4."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Soldier"], 1: FIVE})
    s = act(act(act(s, "play Throne Room"), "play Soldier"), "discard Estate", pid=1)
    s = act(s, "discard Estate", pid=1)
    assert s.player(0).coins == 4 and len(s.player(1).hand) == 3


def test_plus_one_per_other_attack_in_play() -> None:
    """Militia played earlier this turn and a Swamp Hag from the last turn count."""
    s = scenario(KINGDOM, hands={0: ["Swamp Hag", "Copper"], 1: []},
                 decks={0: ["Militia", "Soldier", "Village"] + ["Copper"] * 10, 1: ["Copper"] * 9})
    s = end_turn(end_turn(act(s, "play Swamp Hag")))
    assert s.current == 0
    p = s.player(0)
    s = s.with_player(0, p.with_counters(actions=2))
    s = act(act(s, "play Militia"), "play Soldier")
    assert s.player(0).coins == 3 + 2 + 2 + 2  # Hag's $3, Militia's $2, Soldier's $2 + $2


def test_moat_two_players() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Soldier"], 1: ["Moat", *FIVE]}), "play Soldier")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert len(s.player(1).hand) == 6 and s.player(0).coins == 2 and s.waiting_for() == 0


def test_moat_three_players_only_its_owner() -> None:
    s = scenario(KINGDOM, hands={0: ["Soldier"], 1: ["Moat", *FIVE], 2: ["Copper"] * 4},
                 players=3)
    s = act(act(s, "play Soldier"), "reveal Moat", pid=1)
    assert len(s.player(1).hand) == 6 and len(s.player(2).hand) == 3


def test_exchanged_for_a_fugitive_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Soldier"]}, decks={0: ["Copper"] * 5})
    s = end_turn(act(s, "play Soldier"))
    assert choices(s) == ("exchange Fugitive", "no")
    yes = act(s, "exchange Fugitive")
    assert zones(yes, 0)["discard"] == ["Fugitive"] and yes.supply_count("Soldier") == 6
    no = act(s, "no")
    assert zones(no, 0)["discard"] == ["Soldier"] and no.supply_count("Fugitive") == 5
