"""Sacrifice (Empires), $4 Action: "Trash a card from your hand. If it's an... Action card, +2
Cards, +2 Actions; Treasure card, +$2; Victory card, +2 VP." (FAQ: "If you trash a card with
multiple types, you get all relevant bonuses; for example if you trash Crown, you get +2 Cards,
+2 Actions, and +2 Coin. If you trash a card with no relevant types (such as Curse), you get
nothing.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Sacrifice", "Throne Room", "Crown", "Village", "Harem"]


def test_card_data() -> None:
    assert (card_named("Sacrifice").cost, card_named("Sacrifice").type_line) == (4, "Action")


def test_an_action_draws_two_and_gives_two_actions() -> None:
    s = scenario(KINGDOM, hands={0: ["Sacrifice", "Village", "Estate"]},
                 decks={0: ["Copper", "Gold"]})
    s = act(s, "play Sacrifice")
    assert choices(s) == ("trash Estate", "trash Village")
    s = act(s, "trash Village")
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Gold"], "in_play": ["Sacrifice"]}
    assert names(s.trash) == ["Village"] and s.player(0).actions == 2


def test_a_treasure_gives_two_coins_and_a_victory_two_vp() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Sacrifice", "Silver", "Estate"]}),
                "play Sacrifice"), "trash Silver")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (2, 0)
    s = act(act(scenario(KINGDOM, hands={0: ["Sacrifice", "Silver", "Estate"]}),
                "play Sacrifice"), "trash Estate")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (0, 2)


def test_several_types_give_every_bonus_and_curse_nothing() -> None:
    """FAQ: "if you trash Crown, you get +2 Cards, +2 Actions, and +2 Coin. If you trash a card with
    no relevant types (such as Curse), you get nothing"."""
    s = scenario(KINGDOM, hands={0: ["Sacrifice", "Crown", "Curse"]}, decks={0: ["Copper"] * 2})
    s = act(act(s, "play Sacrifice"), "trash Crown")
    p = s.player(0)
    assert (len(p.hand), p.actions, p.coins, p.vp_tokens) == (3, 2, 2, 0)
    s = act(act(scenario(KINGDOM, hands={0: ["Sacrifice", "Harem", "Curse"]}), "play Sacrifice"),
            "trash Harem")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (2, 2)  # a Treasure-Victory card
    s = act(act(scenario(KINGDOM, hands={0: ["Sacrifice", "Curse", "Estate"]}), "play Sacrifice"),
            "trash Curse")
    p = s.player(0)
    assert (p.actions, p.coins, p.vp_tokens, len(p.hand)) == (0, 0, 0, 1)


def test_an_empty_hand_trashes_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Sacrifice"]}), "play Sacrifice")
    assert s.trash == () and s.player(0).coins == 0


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Sacrifice", "Silver", "Estate"]})
    s = act(act(act(s, "play Throne Room"), "play Sacrifice"), "trash Silver")  # then the Estate
    assert (s.player(0).coins, s.player(0).vp_tokens) == (2, 2)
    assert names(s.trash) == ["Silver", "Estate"]


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Sacrifice"])
