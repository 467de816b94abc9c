"""Moat: "+2 Cards. When another player plays an Attack card, you may first reveal this from your
hand, to be unaffected by it." Tested against each base-set Attack: Bureaucrat, Bandit, Militia, Witch."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Moat", "Bureaucrat", "Militia", "Bandit", "Witch", "Village"]
VICTIM_HAND = ["Moat", "Estate", "Copper", "Duchy", "Copper"]


def test_card_data() -> None:
    """A $2 Action - Reaction with +2 Cards."""
    card = card_named("Moat")
    assert (card.cost, card.type_line, card.cards) == (2, "Action - Reaction", 2)


def test_plus_two_cards() -> None:
    """Played as an Action: +2 Cards."""
    s = act(scenario(KINGDOM, hands={0: ["Moat"]}, decks={0: ["Gold", "Silver", "Copper"]}), "play Moat")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Copper"], "in_play": ["Moat"]}


def test_reveal_blocks_militia() -> None:
    """Revealing Moat: no discard; the attacker still gets +$2."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: VICTIM_HAND})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": VICTIM_HAND}
    assert s.player(0).coins == 2


def test_decline_then_militia_hits() -> None:
    """``no``: the victim discards down to 3 as usual (and may discard the Moat)."""
    s = act(act(scenario(KINGDOM, hands={0: ["Militia"], 1: VICTIM_HAND}), "play Militia"), "no", pid=1)
    assert s.waiting_for() == 1
    s = act(s, "discard Duchy", "discard Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Estate", "Copper", "Copper"], "discard": ["Moat", "Duchy"]}


def test_reveal_blocks_witch() -> None:
    """Revealing Moat: no Curse; the attacker still draws 2."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: VICTIM_HAND}, decks={0: ["Gold", "Gold"]})
    s = act(act(s, "play Witch"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": VICTIM_HAND}
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "in_play": ["Witch"]}
    assert s.supply_count("Curse") == 10


def test_decline_then_witch_hits() -> None:
    """``no``: the victim gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: VICTIM_HAND})
    s = act(act(s, "play Witch"), "no", pid=1)
    assert zones(s, 1) == {"hand": VICTIM_HAND, "discard": ["Curse"]}
    assert s.supply_count("Curse") == 9


def test_reveal_blocks_bureaucrat() -> None:
    """Revealing Moat: no Victory card goes onto the deck; the attacker still gains a Silver."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: VICTIM_HAND}, decks={1: ["Gold"]})
    s = act(act(s, "play Bureaucrat"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": VICTIM_HAND, "deck": ["Gold"]}
    assert zones(s, 0) == {"deck": ["Silver"], "in_play": ["Bureaucrat"]}


def test_decline_then_bureaucrat_hits() -> None:
    """``no``: the victim puts a Victory card onto its deck."""
    s = scenario(KINGDOM, hands={0: ["Bureaucrat"], 1: VICTIM_HAND}, decks={1: ["Gold"]})
    s = act(act(act(s, "play Bureaucrat"), "no", pid=1), "topdeck Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", "Copper", "Duchy", "Copper"], "deck": ["Estate", "Gold"]}


def test_reveal_blocks_bandit() -> None:
    """Revealing Moat: nothing is revealed or trashed; the attacker still gains a Gold."""
    s = scenario(KINGDOM, hands={0: ["Bandit"], 1: VICTIM_HAND}, decks={1: ["Silver", "Copper"]})
    s = act(act(s, "play Bandit"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": VICTIM_HAND, "deck": ["Silver", "Copper"]}
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Bandit"]}
    assert s.trash == ()


def test_decline_then_bandit_hits() -> None:
    """``no``: the victim trashes the Silver and discards the Copper."""
    s = scenario(KINGDOM, hands={0: ["Bandit"], 1: VICTIM_HAND}, decks={1: ["Silver", "Copper"]})
    s = act(act(s, "play Bandit"), "no", pid=1)
    assert zones(s, 1) == {"hand": VICTIM_HAND, "discard": ["Copper"]}
    assert names(s.trash) == ["Silver"]


def test_only_the_moat_holder_is_unaffected() -> None:
    """Three players: seat 1 reveals Moat, seat 2 (no Moat) still gains a Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Moat"], 2: ["Moat"]}, players=3)
    s = act(act(s, "play Witch"), "reveal Moat", pid=1)
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"hand": ["Moat"], "discard": ["Curse"]}


def test_not_offered_for_a_non_attack_or_to_the_attacker() -> None:
    """Moat reacts only to another player's Attack: a Village asks nothing, nor does one's own Moat."""
    s = scenario(KINGDOM, hands={0: ["Village", "Moat"], 1: ["Moat"]}, decks={0: ["Copper"]})
    s = act(s, "play Village")
    assert s.waiting_for() == 0
    s = scenario(KINGDOM, hands={0: ["Village", "Militia", "Moat"], 1: ["Moat"] * 4},
                 decks={0: ["Copper"]})
    s = act(act(s, "play Village"), "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("reveal Moat", "no")
