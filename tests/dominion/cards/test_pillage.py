"""Pillage (Dark Ages), $5 Action - Attack: "Trash this. If you did, gain 2 Spoils, and each
other player with 5 or more cards in hand reveals their hand and discards a card that you
choose." (FAQ: first trash Pillage; only if it was trashed, 2 Spoils from the Spoils pile, as
many as are left, then the others in turn order. The attacker picks ``discard <Card>``; Moat is
answered when Pillage is played.)"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Pillage", "Moat", "Throne Room", "Market Square"]
FIVE = ["Copper", "Copper", "Estate", "Silver", "Gold"]


def test_card_data() -> None:
    card = card_named("Pillage")
    assert (card.cost, card.type_line) == (5, "Action - Attack")
    assert scenario(["Pillage"], hands={}).supply_count("Spoils") == 15


def test_trashes_itself_gains_two_spoils_and_the_attacker_picks_the_discard() -> None:
    s = scenario(KINGDOM, hands={0: ["Pillage"], 1: FIVE})
    s = act(s, "play Pillage")
    assert s.waiting_for() == 0
    assert choices(s) == ("discard Copper", "discard Estate", "discard Gold", "discard Silver")
    s = act(s, "discard Gold", pid=0)
    assert names(s.trash) == ["Pillage"]
    assert zones(s, 0) == {"discard": ["Spoils", "Spoils"]}
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Estate", "Silver"], "discard": ["Gold"]}
    assert s.supply_count("Spoils") == 13


def test_four_cards_in_hand_are_not_attacked() -> None:
    s = scenario(KINGDOM, hands={0: ["Pillage"], 1: FIVE[:4]}, players=3)
    s = act(s, "play Pillage")
    assert zones(s, 1) == {"hand": FIVE[:4]}
    assert zones(s, 0) == {"discard": ["Spoils", "Spoils"]}


def test_one_spoils_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Pillage"]})
    s = s.with_table(s.table.evolve(non_supply=s.table.zones.non_supply[:1]))
    s = act(s, "play Pillage")
    assert zones(s, 0) == {"discard": ["Spoils"]} and s.supply_count("Spoils") == 0


def test_moat_with_two_and_three_players() -> None:
    for players in (2, 3):
        hands = {0: ["Pillage"], 1: ["Moat", *FIVE], **({2: FIVE} if players == 3 else {})}
        s = scenario(KINGDOM, hands=hands, players=players)
        s = act(s, "play Pillage")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat", *FIVE]}
        assert zones(s, 0) == {"discard": ["Spoils", "Spoils"]}
        if players == 3:
            s = act(s, "discard Estate", pid=0)
            assert zones(s, 2) == {"hand": ["Copper", "Copper", "Silver", "Gold"],
                                   "discard": ["Estate"]}


def test_throne_room_second_play_does_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Pillage"], 1: FIVE})
    s = act(act(s, "play Throne Room"), "play Pillage")
    s = act(s, "discard Silver")
    assert names(s.trash) == ["Pillage"]
    assert zones(s, 0) == {"discard": ["Spoils", "Spoils"], "in_play": ["Throne Room"]}
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Estate", "Gold"], "discard": ["Silver"]}


def test_market_square_reacts_to_the_trashing_first() -> None:
    s = scenario(KINGDOM, hands={0: ["Pillage", "Market Square"]})
    s = act(s, "play Pillage")
    assert choices(s) == ("discard Market Square", "no")
    s = act(s, "discard Market Square")
    assert zones(s, 0) == {"discard": ["Spoils", "Spoils", "Gold", "Market Square"]}


def test_rule_bots_take_the_victims_best_card() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Pillage"], 1: FIVE}), "play Pillage")
    assert decide(RuleAgent(BIG_MONEY), s) == ("discard Gold",)
