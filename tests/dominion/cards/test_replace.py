"""Replace (Intrigue): "Trash a card from your hand. Gain a card costing up to $2 more than it. If
the gained card is an Action or Treasure, put it onto your deck; if it's a Victory card, each other
player gains a Curse."

Source: https://wiki.dominionstrategy.com/index.php/Replace (FAQ: "It is possible to get both
bonuses; if you gain Harem, Mill, or Nobles with Replace, it both goes on your deck and causes the
other players to each gain a Curse"; the card is gained to the discard pile, then moved onto the
deck if it is still there). It is an Attack: Moat, Secret Chamber and Diplomat are offered when it
is played, whatever is gained; an unaffected player gains no Curse. Costs are `cost` now (Bridge)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Replace", "Moat", "Secret Chamber", "Diplomat", "Throne Room", "Bridge", "Great Hall",
           "Watchtower", "Village"]
DIPLOMAT_HAND = ["Diplomat", "Copper", "Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Replace")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Intrigue")


def test_treasure_gained_goes_onto_the_deck() -> None:
    """Trash an Estate ($2), gain a Silver: it goes onto the deck; nobody gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Estate", "Copper"]}, decks={0: ["Gold"]})
    s = act(s, "play Replace")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(act(s, "trash Estate"), "gain Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver", "Gold"], "in_play": ["Replace"]}
    assert s.trash == (card_named("Estate"),)
    assert zones(s, 1) == {} and s.supply_count("Curse") == 10


def test_victory_card_gives_each_other_player_a_curse() -> None:
    """Trash a Silver ($3), gain a Duchy ($5): to the discard pile; seats 1 and 2 gain Curses."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Silver"]}, players=3)
    s = act(act(s, "play Replace"), "gain Duchy")
    assert zones(s, 0) == {"discard": ["Duchy"], "in_play": ["Replace"]}
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {"discard": ["Curse"]}


def test_action_victory_card_does_both() -> None:
    """Great Hall is an Action and a Victory card: onto the deck, and a Curse for the other."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Estate"]})
    s = act(act(s, "play Replace"), "gain Great Hall")
    assert zones(s, 0) == {"deck": ["Great Hall"], "in_play": ["Replace"]}
    assert zones(s, 1) == {"discard": ["Curse"]}


def test_bridge_reduces_both_costs() -> None:
    """After Bridge a Copper costs $0 so Replace gains up to $2 now: a printed $3 card such as
    Village ($2 now) or a Silver, but not a printed $4."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Replace", "Copper"]}, decks={0: ["Estate"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Replace")
    s = act(s, "trash Copper")
    offered = choices(s)
    assert "gain Village" in offered and "gain Silver" in offered and "gain Great Hall" in offered
    assert "gain Bridge" not in offered and "gain Moat" in offered
    s = act(s, "gain Village")
    assert zones(s, 0)["deck"] == ["Village"]


def test_watchtower_trashing_the_gain_leaves_nothing_to_move() -> None:
    """The gained Silver is trashed by Watchtower before Replace would move it: it stays trashed."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Estate", "Watchtower"]})
    s = act(act(act(s, "play Replace"), "trash Estate"), "gain Silver")
    assert choices(s) == ("reveal Watchtower", "no")
    s = act(act(s, "reveal Watchtower"), "trash Silver")
    assert zones(s, 0) == {"hand": ["Watchtower"], "in_play": ["Replace"]}
    assert [c.name for c in s.trash] == ["Estate", "Silver"]


def test_moat_two_players() -> None:
    """Moat revealed when Replace is played: no Curse even though a Duchy is gained."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: ["Moat"]})
    s = act(s, "play Replace")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Moat", "no")
    s = act(act(s, "reveal Moat", pid=1), "gain Duchy")
    assert zones(s, 1) == {"hand": ["Moat"]} and s.supply_count("Curse") == 10


def test_moat_three_players() -> None:
    """Seat 1 reveals Moat and is unaffected; seat 2 gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: ["Moat"], 2: ["Moat"]}, players=3)
    s = act(act(act(s, "play Replace"), "reveal Moat", pid=1), "no", pid=2)
    s = act(s, "gain Duchy")
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"hand": ["Moat"], "discard": ["Curse"]}


