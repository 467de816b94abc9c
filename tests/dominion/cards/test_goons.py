"""Goons (Prosperity 1E): "+1 Buy +$2. Each other player discards down to 3 cards in hand. While
this is in play, when you buy a card, +1 VP."

A reaction that never asks: +1 VP token per Goons in play per card bought (a Throne Room does not
double it: one Goons is in play); gaining without buying gives nothing. Tokens count in the
score. Moat blocks the attack only."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["Goons", "Moat", "Throne Room", "King's Court", "Workshop", "Village"]


def test_card_data() -> None:
    """A $6 Action - Attack of Prosperity 1E."""
    card = card_named("Goons")
    assert (card.cost, card.type_line, card.set_name, card.coins, card.buys) == (
        6, "Action - Attack", "Prosperity 1E", 2, 1)
    assert card.text.endswith("While this is in play, when you buy a card, +1 VP.")


def test_attack_and_vp_per_buy() -> None:
    """Seat 1 discards 2 of 5; seat 0 buys two Coppers with $2 and 2 Buys: +2 VP, scored."""
    s = scenario(KINGDOM, hands={0: ["Goons"], 1: ["Copper", "Copper", "Estate", "Estate", "Gold"]})
    s = act(s, "play Goons")
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Gold"], "discard": ["Estate", "Estate"]}
    s = act(act(s, "buy Copper"), "buy Copper")
    assert s.player(0).vp_tokens == 2
    assert s.scores() == (2, 2)


def test_gaining_without_buying_gives_nothing() -> None:
    """Workshop played with Goons in play (from a scenario): no VP."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Goons"]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.player(0).vp_tokens == 0


def test_two_goons_two_tokens_a_buy_and_moat() -> None:
    """Village, Goons, Goons: seat 1 reveals Moat each time; one buy gives 2 VP."""
    s = scenario(KINGDOM, hands={0: ["Village", "Goons", "Goons"], 1: ["Moat"] + ["Estate"] * 4},
                 decks={0: ["Estate"]})
    s = act(act(s, "play Village"), "play Goons")
    s = act(s, "reveal Moat", pid=1)
    s = act(act(s, "play Goons"), "reveal Moat", pid=1)
    assert len(s.player(1).hand) == 5
    s = act(s, "buy Silver")
    assert s.player(0).vp_tokens == 2


def test_throne_room_and_kings_court() -> None:
    """Throne Room on Goons: +2 Buys +$4, two attacks, but +1 VP a buy; King's Court: 4 Buys."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Goons"], 1: ["Estate"] * 5})
    s = act(act(s, "play Throne Room"), "play Goons")  # all Estates: the discard is forced,
    # and the second attack finds 3 cards: nothing
    assert zones(s, 1) == {"hand": ["Estate"] * 3, "discard": ["Estate"] * 2}
    assert (s.player(0).buys, s.player(0).coins) == (3, 4)
    s = act(act(act(s, "buy Copper"), "buy Copper"), "buy Copper")
    assert s.player(0).vp_tokens == 3
    kc = act(act(scenario(KINGDOM, hands={0: ["King's Court", "Goons"], 1: []}),
                 "play King's Court"), "play Goons")
    assert (kc.player(0).buys, kc.player(0).coins) == (4, 6)
