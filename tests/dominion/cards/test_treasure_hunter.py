"""Treasure Hunter (Adventures), $3* Action - Traveller (not in the supply: Page's line): "+1 Action
+$1. Gain a Silver per card the player to your right gained in their last turn. When you discard
this from play, you may exchange it for a Warrior."

Official FAQ: "This counts all cards gained, not just bought cards. For example if the player to
your right played Amulet, gaining a Silver, then bought a Duchy, you would gain two Silvers. The
gained Silvers are put into your discard pile." Each seat's gains in its own turn are noted
(``more.turn.gained``, public) and become its last turn's at the start of its Clean-up.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TH = "Treasure Hunter"
TR = "Throne Room"
KINGDOM = ["Page", TR, "Amulet", "Workshop"]


def _right_gained(s: DominionState, seat: int, names: list[str]) -> DominionState:
    p = s.player(seat)
    return s.with_player(seat, p.with_more(p.more.evolve(
        gained_last=tuple(card_named(n) for n in names))))


def test_card_data() -> None:
    card = card_named(TH)
    assert (card.cost, card.type_line, card.set_name) == (3, "Action - Traveller", "Adventures")
    assert not card.is_kingdom


def test_a_silver_per_card_the_player_to_the_right_gained() -> None:
    s = _right_gained(scenario(KINGDOM, hands={0: [TH]}), 1, ["Duchy", "Silver"])
    s = act(s, f"play {TH}")
    assert zones(s, 0) == {"in_play": [TH], "discard": ["Silver", "Silver"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 1)


def test_three_players_the_right_is_the_seat_before() -> None:
    s = scenario(KINGDOM, hands={0: [TH]}, players=3)
    s = _right_gained(_right_gained(s, 1, ["Gold"] * 3), 2, ["Estate"])
    s = act(s, f"play {TH}")
    assert zones(s, 0)["discard"] == ["Silver"]


def test_nothing_gained_nothing_gained() -> None:
    s = act(scenario(KINGDOM, hands={0: [TH]}), f"play {TH}")
    assert zones(s, 0) == {"in_play": [TH]} and s.player(0).coins == 1


def test_every_gain_of_the_last_turn_counts() -> None:
    """FAQ: an Amulet's Silver and a bought Duchy: two Silvers."""
    s = scenario(KINGDOM, hands={0: [TH], 1: ["Amulet", "Gold", "Silver", "Copper"]},
                 decks={1: ["Copper"] * 10}, current=1)
    s = act(act(s, "play Amulet"), "gain a Silver")
    s = act(act(s, "play all treasures"), "buy Duchy")  # seat 1's turn ends: its gains noted
    assert s.current == 0
    assert [c.name for c in s.player(1).more.turn.gained_last] == ["Silver", "Duchy"]
    s = act(s, f"play {TH}")
    assert zones(s, 0)["discard"] == ["Silver", "Silver"]


def test_gains_in_other_players_turns_do_not_count() -> None:
    """Seat 1 gains nothing in its own turn; seat 0's earlier Workshop gain was in seat 0's."""
    s = scenario(KINGDOM, hands={0: ["Workshop"], 1: []}, decks={0: [TH] + ["Copper"] * 4,
                                                                 1: ["Copper"] * 5})
    s = act(act(s, "play Workshop"), "gain Silver")
    s = end_turn(end_turn(s))
    assert s.current == 0 and s.player(1).more.turn.gained_last == ()
    before = zones(s, 0)["discard"]
    s = act(s, f"play {TH}")
    assert zones(s, 0)["discard"] == before and s.player(0).count("Silver") == 1


def test_with_smugglers_the_gains_are_noted_once() -> None:
    s = scenario([*KINGDOM, "Smugglers"], hands={0: [TH], 1: ["Gold"]}, decks={1: ["Copper"] * 5},
                 current=1)
    s = act(act(s, "play all treasures"), "buy Silver")
    assert [c.name for c in s.player(1).more.turn.gained_last] == ["Silver"]
    s = act(s, f"play {TH}")
    assert zones(s, 0)["discard"] == ["Silver"]


def test_exchanged_for_a_warrior_or_not() -> None:
    s = scenario(KINGDOM, hands={0: [TH]}, decks={0: ["Copper"] * 5})
    s = end_turn(act(s, f"play {TH}"))
    assert choices(s) == ("exchange Warrior", "no")
    yes = act(s, "exchange Warrior")
    assert zones(yes, 0)["discard"] == ["Warrior"]
    assert (yes.supply_count(TH), yes.supply_count("Warrior")) == (6, 4)
    no = act(s, "no")
    assert zones(no, 0)["discard"] == [TH] and no.supply_count("Warrior") == 5


def test_throne_room_silvers_for_each_play() -> None:
    s = _right_gained(scenario(KINGDOM, hands={0: [TR, TH]}), 1, ["Estate"])
    s = act(act(s, f"play {TR}"), f"play {TH}")
    assert zones(s, 0) == {"in_play": [TR, TH], "discard": ["Silver", "Silver"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
