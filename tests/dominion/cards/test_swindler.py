"""Swindler (Intrigue): "+$2. Each other player trashes the top card of their deck and gains a card
with the same cost that you choose."

Source: https://wiki.dominionstrategy.com/index.php/Swindler (the attacker picks the replacement
from the Supply, costing exactly the trashed card's cost, Bridge included; no such pile: nothing
gained). The attacker's pick is offered as ``gain <Card>``; the trashed card is public."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Swindler", "Moat", "Secret Chamber", "Diplomat", "Throne Room", "Bridge", "Village",
           "Great Hall"]
DIPLOMAT_HAND = ["Diplomat", "Copper", "Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Swindler")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (
        3, "Action - Attack", 2, "Intrigue")


def test_attacker_chooses_a_card_of_the_same_cost() -> None:
    """Seat 1's Gold ($6) is trashed; seat 0 picks among the $6 piles: Gold only."""
    s = scenario(KINGDOM, hands={0: ["Swindler"]}, decks={1: ["Gold", "Copper"]})
    s = act(s, "play Swindler")
    assert s.player(0).coins == 2
    assert choices(s)[-1] == "end turn"  # seat 0 is in its Buy phase: nothing was asked
    assert zones(s, 1) == {"deck": ["Copper"], "discard": ["Gold"]}  # the only $6 card: no question
    assert names(s.trash) == ["Gold"]


def test_choices_are_every_pile_of_that_cost() -> None:
    """A Silver ($3): every $3 pile in supply order; seat 0 gives a Great Hall."""
    s = act(scenario(KINGDOM, hands={0: ["Swindler"]}, decks={1: ["Silver"]}), "play Swindler")
    assert s.waiting_for() == 0
    assert choices(s) == ("gain Silver", "gain Great Hall", "gain Swindler", "gain Village")
    s = act(s, "gain Great Hall")
    assert zones(s, 1) == {"discard": ["Great Hall"]} and names(s.trash) == ["Silver"]


def test_bridge_changes_the_cost() -> None:
    """After Bridge every cost is $1 less, the trashed card's and the piles' alike: a Silver ($2 now)
    matches the printed $3 piles, an Estate ($1 now) the printed $2 ones."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Swindler"]}, decks={0: ["Copper"], 1: ["Silver"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Swindler")
    assert choices(s) == ("gain Silver", "gain Great Hall", "gain Swindler", "gain Village")
    t = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Swindler"]}, decks={0: ["Copper"], 1: ["Estate"]})
    t = act(act(act(t, "play Village"), "play Bridge"), "play Swindler")
    assert choices(t) == ("gain Estate", "gain Moat", "gain Secret Chamber")


def test_empty_deck_shuffles_and_nothing_left_does_nothing() -> None:
    """An empty deck: the discard pile is shuffled and its Curse trashed ($0: Copper or Curse)."""
    s = scenario(KINGDOM, hands={0: ["Swindler"]}, discards={1: ["Curse"]})
    s = act(s, "play Swindler")
    assert choices(s) == ("gain Copper", "gain Curse") and names(s.trash) == ["Curse"]
    s = act(s, "gain Curse")
    assert zones(s, 1) == {"discard": ["Curse"]} and s.supply_count("Curse") == 9
    empty = act(scenario(KINGDOM, hands={0: ["Swindler"]}), "play Swindler")
    assert zones(empty, 1) == {} and empty.trash == ()


def test_moat_two_and_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Swindler"], 1: ["Moat"]}, decks={1: ["Gold"]})
    s = act(act(s, "play Swindler"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]} and s.trash == ()
    t = scenario(KINGDOM, hands={0: ["Swindler"], 1: ["Moat"]}, decks={1: ["Gold"], 2: ["Gold"]},
                 players=3)
    t = act(act(t, "play Swindler"), "reveal Moat", pid=1)
    assert zones(t, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(t, 2) == {"discard": ["Gold"]} and names(t.trash) == ["Gold"]


def test_secret_chamber_can_protect_the_top_card() -> None:
    """Secret Chamber puts an Estate on top: that Estate is trashed instead of the Gold."""
    s = scenario(KINGDOM, hands={0: ["Swindler"], 1: ["Secret Chamber", "Estate"]},
                 decks={1: ["Gold", "Copper"]})
    s = act(act(s, "play Swindler"), "reveal Secret Chamber", pid=1)
    s = act(act(s, "topdeck Gold", pid=1), "topdeck Estate", pid=1)
    s = act(s, "no", pid=1)
    assert names(s.trash) == ["Estate"]
    s = act(s, "gain Estate")
    assert zones(s, 1) == {"hand": ["Secret Chamber", "Copper"], "deck": ["Gold"],
                           "discard": ["Estate"]}


def test_diplomat_and_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Swindler"], 1: DIPLOMAT_HAND},
                 decks={1: ["Silver", "Silver", "Gold"], 2: ["Estate"]}, players=3)
    s = act(act(s, "play Swindler"), "reveal Diplomat", pid=1)
    s = act(s, "discard Copper", "discard Copper", "discard Copper", pid=1)
    assert names(s.trash) == ["Gold", "Estate"]  # Gold: the only $6 pile, given without a question
    s = act(s, "gain Estate")
    assert zones(s, 1) == {"hand": ["Diplomat", "Copper", "Silver", "Silver"],
                           "discard": ["Gold", "Copper", "Copper", "Copper"]}
    assert zones(s, 2) == {"discard": ["Estate"]}
    assert names(s.trash) == ["Gold", "Estate"]


def test_throne_room_on_swindler() -> None:
    """Twice: +$4, and the victim's top two cards are swindled one after the other."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Swindler"]}, decks={1: ["Silver", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Swindler")
    s = act(s, "gain Village")
    s = act(s, "gain Estate")
    assert s.player(0).coins == 4
    assert zones(s, 1) == {"discard": ["Estate", "Village"]}
    assert names(s.trash) == ["Silver", "Estate"]


