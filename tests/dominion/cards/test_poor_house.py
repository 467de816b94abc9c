"""Poor House (Dark Ages), $1 Action: "+$4. Reveal your hand. -$1 per Treasure card in your hand.
(You can't go below $0.)" (FAQ: the Treasures counted are those in hand when it is played; the
$ already made this turn is lost too, but never below $0.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, zones

KINGDOM = ["Poor House", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Poor House")
    assert (card.cost, card.type_line, card.coins) == (1, "Action", 4)


def test_minus_one_per_treasure_in_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Poor House", "Copper", "Silver", "Estate"]})
    s = act(s, "play Poor House")
    assert s.player(0).coins == 2
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Estate"], "in_play": ["Poor House"]}


def test_no_treasures_gives_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Poor House", "Estate", "Village"]})
    s = act(s, "play Poor House")
    assert s.player(0).coins == 4


def test_never_below_zero() -> None:
    s = scenario(KINGDOM, hands={0: ["Poor House", *["Copper"] * 6]})
    s = act(s, "play Poor House")
    assert s.player(0).coins == 0


def test_the_hand_is_revealed_to_every_seat() -> None:
    s = scenario(KINGDOM, hands={0: ["Poor House", "Copper", "Estate"]})
    s = act(s, "play Poor House")
    assert dict(s.player(0).hand_known) == {card_named("Copper"): PUBLIC,
                                            card_named("Estate"): PUBLIC}


def test_throne_room_counts_the_treasures_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Poor House", "Copper"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Poor House")
    assert s.player(0).coins == 6
