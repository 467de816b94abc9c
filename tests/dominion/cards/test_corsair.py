"""Corsair (Seaside, 2nd edition): "+$2. At the start of your next turn, +1 Card. Until then, each
other player trashes the first Silver or Gold they play each turn."

The play event: a victim's first Silver or Gold of a turn is trashed once it is played (its $
counted); later ones are safe. A player who revealed Moat (or had Lighthouse) when it was played is
unaffected (its record's ``unaffected``). It stops when its owner's next turn starts.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, names, zones

TR = "Throne Room"
KINGDOM = ["Corsair", "Moat", TR, "Merchant"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    """A $5 Action - Duration - Attack of Seaside."""
    card = card_named("Corsair")
    assert (card.cost, card.set_name) == (5, "Seaside")
    assert {t.value for t in card.types} == {"Action", "Duration", "Attack"}


def test_the_first_silver_or_gold_is_trashed() -> None:
    s = scenario(KINGDOM, hands={0: ["Corsair"], 1: ["Copper", "Gold", "Silver"]},
                 decks={0: [*FIVE, "Estate"]})
    s = act(s, "play Corsair")
    assert s.player(0).coins == 2
    s = act(s, "end turn")
    assert duration_names(s, 0) == ["Corsair"]
    s = act(s, "play all treasures")
    assert s.player(1).coins == 6  # the Gold's $3 counted
    assert names(s.trash) == ["Gold"]
    assert zones(s, 1)["in_play"] == ["Copper", "Silver"]
    s = act(s, "end turn")
    assert zones(s, 0)["hand"] == [*FIVE, "Estate"]  # +1 Card at the start of its next turn
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_each_turn_until_the_owners_next_turn() -> None:
    """Three players: seat 1 and seat 2 each lose their first Silver; after seat 0's next turn
    starts, seat 1's Silver is safe."""
    s = scenario(KINGDOM, hands={0: ["Corsair"], 1: ["Silver", "Silver"], 2: ["Silver"]},
                 decks={0: FIVE * 3, 1: ["Silver", *FIVE]}, players=3)
    s = act(act(s, "play Corsair"), "end turn")
    s = act(act(s, "play Silver"), "play Silver")
    assert names(s.trash) == ["Silver"] and s.player(1).coins == 4
    s = act(act(s, "end turn"), "play Silver")
    assert names(s.trash) == ["Silver", "Silver"]
    s = end_turn(act(s, "end turn"))  # seat 0's next turn
    s = act(s, "play Silver")  # seat 1 drew a Silver in Clean-up
    assert names(s.trash) == ["Silver", "Silver"]


def test_moat_makes_a_player_unaffected() -> None:
    s = scenario(KINGDOM, hands={0: ["Corsair"], 1: ["Moat", "Gold"]}, decks={0: FIVE})
    s = act(act(s, "play Corsair"), "reveal Moat", pid=1)
    s = act(act(act(s, "end turn"), "end actions"), "play Gold")
    assert s.trash == ()


def test_merchant_still_counts_the_silver() -> None:
    """The Silver is trashed after its play resolved: Merchant's +$1 happened."""
    s = scenario(KINGDOM, hands={0: ["Corsair"], 1: ["Merchant", "Silver"]},
                 decks={0: FIVE, 1: ["Copper"]})
    s = act(act(act(s, "play Corsair"), "end turn"), "play Merchant")
    s = act(s, "play Silver")
    assert s.player(1).coins == 3
    assert names(s.trash) == ["Silver"]


def test_throne_room_on_corsair() -> None:
    """+$4; still one trashed card a turn; +2 Cards next turn."""
    s = scenario(KINGDOM, hands={0: [TR, "Corsair"], 1: ["Gold", "Gold"]},
                 decks={0: [*FIVE, "Estate", "Duchy"]})
    s = act(act(s, f"play {TR}"), "play Corsair")
    assert s.player(0).coins == 4
    s = act(act(s, "end turn"), "play all treasures")
    assert names(s.trash) == ["Gold"] and s.player(1).coins == 6
    s = act(s, "end turn")
    assert zones(s, 0)["hand"] == [*FIVE, "Estate", "Duchy"]
    assert sorted(duration_names(s, 0)) == ["Corsair", TR]
    s = end_turn(s)
    assert duration_names(s, 0) == []
