"""Footpad (Guilds), $5 Action–Attack: "+2 Coffers. Each other player discards down to 3 cards in
hand. In games using this, when you gain a card in an Action phase, +1 Card." (Official FAQ:
"This changes any game it's part of, even if no-one has gained a Footpad"; "This doesn't draw you
cards in Buy phases or Clean-up, just Action phases.")"""

from __future__ import annotations

import pytest

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Footpad", "Throne Room", "Workshop", "Witch", "Moat"]


def test_card_data() -> None:
    assert (card_named("Footpad").cost, card_named("Footpad").type_line) == (5, "Action - Attack")


def test_coffers_and_discard_down_to_three() -> None:
    s = scenario(KINGDOM, hands={0: ["Footpad"], 1: ["Copper", "Copper", "Estate", "Silver",
                                                    "Gold"]})
    s = act(s, "play Footpad")
    assert s.player(0).coffers == 2
    s = act(s, "discard Copper", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Gold"], "discard": ["Estate", "Copper"]}


def test_a_gain_in_an_action_phase_draws_a_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Gold"]})
    s = act(s, "play Workshop")
    s = act(s, "gain Silver")
    assert zones(s, 0)["hand"] == ["Gold"]


def test_anyones_gain_in_an_action_phase_draws_even_the_victims() -> None:
    s = scenario(KINGDOM, hands={0: ["Witch"]}, decks={0: ["Copper"] * 2, 1: ["Gold"]})
    s = act(s, "play Witch")
    assert zones(s, 1) == {"hand": ["Gold"], "discard": ["Curse"]}


def test_no_draw_for_a_buy() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver"]}, decks={0: ["Gold"] * 6})
    s = act(s, "play all treasures")
    s = act(s, "buy Copper")
    assert zones(s, 0)["hand"] == ["Gold"] * 5  # Clean-up's 5; nothing more


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Footpad"], 1: ["Copper"] * 5})
    s = act(s, "play Throne Room")
    s = act(s, "play Footpad")  # (5 Coppers: one way to discard 2, taken unasked)
    assert s.player(0).coffers == 4 and len(s.player(1).hand) == 3


@pytest.mark.parametrize("players", [2, 3])
def test_moat_blocks_the_discard(players: int) -> None:
    hands = {0: ["Footpad"], **{q: ["Moat", "Copper", "Copper", "Copper", "Copper"]
                                for q in range(1, players)}}
    s = scenario(KINGDOM, hands=hands, players=players)
    s = act(s, "play Footpad")
    for q in range(1, players):
        s = act(s, "reveal Moat", pid=q)
        s = act(s, "no", pid=q) if s.auto_step().waiting_for() == q else s
    assert all(len(s.player(q).hand) == 5 for q in range(1, players))
    assert s.player(0).coffers == 2
