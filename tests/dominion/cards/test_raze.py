"""Raze (Adventures), $2 Action: "+1 Action. Trash this or a card from your hand. Look at one card
from the top of your deck per $1 the trashed card costs. Put one of them into your hand and
discard the rest."

Official FAQ: "If you trash a card costing 0 Coins with this, you do not get any cards ... For
example if you trash an Estate, you look at the top two cards of your deck, put one into your
hand, and discard the other one. You can trash the Raze itself; normally it costs 2 Coins, so you
would look at two cards." ``trash <Card>`` picks a card of the hand or this Raze (``trash Raze``
trashes the one in play while it is there); ``take <Card>`` the card kept, known to its owner
only; the others are discarded (seen by all).
"""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.agents.support import decide, step
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
KINGDOM = ["Raze", TR, "Market Square"]


def test_card_data() -> None:
    card = card_named("Raze")
    assert (card.cost, card.type_line, card.actions) == (2, "Action", 1)


def test_trash_an_estate_look_at_two_keep_one() -> None:
    s = scenario(KINGDOM, hands={0: ["Raze", "Estate", "Copper"]},
                 decks={0: ["Gold", "Curse", "Silver"]})
    s = act(s, "play Raze")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Raze")
    s = act(s, "trash Estate")
    assert choices(s) == ("take Curse", "take Gold")
    s = act(s, "take Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver"], "discard": ["Curse"],
                           "in_play": ["Raze"]}
    assert names(s.trash) == ["Estate"] and s.player(0).actions == 1


def test_trash_itself_from_play() -> None:
    """FAQ: "You can trash the Raze itself ... you would look at two cards"."""
    s = scenario(KINGDOM, hands={0: ["Raze", "Raze"]}, decks={0: ["Gold", "Silver"]})
    s = act(s, "play Raze")  # "trash Raze" the only choice: this one, without a question
    s = act(s, "take Silver")
    assert zones(s, 0) == {"hand": ["Raze", "Silver"], "discard": ["Gold"]}  # this one trashed
    assert names(s.trash) == ["Raze"]


def test_a_card_costing_zero_looks_at_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Raze", "Copper"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Raze"), "trash Copper")
    assert zones(s, 0) == {"deck": ["Gold"], "in_play": ["Raze"]} and names(s.trash) == ["Copper"]


def test_an_empty_hand_trashes_this_without_asking() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Raze"]}, decks={0: ["Gold", "Gold", "Copper"]}),
            "play Raze")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "discard": ["Gold"]}


def test_the_kept_card_is_known_to_its_owner_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Raze", "Estate"], 1: ["Copper"] * 5},
                 decks={0: ["Gold", "Curse", "Silver"]})
    looking = act(act(s, "play Raze"), "trash Estate")
    for seed in range(4):  # while deciding, another seat's view may hold other cards there
        d = determinize(looking, 1, random.Random(seed))
        assert d.info_key(1) == looking.info_key(1)
    s = act(looking, "take Gold")
    assert known_hand(s.player(0), 0, 1) == ()
    assert names(s.player(0).discard) == ["Curse"]


def test_reactions_to_the_trashing_come_first() -> None:
    """A Market Square in hand may be discarded for the trashed card before the look."""
    s = scenario(KINGDOM, hands={0: ["Raze", "Estate", "Market Square"]},
                 decks={0: ["Gold", "Curse"]})
    s = act(act(s, "play Raze"), "trash Estate")
    assert choices(s) == ("discard Market Square", "no")
    s = act(s, "discard Market Square")
    assert choices(s) == ("take Curse", "take Gold")


def test_throne_room_the_second_trashes_from_hand() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Raze", "Estate"]},
                 decks={0: ["Gold", "Silver", "Copper", "Curse"]})
    s = act(act(s, f"play {TR}"), "play Raze")
    s = act(act(s, "trash Raze"), "take Gold")
    assert choices(s) == ("trash Estate", "trash Gold")  # no Raze in play any more
    s = act(act(s, "trash Estate"), "take Copper")
    assert zones(s, 0) == {"hand": ["Gold", "Copper"], "discard": ["Curse", "Silver"],
                           "in_play": [TR]}
    assert sorted(names(s.trash)) == ["Estate", "Raze"]


def test_rule_bot_trashes_the_estate_and_keeps_the_best() -> None:
    s = scenario(KINGDOM, hands={0: ["Raze", "Estate", "Silver"]}, decks={0: ["Curse", "Gold"]})
    s = act(s, "play Raze")
    bot = RuleAgent(BIG_MONEY)
    labels, s = step(bot, s)
    assert labels == ("trash Estate",)
    assert decide(bot, s) == ("take Gold",)
