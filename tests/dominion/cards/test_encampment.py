"""Encampment (Empires), $2 Action, the top half of the Encampment/Plunder split pile: "+2 Cards.
+2 Actions. You may reveal a Gold or Plunder from your hand. If you do not, set this aside, and
return it to the Supply at the start of Clean-up." (FAQ: "When you return Encampment to the
Supply, it goes on top of its pile, potentially covering up a Plunder.")

The pile is named by its top card (DESIGN): 5 Encampments over 5 Plunders, unshuffled; only its
top card is bought (``buy Encampment``, then ``buy Plunder``)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from dgsim.dominion.observation import observation
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Encampment", "Throne Room"]


def test_card_data_and_the_split_pile() -> None:
    card = card_named("Encampment")
    assert (card.cost, card.type_line, card.cards, card.actions) == (2, "Action", 2, 2)
    assert names(card.pile) == ["Encampment"] * 5 + ["Plunder"] * 5 and not card.pile_shuffled
    assert card.is_kingdom and not card_named("Plunder").is_kingdom
    s = scenario(KINGDOM, hands={})
    assert s.supply_count("Encampment") == s.supply_count("Plunder") == 10
    assert s.supply_top("Plunder") is card
    assert names(s.table.zones.mixed_piles[0]) == names(card.pile)


def test_only_the_top_card_is_bought() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold"]}, supply={"Encampment": ["Encampment",
                                                                             "Plunder"]})
    s = act(s, "play all treasures")
    offered = choices(s)
    assert "buy Encampment" in offered and "buy Plunder" not in offered
    s = act(s, "buy Encampment")
    assert s.supply_top("Encampment") is card_named("Plunder")
    assert s.supply_count("Encampment") == 1


def test_revealing_a_gold_keeps_it_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Encampment", "Gold"]}, decks={0: ["Copper", "Estate"]})
    s = act(s, "play Encampment")
    assert choices(s) == ("reveal Gold", "no")
    s = act(s, "reveal Gold")
    assert zones(s, 0) == {"hand": ["Gold", "Copper", "Estate"], "in_play": ["Encampment"]}
    assert names(known_hand(s.player(0), 0, 1)) == ["Gold"]
    assert observation(s, 1).players[0].hand == ("Gold",)


def test_not_revealing_returns_it_to_the_top_of_its_pile_at_clean_up() -> None:
    """FAQ: "When you return Encampment to the Supply, it goes on top of its pile, potentially
    covering up a Plunder"."""
    s = scenario(KINGDOM, hands={0: ["Encampment", "Plunder"]}, decks={0: ["Copper"] * 7},
                 supply={"Encampment": ["Plunder"]})
    s = act(act(s, "play Encampment"), "no")
    assert zones(s, 0)["set_aside"] == ["Encampment"] and "in_play" not in zones(s, 0)
    s = act(s, "end turn")
    assert s.supply_top("Plunder") is card_named("Encampment") and s.supply_count("Plunder") == 2
    assert "Encampment" not in names(s.player(0).all_cards())


def test_throne_room_sets_it_aside_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Encampment"]}, decks={0: ["Copper"] * 9},
                 supply={"Encampment": []})
    s = act(act(s, "play Throne Room"), "play Encampment")
    assert zones(s, 0)["set_aside"] == ["Encampment"] and s.player(0).actions == 4
    s = act(s, "end turn")
    assert s.supply_count("Encampment") == 1


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Encampment"])
