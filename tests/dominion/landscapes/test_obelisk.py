"""Obelisk (Empires Landmark): "When scoring, 2 VP per card you have from the chosen pile. Setup:
Choose a random Action Supply pile." (FAQ: "All cards from the chosen pile count, even if they
have different names (such as when it is a split pile). Ruins (from Dark Ages), when used, can be
the pile.")"""

from __future__ import annotations

from dgsim.dominion import new_game, scenario
from dgsim.dominion.score import score
from dgsim.dominion.view import show_state
from dgsim.dominion.vp import choose_landscape_pile

KINGDOM = ["Village", "Smithy", "Market", "Gardens"]


def test_setup_chooses_a_random_action_supply_pile() -> None:
    chosen = {scenario(KINGDOM, hands={0: []}, seed=seed,
                       landscapes=["Obelisk"]).landscape_pile("Obelisk") for seed in range(30)}
    assert chosen == {"Village", "Smithy", "Market"}  # never Gardens nor a basic pile
    s = new_game(KINGDOM, players=2, seed=3, landscapes=["Obelisk"], any_kingdom_size=True)
    assert s.landscape_pile("Obelisk") in {"Village", "Smithy", "Market"}
    again = new_game(KINGDOM, players=2, seed=3, landscapes=["Obelisk"],
                     any_kingdom_size=True)
    assert again.landscape_pile("Obelisk") == s.landscape_pile("Obelisk")  # by the seed


def test_2_vp_per_card_from_the_chosen_pile() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Village"], 1: ["Copper"]},
                 decks={0: ["Smithy", "Estate"]}, discards={0: ["Smithy", "Market"]},
                 in_play={1: ["Village"]}, landscapes=["Obelisk"])
    s = choose_landscape_pile(s, "Obelisk", "Smithy")
    assert s.landscape_pile("Obelisk") == "Smithy"
    assert score(s, 0) == 2 * 3 + 1  # three Smithies (hand, deck, discard), one Estate
    assert score(s, 1) == 0
    s = choose_landscape_pile(s, "Obelisk", "Village")
    assert (score(s, 0), score(s, 1)) == (2 + 1, 2)


def test_a_split_pile_counts_both_halves() -> None:
    """FAQ: "All cards from the chosen pile count, even if they have different names (such as
    when it is a split pile)"; chosen by either half's name, it is the pile."""
    s = scenario(["Gladiator", "Smithy"], hands={0: ["Gladiator", "Fortune", "Smithy"]},
                 decks={0: []}, landscapes=["Obelisk"])
    s = choose_landscape_pile(s, "Obelisk", "Fortune")
    assert s.landscape_pile("Obelisk") == "Gladiator"
    assert score(s, 0) == 4


def test_knights_and_ruins_count_all_their_cards() -> None:
    """FAQ: "Ruins (from Dark Ages), when used, can be the pile"; Knights: all their names."""
    s = scenario(["Knights", "Marauder"],
                 hands={0: ["Dame Anna", "Sir Martin", "Ruined Village", "Survivors", "Marauder"]},
                 decks={0: []}, landscapes=["Obelisk"])
    assert score(choose_landscape_pile(s, "Obelisk", "Knights"), 0) == 4
    assert score(choose_landscape_pile(s, "Obelisk", "Ruins"), 0) == 4
    chosen = {scenario(["Knights", "Marauder"], hands={0: []}, seed=seed,
                       landscapes=["Obelisk"]).landscape_pile("Obelisk") for seed in range(30)}
    assert chosen == {"Knights", "Marauder", "Ruins"}


def test_no_action_supply_pile_chooses_none() -> None:
    s = scenario(["Gardens"], hands={0: ["Gardens"]}, decks={0: []}, landscapes=["Obelisk"])
    assert s.landscape_pile("Obelisk") is None and score(s, 0) == 0


def test_the_text_view_shows_the_chosen_pile() -> None:
    s = scenario(KINGDOM, hands={0: []}, landscapes=["Obelisk"])
    s = choose_landscape_pile(s, "Obelisk", "Market")
    assert "Chosen piles: Obelisk: Market" in show_state(s, viewer=1)
