"""Herald (Guilds), $4 Action: "+1 Card. +1 Action. Reveal the top card of your deck. If it's an
Action, play it. Overpay: For each $1 overpaid, put a card from your discard pile onto your
deck." (FAQ: playing the card "is not optional" and "does not 'use up' one of your Action
plays"; "put them on your deck in any order".)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Herald", "Throne Room", "Village", "Smithy"]


def test_card_data() -> None:
    card = card_named("Herald")
    assert (card.cost, card.overpaid is not None) == (4, True)


def test_plays_a_revealed_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Herald"]}, decks={0: ["Copper", "Smithy", "Gold", "Gold",
                                                            "Gold"]})
    s = act(s, "play Herald")
    assert zones(s, 0) == {"hand": ["Copper", "Gold", "Gold", "Gold"],
                           "in_play": ["Herald", "Smithy"]}
    assert s.player(0).actions == 1


def test_puts_back_anything_else() -> None:
    s = scenario(KINGDOM, hands={0: ["Herald"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Herald")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Herald"]}


def test_overpay_puts_discards_on_the_deck_in_the_order_picked() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]}, decks={0: ["Copper"] * 5},
                 discards={0: ["Estate", "Province", "Village"]})
    s = act(s, "play all treasures")
    s = act(s, "buy Herald")
    s = act(s, "overpay $1")
    assert choices(s) == ("topdeck Estate", "topdeck Province", "topdeck Village")
    s = act(s, "topdeck Village")
    assert s.player(0).deck[0].name == "Copper"  # Clean-up drew; Village was on top
    assert "Village" in [c.name for c in s.player(0).hand]


def test_overpay_more_than_the_discard_pile_holds() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Silver"]}, decks={0: ["Copper"] * 7},
                 discards={0: ["Estate"]})
    s = act(s, "play all treasures")
    s = act(s, "buy Herald")
    s = act(s, "overpay $3")
    assert sorted(c.name for c in s.player(0).hand) == ["Copper"] * 4 + ["Estate"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Herald"]},
                 decks={0: ["Copper", "Village", "Estate", "Silver", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Herald")
    assert zones(s, 0)["in_play"] == ["Throne Room", "Herald", "Village"]
    assert zones(s, 0)["hand"] == ["Copper", "Estate", "Silver"]
    assert zones(s, 0)["deck"] == ["Gold"]
    assert s.player(0).actions == 4
