"""Watchtower (Prosperity, 2nd edition): "Draw until you have 6 cards in hand. When you gain a card,
you may reveal this from your hand, to either trash that card or put it onto your deck."

Offered as ``reveal Watchtower`` / ``no`` for each of its owner's gains (bought, gained by a card,
in another player's turn), then ``trash <Card>`` or ``topdeck <Card>``; only while the gained card
is still where it was gained."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

WT = "Watchtower"
KINGDOM = [WT, "Workshop", "Witch", "Mine", "Bureaucrat", "Throne Room", "King's Court", "Village"]


def test_card_data() -> None:
    """A $3 Action - Reaction of Prosperity."""
    card = card_named(WT)
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Reaction", "Prosperity")


def test_draw_until_six() -> None:
    """Two other cards in hand: draws four; with 6 or more, draws nothing."""
    s = scenario(KINGDOM, hands={0: [WT, "Copper", "Estate"]}, decks={0: ["Silver"] * 5})
    s = act(s, f"play {WT}")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"] + ["Silver"] * 4, "deck": ["Silver"],
                           "in_play": [WT]}
    s = act(scenario(KINGDOM, hands={0: [WT] + ["Copper"] * 6}, decks={0: ["Silver"]}), f"play {WT}")
    assert zones(s, 0) == {"hand": ["Copper"] * 6, "deck": ["Silver"], "in_play": [WT]}


def test_draw_shuffles_and_stops_when_out_of_cards() -> None:
    """Deck of 1 and discard of 2: all three are drawn, then it stops."""
    s = scenario(KINGDOM, hands={0: [WT]}, decks={0: ["Gold"]}, discards={0: ["Silver", "Silver"]})
    s = act(s, f"play {WT}")
    assert sorted(zones(s, 0)["hand"]) == ["Gold", "Silver", "Silver"]
    assert zones(s, 0)["in_play"] == [WT] and set(zones(s, 0)) == {"hand", "in_play"}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: the first play draws to 6, the second finds 6 and draws nothing; King's Court too."""
    for tr in ("Throne Room", "King's Court"):
        s = scenario(KINGDOM, hands={0: [tr, WT, "Copper"]}, decks={0: ["Silver"] * 8})
        s = act(act(s, f"play {tr}"), f"play {WT}")
        assert zones(s, 0) == {"hand": ["Copper"] + ["Silver"] * 5, "deck": ["Silver"] * 3,
                               "in_play": [tr, WT]}


def test_bought_card_trashed() -> None:
    """Buying a Silver: reveal, trash it; the Watchtower stays in hand."""
    s = scenario(KINGDOM, hands={0: [WT, "Gold"]})
    s = act(act(act(s, "end actions"), "play Gold"), "buy Silver")
    assert s.waiting_for() == 0 and choices(s) == (f"reveal {WT}", "no")
    s = act(s, f"reveal {WT}")
    assert choices(s) == ("trash Silver", "topdeck Silver")
    s = act(s, "trash Silver")
    assert names(s.trash) == ["Silver"] and s.supply_count("Silver") == 39
    assert sorted(zones(s, 0)["hand"]) == ["Gold", WT]  # the turn ended: hand, play reshuffled


def test_bought_card_onto_the_deck() -> None:
    """Buying a Silver: reveal, topdeck it; next turn's hand draws it."""
    s = scenario(KINGDOM, hands={0: [WT, "Gold"]}, decks={0: ["Copper"] * 6})
    s = act(act(act(s, "end actions"), "play Gold"), "buy Silver")
    s = act(act(s, f"reveal {WT}"), "topdeck Silver")
    assert zones(s, 0)["hand"] == ["Silver", "Copper", "Copper", "Copper", "Copper"]


def test_no_keeps_it_in_the_discard_pile() -> None:
    """``no``: the Silver stays on the discard pile."""
    s = scenario(KINGDOM, hands={0: [WT, "Gold"]}, decks={0: ["Copper"] * 6})
    s = act(act(act(act(s, "end actions"), "play Gold"), "buy Silver"), "no")
    assert s.current == 1 and zones(s, 0)["discard"] == [WT, "Gold", "Silver"]


def test_gained_by_a_card_in_own_turn() -> None:
    """Workshop's gain: Watchtower in hand may topdeck it."""
    s = scenario(KINGDOM, hands={0: ["Workshop", WT]})
    s = act(act(s, "play Workshop"), "gain Village")
    s = act(act(s, f"reveal {WT}"), "topdeck Village")
    assert zones(s, 0) == {"hand": [WT], "deck": ["Village"], "in_play": ["Workshop"]}


def test_gained_to_hand_can_go_onto_the_deck() -> None:
    """Mine gains a Silver to the hand; Watchtower may put it onto the deck instead."""
    s = scenario(KINGDOM, hands={0: ["Mine", "Copper", WT]})
    s = act(act(act(s, "play Mine"), "trash Copper"), "gain Silver")
    s = act(act(s, f"reveal {WT}"), "topdeck Silver")
    assert zones(s, 0) == {"hand": [WT], "deck": ["Silver"], "in_play": ["Mine"]}


def test_gained_onto_the_deck_can_be_trashed() -> None:
    """Bureaucrat's Silver goes onto the deck; revealing Watchtower trashes it (the only change)."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat", WT]}, decks={0: ["Copper"]})
    s = act(act(s, "play Bureaucrat"), f"reveal {WT}")
    assert zones(s, 0) == {"hand": [WT], "deck": ["Copper"], "in_play": ["Bureaucrat"]}
    assert names(s.trash) == ["Silver"]


def test_in_another_players_turn_two_and_three_players() -> None:
    """Witch's Curse for seats 1 and 2 (3 players): each Watchtower owner decides for its own Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: [WT], 2: [WT]}, players=3)
    s = act(s, "play Witch")
    assert s.waiting_for() == 1
    s = act(act(s, f"reveal {WT}", pid=1), "trash Curse", pid=1)
    assert s.waiting_for() == 2
    s = act(act(s, f"reveal {WT}", pid=2), "topdeck Curse", pid=2)
    assert zones(s, 1) == {"hand": [WT]} and zones(s, 2) == {"hand": [WT], "deck": ["Curse"]}
    assert names(s.trash) == ["Curse"]
    two = act(act(scenario(KINGDOM, hands={0: ["Witch"], 1: [WT]}), "play Witch"), "no", pid=1)
    assert zones(two, 1) == {"hand": [WT], "discard": ["Curse"]}


def test_not_for_other_players_gains() -> None:
    """Seat 1's Watchtower is not offered when seat 0 gains."""
    s = scenario(KINGDOM, hands={0: ["Workshop"], 1: [WT]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.waiting_for() == 0 and f"reveal {WT}" not in choices(s)
    assert zones(s, 0)["discard"] == ["Silver"]
