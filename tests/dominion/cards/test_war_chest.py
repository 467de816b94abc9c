"""War Chest (Prosperity, 2nd edition): "The player to your left names a card. Gain a card costing
up to $5 that hasn't been named for War Chests this turn."

The player to the left picks ``name <Card>`` among every card in the game (supply piles and the
cards outside it); the names add up over the turn (`Table.named`), for War Chests only."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["War Chest", "Laboratory", "Village", "Smithy", "Quarry", "King's Court", "Tiara",
           "Contraband"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity worth $0."""
    card = card_named("War Chest")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (5, "Treasure", 0, "Prosperity")


def test_left_player_names_then_gain_up_to_five() -> None:
    """Seat 1 names Laboratory: seat 0 gains a card up to $5 but not a Laboratory."""
    s = scenario(KINGDOM, hands={0: ["War Chest"]})
    s = act(s, "play War Chest")
    assert s.waiting_for() == 1
    labels = choices(s)
    assert labels[0] == "name Copper" and {"name War Chest", "name Province", "name Curse"} <= set(labels)
    s = act(s, "name Laboratory", pid=1)
    labels = choices(s)
    assert "gain Laboratory" not in labels and "gain Village" in labels
    assert "gain Gold" not in labels and "gain Duchy" in labels
    s = act(s, "gain Village", pid=0)
    assert zones(s, 0) == {"discard": ["Village"], "in_play": ["War Chest"]}


def test_names_add_up_this_turn_three_players() -> None:
    """Two War Chests with 3 players: the left player (seat 1) names both times; the second gain
    may be neither name; next turn the names are forgotten."""
    s = scenario(KINGDOM, hands={0: ["War Chest", "War Chest"]}, players=3)
    s = act(act(s, "play War Chest"), "name Laboratory", pid=1)
    s = act(s, "gain Smithy")
    s = act(act(s, "play War Chest"), "name Village", pid=1)
    labels = choices(s)
    assert "gain Laboratory" not in labels and "gain Village" not in labels
    assert "gain Smithy" in labels
    s = act(s, "gain Smithy")
    assert sorted(zones(s, 0)["discard"]) == ["Smithy", "Smithy"]
    assert s.table.turn.named == ("Laboratory", "Village")
    s = act(s, "end turn")
    assert s.table.turn.named == ()


def test_contraband_names_do_not_count() -> None:
    """A card named for Contraband (Prosperity 1E) may still be gained by War Chest, and a card
    named for War Chest may still be bought."""
    s = scenario(KINGDOM, hands={0: ["Contraband", "War Chest", "Gold"]})
    s = act(act(s, "play Contraband"), "name Smithy", pid=1)
    s = act(act(s, "play War Chest"), "name Laboratory", pid=1)
    assert "gain Smithy" in choices(s)
    s = act(s, "gain Smithy")
    s = act(s, "play Gold")
    assert "buy Laboratory" in choices(s) and "buy Smithy" not in choices(s)


def test_quarry_makes_more_actions_fit() -> None:
    """After Quarry, King's Court ($7) costs $5: War Chest may gain it."""
    s = scenario(KINGDOM, hands={0: ["Quarry", "War Chest"]})
    s = act(act(s, "play Quarry"), "play War Chest")
    s = act(s, "name Laboratory", pid=1)
    s = act(s, "gain King's Court")
    assert zones(s, 0)["discard"] == ["King's Court"]


def test_tiara_plays_it_twice() -> None:
    """Tiara plays War Chest twice: two names, two gains (Tiara's own offer to topdeck each
    gained card declined)."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "War Chest"]})
    s = act(act(s, "play Tiara"), "play War Chest")
    s = act(act(act(s, "name Smithy", pid=1), "gain Village"), "no")
    s = act(s, "name Village", pid=1)
    assert "gain Smithy" not in choices(s) and "gain Village" not in choices(s)
    s = act(act(s, "gain Laboratory"), "no")
    assert sorted(zones(s, 0)["discard"]) == ["Laboratory", "Village"]
