"""Fortune Teller (Cornucopia): "+$2. Each other player reveals cards from the top of his deck
until he reveals a Victory or Curse card. He puts it on top and discards the other revealed
cards."

Rulings (wiki.dominionstrategy.com/index.php/Fortune_Teller, Official FAQ): a player with no
Victory or Curse card in deck and discard pile reveals all of it and discards it all; a shuffle in
the middle does not take in the revealed cards; cards of two types, one of them Victory, count."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Fortune Teller", "Moat", "Throne Room", "Harem"]


def test_card_data() -> None:
    """A $3 Action - Attack of Cornucopia with +$2."""
    c = card_named("Fortune Teller")
    assert (c.cost, c.coins, c.type_line, c.set_name) == (3, 2, "Action - Attack", "Cornucopia 1E")


def test_two_players_curse_found() -> None:
    """Seat 1 reveals Copper, Silver, Curse: the Curse goes back on top, the others are discarded."""
    s = scenario(KINGDOM, hands={0: ["Fortune Teller"]},
                 decks={1: ["Copper", "Silver", "Curse", "Gold"]})
    s = act(s, "play Fortune Teller")
    assert s.player(0).coins == 2
    assert zones(s, 1) == {"deck": ["Curse", "Gold"], "discard": ["Silver", "Copper"]}
    assert s.player(1).deck_known[0] == -1  # everyone saw it go back


def test_three_players_a_victory_treasure_and_nothing_found() -> None:
    """Seat 1's Harem (Treasure - Victory) counts; seat 2 has none: everything is discarded."""
    s = scenario(KINGDOM, hands={0: ["Fortune Teller"]},
                 decks={1: ["Copper", "Harem", "Estate"], 2: ["Copper", "Silver"]}, players=3)
    s = act(s, "play Fortune Teller")
    assert zones(s, 1) == {"deck": ["Harem", "Estate"], "discard": ["Copper"]}
    assert zones(s, 2) == {"discard": ["Silver", "Copper"]}


def test_shuffle_in_the_middle() -> None:
    """The deck runs out: the discard pile (an Estate) is shuffled, the revealed Copper stays out."""
    s = scenario(KINGDOM, hands={0: ["Fortune Teller"]}, decks={1: ["Copper"]},
                 discards={1: ["Estate"]})
    s = act(s, "play Fortune Teller")
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Copper"]}


def test_moat_and_throne_room() -> None:
    """Seat 1 reveals Moat (unaffected); seat 2 is hit twice under a Throne Room: the second reveal
    finds the Estate the first put back."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Fortune Teller"], 1: ["Moat"]},
                 decks={1: ["Copper", "Estate"], 2: ["Silver", "Estate", "Gold"]}, players=3)
    s = act(act(s, "play Throne Room"), "play Fortune Teller")
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "reveal Moat", pid=1)  # the second play is an attack again
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Copper", "Estate"]}
    assert zones(s, 2) == {"deck": ["Estate", "Gold"], "discard": ["Silver"]}
    assert s.player(0).coins == 4
