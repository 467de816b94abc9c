"""Band of Misfits (Dark Ages; its text since the 2019 errata, Action - Command), $5: "Play a
non-Command Action card from the Supply that costs less than this, leaving it there." (The
latest printing: the chosen card is played from the Supply, ``as <Card>``; Band of Misfits stays
Band of Misfits. Throne Room on it plays it twice, each play choosing anew.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Band of Misfits", "Throne Room", "Village", "Smithy", "Festival", "Mining Village",
           "Workshop"]


def test_card_data() -> None:
    card = card_named("Band of Misfits")
    assert (card.cost, card.type_line) == (5, "Action - Command")


def test_plays_a_cheaper_action_from_the_supply_leaving_it_there() -> None:
    s = scenario(KINGDOM, hands={0: ["Band of Misfits"]}, decks={0: ["Gold"] * 3})
    s = act(s, "play Band of Misfits")
    assert choices(s) == ("as Village", "as Workshop", "as Mining Village", "as Smithy",
                          "as Throne Room")  # not Festival ($5), itself, nor a Command
    s = act(s, "as Smithy")
    assert zones(s, 0) == {"hand": ["Gold"] * 3, "in_play": ["Band of Misfits"]}
    assert s.supply_count("Smithy") == 10


def test_a_card_that_moves_itself_finds_nothing_to_move() -> None:
    s = scenario(KINGDOM, hands={0: ["Band of Misfits"]}, decks={0: ["Copper"]})
    s = act(s, "play Band of Misfits")
    s = act(s, "as Mining Village")  # "you may trash this": it is in the Supply, not in play
    assert s.player(0).actions == 2 and names(s.trash) == []
    assert zones(s, 0)["in_play"] == ["Band of Misfits"]


def test_empty_piles_cannot_be_chosen() -> None:
    s = scenario(KINGDOM, hands={0: ["Band of Misfits"]}, supply={"Smithy": 0})
    s = act(s, "play Band of Misfits")
    assert "as Smithy" not in choices(s)


def test_throne_room_chooses_each_time() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Band of Misfits"]},
                 decks={0: ["Copper"] * 4})
    s = act(s, "play Throne Room")
    s = act(s, "play Band of Misfits")
    s = act(s, "as Village")
    s = act(s, "as Smithy")
    p = s.player(0)
    assert (p.actions, len(p.hand)) == (2, 4)
