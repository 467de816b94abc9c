"""Messenger (Adventures), $4 Action: "+1 Buy +$2. You may put your deck into your discard pile.
When this is your first buy in a turn, gain a card costing up to $4, and each other player gains
a copy of it."

Official FAQ: "When you play this, you get +1 Buy, +2 Coin, and may optionally put your deck into
your discard pile. This is not discarding cards and does not trigger Tunnel. When you buy
Messenger, if it is the first thing you bought that turn (card or Event), you gain a card costing
up to 4 Coins from the Supply, putting it into your discard pile, and then each other player in
turn order also gains a copy of that card. If the Supply runs out of copies of the card, further
players do not get anything." (No Events exist in this simulator yet: the first card bought.)
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Messenger", "Tunnel", "Village", "Smithy", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Messenger")
    assert (card.cost, card.type_line, card.buys, card.coins) == (4, "Action", 1, 2)


def test_play_may_put_the_deck_into_the_discard_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Messenger"]}, decks={0: ["Gold", "Tunnel"]})
    s = act(s, "play Messenger")
    assert choices(s) == ("yes", "no")
    yes = act(s, "yes")
    assert zones(yes, 0) == {"discard": ["Gold", "Tunnel"], "in_play": ["Messenger"]}
    assert (yes.player(0).buys, yes.player(0).coins) == (2, 2)
    assert yes.waiting_for() == 0 and "reveal Tunnel" not in choices(yes)  # not discarding
    no = act(s, "no")
    assert zones(no, 0) == {"deck": ["Gold", "Tunnel"], "in_play": ["Messenger"]}


def test_an_empty_deck_asks_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Messenger"]}), "play Messenger")
    assert s.player(0).coins == 2 and "yes" not in choices(s)


def test_first_buy_gains_a_card_and_each_other_player_a_copy() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, players=3)
    s = act(act(s, "play all treasures"), "buy Messenger")
    offered = choices(s)
    assert "gain Smithy" in offered and "gain Gold" not in offered and "no" not in offered
    s = act(s, "gain Smithy")  # then the Messenger is gained, the buy is over: Clean-up
    assert s.player(0).count("Smithy") == 1 and s.player(0).count("Messenger") == 1
    assert zones(s, 1) == {"discard": ["Smithy"]} and zones(s, 2) == {"discard": ["Smithy"]}
    assert s.supply_count("Smithy") == 7


def test_not_the_first_buy_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Messenger", "Gold", "Gold"]})
    s = act(act(act(s, "play Messenger"), "play all treasures"), "buy Silver")
    s = act(s, "buy Messenger")  # no gain asked: the turn is over
    p = s.player(0)
    assert (p.count("Messenger"), p.count("Silver"), len(p.all_cards())) == (2, 1, 5)
    assert zones(s, 1) == {}


def test_first_buy_of_two_messengers_only_the_first() -> None:
    s = scenario(KINGDOM, hands={0: ["Messenger", "Gold", "Gold"]})
    s = act(act(act(s, "play Messenger"), "play all treasures"), "buy Messenger")
    s = act(s, "gain Village")
    s = act(s, "buy Messenger")  # the second buy: no gain asked
    assert zones(s, 1) == {"discard": ["Village"]}
    assert s.player(0).count("Messenger") == 3 and s.player(0).count("Village") == 1


def test_the_supply_runs_out_later_players_get_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, supply={"Village": 2}, players=3)
    s = act(act(act(s, "play all treasures"), "buy Messenger"), "gain Village")
    assert zones(s, 1) == {"discard": ["Village"]} and zones(s, 2) == {}
    assert s.supply_count("Village") == 0


def test_throne_room_the_deck_question_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Messenger"]}, decks={0: ["Gold"]})
    s = act(act(act(s, "play Throne Room"), "play Messenger"), "no")
    s = act(s, "yes")
    assert zones(s, 0)["discard"] == ["Gold"]
    assert (s.player(0).buys, s.player(0).coins) == (3, 4)
