"""Trader (Hinterlands, 2nd edition): "Trash a card from your hand. Gain a Silver per $1 it costs.
When you gain a card, you may reveal this from your hand, to exchange the card for a Silver."

Exchanging (rulebook): the gained card returns to its pile and a Silver is taken into the discard
pile; that is neither trashing nor gaining, so nothing reacts to the Silver. Not offered when the
gained card is a Silver, nor when no Silver is left."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Trader", "Watchtower", "Witch", "Mine", "Bridge", "Throne Room", "King's Court",
           "Workshop"]


def test_card_data() -> None:
    """A $4 Action - Reaction of Hinterlands."""
    card = card_named("Trader")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Reaction", "Hinterlands")


def test_trash_for_silvers() -> None:
    """Trashing an Estate ($2): two Silvers; a Copper ($0): none."""
    s = scenario(KINGDOM, hands={0: ["Trader", "Estate", "Copper"]})
    s = act(act(s, "play Trader"), "trash Estate")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Silver", "Silver"], "in_play": ["Trader"]}
    assert names(s.trash) == ["Estate"] and s.supply_count("Silver") == 38
    c = act(act(scenario(KINGDOM, hands={0: ["Trader", "Copper", "Estate"]}), "play Trader"),
            "trash Copper")
    assert zones(c, 0) == {"hand": ["Estate"], "in_play": ["Trader"]}


def test_cost_now_counts() -> None:
    """After Bridge, a Silver costs $2: two Silvers for it, not three."""
    s = scenario([*KINGDOM, "Village"], hands={0: ["Village", "Bridge", "Trader", "Silver"]},
                 decks={0: ["Estate"]})
    s = act(act(act(s, "play Village"), "play Bridge"), "play Trader")
    s = act(s, "trash Silver")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Silver", "Silver"],
                           "in_play": ["Village", "Bridge", "Trader"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: two trashes (Estate: 2 Silvers, Copper: none); King's Court: three."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Trader", "Estate", "Copper"]})
    s = act(act(act(s, "play Throne Room"), "play Trader"), "trash Estate")
    # the second play: the Copper is the only card in hand, trashed without asking
    assert zones(s, 0) == {"discard": ["Silver", "Silver"], "in_play": ["Throne Room", "Trader"]}
    assert names(s.trash) == ["Estate", "Copper"] and s.supply_count("Silver") == 38
    k = scenario(KINGDOM, hands={0: ["King's Court", "Trader", "Estate", "Silver", "Gold"]})
    k = act(act(act(k, "play King's Court"), "play Trader"), "trash Estate")
    k = act(k, "trash Silver")  # then the Gold, the only card left, without asking
    assert names(k.trash) == ["Estate", "Silver", "Gold"]
    assert zones(k, 0) == {"discard": ["Silver"] * 11, "in_play": ["King's Court", "Trader"]}


def test_exchange_a_bought_card() -> None:
    """Buying a Gold with Trader in hand: reveal, the Gold returns to its pile, a Silver is taken."""
    s = scenario(KINGDOM, hands={0: ["Trader", "Gold", "Gold"]}, decks={0: ["Copper"] * 5})
    s = act(act(act(s, "end actions"), "play all treasures"), "buy Gold")
    assert choices(s) == ("reveal Trader", "no")
    s = act(s, "reveal Trader")
    assert s.supply_count("Gold") == 30 and s.supply_count("Silver") == 39
    assert zones(s, 0)["discard"] == ["Trader", "Gold", "Gold", "Silver"]


def test_not_for_a_silver_nor_without_silvers() -> None:
    """Gaining a Silver asks nothing; with the Silver pile empty, gaining a Gold asks nothing."""
    s = scenario(KINGDOM, hands={0: ["Workshop", "Trader"]})
    s = act(act(s, "play Workshop"), "gain Silver")
    assert s.waiting_for() == 0 and "reveal Trader" not in choices(s)
    e = scenario(KINGDOM, hands={0: ["Workshop", "Trader"]}, supply={"Silver": 0})
    e = act(act(e, "play Workshop"), "gain Trader")
    assert "reveal Trader" not in choices(e) and zones(e, 0)["discard"] == ["Trader"]


def test_gained_to_hand() -> None:
    """Mine's Silver to hand can't be exchanged (a Silver); Mine's Gold can: it leaves the hand."""
    s = scenario(KINGDOM, hands={0: ["Mine", "Silver", "Trader"]})
    s = act(act(act(s, "play Mine"), "trash Silver"), "gain Gold")
    s = act(s, "reveal Trader")
    assert zones(s, 0) == {"hand": ["Trader"], "discard": ["Silver"], "in_play": ["Mine"]}
    assert s.supply_count("Gold") == 30


def test_in_another_players_turn_two_and_three_players() -> None:
    """Witch's Curses: seat 1 exchanges its Curse for a Silver, seat 2 keeps its Curse."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Trader"], 2: ["Trader"]}, players=3)
    s = act(act(s, "play Witch"), "reveal Trader", pid=1)
    s = act(s, "no", pid=2)
    assert zones(s, 1) == {"hand": ["Trader"], "discard": ["Silver"]}
    assert zones(s, 2) == {"hand": ["Trader"], "discard": ["Curse"]}
    assert s.supply_count("Curse") == 19
    two = act(act(scenario(KINGDOM, hands={0: ["Witch"], 1: ["Trader"]}), "play Witch"),
              "reveal Trader", pid=1)
    assert zones(two, 1) == {"hand": ["Trader"], "discard": ["Silver"]}
    assert two.supply_count("Curse") == 10


def test_not_for_other_players_gains() -> None:
    """Seat 1's Trader is not offered when seat 0 gains."""
    s = scenario(KINGDOM, hands={0: ["Workshop"], 1: ["Trader"]})
    s = act(act(s, "play Workshop"), "gain Trader")
    assert s.waiting_for() == 0 and zones(s, 0)["discard"] == ["Trader"]


def test_with_watchtower_in_the_order_chosen() -> None:
    """Both offered for a gained Gold. Trader first: the Silver is not gained, Watchtower is not
    asked again. Watchtower first (topdeck): Trader can no longer exchange the Gold."""
    s = scenario(KINGDOM, hands={0: ["Workshop", "Trader", "Watchtower"]})
    s = act(act(s, "play Workshop"), "gain Workshop")
    assert choices(s) == ("reveal Trader", "reveal Watchtower", "no")
    t = act(s, "reveal Trader")
    assert t.waiting_for() == 0 and "reveal Watchtower" not in choices(t)
    assert zones(t, 0)["discard"] == ["Silver"] and t.supply_count("Workshop") == 10
    w = act(act(s, "reveal Watchtower"), "topdeck Workshop")
    assert "reveal Trader" not in choices(w)
    assert zones(w, 0)["deck"] == ["Workshop"]


def test_empty_hand_trashes_nothing() -> None:
    """Nothing in hand to trash: no Silver."""
    s = act(scenario(KINGDOM, hands={0: ["Trader"]}), "play Trader")
    assert zones(s, 0) == {"in_play": ["Trader"]} and s.supply_count("Silver") == 40
