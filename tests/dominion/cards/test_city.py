"""City (Prosperity, 2nd edition): "+1 Card +2 Actions. If there are one or more empty Supply
piles, +1 Card. If there are two or more, +1 Buy and +$1."

Empty piles are counted when City resolves (each play of a Throne Room counts again); every
Supply pile counts, the basic ones too."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones

KINGDOM = ["City", "Throne Room", "Workshop", "Village"]
DECK = ["Gold", "Silver", "Copper", "Estate"]


def test_card_data() -> None:
    """A $5 Action of Prosperity with its printed text."""
    card = card_named("City")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Prosperity")
    assert card.text.startswith("+1 Card +2 Actions. If there are one or more empty Supply piles")


def test_no_empty_pile() -> None:
    """+1 Card +2 Actions only."""
    s = act(scenario(KINGDOM, hands={0: ["City"]}, decks={0: DECK}), "play City")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": DECK[1:], "in_play": ["City"]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 1, 0)


def test_one_empty_pile() -> None:
    """One empty pile (Village): +2 Cards, no Buy, no coin."""
    s = act(scenario(KINGDOM, hands={0: ["City"]}, decks={0: DECK}, supply={"Village": 0}),
            "play City")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": DECK[2:], "in_play": ["City"]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 1, 0)


def test_two_empty_piles_basic_ones_count() -> None:
    """Curse and Estate piles empty: +2 Cards, +1 Buy and +$1."""
    s = act(scenario(KINGDOM, hands={0: ["City"]}, decks={0: DECK},
                     supply={"Curse": 0, "Estate": 0}), "play City")
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": DECK[2:], "in_play": ["City"]}
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 2, 1)


def test_throne_room_each_play_counts() -> None:
    """Throne Room on City with one empty pile (Village): both plays see it: +4 Cards +4 Actions."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "City"]}, decks={0: [*DECK, "Copper"]},
                 supply={"Village": 0})
    s = act(act(s, "play Throne Room"), "play City")
    assert zones(s, 0) == {"hand": DECK, "deck": ["Copper"], "in_play": ["Throne Room", "City"]}
    assert (s.player(0).actions, s.player(0).buys) == (4, 1)


def test_a_pile_emptied_between_plays() -> None:
    """City, Workshop gains the last Village (one empty pile), then a second City: +2 Cards; a
    third pile empty before it (Curse): +1 Buy +$1."""
    s = scenario(KINGDOM, hands={0: ["City", "Workshop", "City"]}, decks={0: DECK + DECK},
                 supply={"Village": 1, "Curse": 0})
    s = act(s, "play City")  # Curse empty: +1 Card more
    assert (s.player(0).buys, s.player(0).coins, len(s.player(0).hand)) == (1, 0, 4)
    s = act(act(s, "play Workshop"), "gain Village")
    s = act(s, "play City")
    p = s.player(0)
    assert (p.actions, p.buys, p.coins) == (2, 2, 1)
    assert zones(s, 0) == {"hand": DECK, "deck": DECK, "discard": ["Village"],
                           "in_play": ["City", "Workshop", "City"]}
