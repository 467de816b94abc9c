"""Saboteur (Intrigue 1E): "Each other player reveals cards from the top of his deck until revealing
one costing $3 or more. He trashes that card and may gain a card costing at most $2 less than it.
He discards the other revealed cards."

Source: https://wiki.dominionstrategy.com/index.php/Saboteur (rulebook: a reshuffle does not
include the revealed cards; with no such card everything revealed is discarded; "Costs of cards
are affected by Bridge"). The victim picks the replacement (``gain <Card>`` or ``no``); every
revealed card is public (set aside face up, then trash and discard pile)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Saboteur", "Moat", "Secret Chamber", "Diplomat", "Throne Room", "Bridge", "Village"]
DIPLOMAT_HAND = ["Diplomat", "Copper", "Copper", "Copper", "Copper"]


def test_card_data() -> None:
    card = card_named("Saboteur")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Attack", "Intrigue 1E")


def test_reveals_until_three_or_more_trashes_and_may_gain() -> None:
    """Copper, Estate, then Gold ($6): Gold trashed; seat 1 may gain up to $4; the rest discarded."""
    s = scenario(KINGDOM, hands={0: ["Saboteur"]}, decks={1: ["Copper", "Estate", "Gold", "Silver"]})
    s = act(s, "play Saboteur")
    assert s.waiting_for() == 1
    assert zones(s, 1) == {"deck": ["Silver"], "set_aside": ["Copper", "Estate"]}
    assert names(s.trash) == ["Gold"]
    offered = choices(s)
    assert offered[-1] == "no" and "gain Silver" in offered and "gain Saboteur" not in offered
    assert "gain Throne Room" in offered and "gain Duchy" not in offered
    s = act(s, "gain Silver", pid=1)
    assert zones(s, 1) == {"deck": ["Silver"], "discard": ["Estate", "Copper", "Silver"]}


def test_the_victim_may_gain_nothing() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Saboteur"]}, decks={1: ["Silver"]}), "play Saboteur")
    assert choices(s) == ("gain Copper", "gain Curse", "no")  # Silver $3: up to $1
    s = act(s, "no", pid=1)
    assert zones(s, 1) == {} and names(s.trash) == ["Silver"]


def test_no_card_costing_three_discards_everything_revealed() -> None:
    """The deck runs out, the discard pile is shuffled (without the revealed cards), still none."""
    s = scenario(KINGDOM, hands={0: ["Saboteur"]}, decks={1: ["Copper", "Estate"]},
                 discards={1: ["Curse"]})
    s = act(s, "play Saboteur")
    assert zones(s, 1) == {"discard": ["Curse", "Estate", "Copper"]} and s.trash == ()


def test_bridge_lowers_both_costs() -> None:
    """After Bridge a Silver costs $2 and is passed over; a Duchy ($4 now) is trashed: up to $2."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Saboteur"]}, decks={0: ["Copper"],
                                                                          1: ["Silver", "Duchy"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Saboteur")
    assert names(s.trash) == ["Duchy"]
    offered = choices(s)
    assert "gain Silver" in offered and "gain Village" in offered and "gain Bridge" not in offered


def test_moat_two_and_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Saboteur"], 1: ["Moat"]}, decks={1: ["Gold"]})
    s = act(act(s, "play Saboteur"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]} and s.trash == ()
    t = scenario(KINGDOM, hands={0: ["Saboteur"], 1: ["Moat"]}, decks={1: ["Gold"], 2: ["Gold"]},
                 players=3)
    t = act(act(act(t, "play Saboteur"), "reveal Moat", pid=1), "no", pid=2)
    assert zones(t, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(t, 2) == {} and names(t.trash) == ["Gold"]


def test_secret_chamber_puts_cheap_cards_on_top() -> None:
    """Secret Chamber: draw the Gold, put back Estate and Copper; the Silver under them is hit."""
    s = scenario(KINGDOM, hands={0: ["Saboteur"], 1: ["Secret Chamber", "Estate", "Copper"]},
                 decks={1: ["Gold", "Curse", "Silver"]})
    s = act(act(s, "play Saboteur"), "reveal Secret Chamber", pid=1)
    s = act(act(act(s, "topdeck Estate", pid=1), "topdeck Copper", pid=1), "no", pid=1)
    assert names(s.trash) == ["Silver"]
    s = act(s, "no", pid=1)
    assert zones(s, 1) == {"hand": ["Secret Chamber", "Gold", "Curse"],
                           "discard": ["Estate", "Copper"]}


def test_diplomat_three_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Saboteur"], 1: DIPLOMAT_HAND},
                 decks={1: ["Estate", "Estate", "Gold"], 2: ["Silver"]}, players=3)
    s = act(act(s, "play Saboteur"), "reveal Diplomat", pid=1)
    s = act(s, "discard Copper", "discard Estate", "discard Estate", pid=1)
    s = act(act(s, "gain Silver", pid=1), "no", pid=2)
    assert zones(s, 1) == {"hand": ["Diplomat", "Copper", "Copper", "Copper"],
                           "discard": ["Silver", "Estate", "Estate", "Copper"]}
    assert names(s.trash) == ["Gold", "Silver"]


def test_throne_room_on_saboteur() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Saboteur"]}, decks={1: ["Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Saboteur")
    s = act(s, "no", pid=1)
    s = act(s, "gain Silver", pid=1)
    assert zones(s, 1) == {"discard": ["Silver"]}
    assert names(s.trash) == ["Silver", "Gold"]


def test_the_revealed_cards_are_seen_by_every_seat() -> None:
    """While seat 1 picks its gain, seat 0 sees the revealed cards set aside and the trashed one."""
    a = act(scenario(KINGDOM, hands={0: ["Saboteur"]}, decks={1: ["Copper", "Gold", "Estate"]}),
            "play Saboteur")
    b = act(scenario(KINGDOM, hands={0: ["Saboteur"]}, decks={1: ["Estate", "Gold", "Copper"]}),
            "play Saboteur")
    assert names(a.player(1).set_aside) == ["Copper"] and names(b.player(1).set_aside) == ["Estate"]
    assert a.info_key(0) != b.info_key(0)


def test_secret_chamber_three_players_and_diplomat_two_players() -> None:
    s = scenario(KINGDOM, hands={1: ["Saboteur"], 2: ["Secret Chamber"], 0: ["Secret Chamber"]},
                 decks={2: ["Gold"], 0: ["Duchy"]}, players=3, current=1)
    s = act(act(act(s, "play Saboteur"), "no", pid=2), "no", pid=0)
    s = act(act(s, "no", pid=2), "no", pid=0)
    assert names(s.trash) == ["Gold", "Duchy"]
    d = scenario(KINGDOM, hands={0: ["Saboteur"], 1: DIPLOMAT_HAND}, decks={1: ["Estate", "Gold", "Silver"]})
    d = act(act(d, "play Saboteur"), "reveal Diplomat", pid=1)
    d = act(d, "discard Copper", "discard Copper", "discard Estate", pid=1)
    assert names(d.trash) == ["Silver"]
