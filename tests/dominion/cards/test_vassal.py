"""Vassal: "+$2. Discard the top card of your deck. If it's an Action card, you may play it."."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Vassal", "Village", "Smithy"]


def test_card_data() -> None:
    """A $3 Action with +$2."""
    card = card_named("Vassal")
    assert (card.cost, card.type_line, card.coins) == (3, "Action", 2)


def test_play_the_discarded_action() -> None:
    """The discarded Action card is played from the discard pile; its +Cards draw from the deck."""
    s = scenario(KINGDOM, hands={0: ["Vassal"]},
                 decks={0: ["Smithy", "Copper", "Copper", "Estate", "Silver"]})
    s = act(s, "play Vassal")
    assert choices(s) == ("play Smithy", "no")
    assert zones(s, 0) == {"deck": ["Copper", "Copper", "Estate", "Silver"], "discard": ["Smithy"],
                           "in_play": ["Vassal"]}
    s = act(s, "play Smithy", pid=0)
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Estate"], "deck": ["Silver"],
                           "in_play": ["Vassal", "Smithy"]}
    assert s.player(0).coins == 2


def test_playing_it_uses_no_action() -> None:
    """Vassal took the turn's only action; a Village played through it still leaves +2 Actions."""
    s = scenario(KINGDOM, hands={0: ["Vassal"]}, decks={0: ["Village", "Copper"]})
    s = act(act(s, "play Vassal"), "play Village")
    assert s.player(0).actions == 2
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Vassal", "Village"]}


def test_may_decline() -> None:
    """``no``: the Action card stays in the discard pile."""
    s = scenario(KINGDOM, hands={0: ["Vassal"]}, decks={0: ["Village", "Copper"]},
                 discards={0: ["Estate"]})
    s = act(act(s, "play Vassal"), "no")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Village", "Estate"], "in_play": ["Vassal"]}
    assert (s.player(0).actions, s.player(0).coins) == (0, 2)


def test_non_action_is_just_discarded() -> None:
    """A Treasure on top is discarded and nothing is asked."""
    s = scenario(KINGDOM, hands={0: ["Vassal", "Copper"]}, decks={0: ["Gold", "Copper"]})
    s = act(s, "play Vassal")
    assert "end turn" in choices(s)
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Copper"], "discard": ["Gold"],
                           "in_play": ["Vassal"]}
    assert s.player(0).coins == 2


def test_reshuffles_an_empty_deck() -> None:
    """With an empty deck the discard pile is shuffled first; the card then discarded may be played."""
    s = scenario(KINGDOM, hands={0: ["Vassal"]}, discards={0: ["Village"]})
    s = act(s, "play Vassal")
    assert choices(s) == ("play Village", "no")
    s = act(s, "play Village")
    assert zones(s, 0) == {"in_play": ["Vassal", "Village"]}  # Village drew nothing: all empty
    assert s.player(0).actions == 2


def test_empty_deck_and_discard() -> None:
    """Nothing to discard: just +$2."""
    s = act(scenario(KINGDOM, hands={0: ["Vassal"]}), "play Vassal")
    assert zones(s, 0) == {"in_play": ["Vassal"]}
    assert s.player(0).coins == 2


def test_vassal_chains_into_vassal() -> None:
    """A Vassal played by a Vassal discards the next card, which may be played too."""
    s = scenario(KINGDOM, hands={0: ["Vassal"]}, decks={0: ["Vassal", "Village", "Copper"]})
    s = act(act(act(s, "play Vassal"), "play Vassal"), "play Village")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Vassal", "Vassal", "Village"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 4)
