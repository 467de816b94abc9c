"""Ball (Adventures Event, $5): "Take your -$1 token. Gain 2 cards each costing up to $4." FAQ:
"They can be 2 copies of the same card or 2 different cards."; Raid ($5): "Gain a Silver per
Silver you have in play. Each other player puts his -1 Card token on his deck." FAQ: "buying it
is not playing an Attack, and so cannot be responded to with cards like Moat"."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Village", "Smithy", "Market", "Moat"]


def test_card_data() -> None:
    assert (card_named("Ball").cost, card_named("Ball").tokens) == (5, ("-$1",))
    assert (card_named("Raid").cost, card_named("Raid").tokens) == (5, ("-1 Card",))


def test_ball_takes_the_minus_coin_token_and_gains_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]}, decks={0: ["Copper"]},
                 landscapes=["Ball"])
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Ball")
    assert "gain Smithy" in choices(s) and "gain Market" not in choices(s)  # up to $4
    s = act(act(s, "gain Smithy"), "gain Silver")
    p = s.player(0)
    assert zones(s, 0)["discard"] == ["Silver", "Smithy"]
    assert p.tokens == {"-$1": "seat"}
    assert p.coins == 3  # $8 less $5: the token takes $1 from the next $, not these


def test_ball_two_of_the_same() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold"]}, landscapes=["Ball"])
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Ball")
    s = act(act(s, "gain Village"), "gain Village")
    assert zones(s, 0)["discard"] == ["Village", "Village"]


def test_raid_gains_a_silver_per_silver_and_gives_the_minus_card_token() -> None:
    """3 players, a Moat in hand: no Attack, no reaction; each other seat's token on its deck."""
    s = scenario(KINGDOM, hands={0: ["Market", "Silver", "Silver", "Silver"], 1: ["Moat"],
                                 2: ["Moat"]}, players=3, landscapes=["Raid"])
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "buy Raid")
    assert zones(s, 0)["discard"] == ["Silver"] * 3
    assert s.player(1).tokens == {"-1 Card": "deck"} == s.player(2).tokens
    assert s.player(0).tokens == {}


def test_raid_with_no_silver_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Copper"]}, landscapes=["Raid"])
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Raid")
    assert "discard" not in zones(s, 0) and s.player(1).tokens == {"-1 Card": "deck"}


def test_raid_gains_what_silvers_are_left() -> None:
    s = scenario(KINGDOM, hands={0: ["Market", "Silver", "Silver", "Silver"]}, landscapes=["Raid"])
    s = s.with_supply(card_named("Silver"), 2 - s.supply_count("Silver"))
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Raid")
    assert zones(s, 0)["discard"] == ["Silver", "Silver"]


def test_the_minus_card_token_makes_the_next_hand_one_card_less() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Silver", "Silver"], 1: []},
                 decks={1: ["Copper"] * 10}, landscapes=["Raid"])
    s = act(act(s, "play all treasures"), "buy Raid")  # seat 0's only buy: seat 1's turn
    s = act(s, "end turn")  # seat 1 draws 4 at its Clean-up
    assert len(s.player(1).hand) == 4 and s.player(1).tokens == {}
