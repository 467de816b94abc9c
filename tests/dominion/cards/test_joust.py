"""Joust (Cornucopia, 2nd edition), $5 Action: "+1 Card. +1 Action. +$1. You may set aside a
Province from your hand to gain any Reward to your hand. Discard the Province in Clean-up." (FAQ:
"Use one copy of each Reward for games with 2 players, and two copies of each Reward for games
with 3-6 players"; "If all Rewards have been claimed, you can still set aside a Province".)"""

from __future__ import annotations

from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Joust", "Throne Room", "Village"]
REWARDS = ("Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown")


def test_card_data() -> None:
    card = card_named("Joust")
    assert (card.cost, card.cards, card.actions, card.coins) == (5, 1, 1, 1)


def test_rewards_by_player_count() -> None:
    two = scenario(KINGDOM, hands={0: ["Joust"]})
    assert sorted(names(two.table.zones.non_supply)) == list(REWARDS)
    four = new_game(["Joust", "Village", "Smithy", "Cellar", "Moat", "Market", "Mine", "Militia",
                     "Witch", "Chapel"], players=4, seed=0)
    assert sorted(names(four.table.zones.non_supply)) == sorted(REWARDS * 2)
    assert (four.supply_count("Rewards"), four.supply_count("Coronet")) == (12, 2)
    assert two.supply_count("Rewards") == 6 and two.supply_top("Rewards") is card_named("Coronet")


def test_set_aside_a_province_for_a_reward_to_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Joust", "Province", "Copper"]}, decks={0: ["Estate"] * 6})
    s = act(s, "play Joust")
    assert choices(s) == ("set aside Province", "no")
    s = act(s, "set aside Province")
    assert observation(s, 1).players[0].set_aside == ("Province",)
    assert choices(s) == tuple(f"gain {r}" for r in REWARDS)
    s = act(s, "gain Courser")
    assert zones(s, 0)["hand"] == ["Copper", "Estate", "Courser"]
    assert "Courser" not in names(s.table.zones.non_supply)
    s = act(s, "end actions")
    s = act(s, "end turn")
    assert "Province" in names(s.player(0).discard) and s.player(0).set_aside == ()


def test_declining_keeps_the_province() -> None:
    s = scenario(KINGDOM, hands={0: ["Joust", "Province"]}, decks={0: ["Estate"]})
    s = act(s, "play Joust")
    s = act(s, "no")
    assert zones(s, 0)["hand"] == ["Province", "Estate"] and s.player(0).coins == 1


def test_no_reward_left_the_province_is_still_set_aside() -> None:
    s = scenario(KINGDOM, hands={0: ["Joust", "Province"]}, decks={0: ["Estate"]})
    s = s.with_table(s.table.evolve(non_supply=()))
    s = act(s, "play Joust")
    s = act(s, "set aside Province")
    assert zones(s, 0)["hand"] == ["Estate"] and names(s.player(0).set_aside) == ["Province"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Joust", "Province", "Province"]},
                 decks={0: ["Estate", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Joust")
    s = act(s, "set aside Province")
    s = act(s, "gain Renown")
    s = act(s, "set aside Province")
    s = act(s, "gain Demesne")
    assert sorted(zones(s, 0)["hand"]) == ["Demesne", "Estate", "Estate", "Renown"]
    assert names(s.player(0).set_aside) == ["Province", "Province"] and s.player(0).coins == 2
