"""Weaver (Hinterlands, 2nd edition): "Gain two Silvers or a card costing up to $4. When you
discard this other than in Clean-up, you may play it."

The options by their printed words (``gain two Silvers``, ``a card costing up to $4``); discarded
other than in Clean-up (Cellar; Militia in another player's turn) it may be played at once
(``play Weaver`` / ``no``), from the discard pile into play, using no Action (FAQ); played in
another player's turn it stays in play until its owner's Clean-up."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Weaver", "Cellar", "Militia", "Moat", "Throne Room", "Village", "Smithy"]


def test_card_data() -> None:
    """A $4 Action - Reaction of Hinterlands."""
    card = card_named("Weaver")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Reaction", "Hinterlands")


def test_two_silvers_or_a_card() -> None:
    """``gain two Silvers``."""
    s = act(scenario(KINGDOM, hands={0: ["Weaver"]}), "play Weaver")
    assert choices(s) == ("gain two Silvers", "a card costing up to $4")
    s = act(s, "gain two Silvers")
    assert zones(s, 0) == {"discard": ["Silver", "Silver"], "in_play": ["Weaver"]}


def test_a_card_up_to_four() -> None:
    """The other option: a card costing up to $4."""
    s = act(act(scenario(KINGDOM, hands={0: ["Weaver"]}), "play Weaver"),
            "a card costing up to $4")
    assert "gain Smithy" in choices(s) and "gain Gold" not in choices(s)
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"discard": ["Smithy"], "in_play": ["Weaver"]}


def test_discarded_to_cellar_is_played() -> None:
    """Cellar discards Weaver and an Estate: ``play Weaver`` (no Action needed), then the draw."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Weaver", "Estate"]}, decks={0: ["Gold", "Gold"]})
    s = act(s, "play Cellar")
    s = act(s, "discard Estate", "discard Weaver")
    assert choices(s) == ("play Weaver", "no")
    s = act(s, "play Weaver")
    s = act(s, "gain two Silvers")
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "discard": ["Silver", "Silver", "Estate"],
                           "in_play": ["Cellar", "Weaver"]}
    assert s.player(0).actions == 1  # Cellar's +1 Action; playing Weaver used none


def test_militia_in_another_turn_three_players() -> None:
    """Seat 1 discards Weaver to Militia and plays it (it stays in play until seat 1's Clean-up);
    then seat 2 discards down to 3 (5 Coppers: no question)."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Militia"], 1: ["Weaver", "Copper", "Copper", "Copper", "Estate"],
                        2: ["Copper"] * 5})
    s = act(s, "play Militia")
    s = act(s, "discard Estate", "discard Weaver", pid=1)
    assert choices(s) == ("play Weaver", "no")
    s = act(s, "play Weaver", pid=1)
    s = act(s, "gain two Silvers", pid=1)
    assert zones(s, 1) == {"hand": ["Copper"] * 3, "discard": ["Silver", "Silver", "Estate"],
                           "in_play": ["Weaver"]}
    assert zones(s, 2) == {"hand": ["Copper"] * 3, "discard": ["Copper"] * 2}


def test_not_in_cleanup() -> None:
    """Clean-up discards a Weaver from hand without asking."""
    s = scenario(KINGDOM, hands={0: ["Weaver", "Village"]}, decks={0: ["Copper"] * 6})
    s = act(act(s, "end actions"), "end turn")
    assert s.current == 1 and "Weaver" in zones(s, 0)["discard"]


def test_throne_room() -> None:
    """Throne Room: both options, one each time."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Weaver"]})
    s = act(act(s, "play Throne Room"), "play Weaver")
    s = act(act(s, "gain two Silvers"), "a card costing up to $4")
    s = act(s, "gain Village")
    assert zones(s, 0)["discard"] == ["Village", "Silver", "Silver"]
