"""Grand Castle (Empires), $9 Victory–Castle: "5 VP. When you gain this, reveal your hand. +1 VP per
Victory card in your hand and/or in play." (FAQ: "Grand Castle counts both Victory cards in play -
such as an Opulent Castle - and Victory cards in your hand.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from dgsim.dominion.score import score
from tests.dominion.helpers import act, names

KINGDOM = ["Castles"]


def test_card_data() -> None:
    card = card_named("Grand Castle")
    assert (card.cost, card.type_line, card.vp) == (9, "Victory - Castle", 5)
    assert score(scenario(KINGDOM, hands={0: ["Grand Castle"]}), 0) == 5


def test_gained_a_vp_per_victory_card_in_hand_and_in_play() -> None:
    s = scenario([*KINGDOM, "Capital"], hands={0: ["Capital", "Gold", "Humble Castle", "Estate",
                                                   "Duchy", "Copper"]},
                 in_play={0: ["Opulent Castle"]}, supply={"Castles": ["Grand Castle"]})
    s = act(act(s, "play Capital"), "play Gold")  # (Capital's +1 Buy: the turn goes on)
    s = act(s, "play Humble Castle")  # a Victory card in play too
    s = act(s, "buy Grand Castle")
    # in play: Opulent and Humble Castle; in hand: Estate, Duchy (the gained one is not there)
    assert s.player(0).vp_tokens == 4
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper", "Duchy", "Estate"]  # revealed


def test_none_no_vp() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Gold"]},
                 supply={"Castles": ["Grand Castle"]})
    s = act(act(s, "play all treasures"), "buy Grand Castle")
    assert s.player(0).vp_tokens == 0
