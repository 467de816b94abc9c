"""Wild Hunt (Empires), $5 Action–Gathering: "Choose one: +3 Cards and add 1 VP to the Wild Hunt
Supply pile; or gain an Estate, and if you do, take the VP from the pile." (FAQ: "If the Estate
pile is empty, you can choose that option but will not get the VP tokens. Wild Hunt still functions
normally if the Wild Hunt pile is empty.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.empires import WILD_HUNT_CARDS, WILD_HUNT_ESTATE
from dgsim.dominion.vp import add_pile_vp
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Wild Hunt", "Throne Room"]


def test_card_data() -> None:
    card = card_named("Wild Hunt")
    assert (card.cost, card.type_line) == (5, "Action - Gathering")


def test_the_options_by_their_printed_words() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Wild Hunt"]}), "play Wild Hunt")
    assert choices(s) == (WILD_HUNT_CARDS, WILD_HUNT_ESTATE)
    assert WILD_HUNT_CARDS == "+3 Cards and add 1 VP to the Wild Hunt Supply pile"
    assert WILD_HUNT_ESTATE == "gain an Estate, and if you do, take the VP from the pile"


def test_draws_3_and_adds_a_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Wild Hunt"]}, decks={0: ["Gold"] * 4},
                 supply={"Wild Hunt": 0})  # FAQ: an empty pile still works
    s = act(act(s, "play Wild Hunt"), WILD_HUNT_CARDS)
    assert zones(s, 0) == {"hand": ["Gold"] * 3, "deck": ["Gold"], "in_play": ["Wild Hunt"]}
    assert s.pile_vp("Wild Hunt") == 1


def test_gains_an_estate_and_takes_the_vp() -> None:
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Wild Hunt"]}), "Wild Hunt", 3)
    s = act(act(s, "play Wild Hunt"), WILD_HUNT_ESTATE)
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Wild Hunt"]}
    assert (s.player(0).vp_tokens, s.pile_vp("Wild Hunt"), s.supply_count("Estate")) == (3, 0, 7)


def test_no_estate_no_vp() -> None:
    """FAQ: "If the Estate pile is empty, you can choose that option but will not get the VP"."""
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Wild Hunt"]}, supply={"Estate": 0}),
                    "Wild Hunt", 3)
    s = act(act(s, "play Wild Hunt"), WILD_HUNT_ESTATE)
    assert (s.player(0).vp_tokens, s.pile_vp("Wild Hunt")) == (0, 3)


def test_throne_room_chooses_each_time() -> None:
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Throne Room", "Wild Hunt"]},
                             decks={0: ["Copper"] * 3}), "Wild Hunt", 1)
    s = act(act(s, "play Throne Room"), "play Wild Hunt")
    s = act(act(s, WILD_HUNT_CARDS), WILD_HUNT_ESTATE)
    assert (s.player(0).vp_tokens, s.pile_vp("Wild Hunt")) == (2, 0)
    assert zones(s, 0) == {"hand": ["Copper"] * 3, "discard": ["Estate"],
                           "in_play": ["Throne Room", "Wild Hunt"]}


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Wild Hunt"])