def test_potion_costs_must_match_too() -> None:
    """A Gold ($6) is not replaced by Possession ($6 and a Potion), and the other way round."""
    s = act(scenario([*KINGDOM, "Possession"], hands={0: ["Swindler"]}, decks={1: ["Gold"]}),
            "play Swindler")
    assert zones(s, 1) == {"discard": ["Gold"]}  # Gold alone qualifies: no question
    p = act(scenario([*KINGDOM, "Possession"], hands={0: ["Swindler"]}, decks={1: ["Possession"]}),
            "play Swindler")
    assert zones(p, 1) == {"discard": ["Possession"]} and names(p.trash) == ["Possession"]


def test_the_trashed_card_is_seen_by_every_seat() -> None:
    """Before: seat 0 cannot tell seat 1's deck orders apart; after, the trashed top card tells."""
    gold_top = scenario(KINGDOM, hands={0: ["Swindler"]}, decks={1: ["Gold", "Estate"]})
    estate_top = scenario(KINGDOM, hands={0: ["Swindler"]}, decks={1: ["Estate", "Gold"]})
    assert gold_top.info_key(0) == estate_top.info_key(0)
    assert act(gold_top, "play Swindler").info_key(0) != act(estate_top, "play Swindler").info_key(0)


def test_secret_chamber_three_players_played_by_the_last_seat() -> None:
    """Seat 2 plays Swindler: seat 0 (Secret Chamber) and seat 1 are hit in turn order."""
    s = scenario(KINGDOM, hands={2: ["Swindler"], 0: ["Secret Chamber"], 1: ["Secret Chamber"]},
                 decks={0: ["Silver"], 1: ["Gold"]}, players=3, current=2)
    s = act(s, "play Swindler")
    assert s.waiting_for() == 0 and choices(s) == ("reveal Secret Chamber", "no")
    s = act(act(s, "no", pid=0), "no", pid=1)
    s = act(s, "gain Village", pid=2)  # seat 0's Silver; seat 1's Gold has a single answer
    assert zones(s, 0) == {"hand": ["Secret Chamber"], "discard": ["Village"]}
    assert zones(s, 1) == {"hand": ["Secret Chamber"], "discard": ["Gold"]}
