"""Artificer (Adventures), $5 Action: "+1 Card +1 Action +$1. Discard any number of cards. You may
gain a card costing exactly $1 per card discarded, onto your deck."

Official FAQ: "You may choose not to discard any cards. Then you may gain a card costing exactly
$1 per card discarded ... if you discard no cards, you may gain a card costing $0. The gained card
comes from the Supply and is put on top of your deck. You may choose not to gain a card, even if
you discard cards." The discards are ``discard <Card>`` picks and ``done``; the gain ``gain
<Card>`` or ``no``.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide, step
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Artificer", TR, "Village", "Smithy", "Tunnel", "Golem", "Cellar"]


def test_card_data() -> None:
    card = card_named("Artificer")
    assert (card.cost, card.type_line, card.cards, card.actions, card.coins) == (
        5, "Action", 1, 1, 1)


def test_discard_three_gain_a_three_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Artificer", "Estate", "Estate", "Copper"]},
                 decks={0: ["Curse", "Gold"]})
    s = act(s, "play Artificer")
    assert choices(s) == ("discard Copper", "discard Curse", "discard Estate", "done")
    s = act(s, "discard Curse", "discard Estate", "discard Estate")  # no "done": none left above
    offered = choices(s)
    # exactly $3: Golem costs $4 and a Potion, Smithy $4, Estate and Cellar $2
    assert offered == ("gain Silver", "gain Tunnel", "gain Village", "no")
    s = act(s, "gain Village")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Village", "Gold"],
                           "discard": ["Estate", "Estate", "Curse"], "in_play": ["Artificer"]}
    p = s.player(0)
    assert (p.actions, p.coins) == (1, 1)


def test_nothing_discarded_a_card_costing_zero() -> None:
    """FAQ: "if you discard no cards, you may gain a card costing $0" (Copper, Curse)."""
    s = act(act(scenario(KINGDOM, hands={0: ["Artificer"]}, decks={0: ["Gold"]}),
                "play Artificer"), "done")
    assert choices(s) == ("gain Copper", "gain Curse", "no")
    s = act(s, "gain Copper")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": ["Artificer"]}


def test_may_decline_the_gain() -> None:
    s = scenario(KINGDOM, hands={0: ["Artificer", "Estate", "Copper"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Artificer"), "discard Copper", "discard Estate", "done")
    assert choices(s) == ("gain Estate", "gain Cellar", "no")
    s = act(s, "no")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Artificer"]}
    assert s.supply_count("Cellar") == 10


def test_no_card_of_that_cost() -> None:
    """Seven cards discarded: nothing costs exactly $7 here, so nothing is asked."""
    hand = ["Artificer"] + ["Copper"] * 6
    s = act(act(scenario(KINGDOM, hands={0: hand}, decks={0: ["Estate"]}), "play Artificer"),
            *(["discard Copper"] * 6), "discard Estate")
    assert zones(s, 0) == {"discard": ["Estate"] + ["Copper"] * 6, "in_play": ["Artificer"]}


def test_tunnel_reacts_before_the_gain() -> None:
    """A discarded Tunnel's Gold comes first, then the gain asks (for $2: Estate or Cellar)."""
    s = scenario(KINGDOM, hands={0: ["Artificer", "Tunnel", "Copper"]}, decks={0: ["Duchy"]})
    s = act(act(s, "play Artificer"), "discard Copper", "discard Tunnel")
    assert choices(s) == ("reveal Tunnel", "no")
    s = act(s, "reveal Tunnel")
    assert zones(s, 0)["discard"] == ["Gold", "Tunnel", "Copper"]
    assert choices(s) == ("gain Estate", "gain Cellar", "no")


def test_throne_room_twice() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Artificer", "Estate"]},
                 decks={0: ["Copper", "Copper", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Artificer")
    s = act(act(s, "discard Copper", "discard Estate"), "gain Cellar")
    # the second play has drawn the Cellar from the deck's top
    assert zones(s, 0) == {"hand": ["Cellar"], "deck": ["Copper", "Gold"],
                           "discard": ["Estate", "Copper"], "in_play": [TR, "Artificer"]}
    s = act(act(s, "done"), "no")  # it discards nothing and gains nothing
    p = s.player(0)
    assert zones(s, 0) == {"hand": ["Cellar"], "deck": ["Copper", "Gold"],
                           "discard": ["Estate", "Copper"], "in_play": [TR, "Artificer"]}
    assert (p.actions, p.coins) == (2, 2)


def test_rule_bot_discards_its_green_and_gains_an_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Artificer", "Estate", "Copper", "Gold"]},
                 decks={0: ["Curse"]})
    s = act(s, "play Artificer")
    bot = RuleAgent(BIG_MONEY)
    labels, s = step(bot, s)
    assert labels == ("discard Curse", "discard Estate", "done")
    assert decide(bot, s) == ("gain Cellar",)  # an Action for $2 rather than an Estate
