"""Bishop (Prosperity, 2nd edition): "+$1 +1 VP. Trash a card from your hand. +1 VP per $2 it
costs (round down). Each other player may trash a card from their hand."

The trash is mandatory (``trash <Card>``, forced with one kind of card); the VP are counted from
the card's cost now (`cost`); each other player then, in turn order, may ``trash <Card>`` or
``no``. Bishop is not an Attack: Moat is not offered. VP tokens count in the score."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Bishop", "Throne Room", "King's Court", "Moat", "Bridge", "Village"]


def test_card_data() -> None:
    """A $4 Action of Prosperity with its printed text."""
    card = card_named("Bishop")
    assert (card.cost, card.type_line, card.set_name, card.coins) == (4, "Action", "Prosperity", 1)
    assert card.text.startswith("+$1 +1 VP. Trash a card from your hand. +1 VP per $2 it costs")


def test_trash_a_gold_for_three_more_vp_then_the_other_may_trash() -> None:
    """Gold ($6): +1 VP, +3 VP, +$1; seat 1 trashes an Estate; Moat in hand is not offered as a
    reaction (not an Attack)."""
    s = scenario(KINGDOM, hands={0: ["Bishop", "Gold", "Estate"], 1: ["Moat", "Estate", "Copper"]})
    s = act(s, "play Bishop")
    assert choices(s) == ("trash Estate", "trash Gold")  # no `done`: the trash is mandatory
    s = act(s, "trash Gold")
    assert s.player(0).vp_tokens == 4 and s.player(0).coins == 1
    assert s.waiting_for() == 1
    assert choices(s) == ("trash Copper", "trash Estate", "trash Moat", "no")
    s = act(s, "trash Estate", pid=1)
    assert names(s.trash) == ["Gold", "Estate"]
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Bishop"]}
    assert zones(s, 1) == {"hand": ["Moat", "Copper"]}
    assert s.scores() == (5, 0)  # 4 tokens and the Estate; seat 1 lost its only Estate


def test_round_down_and_declining() -> None:
    """An Estate ($2): +1 VP more; a Copper ($0) would give none. Seat 1 says ``no``."""
    s = scenario(KINGDOM, hands={0: ["Bishop", "Estate"], 1: ["Copper"]})
    s = act(act(s, "play Bishop"), "no", pid=1)  # the Estate was forced: only one choice
    assert names(s.trash) == ["Estate"] and s.player(0).vp_tokens == 2
    s = scenario(KINGDOM, hands={0: ["Bishop", "Silver"], 1: ["Copper"]})
    s = act(act(s, "play Bishop"), "no", pid=1)
    assert s.player(0).vp_tokens == 2  # Silver $3: one more VP (round down)
    assert zones(s, 1) == {"hand": ["Copper"]}


def test_empty_hand_trashes_nothing() -> None:
    """Nothing to trash: +1 VP and +$1 only; the other player is still asked."""
    s = act(scenario(KINGDOM, hands={0: ["Bishop"], 1: ["Estate"]}), "play Bishop")
    assert s.waiting_for() == 1 and choices(s) == ("trash Estate", "no")
    s = act(s, "no", pid=1)
    assert s.player(0).vp_tokens == 1 and s.trash == ()


def test_cost_reduction_counts() -> None:
    """Bridge played first: a Gold costs $5 this turn, so it gives +2 VP (plus the 1)."""
    s = scenario(KINGDOM, hands={0: ["Village", "Bridge", "Bishop", "Gold"]}, decks={0: ["Estate"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Bishop")
    s = act(s, "trash Gold")
    assert s.player(0).vp_tokens == 3 and s.player(0).coins == 2  # Bridge's $1 and Bishop's


def test_three_players_each_other_in_turn_order() -> None:
    """Seats 1 then 2 may each trash; seat 2 declines."""
    s = scenario(KINGDOM, hands={0: ["Bishop", "Duchy"], 1: ["Curse"], 2: ["Copper", "Estate"]},
                 players=3)
    s = act(s, "play Bishop")  # the Duchy is forced: +2 VP
    assert s.waiting_for() == 1
    s = act(s, "trash Curse", pid=1)
    assert s.waiting_for() == 2
    s = act(s, "no", pid=2)
    assert names(s.trash) == ["Duchy", "Curse"] and s.player(0).vp_tokens == 3
    assert s.scores() == (3, 0, 1)


def test_throne_room_and_kings_court() -> None:
    """Each play asks its own trash, then the others' trashes; King's Court: 3 VP + three trashes."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Bishop", "Gold", "Estate"], 1: ["Copper"]})
    s = act(act(s, "play Throne Room"), "play Bishop")
    s = act(act(s, "trash Gold"), "no", pid=1)
    s = act(s, "no", pid=1)  # the second trash is forced: the Estate is the only card
    assert s.player(0).vp_tokens == 1 + 3 + 1 + 1 and s.player(0).coins == 2
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Bishop", "Province", "Silver", "Copper"],
                                  1: []})
    kc = act(act(kc, "play King's Court"), "play Bishop")
    kc = act(act(kc, "trash Province"), "trash Silver")  # then the Copper, forced; seat 1: no hand
    assert kc.player(0).vp_tokens == 3 + 4 + 1 + 0 and kc.player(0).coins == 3
    assert names(kc.trash) == ["Province", "Silver", "Copper"]
    assert zones(kc, 0) == {"in_play": ["King's Court", "Bishop"]}
