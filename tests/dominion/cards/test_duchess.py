"""Duchess (Hinterlands, 1st edition): "+$2. Each player (including you) looks at the top card of
his deck, and discards it or puts it back. In games using this, when you gain a Duchy, you may
gain a Duchess."

Rulebook FAQ: each player in turn order, you first, decides for their own card (``discard <Card>``
or ``topdeck <Card>``); not an Attack; a player whose deck and discard pile are empty looks at
nothing; the Duchess gain works for a Duchy bought or gained otherwise (``gain Duchess`` or
``no``), while the Duchess pile lasts."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Duchess", "Throne Room", "Workshop", "Village", "Moat", "Bridge"]


def test_card_data() -> None:
    """A $2 Action of Hinterlands 1E."""
    card = card_named("Duchess")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action", "Hinterlands 1E")


def test_each_player_looks() -> None:
    """Seat 0 discards its Estate, seat 1 keeps its Gold, seat 2 discards its Curse."""
    s = scenario(KINGDOM, players=3, hands={0: ["Duchess"], 1: ["Moat"]},
                 decks={0: ["Estate"], 1: ["Gold"], 2: ["Curse"]})
    s = act(s, "play Duchess")
    assert s.player(0).coins == 2
    assert choices(s) == ("discard Estate", "topdeck Estate")
    s = act(s, "discard Estate", pid=0)
    s = act(s, "topdeck Gold", pid=1)  # not an Attack: no Moat is offered
    s = act(s, "discard Curse", pid=2)
    assert zones(s, 0) == {"discard": ["Estate"], "in_play": ["Duchess"]}
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(s, 2) == {"discard": ["Curse"]}


def test_empty_deck_looks_at_nothing() -> None:
    """Seat 1 has no cards to look at: only seat 0 decides."""
    s = scenario(KINGDOM, hands={0: ["Duchess"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Duchess"), "topdeck Copper")
    assert s.waiting_for() == 0 and "end turn" in choices(s)
    assert zones(s, 0) == {"deck": ["Copper"], "in_play": ["Duchess"]}


def test_throne_room_looks_twice() -> None:
    """Throne Room: +$4; each player looks twice (the second look sees the next card after a
    discard)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Duchess"]},
                 decks={0: ["Estate", "Silver"], 1: ["Curse", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Duchess")
    s = act(act(s, "discard Estate", pid=0), "discard Curse", pid=1)
    s = act(act(s, "topdeck Silver", pid=0), "topdeck Gold", pid=1)
    assert s.player(0).coins == 4
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Estate"],
                           "in_play": ["Throne Room", "Duchess"]}
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Curse"]}


def test_duchy_bought_may_gain_duchess() -> None:
    """Buying a Duchy: ``gain Duchess`` or ``no``."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]})
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert choices(s) == ("gain Duchess", "no")
    s = act(s, "gain Duchess")
    assert s.supply_count("Duchess") == 9 and s.supply_count("Duchy") == 7
    assert s.current == 1


def test_duchy_gained_otherwise_and_declined() -> None:
    """A Duchy gained with a Workshop after a Throne-Roomed Bridge (Duchy costs $3): ``no``."""
    s = scenario(KINGDOM, hands={0: ["Village", "Throne Room", "Bridge", "Workshop"]})
    s = act(act(act(s, "play Village"), "play Throne Room"), "play Bridge")
    s = act(act(s, "play Workshop"), "gain Duchy")
    assert choices(s) == ("gain Duchess", "no")
    s = act(s, "no")
    assert s.supply_count("Duchess") == 10
    assert zones(s, 0)["discard"] == ["Duchy"]


def test_other_players_duchy() -> None:
    """Only the gaining player is offered a Duchess."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]})
    s = act(act(s, "play all treasures"), "buy Duchy")
    assert s.waiting_for() == 0
