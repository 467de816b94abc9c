"""Setup (2nd-edition rulebook, "Setup"): supply pile sizes by player count, starting decks, first player.

Rulebook: 60 Copper minus 7 per player; 40 Silver; 30 Gold; 8 Estates/Duchies with 2 players, else 12
(after dealing 3 Estates to each player); Provinces 8 / 12 / 12 / 15 / 18 for 2 / 3 / 4 / 5 / 6 players;
10 Curses per player beyond the first; 10 of each Kingdom card, Victory Kingdom cards 8 / 12 like
Estates.
"""

from __future__ import annotations

import pytest

from dgsim.dominion import KINGDOM_CARDS, kingdom_cards, new_game
from tests.dominion.helpers import names

GARDENS_KINGDOM = ["Cellar", "Chapel", "Moat", "Village", "Gardens", "Militia", "Smithy", "Festival",
                   "Market", "Witch"]
PROVINCES = {2: 8, 3: 12, 4: 12, 5: 15, 6: 18}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_basic_piles(players: int) -> None:
    """Every basic pile has the rulebook's count for the player count."""
    s = new_game(GARDENS_KINGDOM, players=players, seed=1)
    victory = 8 if players == 2 else 12
    expected = {"Copper": 60 - 7 * players, "Silver": 40, "Gold": 30, "Estate": victory,
                "Duchy": victory, "Province": PROVINCES[players], "Curse": 10 * (players - 1)}
    assert {name: s.supply_count(name) for name in expected} == expected


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_kingdom_piles(players: int) -> None:
    """Each Kingdom pile has 10 cards; a Victory Kingdom card (Gardens) has 8 with 2 players, else 12."""
    s = new_game(GARDENS_KINGDOM, players=players, seed=1)
    assert sorted(names(s.mode.kingdom)) == sorted(GARDENS_KINGDOM)
    counts = {c.name: s.supply_count(c.name) for c in s.mode.kingdom}
    gardens = 8 if players == 2 else 12
    assert counts == {n: gardens if n == "Gardens" else 10 for n in GARDENS_KINGDOM}
    assert len(s.mode.piles) == 17


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_starting_decks(players: int) -> None:
    """Each player has 7 Copper and 3 Estates, 5 in hand and 5 in the deck, nothing else."""
    s = new_game("First Game", players=players, seed=3)
    for pid in range(players):
        p = s.player(pid)
        assert sorted(names(p.hand + p.deck)) == ["Copper"] * 7 + ["Estate"] * 3
        assert (len(p.hand), len(p.deck)) == (5, 5)
        assert (p.discard, p.in_play, p.set_aside, p.turns) == ((), (), (), 0)
    assert s.trash == ()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_first_player_starts_its_turn(players: int) -> None:
    """The first player has 1 Action, 1 Buy, $0; the game is waiting for that player."""
    s = new_game("First Game", players=players, seed=11)
    first = s.current
    p = s.player(first)
    assert (p.actions, p.buys, p.coins) == (1, 1, 0)
    assert s.auto_step().waiting_for() == first


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_first_player_depends_on_the_seed(players: int) -> None:
    """Over a range of seeds every seat gets to go first."""
    firsts = {new_game("First Game", players=players, seed=seed).current for seed in range(60)}
    assert firsts == set(range(players))


def test_same_seed_same_game() -> None:
    """Setup is deterministic: equal seeds give equal states and equal hashes."""
    a = new_game("First Game", players=3, seed=42)
    b = new_game("First Game", players=3, seed=42)
    assert a == b and hash(a) == hash(b)
    assert a.auto_step() == b.auto_step()
    assert hash(a.auto_step()) == hash(b.auto_step())


def test_different_seeds_shuffle_differently() -> None:
    """Different seeds give different starting hands or first players (over a few seeds)."""
    starts = {(new_game("First Game", seed=seed).current,
               tuple(names(new_game("First Game", seed=seed).player(0).hand))) for seed in range(10)}
    assert len(starts) > 1


def test_random_kingdom_setup() -> None:
    """``"random"`` picks 10 distinct kingdom cards from the seed; the same seed gives the same game."""
    s = new_game("random", players=2, seed=5)
    assert len(set(s.mode.kingdom)) == 10
    assert all(c in KINGDOM_CARDS for c in s.mode.kingdom)
    assert set(s.mode.kingdom) == set(kingdom_cards("random", 5))
    assert new_game("random", players=2, seed=5) == s


@pytest.mark.parametrize("players", [1, 7])
def test_bad_player_count(players: int) -> None:
    """Dominion takes 2 to 6 players."""
    with pytest.raises(ValueError, match="2 to 6"):
        new_game("First Game", players=players)


def test_a_new_game_is_ready_for_its_first_decision() -> None:
    """Issue 19: no ``auto_step()`` needed; calling it anyway changes nothing."""
    from dgsim.dominion import new_game

    state = new_game("First Game", seed=5)
    assert state.waiting_for() == state.current
    assert state.auto_step() is state
    assert state.action_generator(state.current).labels()


def test_a_states_repr_is_one_short_line_and_str_is_the_table() -> None:
    from dgsim.dominion import new_game

    state = new_game("First Game", seed=5)
    text = repr(state)
    assert "\n" not in text and len(text) < 120
    assert text.startswith("<DominionState turn 1, seat ") and "scores [3, 3]" in text
    assert "Supply:" in str(state) and str(state) == state.render()
    assert state.render(viewer=0) != state.render()  # another seat's hand is hidden


def test_scenario_pile_sizes_are_0_to_255() -> None:
    """The supply keeps one byte per pile: a scenario asking for more is refused by name."""
    from dgsim.dominion import scenario

    assert scenario(GARDENS_KINGDOM, hands={0: []}, supply={"Copper": 255}).supply_count("Copper") == 255
    with pytest.raises(ValueError, match="Copper: a pile holds 0 to 255 cards, not 256"):
        scenario(GARDENS_KINGDOM, hands={0: []}, supply={"Copper": 256})
    with pytest.raises(ValueError, match="Gardens: a pile holds 0 to 255 cards, not -1"):
        scenario(GARDENS_KINGDOM, hands={0: []}, supply={"Gardens": -1})


def test_pile_changed_leaves_the_other_piles() -> None:
    from dgsim.dominion.state import pile_changed

    before = bytes([46, 40, 0])
    assert pile_changed(before, 0, -1) == bytes([45, 40, 0])
    assert pile_changed(before, 2, 3) == bytes([46, 40, 3])
    assert before == bytes([46, 40, 0])
    with pytest.raises(ValueError):
        pile_changed(before, 2, -1)
