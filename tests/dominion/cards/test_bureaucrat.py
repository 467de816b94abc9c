"""Bureaucrat: "Gain a Silver onto your deck. Each other player reveals a Victory card from their
hand and puts it onto their deck (or reveals a hand with no Victory cards)."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Bureaucrat", "Gardens"]


def test_card_data() -> None:
    """A $4 Action - Attack."""
    card = card_named("Bureaucrat")
    assert (card.cost, card.type_line) == (4, "Action - Attack")


def test_victim_chooses_among_victory_cards() -> None:
    """The attacker gains a Silver onto its deck; the victim picks which Victory card to topdeck."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: ["Estate", "Copper", "Duchy", "Gardens"]},
                 decks={0: ["Copper"], 1: ["Gold"]})
    s = act(s, "play Bureaucrat")
    assert s.waiting_for() == 1
    assert choices(s) == ("topdeck Duchy", "topdeck Estate", "topdeck Gardens")
    s = act(s, "topdeck Duchy", pid=1)
    assert zones(s, 0) == {"deck": ["Silver", "Copper"], "in_play": ["Bureaucrat"]}
    assert zones(s, 1) == {"hand": ["Estate", "Copper", "Gardens"], "deck": ["Duchy", "Gold"]}
    assert s.supply_count("Silver") == 39
    assert s.player(1).deck_known[:1] == (PUBLIC,)  # revealed: everyone knows it


def test_one_kind_of_victory_card_is_forced() -> None:
    """Only Estates: the victim is not asked."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: ["Estate", "Copper", "Estate"]})
    s = act(s, "play Bureaucrat")
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Copper", "Estate"], "deck": ["Estate"]}
    assert zones(s, 0) == {"deck": ["Silver"], "in_play": ["Bureaucrat"]}


def test_hand_without_victory_cards() -> None:
    """The victim reveals a hand with no Victory cards; nothing moves."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: ["Copper", "Silver"]}, decks={1: ["Estate"]})
    s = act(s, "play Bureaucrat")
    assert zones(s, 1) == {"hand": ["Copper", "Silver"], "deck": ["Estate"]}
    assert [c.name for c in known_hand(s.player(1), 1, 0)] == ["Copper", "Silver"]  # revealed


def test_empty_hand() -> None:
    """A victim with no cards in hand is unaffected."""
    s = act(scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: []}), "play Bureaucrat")
    assert zones(s, 1) == {}
    assert zones(s, 0) == {"deck": ["Silver"], "in_play": ["Bureaucrat"]}


def test_no_silver_left() -> None:
    """Gaining from an empty Silver pile does nothing; the attack still happens."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: ["Duchy"]}, decks={0: ["Copper"]},
                 supply={"Silver": 0})
    s = act(s, "play Bureaucrat")
    assert zones(s, 0) == {"deck": ["Copper"], "in_play": ["Bureaucrat"]}
    assert zones(s, 1) == {"deck": ["Duchy"]}
    assert s.supply_count("Silver") == 0


def test_each_other_player_in_turn_order() -> None:
    """With three players both others are hit, the next seat first."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: ["Estate", "Duchy"], 2: ["Province", "Estate"]},
                 players=3, current=0)
    s = act(s, "play Bureaucrat")
    assert s.waiting_for() == 1
    s = act(s, "topdeck Estate", pid=1)
    assert s.waiting_for() == 2
    s = act(s, "topdeck Province", pid=2)
    assert zones(s, 1) == {"hand": ["Duchy"], "deck": ["Estate"]}
    assert zones(s, 2) == {"hand": ["Estate"], "deck": ["Province"]}
