"""Catacombs (Dark Ages), $5 Action: "Look at the top 3 cards of your deck. Choose one: Put them
into your hand; or discard them and +3 Cards. When you trash this, gain a cheaper card." (FAQ:
discarded, they may be shuffled in to draw the next 3; trashed in any turn by anyone's card, its
owner gains a card costing less than it from the supply, to the discard pile.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Catacombs", "Chapel", "Village", "Knights", "Throne Room", "Bridge"]


def test_card_data() -> None:
    assert (card_named("Catacombs").cost, card_named("Catacombs").type_line) == (5, "Action")


def test_puts_the_three_into_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Catacombs"]},
                 decks={0: ["Copper", "Estate", "Gold", "Silver"]})
    s = act(s, "play Catacombs")
    assert choices(s) == ("put them into your hand", "discard them and +3 Cards")
    s = act(s, "put them into your hand")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Gold"], "deck": ["Silver"],
                           "in_play": ["Catacombs"]}


def test_discards_them_and_draws_three() -> None:
    s = scenario(KINGDOM, hands={0: ["Catacombs"]},
                 decks={0: ["Copper", "Estate", "Curse", "Silver", "Gold", "Gold", "Duchy"]})
    s = act(act(s, "play Catacombs"), "discard them and +3 Cards")
    assert zones(s, 0) == {"hand": ["Silver", "Gold", "Gold"], "deck": ["Duchy"],
                           "discard": ["Curse", "Estate", "Copper"], "in_play": ["Catacombs"]}


def test_the_discarded_cards_may_be_shuffled_in() -> None:
    s = scenario(KINGDOM, hands={0: ["Catacombs"]}, decks={0: ["Copper", "Estate", "Curse"]})
    s = act(act(s, "play Catacombs"), "discard them and +3 Cards")
    assert sorted(names(s.player(0).hand)) == ["Copper", "Curse", "Estate"]
    assert zones(s, 0)["in_play"] == ["Catacombs"] and "discard" not in zones(s, 0)


def test_a_short_deck_shuffles_to_look() -> None:
    s = scenario(KINGDOM, hands={0: ["Catacombs"]}, decks={0: ["Gold"]},
                 discards={0: ["Silver", "Silver"]})
    s = act(act(s, "play Catacombs"), "put them into your hand")
    assert sorted(names(s.player(0).hand)) == ["Gold", "Silver", "Silver"]


def test_nothing_to_look_at() -> None:
    s = scenario(KINGDOM, hands={0: ["Catacombs"]})
    s = act(s, "play Catacombs")
    assert zones(s, 0) == {"in_play": ["Catacombs"]} and "end turn" in choices(s)


def test_trashed_from_hand_gains_a_cheaper_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Chapel", "Catacombs"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Catacombs")
    gains = choices(s)
    assert "gain Village" in gains and "gain Silver" in gains
    assert "gain Catacombs" not in gains and "gain Gold" not in gains and "gain Duchy" not in gains
    s = act(s, "gain Village")
    assert names(s.trash) == ["Catacombs"]
    assert zones(s, 0) == {"discard": ["Village"], "in_play": ["Chapel"]}


def test_cheaper_than_it_costs_now() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Chapel", "Catacombs"]})
    s = act(s, "play Village")
    s = act(s, "play Bridge")  # Catacombs costs $4 now: a card costing up to $3 after Bridge
    s = act(act(s, "play Chapel"), "trash Catacombs")
    gains = choices(s)
    assert "gain Village" in gains and "gain Bridge" in gains and "gain Silver" in gains
    assert "gain Gold" not in gains and "gain Duchy" not in gains


def test_trashed_from_the_deck_by_another_players_knight() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"]}, decks={1: ["Catacombs", "Copper"]})
    s = act(s, "play Dame Sylvia")
    assert s.waiting_for() == 1
    s = act(s, "gain Silver", pid=1)
    assert names(s.trash) == ["Catacombs"]
    assert zones(s, 1) == {"discard": ["Silver", "Copper"]}


def test_throne_room_looks_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Catacombs"]},
                 decks={0: ["Copper", "Estate", "Curse", "Gold", "Gold", "Gold", "Silver", "Duchy",
                           "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Catacombs")
    s = act(s, "discard them and +3 Cards")
    s = act(s, "put them into your hand")
    assert zones(s, 0) == {"hand": ["Gold", "Gold", "Gold", "Silver", "Duchy", "Duchy"],
                           "discard": ["Curse", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Catacombs"]}
