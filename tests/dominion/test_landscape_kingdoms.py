"""The recommended kingdoms of Adventures and Empires come with their landscapes
(`RULEBOOK_LANDSCAPES`, officialKingdoms.js): by name in `new_game`, in tournaments and in the
CLI's games; a kingdom is offered once its cards and its landscapes are all implemented."""

from __future__ import annotations

from dgsim.agents.tournament import rulebook_landscapes, run_tournament
from dgsim.dominion import new_game
from dgsim.dominion.card import registry
from dgsim.dominion.kingdom import (
    RECOMMENDED,
    RULEBOOK_KINGDOMS,
    RULEBOOK_LANDSCAPES,
    recommended_landscapes,
)


def test_every_kingdom_with_landscapes_is_a_rulebook_kingdom() -> None:
    named = {name for kingdoms in RULEBOOK_KINGDOMS.values() for name in kingdoms}
    assert set(RULEBOOK_LANDSCAPES) <= named
    assert recommended_landscapes("silver bullets") == ("Aqueduct", "Conquest")
    assert recommended_landscapes("First Game") == ()


def test_a_kingdom_is_offered_once_its_cards_and_landscapes_exist() -> None:
    known = registry()
    for kingdoms in RULEBOOK_KINGDOMS.values():
        for name, cards in kingdoms.items():
            complete = all(n in known for n in (*cards, *RULEBOOK_LANDSCAPES.get(name, ())))
            assert (name in RECOMMENDED) == complete, name


def test_new_game_by_name_has_the_rulebooks_landscapes() -> None:
    playable = [n for n in RULEBOOK_LANDSCAPES if n in RECOMMENDED]
    assert "Silver Bullets" in playable and "Gilded Gates" in playable
    for name in playable:
        assert new_game(name, seed=2).landscapes == RULEBOOK_LANDSCAPES[name]
    assert new_game("Silver Bullets", landscapes=[]).landscapes == ()
    assert rulebook_landscapes("Gilded Gates") == ("Basilica", "Palace")


def test_a_tournament_on_a_recommended_kingdom_plays_its_landscapes() -> None:
    result = run_tournament(["bigmoney", "random"], games=2, kingdom="Gilded Gates", workers=1)
    assert result.landscapes == ("Basilica", "Palace")
    assert result.to_dict()["landscapes"] == ["Basilica", "Palace"]
