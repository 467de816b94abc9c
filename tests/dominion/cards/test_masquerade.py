"""Masquerade (Intrigue): "+2 Cards. Each player with any cards in hand passes one to the next
such player to their left, at once. Then you may trash a card from your hand."

Source: https://wiki.dominionstrategy.com/index.php/Masquerade (official FAQ: "all players at the
same time choose a card to pass left, putting it face down"; "Players with no cards in hand ...
are skipped over"; "If only one player has cards in their hand, they pass a card to themself";
"This is not an Attack"; "Passed cards are not gained"; Pass: "A passed card is not revealed to
the other players"). Each player picks ``pass <Card>`` in turn order; the picked card waits face
down (known to its owner only) until every card moves at once; then ``trash <Card>`` or ``no``."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.hidden import known_hand
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Masquerade", "Moat", "Throne Room", "Watchtower"]


def test_card_data() -> None:
    """A $3 Action of Intrigue with +2 Cards."""
    card = card_named("Masquerade")
    assert (card.cost, card.type_line, card.cards, card.set_name) == (3, "Action", 2, "Intrigue")


def _two_players() -> DominionState:
    return scenario(KINGDOM, hands={0: ["Masquerade", "Copper", "Estate"], 1: ["Gold", "Curse"]},
                    decks={0: ["Silver", "Estate"]})


def test_each_passes_left_then_trash() -> None:
    """Seat 0 passes an Estate, seat 1 a Curse; they swap; then seat 0 trashes the Curse."""
    s = act(_two_players(), "play Masquerade")
    assert s.waiting_for() == 0
    assert choices(s) == ("pass Copper", "pass Estate", "pass Silver")
    s = act(s, "pass Estate")
    assert s.waiting_for() == 1 and choices(s) == ("pass Curse", "pass Gold")
    s = act(s, "pass Curse", pid=1)
    assert zones(s, 1) == {"hand": ["Gold", "Estate"]}
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Estate", "Curse"],
                           "in_play": ["Masquerade"]}
    assert choices(s) == ("trash Copper", "trash Curse", "trash Estate", "trash Silver", "no")
    s = act(s, "trash Curse")
    assert names(s.trash) == ["Curse"]
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Estate"], "in_play": ["Masquerade"]}


def test_the_pick_is_hidden_until_the_cards_move() -> None:
    """While seat 1 picks, it cannot tell which card seat 0 put face down."""
    s = act(_two_players(), "play Masquerade")
    estate, copper = act(s, "pass Estate"), act(s, "pass Copper")
    assert estate.info_key(1) == copper.info_key(1)
    assert estate.info_key(0) != copper.info_key(0)
    assert choices(estate) == choices(copper) == ("pass Curse", "pass Gold")
    # the card waits face down: seat 1 sees one card there, seat 0 sees which
    assert observation(estate, 1).players[0].mats == (("Masquerade", 1),)
    assert observation(estate, 0).players[0].mats == (("Masquerade", ("Estate",)),)
    assert observation(estate, 1) == observation(copper, 1)


def test_three_players_knowledge_of_passed_cards() -> None:
    """The receiver and the passer know the passed card; the third seat does not."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Masquerade", "Copper", "Estate"], 1: ["Gold", "Curse"],
                        2: ["Silver", "Duchy"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Masquerade"), "pass Estate")
    s = act(act(s, "pass Gold", pid=1), "pass Duchy", pid=2)
    assert zones(s, 1)["hand"] == ["Curse", "Estate"]
    assert zones(s, 2)["hand"] == ["Silver", "Gold"]
    assert names(known_hand(s.player(1), 1, 0)) == ["Estate"]  # seat 0 passed it
    assert names(known_hand(s.player(1), 1, 2)) == []  # seat 2 did not see it
    assert names(known_hand(s.player(2), 2, 1)) == ["Gold"]
    assert names(known_hand(s.player(0), 0, 2)) == ["Duchy"]
    assert names(known_hand(s.player(0), 0, 1)) == []


def test_players_with_empty_hands_are_skipped() -> None:
    """3 players, seat 1 has no cards: seat 0 passes to seat 2, seat 2 to seat 0."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Masquerade", "Copper", "Estate"], 1: [], 2: ["Gold", "Curse"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Masquerade"), "pass Estate")
    assert s.waiting_for() == 2
    s = act(s, "pass Curse", pid=2)
    assert zones(s, 1) == {}
    assert zones(s, 2) == {"hand": ["Gold", "Estate"]}
    assert "Curse" in zones(s, 0)["hand"]


def test_alone_with_cards_passes_to_itself() -> None:
    """Only seat 0 has cards: its card comes back to it."""
    s = scenario(KINGDOM, hands={0: ["Masquerade", "Estate"], 1: []},
                 decks={0: ["Copper", "Silver"]})
    s = act(act(s, "play Masquerade"), "pass Estate")
    assert zones(s, 1) == {}
    assert sorted(zones(s, 0)["hand"]) == ["Copper", "Estate", "Silver"]
    s = act(s, "no")
    assert sorted(zones(s, 0)["hand"]) == ["Copper", "Estate", "Silver"] and s.trash == ()


def test_passing_is_not_gaining() -> None:
    """Seat 1 receives a card with Watchtower in hand: nothing to react to."""
    s = scenario(KINGDOM, hands={0: ["Masquerade", "Copper", "Estate"], 1: ["Watchtower", "Curse"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(act(s, "play Masquerade"), "pass Estate"), "pass Curse", pid=1)
    assert s.waiting_for() == 0 and choices(s)[-1] == "no"
    assert zones(s, 1) == {"hand": ["Watchtower", "Estate"]}


def test_throne_room_on_masquerade() -> None:
    """Two plays: two rounds of passing, two chances to trash."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Masquerade", "Estate"],
                                 1: ["Gold", "Curse", "Silver"]},
                 decks={0: ["Copper"] * 4})
    s = act(act(s, "play Throne Room"), "play Masquerade")
    s = act(act(s, "pass Estate"), "pass Curse", pid=1)
    s = act(s, "trash Curse")
    s = act(s, "pass Silver", pid=1)  # seat 0 holds only Coppers: its pass is forced
    s = act(s, "no")
    assert zones(s, 1) == {"hand": ["Gold", "Estate", "Copper"]}
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Copper", "Silver"],
                           "in_play": ["Throne Room", "Masquerade"]}
    assert names(s.trash) == ["Curse"]
