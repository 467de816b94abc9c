"""Jack of All Trades (Hinterlands, 2nd edition): "Gain a Silver. Look at the top card of your
deck; you may discard it. Draw until you have 5 cards in hand. You may trash a non-Treasure card
from your hand."

In that order (FAQ); the look is ``discard <Card>`` or ``topdeck <Card>`` (put it back); a hand of
5 or more draws nothing; the trash is optional (``no``) and only offered for non-Treasures."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Jack of All Trades", "Throne Room", "Village", "Smithy", "Moat"]


def test_card_data() -> None:
    """A $4 Action of Hinterlands."""
    card = card_named("Jack of All Trades")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Hinterlands")


def test_discard_top_draw_and_trash() -> None:
    """Silver gained; the Estate on top is discarded; draw 2 to reach 5; trash the Curse."""
    s = scenario(KINGDOM, hands={0: ["Jack of All Trades", "Curse", "Copper", "Copper"]},
                 decks={0: ["Estate", "Gold", "Silver", "Copper"]})
    s = act(s, "play Jack of All Trades")
    assert choices(s) == ("discard Estate", "topdeck Estate")
    s = act(s, "discard Estate")
    assert choices(s) == ("trash Curse", "no")
    s = act(s, "trash Curse")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Gold", "Silver"], "deck": ["Copper"],
                           "discard": ["Estate", "Silver"], "in_play": ["Jack of All Trades"]}
    assert [c.name for c in s.trash] == ["Curse"]


def test_keep_top_card() -> None:
    """Keeping the Gold on top: it is drawn; a hand of Treasures only: no trash question."""
    s = scenario(KINGDOM, hands={0: ["Jack of All Trades", "Copper", "Copper"]},
                 decks={0: ["Gold", "Silver", "Copper"]})
    s = act(act(s, "play Jack of All Trades"), "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Gold", "Silver", "Copper"],
                           "discard": ["Silver"], "in_play": ["Jack of All Trades"]}
    assert s.waiting_for() == 0 and "play all treasures" in choices(s)


def test_throne_room() -> None:
    """Throne Room: two Silvers, two looks; at the second play the hand is already 5: no draw."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Jack of All Trades", "Estate"]},
                 decks={0: ["Copper", "Copper", "Copper", "Copper", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Jack of All Trades")
    s = act(s, "topdeck Copper")  # then 4 Coppers drawn: 5 in hand
    s = act(s, "no")  # keep the Estate
    assert zones(s, 0)["hand"] == ["Estate"] + ["Copper"] * 4
    s = act(s, "topdeck Gold")  # 5 in hand: nothing drawn
    s = act(s, "trash Estate")
    assert zones(s, 0) == {"hand": ["Copper"] * 4, "deck": ["Gold"],
                           "discard": ["Silver", "Silver"],
                           "in_play": ["Throne Room", "Jack of All Trades"]}
    assert [c.name for c in s.trash] == ["Estate"]
