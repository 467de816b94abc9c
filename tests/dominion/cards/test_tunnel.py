"""Tunnel (Hinterlands): "2 VP. When you discard this other than during Clean-up, you may reveal it
to gain a Gold." Offered as ``reveal Tunnel`` / ``no`` for each discard of a Tunnel, in its owner's
turn (Cellar, Minion, Venture's revealed cards) and in another's (Militia)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.intrigue import MINION_CYCLE
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Tunnel", "Cellar", "Militia", "Venture", "Minion"]


def test_card_data() -> None:
    """A $3 Victory - Reaction of Hinterlands worth 2 VP."""
    card = card_named("Tunnel")
    assert (card.cost, card.vp, card.type_line, card.set_name) == (
        3, 2, "Victory - Reaction", "Hinterlands")
    s = scenario(KINGDOM, hands={0: ["Tunnel"]})
    assert s.scores() == (2, 0)


def test_discarded_by_cellar() -> None:
    """Cellar discards a Tunnel: reveal it, gain a Gold; then Cellar draws."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Tunnel", "Copper"]}, decks={0: ["Silver"]})
    s = act(act(s, "play Cellar"), "discard Tunnel")
    assert choices(s) == ("reveal Tunnel", "no")
    s = act(s, "reveal Tunnel")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "discard": ["Gold", "Tunnel"],
                           "in_play": ["Cellar"]}


def test_two_tunnels_each_offered() -> None:
    """Two Tunnels discarded: each discard asks; one Gold is declined."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Tunnel", "Tunnel"]}, decks={0: ["Silver"] * 2})
    s = act(act(s, "play Cellar"), "discard Tunnel", "discard Tunnel")
    s = act(act(s, "reveal Tunnel"), "no")
    assert s.supply_count("Gold") == 29
    assert zones(s, 0)["discard"] == ["Gold", "Tunnel", "Tunnel"]


def test_in_another_players_turn_two_and_three_players() -> None:
    """Militia: seats 1 and 2 each discard a Tunnel; seat 1 reveals it, seat 2 declines."""
    hand = ["Tunnel", "Copper", "Copper", "Estate", "Estate"]
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: hand, 2: hand}, players=3)
    s = act(act(s, "play Militia"), "discard Estate", "discard Tunnel", pid=1)
    assert s.waiting_for() == 1 and choices(s) == ("reveal Tunnel", "no")
    s = act(s, "reveal Tunnel", pid=1)
    s = act(act(s, "discard Estate", "discard Tunnel", pid=2), "no", pid=2)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Estate"], "discard": ["Gold", "Tunnel", "Estate"]}
    assert zones(s, 2) == {"hand": ["Copper", "Copper", "Estate"], "discard": ["Tunnel", "Estate"]}
    two = scenario(KINGDOM, hands={0: ["Militia"], 1: hand})
    two = act(act(act(two, "play Militia"), "discard Estate", "discard Tunnel", pid=1), "reveal Tunnel")
    assert zones(two, 1)["discard"] == ["Gold", "Tunnel", "Estate"]


def test_discarded_from_the_deck_by_venture() -> None:
    """Venture reveals a Tunnel and discards it: reveal it for a Gold, then Venture plays the Silver."""
    s = scenario(KINGDOM, hands={0: ["Venture"]}, decks={0: ["Tunnel", "Silver"]})
    s = act(act(s, "play Venture"), "reveal Tunnel")
    assert zones(s, 0) == {"discard": ["Gold", "Tunnel"], "in_play": ["Venture", "Silver"]}
    assert s.player(0).coins == 3


def test_minion_discard_in_own_turn() -> None:
    """Minion's discard of the hand: the Tunnel may be revealed before the 4 cards are drawn."""
    s = scenario(KINGDOM, hands={0: ["Minion", "Tunnel"]}, decks={0: ["Copper"] * 4})
    s = act(act(s, "play Minion"), MINION_CYCLE)
    assert "hand" not in zones(s, 0) and choices(s) == ("reveal Tunnel", "no")  # not drawn yet
    s = act(s, "reveal Tunnel")
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "discard": ["Gold", "Tunnel"], "in_play": ["Minion"]}


def test_not_during_clean_up() -> None:
    """A Tunnel in hand at Clean-up is discarded without a question."""
    s = scenario(KINGDOM, hands={0: ["Tunnel", "Copper"]}, decks={0: ["Copper"] * 5})
    s = act(s, "end turn")
    assert s.current == 1 and s.supply_count("Gold") == 30
    assert zones(s, 0)["discard"] == ["Copper", "Tunnel"]
