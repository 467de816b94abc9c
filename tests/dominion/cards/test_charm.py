"""Charm (Empires), $5 Treasure: "When you play this, choose one: +1 Buy and +$2; or the next time
you gain a card this turn, you may also gain a differently named card with the same cost." (FAQ:
"These are cumulative, and each Charm does not have to gain a different card, just a different
card from the one bought. For example if you play two Charms and buy a Forum, you could gain two
Duchies. ... The costs have to be identical; for example if you play Charm and buy Overlord, you
can gain City Quarter, which also costs 8 Debt, but not Fortune, which costs 8 Coin 8 Debt.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.empires import CHARM_COINS, CHARM_GAIN
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Charm", "Forum", "Overlord", "City Quarter", "Gladiator", "Crown", "Workshop",
           "Village", "Smithy"]


def test_card_data() -> None:
    card = card_named("Charm")
    assert (card.cost, card.type_line, card.coins) == (5, "Treasure", 0)


def test_the_options_by_their_printed_words() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Charm"]}), "play Charm")
    assert choices(s) == (CHARM_COINS, CHARM_GAIN)
    s = act(s, CHARM_COINS)
    assert (s.player(0).coins, s.player(0).buys) == (2, 2)


def test_the_next_gain_may_bring_a_differently_named_card_of_the_same_cost() -> None:
    s = scenario(KINGDOM, hands={0: ["Charm", "Gold", "Gold"]})
    s = act(act(s, "play Charm"), CHARM_GAIN)
    assert (s.player(0).coins, s.player(0).buys) == (0, 1)
    s = act(act(s, "play Gold"), "play Gold")
    s = act(s, "buy Forum")  # $5; Forum's +1 Buy comes when bought
    assert choices(s) == ("gain Duchy", "gain Charm", "gain Crown", "no")
    s = act(s, "gain Duchy")
    assert names(s.player(0).discard) == ["Duchy", "Forum"]
    assert (s.player(0).coins, s.player(0).buys) == (1, 1)
    s = act(s, "buy Copper")  # only the next gain: nothing more is asked, the turn ends
    assert s.current == 1
    assert sorted(names(s.player(0).all_cards())) == ["Charm", "Copper", "Duchy", "Forum",
                                                      "Gold", "Gold"]


def test_two_charms_are_cumulative() -> None:
    """FAQ: "if you play two Charms and buy a Forum, you could gain two Duchies"."""
    s = scenario(KINGDOM, hands={0: ["Charm", "Charm", "Gold", "Gold"]})
    s = act(act(s, "play Charm"), CHARM_GAIN)
    s = act(act(s, "play Charm"), CHARM_GAIN)
    s = act(act(act(s, "play Gold"), "play Gold"), "buy Forum")
    s = act(s, "gain Duchy")
    assert choices(s) == ("gain Duchy", "gain Charm", "gain Crown", "no")  # the second Charm
    s = act(s, "gain Duchy")
    assert names(s.player(0).discard) == ["Duchy", "Duchy", "Forum"]
    assert s.supply_count("Duchy") == 6


def test_the_costs_must_be_identical() -> None:
    """FAQ: Overlord (8 Debt): City Quarter, not Fortune ($8 and 8 Debt)."""
    s = scenario(KINGDOM, hands={0: ["Charm"]}, supply={"Gladiator": ["Fortune"]})
    s = act(act(s, "play Charm"), CHARM_GAIN)
    s = act(s, "buy Overlord")
    assert choices(s) == ("gain City Quarter", "no")
    s = act(s, "no")
    assert s.player(0).debt == 8


def test_a_gain_otherwise_counts_and_nothing_qualifying_asks_nothing() -> None:
    s = scenario(["Charm", "Workshop"], hands={0: ["Workshop", "Charm"]})
    s = act(s, "play Workshop")
    s = act(s, "gain Workshop")  # no Charm played yet: nothing
    assert names(s.player(0).discard) == ["Workshop"]
    s = scenario(["Charm"], hands={0: ["Charm", "Charm"]})
    s = act(act(s, "play Charm"), CHARM_GAIN)
    s = act(s, "play Charm")
    s = act(s, CHARM_COINS)
    s = act(s, "buy Estate")  # $2: no other $2 card in this supply: nothing asked
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Charm", "Charm"]}
    assert s.player(0).buys == 1


def test_crown_plays_it_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Crown", "Charm"]})
    s = act(act(act(s, "end actions"), "play Crown"), "play Charm")
    s = act(act(s, CHARM_COINS), CHARM_COINS)
    assert (s.player(0).coins, s.player(0).buys) == (4, 3)


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Charm"])
