"""Guard Dog (Hinterlands, 2nd edition): "+2 Cards. If you have 5 or fewer cards in hand, +2
Cards. When another player plays an Attack, you may first play this from your hand."

FAQ: you draw 2, then count your hand; played in reaction to an Attack it resolves before the
Attack, which then still happens (unless stopped another way, such as a Moat just drawn). Offered
as ``play Guard Dog`` / ``no``; not for its owner's own Attacks. Played in another's turn it uses
no Action."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Guard Dog", "Militia", "Moat", "Throne Room", "Witch"]


def test_card_data() -> None:
    """A $3 Action - Reaction of Hinterlands."""
    card = card_named("Guard Dog")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Reaction", "Hinterlands")


def test_small_hand_draws_four() -> None:
    """From a hand of 3 others: draw 2 (5 in hand), then 2 more."""
    s = scenario(KINGDOM, hands={0: ["Guard Dog", "Copper", "Copper", "Copper"]},
                 decks={0: ["Silver", "Silver", "Gold", "Gold", "Estate"]})
    s = act(s, "play Guard Dog")
    assert zones(s, 0) == {"hand": ["Copper"] * 3 + ["Silver", "Silver", "Gold", "Gold"],
                           "deck": ["Estate"], "in_play": ["Guard Dog"]}


def test_big_hand_draws_two() -> None:
    """From a hand of 4 others: draw 2 (6 in hand): no more."""
    s = scenario(KINGDOM, hands={0: ["Guard Dog"] + ["Copper"] * 4},
                 decks={0: ["Silver", "Silver", "Gold"]})
    s = act(s, "play Guard Dog")
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Silver", "Silver"], "deck": ["Gold"],
                           "in_play": ["Guard Dog"]}


def test_played_against_militia() -> None:
    """Seat 1 plays Guard Dog from a 5-card hand (4 left, +2, then 6 > 5: stop), then discards
    down to 3 for the Militia."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: ["Guard Dog"] + ["Copper"] * 4},
                 decks={1: ["Gold", "Gold", "Silver"]})
    s = act(s, "play Militia")
    assert choices(s) == ("play Guard Dog", "no")
    s = act(s, "play Guard Dog", pid=1)
    s = act(s, "discard Copper", "discard Copper", "discard Copper", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Gold", "Gold"], "deck": ["Silver"],
                           "discard": ["Copper"] * 3, "in_play": ["Guard Dog"]}
    assert s.current == 0 and s.player(0).coins == 2


def test_draws_a_moat_then_reveals_it() -> None:
    """Seat 1's Guard Dog draws a Moat, which is then offered against the Witch."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Guard Dog", "Copper"]},
                 decks={1: ["Moat", "Estate", "Silver", "Gold"]})
    s = act(act(s, "play Witch"), "play Guard Dog", pid=1)
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Moat", "Estate", "Silver", "Gold"],
                           "in_play": ["Guard Dog"]}
    assert s.supply_count("Curse") == 10


def test_two_guard_dogs_and_three_players() -> None:
    """Seat 1 plays both its Guard Dogs (the first draws 4, the second from 4 cards draws 2);
    seat 2 declines; each is still hit."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Witch"], 1: ["Guard Dog", "Guard Dog"], 2: ["Guard Dog"]},
                 decks={1: ["Copper"] * 8})
    s = act(act(s, "play Witch"), "play Guard Dog", pid=1)
    assert choices(s) == ("play Guard Dog", "no")
    s = act(act(s, "play Guard Dog", pid=1), "no", pid=2)
    assert zones(s, 1) == {"hand": ["Copper"] * 6, "deck": ["Copper"] * 2, "discard": ["Curse"],
                           "in_play": ["Guard Dog", "Guard Dog"]}
    assert zones(s, 2) == {"hand": ["Guard Dog"], "discard": ["Curse"]}


def test_not_for_own_attack() -> None:
    """The player of Militia is not offered its own Guard Dog."""
    s = scenario(KINGDOM, hands={0: ["Militia", "Guard Dog"], 1: ["Copper"] * 3})
    s = act(s, "play Militia")
    assert s.waiting_for() == 0 and "play Guard Dog" not in choices(s)


def test_throne_room() -> None:
    """Throne Room: the first play from a hand of 2 draws 4, the second (6 in hand) draws 2."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Guard Dog", "Copper"]},
                 decks={0: ["Silver"] * 8})
    s = act(act(s, "play Throne Room"), "play Guard Dog")
    assert zones(s, 0) == {"hand": ["Copper"] + ["Silver"] * 6, "deck": ["Silver"] * 2,
                           "in_play": ["Throne Room", "Guard Dog"]}
