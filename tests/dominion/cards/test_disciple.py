"""Disciple (Adventures), $5* Action - Traveller (not in the supply: Peasant's line): "You may play
an Action card from your hand twice. Gain a copy of it. When you discard this from play, you may
exchange it for a Teacher."

Official FAQ: "Playing an Action card from your hand is optional. If you do play one, you play it
twice, then gain a copy of it if possible; gaining the copy is not optional once you have played
it. The copy comes from the Supply and is put into your discard pile; if the Action is a
non-Supply card, such as Fugitive, you can play it twice, but do not gain a copy of it. ... If you
use Disciple on a Duration card, Disciple will stay in play until the Duration card is
discarded."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Peasant", TR, "Village", "Amulet"]


def test_card_data() -> None:
    card = card_named("Disciple")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action - Traveller", "Adventures")


def test_plays_an_action_twice_then_gains_a_copy() -> None:
    s = scenario(KINGDOM, hands={0: ["Disciple", "Village", "Estate"]}, decks={0: ["Copper"] * 3})
    s = act(s, "play Disciple")
    assert choices(s) == ("play Village", "no")
    s = act(s, "play Village")
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Copper"], "deck": ["Copper"],
                           "in_play": ["Disciple", "Village"], "discard": ["Village"]}
    assert s.player(0).actions == 4 and s.supply_count("Village") == 9


def test_optional() -> None:
    s = act(act(scenario(KINGDOM, hands={0: ["Disciple", "Village"]}), "play Disciple"), "no")
    assert zones(s, 0) == {"hand": ["Village"], "in_play": ["Disciple"]}


def test_a_card_from_outside_the_supply_no_copy() -> None:
    s = scenario(KINGDOM, hands={0: ["Disciple", "Fugitive", "Estate", "Curse"]},
                 decks={0: ["Copper"] * 4})
    s = act(act(act(act(s, "play Disciple"), "play Fugitive"), "discard Estate"), "discard Curse")
    assert zones(s, 0)["discard"] == ["Curse", "Estate"] and s.supply_count("Fugitive") == 5


def test_a_duration_keeps_disciple_in_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Disciple", "Amulet"]}, decks={0: ["Copper"] * 10})
    s = act(act(act(act(s, "play Disciple"), "play Amulet"), "+$1"), "+$1")
    assert zones(s, 0)["discard"] == ["Amulet"]
    s = end_turn(s)  # it stays: not discarded, no exchange offered
    assert s.current == 1 and sorted(duration_names(s, 0)) == ["Amulet", "Disciple"]


def test_exchanged_for_a_teacher_or_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Disciple"]}, decks={0: ["Copper"] * 5})
    s = end_turn(act(s, "play Disciple"))
    assert choices(s) == ("exchange Teacher", "no")
    yes = act(s, "exchange Teacher")
    assert zones(yes, 0)["discard"] == ["Teacher"] and yes.supply_count("Disciple") == 6
    no = act(s, "no")
    assert zones(no, 0)["discard"] == ["Disciple"] and no.supply_count("Teacher") == 5


def test_throne_room_on_disciple() -> None:
    """Throne Room plays Disciple twice: two Actions each played twice, two copies."""
    s = scenario(KINGDOM, hands={0: [TR, "Disciple", "Village", "Village"]},
                 decks={0: ["Copper"] * 8})
    s = act(act(act(s, f"play {TR}"), "play Disciple"), "play Village")
    s = act(s, "play Village")
    assert s.player(0).actions == 8 and s.supply_count("Village") == 8
