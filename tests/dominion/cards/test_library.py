"""Library: "Draw until you have 7 cards in hand, skipping any Action cards you choose to; set those
aside, discarding them afterwards."."""

from __future__ import annotations

import dgsim
from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Library", "Village", "Smithy"]


def test_card_data() -> None:
    """A $5 Action."""
    card = card_named("Library")
    assert (card.cost, card.type_line) == (5, "Action")


def test_draws_up_to_seven() -> None:
    """Two cards left in hand after playing it: draw five."""
    s = scenario(KINGDOM, hands={0: ["Library", "Copper", "Copper"]},
                 decks={0: ["Silver", "Estate", "Gold", "Copper", "Copper", "Estate"]})
    s = act(s, "play Library")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Estate", "Gold", "Copper", "Copper"],
                           "deck": ["Estate"], "in_play": ["Library"]}


def test_set_aside_an_action_then_discard_it() -> None:
    """A skipped Action card is set aside, drawing goes on, and it is discarded at the end."""
    s = scenario(KINGDOM, hands={0: ["Library", "Copper", "Copper"]},
                 decks={0: ["Village", "Silver", "Silver", "Silver", "Silver", "Silver", "Gold"]},
                 discards={0: ["Estate"]})
    s = act(s, "play Library")
    assert choices(s) == ("set aside Village", "keep Village")
    s = act(s, "set aside Village", pid=0)
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Silver", "Silver", "Silver", "Silver"],
                           "deck": ["Gold"], "discard": ["Village", "Estate"], "in_play": ["Library"]}


def test_keep_an_action() -> None:
    """A kept Action card counts towards the seven."""
    s = scenario(KINGDOM, hands={0: ["Library", "Copper", "Copper"]},
                 decks={0: ["Village", "Silver", "Silver", "Silver", "Silver", "Silver", "Gold"]})
    s = act(act(s, "play Library"), "keep Village")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Village", "Silver", "Silver", "Silver", "Silver"],
                           "deck": ["Silver", "Gold"], "in_play": ["Library"]}


def test_each_action_is_asked_in_turn() -> None:
    """Two Actions drawn: one decision each, in the order drawn."""
    s = scenario(KINGDOM, hands={0: ["Library"] + ["Copper"] * 4},
                 decks={0: ["Smithy", "Silver", "Village", "Gold", "Estate"]})
    s = act(act(s, "play Library"), "set aside Smithy")
    assert choices(s) == ("set aside Village", "keep Village")
    s = act(s, "set aside Village")
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Silver", "Gold", "Estate"],
                           "discard": ["Village", "Smithy"], "in_play": ["Library"]}


def test_reshuffle_mid_draw_leaves_set_aside_cards_out() -> None:
    """The deck runs out: the discard pile is shuffled, but set-aside cards are not in it; drawing stops
    when deck and discard pile are both empty."""
    s = scenario(KINGDOM, hands={0: ["Library", "Copper", "Copper", "Copper", "Copper"]},
                 decks={0: ["Village", "Silver"]}, discards={0: ["Gold"]})
    s = act(act(s, "play Library"), "set aside Village")
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Silver", "Gold"], "discard": ["Village"],
                           "in_play": ["Library"]}


def test_empty_deck_and_discard() -> None:
    """Nothing to draw: nothing happens."""
    s = act(scenario(KINGDOM, hands={0: ["Library", "Estate"]}), "play Library")
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Library"]}


def test_seven_cards_already() -> None:
    """Already seven cards in hand: no draw."""
    s = scenario(KINGDOM, hands={0: ["Library"] + ["Copper"] * 7}, decks={0: ["Gold"]})
    s = act(s, "play Library")
    assert zones(s, 0) == {"hand": ["Copper"] * 7, "deck": ["Gold"], "in_play": ["Library"]}


def test_the_drawn_action_stays_hidden_unless_set_aside() -> None:
    """Drawing is private: while the player decides, other seats cannot tell which Action it drew;
    set aside (face up, the rules' default for set-aside cards) it is public."""
    def library_with(top: list[str]) -> DominionState:
        s = scenario(KINGDOM, hands={0: ["Library"] + ["Copper"] * 5},
                     decks={0: [*top, "Copper", "Copper"]})
        return act(s, "play Library")
    a, b = library_with(["Village", "Smithy"]), library_with(["Smithy", "Village"])
    assert choices(a) == ("set aside Village", "keep Village")
    assert choices(b) == ("set aside Smithy", "keep Smithy")
    assert dgsim.info_key(a, 1) == dgsim.info_key(b, 1)
    assert dgsim.info_key(a, 0) != dgsim.info_key(b, 0)
    a, b = act(a, "set aside Village", pid=0), act(b, "set aside Smithy", pid=0)
    assert dgsim.info_key(a, 1) != dgsim.info_key(b, 1)
