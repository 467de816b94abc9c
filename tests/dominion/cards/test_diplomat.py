"""Diplomat (Intrigue): "+2 Cards. If you have 5 or fewer cards in hand (after drawing), +2
Actions. When another player plays an Attack card, you may first reveal this from a hand of 5 or
more cards, to draw 2 cards then discard 3."

Source: https://wiki.dominionstrategy.com/index.php/Diplomat (official FAQ: "If you still have at
least 5 cards in hand after doing that ... you can reveal Diplomat again"; "You can reveal a Moat
... either before or after revealing and resolving a Diplomat"). Offered as ``reveal Diplomat``
or ``no``; the revealed Diplomat is known to every seat until it moves."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Diplomat", "Militia", "Witch", "Moat", "Throne Room", "Courtier"]
FIVE = ["Diplomat", "Estate", "Estate", "Copper", "Copper"]


def test_card_data() -> None:
    """A $4 Action - Reaction of Intrigue with +2 Cards."""
    card = card_named("Diplomat")
    assert (card.cost, card.type_line, card.cards, card.set_name) == (
        4, "Action - Reaction", 2, "Intrigue")


def test_small_hand_gets_two_actions() -> None:
    """From a hand of 4: 3 left + 2 drawn = 5 cards, so +2 Actions."""
    s = scenario(KINGDOM, hands={0: ["Diplomat", "Copper", "Copper", "Estate"]},
                 decks={0: ["Silver", "Gold", "Duchy"]})
    s = act(s, "play Diplomat")
    assert s.player(0).actions == 2
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Estate", "Silver", "Gold"],
                           "deck": ["Duchy"], "in_play": ["Diplomat"]}


def test_hand_of_five_gets_no_actions() -> None:
    """From a hand of 5: 4 + 2 = 6 cards, no +2 Actions (the FAQ's example)."""
    s = scenario(KINGDOM, hands={0: FIVE}, decks={0: ["Silver", "Gold"]})
    s = act(s, "play Diplomat")
    assert s.player(0).actions == 0
    assert len(s.player(0).hand) == 6


def test_reaction_to_militia_draws_two_discards_three() -> None:
    """Seat 1 reveals Diplomat (hand of 5): draws 2, discards 3 (4 left, not offered again),
    then Militia makes it discard down to 3."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: FIVE}, decks={1: ["Gold", "Silver"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Diplomat", "no")
    s = act(s, "reveal Diplomat", pid=1)
    assert names(known_hand(s.player(1), 1, 0)) == ["Diplomat"]
    assert len(s.player(1).hand) == 7
    s = act(s, "discard Copper", "discard Estate", "discard Estate", pid=1)
    assert s.waiting_for() == 1 and choices(s) == (
        "discard Copper", "discard Diplomat", "discard Gold", "discard Silver")
    s = act(s, "discard Copper", pid=1)
    assert zones(s, 1) == {"hand": ["Diplomat", "Gold", "Silver"],
                           "discard": ["Copper", "Estate", "Estate", "Copper"]}
    assert s.player(0).coins == 2


def test_not_offered_with_fewer_than_five_cards() -> None:
    """A hand of 4 with Diplomat: Witch's Curse comes without a question."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Diplomat", "Copper", "Copper", "Estate"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(s, "play Witch")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Diplomat", "Copper", "Copper", "Estate"], "discard": ["Curse"]}


def test_offered_again_while_the_hand_holds_five() -> None:
    """Six cards: reveal, draw 2 (8), discard 3 (5): still five, so offered again."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: [*FIVE, "Duchy"]},
                 decks={0: ["Copper", "Copper"], 1: ["Gold", "Silver", "Gold", "Silver"]})
    s = act(act(s, "play Witch"), "reveal Diplomat", pid=1)
    s = act(s, "discard Duchy", "discard Estate", "discard Estate", pid=1)
    assert choices(s) == ("reveal Diplomat", "no")
    s = act(act(s, "reveal Diplomat", pid=1), "discard Copper", "discard Copper", "discard Gold",
            pid=1)
    assert zones(s, 1) == {"hand": ["Diplomat", "Silver", "Gold", "Silver"],
                           "discard": ["Curse", "Gold", "Copper", "Copper", "Estate", "Estate",
                                       "Duchy"]}


def test_three_players_each_may_react_and_moat_after_diplomat() -> None:
    """Witch with 3 players: seat 1 reveals Diplomat then Moat (unaffected); seat 2 reveals
    Diplomat only and still gains a Curse."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Witch"], 1: ["Diplomat", "Moat", "Estate", "Estate", "Copper"],
                        2: FIVE},
                 decks={0: ["Copper", "Copper"], 1: ["Gold", "Silver"], 2: ["Gold", "Silver"]})
    s = act(s, "play Witch")
    assert choices(s) == ("reveal Diplomat", "reveal Moat", "no")
    s = act(act(s, "reveal Diplomat", pid=1), "discard Copper", "discard Estate",
            "discard Estate", pid=1)
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    s = act(act(s, "reveal Diplomat", pid=2), "discard Copper", "discard Estate",
            "discard Estate", pid=2)
    assert zones(s, 1) == {"hand": ["Diplomat", "Moat", "Gold", "Silver"],
                           "discard": ["Estate", "Estate", "Copper"]}
    assert zones(s, 2) == {"hand": ["Diplomat", "Copper", "Gold", "Silver"],
                           "discard": ["Curse", "Estate", "Estate", "Copper"]}
    assert s.waiting_for() == 0


def test_in_the_owners_turn_it_does_not_react() -> None:
    """Only another player's Attack: seat 0's own Militia offers its Diplomat nothing."""
    s = scenario(KINGDOM, hands={0: ["Militia", *FIVE], 1: ["Copper"] * 3})
    s = act(s, "play Militia")
    assert s.waiting_for() == 0 and s.player(0).coins == 2


def test_throne_room_on_diplomat() -> None:
    """Two plays: 2 + 2 = 4 cards (+2 Actions), then 6 cards (none)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Diplomat", "Copper", "Copper"]},
                 decks={0: ["Silver"] * 4})
    s = act(act(s, "play Throne Room"), "play Diplomat")
    assert s.player(0).actions == 2
    assert zones(s, 0) == {"hand": ["Copper", "Copper"] + ["Silver"] * 4,
                           "in_play": ["Throne Room", "Diplomat"]}


def test_militia_in_another_seats_turn_three_players() -> None:
    """Seat 1 plays Militia: seat 2 then seat 0 (turn order) may reveal Diplomat; seat 2 declines
    and discards down to 3, seat 0 reveals (4 cards left: not offered again), then discards 1."""
    s = scenario(KINGDOM, players=3, current=1,
                 hands={1: ["Militia"], 2: FIVE, 0: FIVE}, decks={0: ["Gold", "Silver"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 2 and choices(s) == ("reveal Diplomat", "no")
    s = act(s, "no", pid=2)
    assert s.waiting_for() == 0 and choices(s) == ("reveal Diplomat", "no")
    s = act(act(s, "reveal Diplomat", pid=0), "discard Copper", "discard Copper", "discard Estate",
            pid=0)
    assert s.waiting_for() == 2
    s = act(s, "discard Estate", "discard Estate", pid=2)
    s = act(s, "discard Estate", pid=0)
    assert zones(s, 0) == {"hand": ["Diplomat", "Gold", "Silver"],
                           "discard": ["Estate", "Estate", "Copper", "Copper"]}
    assert zones(s, 2) == {"hand": ["Diplomat", "Copper", "Copper"], "discard": ["Estate", "Estate"]}
    assert s.player(1).coins == 2
