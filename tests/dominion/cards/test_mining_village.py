"""Mining Village (Intrigue): "+1 Card +2 Actions. You may trash this for +$2."

Source: https://wiki.dominionstrategy.com/index.php/Mining_Village (2nd-edition text; rulings: a
Mining Village played twice by Throne Room can be trashed only once, as it is no longer in play
for the second play). Offered as ``trash Mining Village`` or ``no``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Mining Village", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $4 Action of Intrigue with +1 Card +2 Actions."""
    card = card_named("Mining Village")
    assert (card.cost, card.type_line, card.cards, card.actions, card.set_name) == (
        4, "Action", 1, 2, "Intrigue")


def test_trash_it_for_two() -> None:
    """``trash Mining Village``: it goes to the trash, +$2; the +1 Card +2 Actions stay."""
    s = scenario(KINGDOM, hands={0: ["Mining Village"]}, decks={0: ["Copper"]})
    s = act(s, "play Mining Village")
    assert choices(s) == ("trash Mining Village", "no")
    s = act(s, "trash Mining Village")
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    assert zones(s, 0) == {"hand": ["Copper"]}
    assert names(s.trash) == ["Mining Village"]


def test_keep_it() -> None:
    """``no``: it stays in play."""
    s = scenario(KINGDOM, hands={0: ["Mining Village"]}, decks={0: ["Copper"]})
    s = act(act(s, "play Mining Village"), "no")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Mining Village"]}
    assert s.player(0).coins == 0 and s.trash == ()


def test_throne_room_trashes_it_once() -> None:
    """Trashed on the first play, it is not there for the second: nothing is asked, although
    another Mining Village is in play."""
    s = scenario(KINGDOM, hands={0: ["Mining Village", "Throne Room", "Mining Village"]},
                 decks={0: ["Copper"] * 3})
    s = act(act(s, "play Mining Village"), "no")
    s = act(act(s, "play Throne Room"), "play Mining Village")
    s = act(s, "trash Mining Village")
    assert zones(s, 0) == {"hand": ["Copper"] * 3, "in_play": ["Mining Village", "Throne Room"]}
    assert (s.player(0).actions, s.player(0).coins) == (5, 2)
    assert names(s.trash) == ["Mining Village"]


def test_throne_room_kept_first_then_trashed() -> None:
    """Kept on the first play, it may be trashed on the second."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mining Village"]}, decks={0: ["Copper"] * 2})
    s = act(act(s, "play Throne Room"), "play Mining Village")
    s = act(act(s, "no"), "trash Mining Village")
    assert zones(s, 0) == {"hand": ["Copper"] * 2, "in_play": ["Throne Room"]}
    assert (s.player(0).actions, s.player(0).coins) == (4, 2)
