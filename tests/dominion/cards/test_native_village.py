"""Native Village (Seaside): "+2 Actions. Choose one: Put the top card of your deck face down on
your Native Village mat (you may look at those cards at any time); or put all the cards from your
mat into your hand."

The options' labels are their printed words; the mat (``p.mats["Native Village"]``) is private to
its owner. Throne Room on Native Village: each play chooses again.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"
PUT = "put the top card of your deck face down on your Native Village mat"
TAKE = "put all the cards from your mat into your hand"


def _mat(state: DominionState, pid: int = 0) -> list[str]:
    return names(state.player(pid).mats.get("Native Village", ()))


def test_card_data() -> None:
    """A $2 Action of Seaside."""
    card = card_named("Native Village")
    assert (card.cost, card.type_line, card.set_name, card.actions) == (2, "Action", "Seaside", 2)


def test_options_are_the_printed_words() -> None:
    """+2 Actions, then the two options."""
    s = act(scenario(["Native Village"], hands={0: ["Native Village"]}, decks={0: ["Gold"]}),
            "play Native Village")
    assert choices(s) == (PUT, TAKE)
    assert s.player(0).actions == 2


def test_put_the_top_card_on_the_mat() -> None:
    """The top card of the deck goes onto the mat."""
    s = scenario(["Native Village"], hands={0: ["Native Village"]}, decks={0: ["Gold", "Copper"]})
    s = act(act(s, "play Native Village"), PUT)
    assert zones(s, 0) == {"deck": ["Copper"], "in_play": ["Native Village"]}
    assert _mat(s) == ["Gold"]


def test_put_shuffles_an_empty_deck() -> None:
    """With an empty deck the discard pile is shuffled to find the top card."""
    s = scenario(["Native Village"], hands={0: ["Native Village"]}, discards={0: ["Gold"]})
    s = act(act(s, "play Native Village"), PUT)
    assert _mat(s) == ["Gold"]
    assert zones(s, 0) == {"in_play": ["Native Village"]}


def test_put_with_no_cards_at_all() -> None:
    """No deck and no discard: nothing happens."""
    s = act(act(scenario(["Native Village"], hands={0: ["Native Village"]}),
                "play Native Village"), PUT)
    assert _mat(s) == []


def test_take_all_the_cards_from_the_mat() -> None:
    """Two Native Villages: two cards onto the mat, then a third play takes both into hand."""
    s = scenario(["Native Village"], hands={0: ["Native Village"] * 3},
                 decks={0: ["Gold", "Province", "Copper"]})
    s = act(act(s, "play Native Village"), PUT)
    s = act(act(s, "play Native Village"), PUT)
    assert _mat(s) == ["Gold", "Province"]
    s = act(act(s, "play Native Village"), TAKE)
    assert _mat(s) == []
    assert s.player(0).mats == {}
    assert zones(s, 0) == {"hand": ["Gold", "Province"], "deck": ["Copper"],
                           "in_play": ["Native Village"] * 3}
    assert s.player(0).actions == 4


def test_the_mat_stays_across_turns() -> None:
    """Cards on the mat are not discarded in Clean-up."""
    s = scenario(["Native Village"], hands={0: ["Native Village"]},
                 decks={0: ["Gold"] + ["Copper"] * 5})
    s = act(act(act(s, "play Native Village"), PUT), "end turn")
    assert _mat(s) == ["Gold"]
    assert zones(s, 0) == {"hand": ["Copper"] * 5, "discard": ["Native Village"]}


def test_take_from_an_empty_mat() -> None:
    """Nothing on the mat: nothing happens."""
    s = scenario(["Native Village"], hands={0: ["Native Village", "Copper"]})
    s = act(act(s, "play Native Village"), TAKE)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Native Village"]}


def test_throne_room_on_native_village() -> None:
    """Each play chooses: the first puts the top card on the mat, the second takes it back."""
    s = scenario([TR, "Native Village"], hands={0: [TR, "Native Village"]},
                 decks={0: ["Gold", "Copper"]})
    s = act(act(s, f"play {TR}"), "play Native Village")
    s = act(s, PUT)
    assert choices(s) == (PUT, TAKE)
    s = act(s, TAKE)
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"], "in_play": [TR, "Native Village"]}
    assert s.player(0).actions == 4
