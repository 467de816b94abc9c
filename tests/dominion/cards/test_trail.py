"""Trail (Hinterlands, 2nd edition): "+1 Card +1 Action. When you gain, trash, or discard this,
other than in Clean-up, you may play it."

``play Trail`` or ``no`` when it is gained (from where it was gained), trashed (from the trash) or
discarded other than in Clean-up (from the discard pile); FAQ: played this way it uses no Action,
and in the Buy phase its +1 Action does nothing useful."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Trail", "Chapel", "Cellar", "Workshop", "Militia", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $4 Action - Reaction of Hinterlands."""
    card = card_named("Trail")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Reaction", "Hinterlands")


def test_play() -> None:
    """+1 Card +1 Action."""
    s = act(scenario(KINGDOM, hands={0: ["Trail"]}, decks={0: ["Gold"]}), "play Trail")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Trail"]}
    assert s.player(0).actions == 1


def test_gained_by_workshop_played() -> None:
    """Workshop gains Trail: ``play Trail`` draws a card and gives +1 Action."""
    s = scenario(KINGDOM, hands={0: ["Workshop"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Workshop"), "gain Trail")
    assert choices(s) == ("play Trail", "no")
    s = act(s, "play Trail")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Workshop", "Trail"]}
    assert s.player(0).actions == 1


def test_trashed_by_chapel_played() -> None:
    """Chapel trashes Trail and a Copper: Trail is played from the trash."""
    s = scenario(KINGDOM, hands={0: ["Chapel", "Trail", "Copper"]}, decks={0: ["Gold"]})
    s = act(act(s, "play Chapel"), "trash Copper", "trash Trail")
    assert choices(s) == ("play Trail", "no")
    s = act(s, "play Trail")
    assert [c.name for c in s.trash] == ["Copper"]
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Chapel", "Trail"]}


def test_discarded_declined() -> None:
    """Discarded to Cellar, ``no``: it stays in the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Cellar", "Trail"]}, decks={0: ["Gold"]})
    s = act(act(act(s, "play Cellar"), "discard Trail"), "no")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Trail"], "in_play": ["Cellar"]}


def test_militia_three_players() -> None:
    """Seats 1 and 2 discard Trail to Militia; seat 1 plays it (draws), seat 2 declines."""
    s = scenario(KINGDOM, players=3,
                 hands={0: ["Militia"], 1: ["Trail", "Copper", "Copper", "Copper", "Estate"],
                        2: ["Trail", "Copper", "Copper", "Copper", "Estate"]},
                 decks={1: ["Gold"], 2: ["Gold"]})
    s = act(s, "play Militia")
    s = act(s, "discard Estate", "discard Trail", pid=1)
    s = act(s, "play Trail", pid=1)
    s = act(s, "discard Estate", "discard Trail", pid=2)
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"hand": ["Copper"] * 3 + ["Gold"], "discard": ["Estate"],
                           "in_play": ["Trail"]}
    assert zones(s, 2) == {"hand": ["Copper"] * 3, "deck": ["Gold"],
                           "discard": ["Trail", "Estate"]}


def test_bought_in_buy_phase() -> None:
    """Bought: played in the Buy phase (+1 Card: a Gold, discarded at Clean-up with the Trail)."""
    s = scenario(KINGDOM, hands={0: ["Silver", "Silver"]}, decks={0: ["Gold"] * 6})
    s = act(act(s, "play all treasures"), "buy Trail")
    assert choices(s) == ("play Trail", "no")
    s = act(s, "play Trail")
    assert s.current == 1
    assert zones(s, 0)["hand"] == ["Gold"] * 5
    assert sorted(zones(s, 0)["discard"]) == ["Gold", "Silver", "Silver", "Trail"]


def test_throne_room() -> None:
    """Throne Room: +2 Cards +2 Actions."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Trail"]}, decks={0: ["Gold", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Trail")
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "in_play": ["Throne Room", "Trail"]}
    assert s.player(0).actions == 2
