"""Save (Adventures Event, $1): "+1 Buy. Once per turn: Set aside a card from your hand, and put it
into your hand at end of turn (after drawing)." FAQ: "set aside a card from your hand face down
(the other players do not get to see it), and put it into your hand at the end of the turn, after
drawing your hand for the next turn."""

from __future__ import annotations

import pickle

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market"]


def test_card_data() -> None:
    e = card_named("Save")
    assert (e.cost, e.type_line, e.once_per_turn) == (1, "Event", True)


def test_the_card_comes_back_after_the_next_hand_is_drawn() -> None:
    s = scenario(KINGDOM, hands={0: ["Copper", "Village"]},
                 decks={0: ["Silver", *["Estate"] * 6]}, landscapes=["Save"])
    s = act(s, "play Village")  # draws a Silver
    s = act(s, "play Copper")
    s = act(s, "buy Save")  # +1 Buy: a buy left; the only card in hand is set aside unasked
    p = s.player(0)
    assert names(p.set_aside) == ["Silver"] and p.buys == 1
    assert "buy Save" not in choices(s)  # once per turn
    s = act(s, "end turn")
    p = s.player(0)
    assert len(p.hand) == 6 and p.set_aside == ()  # 5 drawn, then the saved one
    assert names(p.hand) == ["Estate"] * 5 + ["Silver"] and p.mats.get("Save", ()) == ()


def test_the_saved_card_is_known_to_its_owner_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Estate"]}, decks={0: ["Copper"] * 5},
                 landscapes=["Save"])
    s = act(s, "play all treasures")
    s = act(s, "buy Save")  # the Estate, the only card in hand
    mine, theirs = observation(s, 0).players[0], observation(s, 1).players[0]
    assert ("Save", ("Estate",)) in mine.mats and ("Save", 1) in theirs.mats
    assert "Estate" not in theirs.set_aside and "Estate" not in mine.set_aside
    copy = pickle.loads(pickle.dumps(s))
    assert copy == s and choices(copy) == choices(s)


def test_others_cannot_tell_which_card_was_saved() -> None:
    def saved(card: str) -> DominionState:
        s = scenario(KINGDOM, hands={0: ["Gold", "Estate", "Duchy"]}, decks={0: ["Copper"] * 5},
                     landscapes=["Save"])
        s = act(s, "play all treasures")
        s = act(s, "buy Save")
        return act(s, f"set aside {card}")
    a, b = saved("Estate"), saved("Duchy")
    assert a.info_key(1) == b.info_key(1)
    assert a.info_key(0) != b.info_key(0)


def test_with_an_empty_hand_nothing_is_set_aside() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold"]}, decks={0: ["Copper"] * 5}, landscapes=["Save"])
    s = act(s, "play all treasures")
    s = act(s, "buy Save")  # the Gold is in play: no card in hand
    assert s.player(0).buys == 1 and s.player(0).set_aside == ()
