"""Horse Traders (Cornucopia): "+1 Buy +$3. Discard 2 cards. When another player plays an Attack
card, you may first set this aside from your hand. If you do, then at the start of your next turn,
+1 Card and return this to your hand."

Offered as ``reveal Horse Traders`` (DESIGN: reactions are revealed); revealing sets it aside on a
record that resolves at the start of its owner's next turn (`p.duration` shows it meanwhile).
Each copy may be set aside for the same attack."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names, zones

HT = "Horse Traders"
KINGDOM = [HT, "Militia", "Witch", "Moat", "Throne Room", "King's Court"]
HAND = [HT, "Estate", "Copper", "Copper", "Silver"]


def test_card_data() -> None:
    """A $4 Action - Reaction of Cornucopia with +1 Buy +$3."""
    card = card_named(HT)
    assert (card.cost, card.type_line, card.buys, card.coins, card.set_name) == (
        4, "Action - Reaction", 1, 3, "Cornucopia 1E")


def test_play_discard_two() -> None:
    """+1 Buy +$3, discard 2 cards; played, it stays in play and leaves no record."""
    s = act(scenario(KINGDOM, hands={0: HAND}), f"play {HT}")
    assert choices(s)[0] == "discard Copper"
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "discard": ["Estate", "Copper"], "in_play": [HT]}
    p = s.player(0)
    assert (p.buys, p.coins, p.more.lasting.records) == (2, 3, ())


def test_throne_room_and_kings_court() -> None:
    """Throne Room: discard 2 twice, +$6 +2 Buys; King's Court with 3 cards: what is left goes."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", *HAND]})
    s = act(act(s, "play Throne Room"), f"play {HT}")
    s = act(s, "discard Copper", "discard Copper")  # the second play: the last two, unasked
    assert zones(s, 0) == {"discard": ["Silver", "Estate", "Copper", "Copper"],
                           "in_play": ["Throne Room", HT]}
    assert (s.player(0).buys, s.player(0).coins) == (3, 6)
    k = scenario(KINGDOM, hands={0: ["King's Court", HT, "Estate", "Copper", "Silver"]})
    k = act(act(act(k, "play King's Court"), f"play {HT}"), "discard Copper", "discard Estate")
    assert zones(k, 0)["discard"] == ["Silver", "Estate", "Copper"]  # then 1, then none
    assert (k.player(0).buys, k.player(0).coins) == (4, 9)


def test_set_aside_then_back_next_turn_with_a_card() -> None:
    """Militia: Horse Traders is set aside first, then the 4 cards left are discarded down to 3; at
    the start of seat 1's next turn: +1 Card and Horse Traders back in hand."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: HAND}, decks={1: ["Gold"] * 6})
    s = act(s, "play Militia")
    assert choices(s) == (f"reveal {HT}", "no")
    s = act(s, f"reveal {HT}", pid=1)
    assert names(s.player(1).duration) == [HT]
    assert zones(s, 1)["hand"] == ["Estate", "Copper", "Copper", "Silver"]
    s = act(s, "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Silver"], "deck": ["Gold"] * 6,
                           "discard": ["Estate"]}
    s = end_turn(s)
    assert s.current == 1
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Silver", "Gold", HT], "deck": ["Gold"] * 5,
                           "discard": ["Estate"]}
    assert s.player(1).duration == ()


def test_two_copies_with_moat_in_the_order_chosen_three_players() -> None:
    """Seat 1 sets aside both Horse Traders and then reveals Moat; seat 2 declines and is hit."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: [HT, HT, "Moat"], 2: [HT]},
                 decks={1: ["Gold"] * 10, 2: ["Silver"] * 10}, players=3)
    s = act(s, "play Witch")
    assert choices(s) == (f"reveal {HT}", "reveal Moat", "no")
    s = act(s, f"reveal {HT}", pid=1)
    assert choices(s) == (f"reveal {HT}", "reveal Moat", "no")
    s = act(act(s, f"reveal {HT}", pid=1), "reveal Moat", pid=1)
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"] * 10}
    assert names(s.player(1).duration) == [HT, HT]
    assert zones(s, 2) == {"hand": [HT], "deck": ["Silver"] * 10, "discard": ["Curse"]}
    s = end_turn(s)  # seat 0's Clean-up; seat 1's turn starts: each record gives +1 Card and a HT
    assert s.current == 1
    assert zones(s, 1) == {"hand": ["Moat", "Gold", HT, "Gold", HT], "deck": ["Gold"] * 8}
    assert s.player(1).duration == ()


def test_in_its_owners_turn_not_for_its_own_attack() -> None:
    """Seat 0 plays Militia with Horse Traders in hand: not offered to seat 0."""
    s = scenario(KINGDOM, hands={0: ["Militia", HT], 1: ["Copper"] * 3})
    s = act(s, "play Militia")
    assert s.waiting_for() == 0 and f"reveal {HT}" not in choices(s)
