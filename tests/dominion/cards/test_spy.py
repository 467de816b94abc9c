"""Spy (1st edition): "+1 Card +1 Action. Each player (including you) reveals the top card of his deck
and either discards it or puts it back, your choice."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Spy", "Moat"]


def test_card_data() -> None:
    """A $4 Action - Attack from the 1st edition."""
    card = card_named("Spy")
    assert (card.cost, card.type_line, card.edition) == (4, "Action - Attack", 1)


def test_spy_decides_for_itself_then_each_other_player() -> None:
    """+1 Card +1 Action; the Spy's player chooses for its own top card, then each other in turn order."""
    s = scenario(KINGDOM, hands={0: ["Spy"]}, decks={0: ["Copper", "Gold", "Estate"],
                                                     1: ["Province", "Copper"], 2: ["Silver"]},
                 players=3)
    s = act(s, "play Spy")
    assert s.player(0).actions == 1
    assert s.waiting_for() == 0
    assert choices(s) == ("discard Gold", "topdeck Gold")
    s = act(s, "topdeck Gold")
    assert s.waiting_for() == 0  # the attacker decides for seat 1 too
    assert choices(s) == ("discard Province", "topdeck Province")
    s = act(s, "discard Province")
    assert choices(s) == ("discard Silver", "topdeck Silver")
    s = act(s, "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Estate"], "in_play": ["Spy"]}
    assert zones(s, 1) == {"deck": ["Copper"], "discard": ["Province"]}
    assert zones(s, 2) == {"deck": ["Silver"]}
    assert s.player(2).deck_known == (PUBLIC,)  # a revealed card put back is known to everyone


def test_discard_own_card() -> None:
    """The Spy's player may discard its own revealed card."""
    s = scenario(KINGDOM, hands={0: ["Spy"]}, decks={0: ["Copper", "Curse"], 1: ["Gold"]})
    s = act(act(s, "play Spy"), "discard Curse")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Curse"], "in_play": ["Spy"]}
    assert zones(s, 1) == {"deck": ["Gold"]}


def test_moat_protects_only_its_holder() -> None:
    """A revealed Moat makes seat 1 unaffected; the Spy's own reveal and seat 2 still happen."""
    s = scenario(KINGDOM, hands={0: ["Spy"], 1: ["Moat"]},
                 decks={0: ["Copper", "Gold"], 1: ["Province"], 2: ["Duchy"]}, players=3)
    s = act(s, "play Spy")
    assert s.waiting_for() == 1 and choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat")
    assert choices(s) == ("discard Gold", "topdeck Gold")
    s = act(s, "discard Gold")
    assert choices(s) == ("discard Duchy", "topdeck Duchy")
    s = act(s, "discard Duchy")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Gold"], "in_play": ["Spy"]}
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Province"]}
    assert zones(s, 2) == {"discard": ["Duchy"]}


def test_reveal_shuffles_when_the_deck_is_empty() -> None:
    """A player with no deck shuffles its discard pile to reveal; with no cards at all, nothing happens."""
    s = scenario(KINGDOM, hands={0: ["Spy"]}, decks={0: ["Copper"]}, discards={1: ["Gold"]})
    s = act(s, "play Spy")  # seat 0 has nothing left to reveal after drawing
    assert s.waiting_for() == 0 and choices(s) == ("discard Gold", "topdeck Gold")
    s = act(s, "topdeck Gold")
    assert zones(s, 1) == {"deck": ["Gold"]}
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Spy"]}
