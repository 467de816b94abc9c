"""Gladiator (Empires), $3 Action, the top half of the Gladiator/Fortune pile: "+$2. Reveal a card
from your hand. The player to your left may reveal a copy from their hand. If they do not, +$1 and
trash a Gladiator from the Supply." (FAQ: "If there are no Gladiators in the Supply, you cannot
trash one, but that does not stop you from getting the +1 Coin. If you have no cards in hand, the
player to your left cannot reveal a copy of the card you revealed, so you will get the +1 Coin
and trash a Gladiator.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Gladiator", "Throne Room"]


def test_card_data_and_pile() -> None:
    card = card_named("Gladiator")
    assert (card.cost, card.type_line, card.coins) == (3, "Action", 2)
    assert names(card.pile) == ["Gladiator"] * 5 + ["Fortune"] * 5


def test_no_copy_gives_a_coin_and_trashes_a_gladiator() -> None:
    s = scenario(KINGDOM, hands={0: ["Gladiator", "Silver", "Estate"], 1: ["Copper", "Silver"]})
    s = act(s, "play Gladiator")
    assert choices(s) == ("reveal Estate", "reveal Silver")
    s = act(s, "reveal Estate")
    assert s.player(0).coins == 3 and names(s.trash) == ["Gladiator"]
    assert s.supply_count("Gladiator") == 9
    assert names(known_hand(s.player(0), 0, 1)) == ["Estate"]


def test_a_copy_revealed_stops_it() -> None:
    s = scenario(KINGDOM, hands={0: ["Gladiator", "Silver", "Estate"], 1: ["Copper", "Silver"]})
    s = act(act(s, "play Gladiator"), "reveal Silver", pid=0)
    assert choices(s) == ("reveal Silver", "no")
    s = act(s, "reveal Silver", pid=1)
    assert s.player(0).coins == 2 and s.trash == () and s.supply_count("Gladiator") == 10
    assert names(known_hand(s.player(1), 1, 0)) == ["Silver"]


def test_an_empty_hand_and_an_empty_gladiator_half() -> None:
    """FAQ: no cards in hand: "+1 Coin and trash a Gladiator"; no Gladiators in the Supply: "you
    cannot trash one, but that does not stop you from getting the +1 Coin"."""
    s = act(scenario(KINGDOM, hands={0: ["Gladiator"], 1: ["Copper"]}), "play Gladiator")
    assert s.player(0).coins == 3 and names(s.trash) == ["Gladiator"]
    s = scenario(KINGDOM, hands={0: ["Gladiator"]}, supply={"Gladiator": ["Fortune"]})
    s = act(s, "play Gladiator")
    assert s.player(0).coins == 3 and s.trash == () and s.supply_top("Gladiator") is card_named(
        "Fortune")


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Gladiator", "Estate", "Duchy"], 1: ["Duchy"]})
    s = act(act(act(s, "play Throne Room"), "play Gladiator"), "reveal Estate")
    s = act(s, "reveal Duchy")
    s = act(s, "reveal Duchy", pid=1)
    assert s.player(0).coins == 5 and names(s.trash) == ["Gladiator"]


def test_the_trashing_is_the_gladiator_players_with_tomb() -> None:
    """Tomb: "When you trash a card, +1 VP": the Gladiator trashed from the Supply is trashed by
    the player of Gladiator; none trashed (a copy revealed, or Fortune on top): no VP."""
    s = scenario(KINGDOM, hands={0: ["Gladiator", "Estate", "Duchy"], 1: ["Copper"]},
                 landscapes=["Tomb"])
    s = act(act(s, "play Gladiator"), "reveal Estate")
    assert names(s.trash) == ["Gladiator"] and s.supply_count("Gladiator") == 9
    assert (s.player(0).vp_tokens, s.player(1).vp_tokens) == (1, 0)
    s = scenario(KINGDOM, hands={0: ["Gladiator", "Estate", "Duchy"], 1: ["Estate"]},
                 landscapes=["Tomb"])
    s = act(act(act(s, "play Gladiator"), "reveal Estate"), "reveal Estate", pid=1)
    assert s.trash == () and (s.player(0).vp_tokens, s.player(1).vp_tokens) == (0, 0)
    s = scenario(KINGDOM, hands={0: ["Gladiator"]}, supply={"Gladiator": ["Fortune"]},
                 landscapes=["Tomb"])
    s = act(s, "play Gladiator")
    assert s.trash == () and s.player(0).vp_tokens == 0


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Gladiator"])
