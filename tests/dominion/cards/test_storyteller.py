"""Storyteller (Adventures), $5 Action: "+1 Action +$1. Play up to 3 Treasures from your hand. Then
pay all of your $ (including the $1 from this) and draw a card per $ you paid."

Official FAQ: "This lets you play Treasures in your Action phase. They go into play and produce
Coins, just like Treasures played in the Buy phase. Then Storyteller turns all of your Coins into
+Cards ... This makes you lose all Coins you have so far that turn, including the Coins you get
from playing the Treasures, the +1 Coin Storyteller gives you directly, and any you made earlier
in the turn ... Potions ... is not Coin and so is not lost and does not get you any cards." The
Treasures are ``play <Card>`` picks (by name) and ``done``.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Storyteller", TR, "Market", "Treasure Trove", "Alchemist"]
DECK = ["Estate", "Duchy", "Province", "Curse", "Copper", "Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Storyteller")
    assert (card.cost, card.type_line, card.actions, card.coins) == (5, "Action", 1, 1)


def test_play_treasures_then_pay_everything_for_cards() -> None:
    s = scenario(KINGDOM, hands={0: ["Storyteller", "Silver", "Copper", "Estate"]},
                 decks={0: DECK})
    s = act(s, "play Storyteller")
    assert choices(s) == ("play Copper", "play Silver", "done")
    s = act(s, "play Copper", "play Silver")
    p = s.player(0)
    assert (p.coins, p.actions) == (0, 1)
    assert zones(s, 0) == {"hand": ["Estate", "Estate", "Duchy", "Province", "Curse"],
                           "deck": DECK[4:], "in_play": ["Storyteller", "Copper", "Silver"]}


def test_no_treasures_the_one_coin_is_a_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Storyteller", "Copper"]}, decks={0: DECK})
    s = act(act(s, "play Storyteller"), "done")
    assert zones(s, 0)["hand"] == ["Copper", "Estate"] and s.player(0).coins == 0


def test_coins_made_earlier_are_paid_too() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Storyteller"]}, decks={0: ["Estate", *DECK]})
    s = act(act(s, "play Market"), "play Storyteller")  # +$1 from Market, +$1 from Storyteller
    assert zones(s, 0)["hand"] == ["Estate", "Estate", "Duchy"]  # (no Treasure: none asked)
    assert s.player(0).coins == 0


def test_at_most_three_treasures_and_their_own_text() -> None:
    """Treasure Trove played so still gains its Gold and Copper."""
    hand = ["Storyteller", "Copper", "Copper", "Copper", "Treasure Trove"]
    s = act(scenario(KINGDOM, hands={0: hand}, decks={0: DECK * 2}), "play Storyteller")
    s = act(s, "play Copper", "play Copper", "play Treasure Trove")
    p = s.player(0)
    assert p.coins == 0 and len(p.hand) == 1 + 5
    assert zones(s, 0)["discard"] == ["Copper", "Gold"]


def test_potions_are_kept() -> None:
    s = scenario(KINGDOM, hands={0: ["Storyteller", "Potion"]}, decks={0: DECK})
    s = act(act(s, "play Storyteller"), "play Potion")
    p = s.player(0)
    assert (p.coins, p.potions, len(p.hand)) == (0, 1, 1)


def test_throne_room_twice() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Storyteller", "Gold"]}, decks={0: DECK})
    s = act(act(act(s, f"play {TR}"), "play Storyteller"), "play Gold")
    # the first: $1 + $3 = 4 cards; the second: no Treasure in hand then, $1: one more card
    assert zones(s, 0) == {"hand": ["Estate", "Duchy", "Province", "Curse", "Copper"],
                           "deck": ["Copper"] * 3, "in_play": [TR, "Storyteller", "Gold"]}
    assert s.player(0).coins == 0 and s.player(0).actions == 2


def test_rule_bot_plays_its_treasures() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Storyteller", "Copper", "Estate"]}, decks={0: DECK}),
            "play Storyteller")
    assert decide(RuleAgent(BIG_MONEY), s) == ("play Copper",)
