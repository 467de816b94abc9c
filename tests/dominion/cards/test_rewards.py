"""The Rewards (Cornucopia, 2nd edition; "This is not in the Supply", gained by Joust): Coronet
"You may play a non-Reward Action from your hand twice. You may play a non-Reward Treasure from
your hand twice." (FAQ: "If you do both, you play the Action first. This can't play Rewards.");
Courser "Choose two different options: +2 Cards; +2 Actions; +$2; gain 4 Silvers." (FAQ: "do those
options in the order listed"); Demesne "+2 Actions. +2 Buys. Gain a Gold. Worth 1 VP per Gold you
have."; Housecarl "+1 Card per differently named Action card you have in play." (FAQ: "This
includes Housecarl itself."); Huge Turnip "+2 Coffers. +$1 per Coffers you have." (FAQ: "includes
the 2 you just got"); Renown "+1 Buy. This turn, cards cost $2 less." (FAQ: "Using a card like
Throne Room on Renown will make cards cost 4 coin less.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from dgsim.dominion.score import score
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Joust", "Throne Room", "Village", "Smithy"]
EXTRA = ["Coronet", "Courser", "Demesne", "Housecarl", "Huge Turnip", "Renown"]


def test_reward_data() -> None:
    for name in EXTRA:
        card = card_named(name)
        assert (card.cost, card.is_kingdom, "Reward" in card.type_line) == (0, False, True)
    assert card_named("Coronet").type_line == "Action - Treasure - Reward"


def test_coronet_plays_an_action_then_a_treasure_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Coronet", "Village", "Silver", "Coronet"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(s, "play Coronet")
    assert choices(s) == ("play Village", "no")  # not the other Coronet (a Reward)
    s = act(s, "play Village")
    assert choices(s) == ("play Copper", "play Silver", "no")
    s = act(s, "play Silver")
    p = s.player(0)
    assert (p.actions, p.coins) == (4, 4)
    assert zones(s, 0)["in_play"] == ["Coronet", "Village", "Silver"]


def test_coronet_in_the_buy_phase() -> None:
    s = scenario(KINGDOM, hands={0: ["Coronet", "Gold"]})
    s = act(s, "play Coronet")  # no Action in hand: the Treasure part
    s = act(s, "play Gold")
    assert s.player(0).coins == 6


def test_courser_two_options_in_printed_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Courser"]}, decks={0: ["Gold", "Gold"]})
    s = act(s, "play Courser")
    s = act(s, "+2 Cards", "gain 4 Silvers")
    assert zones(s, 0)["hand"] == ["Gold", "Gold"] and names(s.player(0).discard) == ["Silver"] * 4


def test_demesne() -> None:
    s = scenario(KINGDOM, hands={0: ["Demesne"]}, discards={0: ["Gold"]})
    s = act(s, "play Demesne")
    p = s.player(0)
    assert (p.actions, p.buys) == (2, 3) and names(p.discard) == ["Gold", "Gold"]
    assert score(s, 0) == 2  # Demesne: 1 VP per Gold


def test_housecarl_counts_names_of_actions_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Village", "Housecarl"]},
                 decks={0: ["Copper"] * 6})
    s = act(s, "play Village")
    s = act(s, "play Village")
    s = act(s, "play Housecarl")  # Village and Housecarl: 2 names
    assert len(s.player(0).hand) == 2 + 2


def test_huge_turnip() -> None:
    s = scenario(KINGDOM, hands={0: ["Huge Turnip"]}, seat_counters={0: {"coffers": 1}})
    s = act(s, "play Huge Turnip")
    assert (s.player(0).coffers, s.player(0).coins) == (3, 3)


def test_renown_and_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Renown"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Renown")
    assert cost(s, card_named("Smithy")) == 0 and cost(s, card_named("Province")) == 4
    assert s.player(0).buys == 3