def test_secret_chamber_two_and_three_players() -> None:
    """Secret Chamber draws 2 and puts 2 back, but does not stop the Curse; 3 players: both asked."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: ["Secret Chamber"]},
                 decks={1: ["Gold", "Estate"]})
    s = act(act(s, "play Replace"), "reveal Secret Chamber", pid=1)
    s = act(act(s, "topdeck Estate", pid=1), "topdeck Gold", pid=1)
    s = act(act(s, "no", pid=1), "gain Duchy")
    assert zones(s, 1) == {"hand": ["Secret Chamber"], "deck": ["Gold", "Estate"],
                           "discard": ["Curse"]}
    t = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: ["Secret Chamber"],
                                 2: ["Secret Chamber", "Moat"]}, players=3)
    t = act(act(t, "play Replace"), "no", pid=1)
    assert t.waiting_for() == 2 and choices(t) == ("reveal Moat", "reveal Secret Chamber", "no")
    t = act(act(t, "reveal Moat", pid=2), "no", pid=2)
    t = act(t, "gain Duchy")
    assert zones(t, 1) == {"hand": ["Secret Chamber"], "discard": ["Curse"]}
    assert zones(t, 2) == {"hand": ["Secret Chamber", "Moat"]}


def test_diplomat_two_and_three_players() -> None:
    """Diplomat (a hand of 5): draw 2, discard 3; the Curse still comes. 3 players: seat 2 too."""
    s = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: DIPLOMAT_HAND},
                 decks={1: ["Gold", "Gold"]}, players=3)
    s = act(act(s, "play Replace"), "reveal Diplomat", pid=1)
    s = act(s, "discard Copper", "discard Copper", "discard Copper", pid=1)
    s = act(s, "gain Duchy")
    assert zones(s, 1) == {"hand": ["Diplomat", "Copper", "Gold", "Gold"],
                           "discard": ["Curse", "Copper", "Copper", "Copper"]}
    assert zones(s, 2) == {"discard": ["Curse"]}
    two = scenario(KINGDOM, hands={0: ["Replace", "Silver"], 1: DIPLOMAT_HAND})
    two = act(act(act(two, "play Replace"), "no", pid=1), "gain Duchy")
    assert zones(two, 1) == {"hand": DIPLOMAT_HAND, "discard": ["Curse"]}


def test_throne_room_on_replace() -> None:
    """Two plays, each an attack with its own Moat window: Silver onto the deck, then a Duchy
    from the Estate; seat 1 revealed Moat only the second time, so it gains no Curse."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Replace", "Estate", "Copper"], 1: ["Moat"]})
    s = act(act(s, "play Throne Room"), "play Replace")
    s = act(s, "no", pid=1)
    s = act(act(s, "trash Copper"), "gain Estate")
    assert s.waiting_for() == 1
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "gain Silver")  # the Estate, the only card left, is trashed without a question
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Estate"],
                           "in_play": ["Throne Room", "Replace"]}
    assert zones(s, 1) == {"hand": ["Moat"], "discard": ["Curse"]}


def test_nothing_to_gain_gives_nothing() -> None:
    """A Curse ($0) trashed with every pile costing up to $2 empty: no gain, no Curse given
    (5 players, so three empty piles do not end the game)."""
    s = scenario(["Replace", "Village"], hands={0: ["Replace", "Curse", "Silver"]},
                 supply={"Copper": 0, "Curse": 0, "Estate": 0}, players=5)
    s = act(act(s, "play Replace"), "trash Curse")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Replace"]}
    assert [c.name for c in s.trash] == ["Curse"] and choices(s)[0] == "play Silver"
    assert zones(s, 1) == {}


def test_harem_and_nobles_as_in_the_faq() -> None:
    """The FAQ's cases: Harem (Treasure - Victory, from a $4 card) and Nobles (Action - Victory, from
    a $4 card) both go onto the deck and give each other player a Curse."""
    for gained in ("Harem", "Nobles"):
        s = scenario([*KINGDOM, "Harem", "Nobles"], hands={0: ["Replace", "Throne Room"]}, players=3)
        s = act(act(s, "play Replace"), f"gain {gained}")
        assert zones(s, 0) == {"deck": [gained], "in_play": ["Replace"]}
        assert zones(s, 1) == zones(s, 2) == {"discard": ["Curse"]}
