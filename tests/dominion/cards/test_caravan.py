"""Caravan (Seaside): "+1 Card +1 Action. At the start of your next turn, +1 Card."

Throne Room on Caravan: the Throne Room stays in play with the Caravan until the Caravan's last
effect, and the next-turn draw happens once per play.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $4 Action - Duration of Seaside."""
    card = card_named("Caravan")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Duration", "Seaside")
    assert card.text == "+1 Card +1 Action. At the start of your next turn, +1 Card."


def test_now_and_at_the_start_of_the_next_turn() -> None:
    """+1 Card +1 Action now; it stays in play through Clean-up; +1 Card when the next turn starts."""
    s = scenario(["Caravan"], hands={0: ["Caravan"]},
                 decks={0: ["Silver", "Copper", "Copper", "Copper", "Copper", "Estate", "Gold"]})
    s = act(s, "play Caravan")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": ["Copper"] * 4 + ["Estate", "Gold"],
                           "in_play": ["Caravan"]}
    assert s.player(0).actions == 1
    s = end_turn(s)  # Clean-up: the Caravan stays, five cards drawn
    assert s.current == 1
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Estate"], "deck": ["Gold"],
                           "discard": ["Silver"]}
    assert duration_names(s, 0) == ["Caravan"]
    s = end_turn(s)  # seat 1's turn; then seat 0's starts with +1 Card
    assert s.current == 0
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Estate", "Gold"], "discard": ["Silver"]}
    assert duration_names(s, 0) == ["Caravan"]  # in play until this turn's Clean-up
    s = end_turn(s)
    assert duration_names(s, 0) == []
    p = s.player(0)
    assert "Caravan" in [c.name for c in p.hand + p.deck + p.discard]


def test_throne_room_on_caravan() -> None:
    """Two plays now (+2 Cards +2 Actions), two cards next turn; Throne Room stays with the Caravan."""
    s = scenario([TR, "Caravan"], hands={0: [TR, "Caravan"]},
                 decks={0: ["Silver", "Silver"] + ["Copper"] * 5 + ["Gold", "Gold", "Estate"]})
    s = act(act(s, f"play {TR}"), "play Caravan")
    assert zones(s, 0)["hand"] == ["Silver", "Silver"]
    assert s.player(0).actions == 2
    s = end_turn(s)
    assert duration_names(s, 0) == ["Caravan", TR]
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "deck": ["Gold", "Gold", "Estate"],
                           "discard": ["Silver", "Silver"]}
    s = end_turn(s)
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold", "Gold"]
    assert zones(s, 0)["deck"] == ["Estate"]
    assert duration_names(s, 0) == ["Caravan", TR]
    s = end_turn(s)  # the Caravan's last effect is done: both leave play in this Clean-up
    assert duration_names(s, 0) == []
    assert sorted(c.name for c in s.player(0).all_cards()) == sorted(
        ["Caravan", TR, "Silver", "Silver"] + ["Copper"] * 5 + ["Gold", "Gold", "Estate"])


def test_two_caravans_resolve_separately() -> None:
    """Two Caravans played: two next-turn draws."""
    s = scenario(["Caravan"], hands={0: ["Caravan", "Caravan"]},
                 decks={0: ["Copper"] * 7 + ["Gold", "Gold", "Estate"]})
    s = act(act(s, "play Caravan"), "play Caravan")
    s = end_turn(end_turn(s))
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold", "Gold"]
    assert duration_names(s, 0) == ["Caravan", "Caravan"]


def test_kings_court_on_caravan() -> None:
    """Three plays now, three cards at the start of the next turn, with no decision asked again;
    the King's Court stays in play with the Caravan until that turn's Clean-up."""
    kc = "King's Court"
    s = scenario([kc, "Caravan"], hands={0: [kc, "Caravan"]},
                 decks={0: ["Silver"] * 3 + ["Copper"] * 5 + ["Gold"] * 3 + ["Estate"] * 5})
    s = act(act(s, f"play {kc}"), "play Caravan")
    assert zones(s, 0)["hand"] == ["Silver"] * 3
    assert s.player(0).actions == 3
    s = end_turn(s)
    assert duration_names(s, 0) == ["Caravan", kc]
    assert [(r.card.name, r.times, r.keeper and r.keeper.name) for r in s.player(0).more.lasting.pending] == [
        ("Caravan", 3, kc)]
    s = end_turn(s)
    assert s.current == 0
    assert choices(s)[-1] == "end turn"  # straight to the turn: nothing asked again
    assert zones(s, 0)["hand"] == ["Copper"] * 5 + ["Gold"] * 3
    s = end_turn(s)
    assert duration_names(s, 0) == []
    assert s.player(0).count(kc) == 1 and s.player(0).count("Caravan") == 1
