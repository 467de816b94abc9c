"""Lighthouse (Seaside, 2nd edition): "+1 Action. Now and at the start of your next turn: +$1.
Until then, when another player plays an Attack card, it doesn't affect you."

A reaction that never asks: while the Lighthouse waits for its owner's next turn, other players'
Attacks skip the owner (with 2 and 3 players); the owner's own turn, and after the next turn's
start, it protects nothing. Throne Room on Lighthouse: +$2 now and next turn.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Lighthouse", "Militia", "Witch", "Moat", "Throne Room"]
FIVE = ["Copper", "Copper", "Estate", "Estate", "Silver"]


def test_card_data() -> None:
    """A $2 Action - Duration of Seaside."""
    card = card_named("Lighthouse")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Duration", "Seaside")


def test_coins_now_and_next_turn() -> None:
    """+1 Action +$1 now; +$1 at the start of the next turn; in play until that turn's Clean-up."""
    s = act(scenario(KINGDOM, hands={0: ["Lighthouse"]}, decks={0: FIVE * 2}), "play Lighthouse")
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)
    s = end_turn(s)
    assert duration_names(s, 0) == ["Lighthouse"]
    s = end_turn(s)
    assert (s.current, s.player(0).coins) == (0, 1)
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_militia_in_another_turn_does_not_affect_the_owner() -> None:
    """Seat 1's Militia: seat 0 (Lighthouse in play) is not asked anything and keeps 5 cards."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse"], 1: ["Militia"]}, decks={0: FIVE * 2})
    s = end_turn(act(s, "play Lighthouse"))
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s)[-1] == "end turn"
    assert zones(s, 0)["hand"] == FIVE
    assert s.player(1).coins == 2


def test_three_players_only_the_owner_is_unaffected() -> None:
    """Seat 1's Witch: seat 0 (Lighthouse) gains no Curse, seat 2 gains one."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse"], 1: ["Witch"]}, decks={0: FIVE * 2}, players=3)
    s = end_turn(act(s, "play Lighthouse"))
    s = act(s, "play Witch")
    assert "Curse" not in [c.name for c in s.player(0).all_cards()]
    assert zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 19


def test_three_players_a_later_seat_attacks() -> None:
    """Seat 2's Militia too: seat 0 stays unaffected, seat 1 discards."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse"], 2: ["Militia"]}, decks={0: FIVE * 2, 1: FIVE},
                 players=3)
    s = end_turn(end_turn(act(s, "play Lighthouse")))
    assert s.current == 2
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert s.waiting_for() == 2
    assert zones(s, 0)["hand"] == FIVE


def test_moat_still_offered() -> None:
    """A Moat in hand is still offered; either way nothing happens to the owner."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse"], 1: ["Witch"]},
                 decks={0: ["Moat", *FIVE[1:], *FIVE]})
    s = end_turn(act(s, "play Lighthouse"))
    s = act(s, "play Witch")
    assert s.waiting_for() == 0
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "no", pid=0)
    assert s.waiting_for() == 1
    assert s.supply_count("Curse") == 10


def test_no_protection_after_the_next_turn_starts() -> None:
    """"Until then": an Attack in the turn after the owner's next turn hits the owner."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse"], 1: ["Copper"]},
                 decks={0: FIVE * 3, 1: ["Militia", *FIVE[1:], *FIVE]})
    s = end_turn(act(s, "play Lighthouse"))  # seat 1 draws Militia in its Clean-up
    s = end_turn(end_turn(s))
    assert duration_names(s, 0) == []
    s = act(s, "play Militia")
    assert s.waiting_for() == 0


def test_not_for_the_owners_own_attack() -> None:
    """Seat 0 plays Militia with its Lighthouse in play: seat 1 is hit as usual."""
    s = scenario(KINGDOM, hands={0: ["Lighthouse", "Militia"], 1: FIVE})
    s = act(act(s, "play Lighthouse"), "play Militia")
    assert s.waiting_for() == 1
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Silver"], "discard": ["Estate", "Estate"]}


def test_throne_room_on_lighthouse() -> None:
    """+2 Actions +$2 now, +$2 next turn, protected meanwhile; Throne Room stays with it."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Lighthouse"], 1: ["Witch"]},
                 decks={0: FIVE * 2})
    s = act(act(s, "play Throne Room"), "play Lighthouse")
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    s = end_turn(s)
    assert sorted(duration_names(s, 0)) == ["Lighthouse", "Throne Room"]
    s = end_turn(act(s, "play Witch"))
    assert s.supply_count("Curse") == 10
    assert (s.current, s.player(0).coins) == (0, 2)
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_witch_with_watchtower_in_hand() -> None:
    """The worked example's Lighthouse case: no Curse is gained, the pile is unchanged, and the
    Watchtower has no gain to react to."""
    s = scenario([*KINGDOM, "Watchtower"], hands={0: ["Lighthouse"], 1: ["Witch"]},
                 decks={0: ["Watchtower", *FIVE[1:], *FIVE]})
    s = end_turn(act(s, "play Lighthouse"))
    s = act(s, "play Witch")
    assert s.waiting_for() == 1
    assert s.supply_count("Curse") == 10
    assert zones(s, 0)["hand"] == ["Watchtower", *FIVE[1:]]
    assert s.trash == ()
