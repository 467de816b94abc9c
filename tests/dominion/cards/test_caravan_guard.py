"""Caravan Guard (Adventures), $3 Action - Duration - Reaction: "+1 Card +1 Action. At the start of
your next turn, +$1. When another player plays an Attack card, you may first play this from your
hand. (+1 Action has no effect if it's not your turn.)"

Official FAQ: "Playing this during another player's turn is similar to playing it during your own
turn - you put Caravan Guard into play, get +1 Card and +1 Action, and will get +1 Coin at the
start of your next turn - the very next turn you take. However getting +1 Action during someone
else's turn does not do anything for you ... After reacting with a Caravan Guard, you can use
another one, even one you just drew, and also can use other Reactions, even ones you just drew."
It is offered as ``play Caravan Guard`` (the text's verb) beside ``reveal Moat`` and ``no``.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

CG = "Caravan Guard"
KINGDOM = [CG, "Militia", "Moat", "Throne Room"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    card = card_named(CG)
    assert (card.cost, card.type_line, card.cards, card.actions) == (
        3, "Action - Reaction - Duration", 1, 1)  # (the engine's type order)


def test_played_in_its_own_turn_coin_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: [CG]}, decks={0: ["Silver", *FIVE]})
    s = act(s, f"play {CG}")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": FIVE, "in_play": [CG]}
    assert s.player(0).actions == 1
    s = end_turn(s)
    assert duration_names(s, 0) == [CG]
    s = end_turn(s)
    assert s.current == 0 and s.player(0).coins == 1
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_played_against_an_attack_then_militia_hits() -> None:
    """Played from the hand when Militia is played: +1 Card now (before the discarding), no
    Action; +$1 at the start of its owner's next turn, and it stays in play until that turn ends."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: [CG, "Copper", "Copper", "Estate", "Estate"]},
                 decks={1: ["Gold", *FIVE]})
    s = act(s, "play Militia")
    assert choices(s) == (f"play {CG}", "no")
    s = act(s, f"play {CG}", pid=1)
    assert zones(s, 1)["hand"] == ["Copper", "Copper", "Estate", "Estate", "Gold"]
    assert duration_names(s, 1) == [CG]
    assert s.player(1).actions == 1  # its +1 Action: nothing in another's turn
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1)["hand"] == ["Copper", "Copper", "Gold"]
    s = end_turn(s)
    assert s.current == 1 and s.player(1).coins == 1 and s.player(1).actions == 1
    assert duration_names(s, 1) == [CG]
    s = end_turn(s)
    assert duration_names(s, 1) == [] and CG in [c.name for c in s.player(1).discard]


def test_another_one_just_drawn_and_then_moat() -> None:
    """FAQ: another Caravan Guard, even one just drawn, and other Reactions may follow."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: [CG, "Copper", "Copper", "Copper", "Copper"]},
                 decks={1: [CG, "Moat", "Silver"]})
    s = act(act(s, "play Militia"), f"play {CG}", pid=1)
    assert choices(s) == (f"play {CG}", "no")
    s = act(s, f"play {CG}", pid=1)
    assert choices(s) == ("reveal Moat", "no")  # the Moat just drawn
    s = act(s, "reveal Moat", pid=1)  # nothing more to use: the window closes
    assert zones(s, 1)["hand"] == ["Copper"] * 4 + ["Moat"]  # unaffected: nothing discarded
    assert duration_names(s, 1) == [CG, CG]
    s = end_turn(s)
    assert s.player(1).coins == 2


def test_moat_and_caravan_guard_three_players() -> None:
    """Seat 1 plays its Caravan Guard and is hit; seat 2 reveals Moat and is not."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: [CG, "Estate", "Estate", "Copper", "Copper"],
                                 2: ["Moat", "Estate", "Estate", "Copper", "Copper"]},
                 decks={1: ["Silver"]}, players=3)
    s = act(act(s, "play Militia"), f"play {CG}", pid=1)
    s = act(s, "reveal Moat", pid=2)
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1)["hand"] == ["Copper", "Copper", "Silver"]
    assert len(s.player(2).hand) == 5


def test_not_against_its_owners_own_attack() -> None:
    """"When another player plays an Attack": the attacker's own Caravan Guard is not offered."""
    s = scenario(KINGDOM, hands={0: ["Militia", CG], 1: FIVE})
    s = act(s, "play Militia")
    assert len(s.player(1).hand) == 3 and zones(s, 0)["hand"] == [CG]


def test_throne_room_two_coins_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", CG]}, decks={0: ["Copper"] * 8})
    s = act(act(s, "play Throne Room"), f"play {CG}")
    assert s.player(0).actions == 2 and len(s.player(0).hand) == 2
    s = end_turn(end_turn(s))
    assert s.player(0).coins == 2


def test_rule_bot_plays_it_against_an_attack() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Militia"], 1: [CG, *FIVE[:4]]}), "play Militia")
    assert decide(RuleAgent(BIG_MONEY), s) == (f"play {CG}",)
