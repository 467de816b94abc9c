"""Crystal Ball (Prosperity, 2nd edition): "$1. Look at the top card of your deck. You may trash it,
discard it, or, if it's an Action or Treasure, play it."

One decision on the looked-at card: ``trash <Card>``, ``discard <Card>``, ``play <Card>`` (an
Action or a Treasure; an Action played this way uses no Action, in the Buy phase) or ``no`` (it
stays on top, now known to its owner). With deck and discard empty, nothing is asked."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

CB = "Crystal Ball"
KINGDOM = [CB, "Village", "Smithy", "Tiara", "Caravan", "Charlatan"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity worth $1."""
    card = card_named(CB)
    assert (card.cost, card.type_line, card.coins, card.set_name) == (5, "Treasure", 1, "Prosperity")


def test_victory_card_trash_discard_or_keep() -> None:
    """An Estate on top: trash it, discard it, or leave it (no play)."""
    base = scenario(KINGDOM, hands={0: [CB]}, decks={0: ["Estate", "Copper"]})
    s = act(base, f"play {CB}")
    assert s.player(0).coins == 1 and choices(s) == ("trash Estate", "discard Estate", "no")
    trashed = act(s, "trash Estate")
    assert names(trashed.trash) == ["Estate"] and zones(trashed, 0)["deck"] == ["Copper"]
    discarded = act(s, "discard Estate")
    assert zones(discarded, 0) == {"deck": ["Copper"], "discard": ["Estate"], "in_play": [CB]}
    kept = act(s, "no")
    assert zones(kept, 0) == {"deck": ["Estate", "Copper"], "in_play": [CB]}


def test_play_a_treasure() -> None:
    """A Gold on top is played: $1 + $3."""
    s = act(scenario(KINGDOM, hands={0: [CB]}, decks={0: ["Gold"]}), f"play {CB}")
    assert choices(s) == ("trash Gold", "discard Gold", "play Gold", "no")
    s = act(s, "play Gold")
    assert s.player(0).coins == 4 and zones(s, 0) == {"in_play": [CB, "Gold"]}


def test_play_an_action_in_the_buy_phase() -> None:
    """A Smithy on top is played in the Buy phase: +3 Cards (Treasures then playable), no Action
    used."""
    s = scenario(KINGDOM, hands={0: [CB]}, decks={0: ["Smithy", "Silver", "Silver", "Copper"]})
    s = act(act(s, f"play {CB}"), "play Smithy")
    assert zones(s, 0) == {"hand": ["Silver", "Silver", "Copper"], "in_play": [CB, "Smithy"]}
    s = act(s, "play all treasures")
    assert s.player(0).coins == 6


def test_play_a_duration_stays_in_play() -> None:
    """A Caravan (Seaside Duration) played off the deck stays in play for the next turn."""
    s = scenario(KINGDOM, hands={0: [CB]}, decks={0: ["Caravan", "Copper"] + ["Copper"] * 6})
    s = act(act(s, f"play {CB}"), "play Caravan")
    assert zones(s, 0)["hand"] == ["Copper"]
    s = act(s, "end turn")
    assert names(s.player(0).duration) == ["Caravan"]


def test_shuffles_when_the_deck_is_empty_and_nothing_when_no_cards() -> None:
    """An empty deck: the discard pile is shuffled to look; no cards at all: nothing asked."""
    s = act(scenario(KINGDOM, hands={0: [CB]}, discards={0: ["Province"]}), f"play {CB}")
    assert choices(s) == ("trash Province", "discard Province", "no")
    empty = act(scenario(KINGDOM, hands={0: [CB]}), f"play {CB}")
    assert empty.player(0).coins == 1 and "end turn" in choices(empty)


def test_a_curse_is_a_treasure_with_charlatan() -> None:
    """In a game with Charlatan a Curse on top may be played ($1)."""
    s = act(scenario(KINGDOM, hands={0: [CB]}, decks={0: ["Curse"]}), f"play {CB}")
    assert choices(s) == ("trash Curse", "discard Curse", "play Curse", "no")
    s = act(s, "play Curse")
    assert s.player(0).coins == 2


def test_tiara_plays_it_twice() -> None:
    """Tiara: Crystal Ball twice, a look each time (the first card discarded, then the next)."""
    s = scenario(KINGDOM, hands={0: ["Tiara", CB]}, decks={0: ["Estate", "Silver"]})
    s = act(act(act(s, "play Tiara"), f"play {CB}"), "discard Estate")
    assert choices(s) == ("trash Silver", "discard Silver", "play Silver", "no")
    s = act(s, "play Silver")
    assert s.player(0).coins == 4
