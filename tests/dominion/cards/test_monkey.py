"""Monkey (Seaside, 2nd edition): "Until your next turn, when the player to your right gains a card,
+1 Card. At the start of your next turn, +1 Card."

Any gain of the player to the right counts, in any turn (the owner's own Witch too), until the
owner's next turn starts; other players' gains do not. Under a Throne Room: +2 Cards per gain and
+2 Cards next turn.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, zones

TR = "Throne Room"
KINGDOM = ["Monkey", "Witch", TR, "Village"]
DECK = ["Copper"] * 5 + ["Silver", "Gold", "Estate", "Duchy"]


def test_card_data() -> None:
    """A $3 Action - Duration of Seaside."""
    card = card_named("Monkey")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Duration", "Seaside")


def test_the_player_to_the_right_only() -> None:
    """Three players: seat 2 is to seat 0's right. Seat 1's gain draws nothing, seat 2's one card;
    then seat 0's turn starts with +1 Card and the Monkey stops drawing."""
    s = scenario(KINGDOM, hands={0: ["Monkey"]}, decks={0: DECK}, players=3)
    s = end_turn(act(s, "play Monkey"))
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "deck": DECK[5:]}
    s = act(s, "buy Copper")  # seat 1
    assert len(s.player(0).hand) == 5
    assert s.current == 2
    s = act(s, "buy Copper")  # seat 2: +1 Card for seat 0; then seat 0's turn: +1 Card
    assert s.current == 0
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Silver", "Gold"]
    assert duration_names(s, 0) == ["Monkey"]
    s = end_turn(s)
    assert duration_names(s, 0) == []
    s = act(act(s, "buy Copper"), "buy Copper")  # seats 1 and 2: nothing waits any more
    assert len(s.player(0).hand) == 5


def test_in_the_owners_turn() -> None:
    """Seat 0 plays Monkey, then Witch: seat 2's Curse draws a card, seat 1's does not."""
    s = scenario(KINGDOM, hands={0: ["Village", "Monkey", "Witch"]}, decks={0: DECK}, players=3)
    s = act(act(act(s, "play Village"), "play Monkey"), "play Witch")
    assert zones(s, 1) == {"discard": ["Curse"]} and zones(s, 2) == {"discard": ["Curse"]}
    # Village's card, Witch's +2 Cards, then +1 Card for seat 2's Curse
    assert zones(s, 0)["hand"] == ["Copper"] * 4


def test_two_players_the_other_player() -> None:
    s = scenario(KINGDOM, hands={0: ["Monkey"]}, decks={0: DECK})
    s = end_turn(act(s, "play Monkey"))
    s = act(s, "buy Copper")
    assert s.current == 0
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Silver", "Gold"]


def test_throne_room_on_monkey() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Monkey"]}, decks={0: [*DECK, "Province"]})
    s = end_turn(act(act(s, f"play {TR}"), "play Monkey"))
    s = act(s, "buy Copper")
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Silver", "Gold", "Estate", "Duchy"]
    assert sorted(duration_names(s, 0)) == ["Monkey", TR]
    s = end_turn(s)
    assert duration_names(s, 0) == []
