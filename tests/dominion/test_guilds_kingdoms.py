"""The Cornucopia & Guilds rulebook's recommended kingdoms (2nd edition, 2024: officialKingdoms.js;
recommended.yml of Fabian-Balzer/Randomkingdominion) are offered by name once all their cards
exist; the 1st-edition rulebook's "Bounty of the Hunt" and "The Spice of Life" keep their names
and cards, the 2024 lists of those names are "... 2E"."""

from __future__ import annotations

import pytest

from dgsim.agents import RandomAgent, play_game
from dgsim.dominion import RECOMMENDED, new_game
from dgsim.dominion.kingdom import RULEBOOK_BANES, RULEBOOK_KINGDOMS

LISTS = RULEBOOK_KINGDOMS["Cornucopia"]  # (the Cornucopia & Guilds rulebook)
PLAYABLE = sorted(LISTS)  # every card of them exists


def test_fifteen_lists() -> None:
    assert len(LISTS) == 15 and all(len(cards) == 10 for cards in LISTS.values())
    assert RULEBOOK_BANES["Exchanges"] == "Oasis"
    assert RULEBOOK_BANES["Gilding the Lily"] == "Vassal"


def test_the_first_edition_names_keep_their_cards() -> None:
    assert "Tournament" in RECOMMENDED["Bounty of the Hunt"]
    assert "Tournament" in RECOMMENDED["The Spice of Life"]
    assert "Joust" in LISTS["Bounty of the Hunt 2E"] and "Joust" in LISTS["The Spice of Life 2E"]


@pytest.mark.parametrize("name", PLAYABLE)
def test_offered_once_their_cards_exist(name: str) -> None:
    assert RECOMMENDED[name] == LISTS[name]
    state = new_game(name, seed=2)
    names = {c.name for c in state.mode.kingdom}
    assert set(LISTS[name]) <= names
    if name == "Exchanges":  # Young Witch's Bane, by the rulebook
        assert state.mode.bane is not None and state.mode.bane.name == "Oasis"
    if name == "Quarrymen":  # Prosperity cards: Colonies, as the rulebook lists them
        assert state.supply_count("Colony") > 0


def test_dark_carnival_has_shelters_and_fortress_set_aside() -> None:
    g = new_game("Dark Carnival", seed=3)
    assert g.mode.aside_pile is not None and g.mode.aside_pile.name == "Fortress"
    assert "Necropolis" in [c.name for c in g.players[0].all_cards()]  # Dark Ages cards: Shelters


def test_ferrymans_pile_by_the_rulebook() -> None:
    blue = new_game("Blue Harvest", seed=1).mode.aside_pile
    assert blue is not None and blue.name == "Guard Dog"


def test_one_is_played_to_the_end() -> None:
    state = new_game("Tricks of the Trade", players=3, seed=4, turn_limit=30)
    final = play_game(state, [RandomAgent(1), RandomAgent(2), RandomAgent(3)])
    assert final.game_end()
