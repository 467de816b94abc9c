"""Legionary (Empires), $5 Action-Attack: "+$3. You may reveal a Gold from your hand. If you do,
each other player discards down to 2 cards in hand, then draws a card." (FAQ: "Players wishing to
respond to the Attack (e.g. with Moat) must do so before you choose whether or not to reveal a
Gold.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from dgsim.dominion.observation import observation
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Legionary", "Moat", "Throne Room"]
FIVE = ["Copper", "Copper", "Estate", "Silver", "Estate"]


def test_card_data() -> None:
    card = card_named("Legionary")
    assert (card.cost, card.type_line, card.coins) == (5, "Action - Attack", 3)


def test_revealing_a_gold_attacks() -> None:
    s = scenario(KINGDOM, hands={0: ["Legionary", "Gold"], 1: FIVE}, decks={1: ["Duchy"]})
    s = act(s, "play Legionary")
    assert choices(s) == ("reveal Gold", "no")
    s = act(s, "reveal Gold")
    assert choices(s) == ("discard Copper", "discard Estate")  # 3 of them, canonical order
    s = act(s, "discard Copper", "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Duchy"],
                           "discard": ["Estate", "Estate", "Copper"]}
    assert s.player(0).coins == 3


def test_not_revealing_does_not_attack() -> None:
    s = scenario(KINGDOM, hands={0: ["Legionary", "Gold"], 1: FIVE}, decks={1: ["Duchy"]})
    s = act(act(s, "play Legionary"), "no")
    assert zones(s, 1) == {"hand": FIVE, "deck": ["Duchy"]}
    assert s.player(0).coins == 3


def test_no_gold_no_question() -> None:
    s = scenario(KINGDOM, hands={0: ["Legionary", "Silver"], 1: FIVE})
    s = act(s, "play Legionary")
    assert zones(s, 1) == {"hand": FIVE} and s.player(0).coins == 3


def test_moat_is_revealed_before_the_gold_with_two_and_three_players() -> None:
    """FAQ: "Players wishing to respond to the Attack (e.g. with Moat) must do so before you choose
    whether or not to reveal a Gold"."""
    for players in (2, 3):
        hands = {0: ["Legionary", "Gold"], 1: ["Moat", *FIVE[:4]],
                 **({2: FIVE} if players == 3 else {})}
        s = scenario(KINGDOM, players=players, hands=hands, decks={k: ["Duchy"] for k in range(1, players)})
        s = act(s, "play Legionary")
        s = act(s, "reveal Moat", pid=1)
        s = act(s, "reveal Gold", pid=0)
        assert zones(s, 1) == {"hand": ["Moat", *FIVE[:4]], "deck": ["Duchy"]}
        if players == 3:
            s = act(s, "discard Copper", "discard Estate", "discard Estate", pid=2)
            assert zones(s, 2)["hand"] == ["Copper", "Silver", "Duchy"]


def test_throne_room_reveals_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Legionary", "Gold"], 1: FIVE},
                 decks={1: ["Duchy", "Province"]})
    s = act(act(s, "play Throne Room"), "play Legionary")
    s = act(act(s, "reveal Gold"), "discard Copper", "discard Estate", "discard Estate")
    s = act(act(s, "reveal Gold"), "discard Copper")
    assert zones(s, 1)["hand"] == ["Silver", "Duchy", "Province"]
    assert s.player(0).coins == 6


def test_the_revealed_gold_is_known_to_all() -> None:
    s = scenario(KINGDOM, hands={0: ["Legionary", "Gold", "Copper"], 1: FIVE})
    s = act(act(s, "play Legionary"), "reveal Gold")
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]
    assert observation(s, 1).players[0].hand == ("Gold",)


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Legionary"])
