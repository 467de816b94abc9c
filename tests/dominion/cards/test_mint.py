"""Mint (Prosperity, 2nd edition): "You may reveal a Treasure from your hand. Gain a copy of it.
When you gain this, trash all non-Duration Treasures you have in play."

``reveal <Treasure>`` or ``no``; the revealed card stays in hand (known to all). The 2nd edition
trashes on gaining Mint, however it is gained (bought or otherwise)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Mint", "Market", "Throne Room", "King's Court", "Workshop", "Expand", "Harem"]


def test_card_data() -> None:
    """A $5 Action of Prosperity with its 2nd-edition text."""
    card = card_named("Mint")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Prosperity")
    assert card.text.endswith("When you gain this, trash all non-Duration Treasures you have in "
                              "play.")


def test_reveal_a_treasure_gain_a_copy() -> None:
    """Reveal the Gold: a Gold is gained; the Gold stays in hand, known to every seat."""
    s = scenario(KINGDOM, hands={0: ["Mint", "Gold", "Harem", "Estate"]})
    s = act(s, "play Mint")
    assert choices(s) == ("reveal Gold", "reveal Harem", "no")
    s = act(s, "reveal Gold")
    assert zones(s, 0) == {"hand": ["Gold", "Harem", "Estate"], "discard": ["Gold"],
                           "in_play": ["Mint"]}
    assert s.supply_count("Gold") == 29
    assert (card_named("Gold"), PUBLIC) in s.player(0).hand_known


def test_decline_or_no_treasure() -> None:
    """``no`` gains nothing; with no Treasure in hand nothing is asked."""
    s = act(act(scenario(KINGDOM, hands={0: ["Mint", "Silver"]}), "play Mint"), "no")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Mint"]}
    s = act(scenario(KINGDOM, hands={0: ["Mint", "Estate"]}), "play Mint")
    assert zones(s, 0) == {"hand": ["Estate"], "in_play": ["Mint"]}


def test_buying_mint_trashes_the_treasures_in_play() -> None:
    """Market, Gold, Silver: buy Mint ($5) - the Gold and Silver are trashed, the $1 left buys a
    Copper; the Estate in hand and the Market stay."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Silver", "Estate"]}, decks={0: ["Copper"]})
    s = act(s, "play Market")
    s = act(act(s, "play Gold"), "play Silver")
    s = act(s, "buy Mint")
    assert names(s.trash) == ["Gold", "Silver"]
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "discard": ["Mint"], "in_play": ["Market"]}
    assert (s.player(0).coins, s.player(0).buys) == (1, 1)


def test_gaining_mint_otherwise_trashes_too() -> None:
    """Expand trashing a Silver gains a Mint in the Action phase: the Copper in play (from a
    scenario) is trashed too."""
    s = scenario(KINGDOM, hands={0: ["Expand", "Silver"]}, in_play={0: ["Copper"]})
    s = act(act(s, "play Expand"), "gain Mint")
    assert names(s.trash) == ["Silver", "Copper"]
    assert zones(s, 0) == {"discard": ["Mint"], "in_play": ["Expand"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: each play asks again (a Silver, then the Copper); King's Court: reveal the
    Gold, decline, reveal it again."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mint", "Silver", "Copper"]})
    s = act(act(act(s, "play Throne Room"), "play Mint"), "reveal Silver")
    s = act(s, "reveal Copper")
    assert zones(s, 0) == {"hand": ["Silver", "Copper"], "discard": ["Copper", "Silver"],
                           "in_play": ["Throne Room", "Mint"]}
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Mint", "Gold"]})
    kc = act(act(act(kc, "play King's Court"), "play Mint"), "reveal Gold")
    kc = act(act(kc, "no"), "reveal Gold")
    assert zones(kc, 0) == {"hand": ["Gold"], "discard": ["Gold", "Gold"],
                            "in_play": ["King's Court", "Mint"]}


def test_gaining_mint_trashes_a_curse_played_with_charlatan() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." A Curse played
    for $1 is a non-Duration Treasure in play: buying Mint trashes it with the Gold."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Curse", "Gold", "Copper", "Estate"]},
                 decks={0: ["Silver"] * 5})
    s = act(act(s, "play Curse"), "play Gold")  # no Action in hand: the Buy phase
    s = act(act(s, "play Copper"), "buy Mint")  # the only buy: the turn ends
    assert names(s.trash) == ["Curse", "Gold", "Copper"]
    assert zones(s, 0) == {"hand": ["Silver"] * 5, "discard": ["Estate", "Mint"]}
