"""King's Court (Prosperity): "You may play an Action card from your hand three times."
Each play asks its own decisions; ``play <Card>`` or ``no``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KC = "King's Court"
KINGDOM = [KC, "Village", "Workshop", "Militia", "Moat", "Smithy"]


def test_card_data() -> None:
    """A $7 Action of Prosperity."""
    card = card_named(KC)
    assert (card.cost, card.type_line, card.set_name) == (7, "Action", "Prosperity")


def test_village_three_times() -> None:
    """+3 Cards +6 Actions."""
    s = scenario(KINGDOM, hands={0: [KC, "Village", "Smithy"]}, decks={0: ["Copper"] * 4})
    s = act(s, f"play {KC}")
    assert choices(s) == ("play Smithy", "play Village", "no")
    s = act(s, "play Village")
    assert zones(s, 0) == {"hand": ["Smithy", "Copper", "Copper", "Copper"], "deck": ["Copper"],
                           "in_play": [KC, "Village"]}
    assert s.player(0).actions == 6


def test_decline() -> None:
    """``no`` plays nothing."""
    s = act(act(scenario(KINGDOM, hands={0: [KC, "Village"]}), f"play {KC}"), "no")
    assert zones(s, 0) == {"hand": ["Village"], "in_play": [KC]}
    assert s.player(0).actions == 0


def test_workshop_three_times() -> None:
    """Three gains, each its own decision."""
    s = act(act(scenario(KINGDOM, hands={0: [KC, "Workshop"]}), f"play {KC}"), "play Workshop")
    s = act(act(act(s, "gain Silver"), "gain Village"), "gain Smithy")
    assert zones(s, 0) == {"discard": ["Smithy", "Village", "Silver"], "in_play": [KC, "Workshop"]}


def test_militia_three_times_moat_each_time() -> None:
    """Three attacks, each with its own Moat window; +$6."""
    s = scenario(KINGDOM, hands={0: [KC, "Militia"], 1: ["Moat", "Estate", "Estate", "Gold", "Gold"]})
    s = act(act(s, f"play {KC}"), "play Militia")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "reveal Moat", pid=1)
    s = act(act(s, "no", pid=1), "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", "Gold", "Gold"], "discard": ["Estate", "Estate"]}
    assert s.player(0).coins == 6


def test_kings_court_on_kings_court() -> None:
    """The second King's Court, played three times, plays up to three Actions three times each."""
    s = scenario(KINGDOM, hands={0: [KC, KC, "Village", "Village"]}, decks={0: ["Copper"] * 8})
    s = act(act(s, f"play {KC}"), f"play {KC}")
    s = act(act(s, "play Village"), "play Village")
    assert zones(s, 0) == {"hand": ["Copper"] * 6, "deck": ["Copper"] * 2,
                           "in_play": [KC, KC, "Village", "Village"]}
    assert s.player(0).actions == 12
