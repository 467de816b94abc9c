"""Scrying Pool (Alchemy, $2 and a potion, Action - Attack): "+1 Action. Each player (including
you) reveals the top card of their deck and either discards it or puts it back, your choice.
Then reveal cards from your deck until revealing one that isn't an Action. Put all of those
revealed cards into your hand."

The player's own top card first (not an attack on itself: Moat does not matter), then each
other player in turn order (Moat blocks it); ``discard <Card>`` or ``topdeck <Card>``, the
player's choice. Then the reveal until a non-Action (included) — a card put back is revealed
again —, all into the hand (known to every seat); with deck and discard run out, what was
revealed. A shuffle in the middle is announced (Stash).
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Scrying Pool", "Village", "Moat", "Throne Room", "Stash"]


def test_card_data() -> None:
    card = card_named("Scrying Pool")
    assert (card.cost, card.potion, card.type_line, card.actions) == (
        2, 1, "Action - Attack", 1)


def test_each_player_then_until_a_non_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Scrying Pool"]},
                 decks={0: ["Estate", "Village", "Moat", "Silver", "Gold"],
                        1: ["Gold", "Copper"], 2: ["Curse"]}, players=3)
    s = act(s, "play Scrying Pool")
    assert choices(s) == ("discard Estate", "topdeck Estate")
    s = act(s, "discard Estate")
    assert choices(s) == ("discard Gold", "topdeck Gold")
    s = act(s, "discard Gold", pid=0)
    s = act(s, "topdeck Curse", pid=0)
    assert zones(s, 0) == {"hand": ["Village", "Moat", "Silver"], "in_play": ["Scrying Pool"],
                           "deck": ["Gold"], "discard": ["Estate"]}
    assert zones(s, 1) == {"deck": ["Copper"], "discard": ["Gold"]}
    assert zones(s, 2) == {"deck": ["Curse"]}
    assert s.player(0).actions == 1


def test_a_card_put_back_is_revealed_again() -> None:
    s = scenario(KINGDOM, hands={0: ["Scrying Pool"]}, decks={0: ["Copper", "Village"]})
    s = act(s, "play Scrying Pool")
    s = act(s, "topdeck Copper")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Scrying Pool"],
                           "deck": ["Village"]}


def test_moat_blocks_the_attack_only() -> None:
    s = scenario(KINGDOM, hands={0: ["Scrying Pool"], 1: ["Moat"]},
                 decks={0: ["Village", "Village", "Estate"], 1: ["Gold"]})
    s = act(s, "play Scrying Pool")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "topdeck Village", pid=0)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold"]}
    assert zones(s, 0) == {"hand": ["Village", "Village", "Estate"], "in_play": ["Scrying Pool"]}


def test_runs_out_and_a_shuffle_in_the_middle() -> None:
    s = scenario(KINGDOM, hands={0: ["Scrying Pool"]}, decks={0: ["Village", "Village"]})
    s = act(act(s, "play Scrying Pool"), "topdeck Village")
    assert zones(s, 0) == {"hand": ["Village", "Village"], "in_play": ["Scrying Pool"]}
    s = scenario(KINGDOM, hands={0: ["Scrying Pool"]}, decks={0: ["Village", "Moat"]},
                 discards={0: ["Stash", "Copper"]})
    s = act(act(s, "play Scrying Pool"), "topdeck Village")
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 0")  # Stash on top: it isn't an Action, the reveal stops there
    assert zones(s, 0) == {"hand": ["Village", "Moat", "Stash"], "in_play": ["Scrying Pool"],
                           "deck": ["Copper"]}


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Scrying Pool"]},
                 decks={0: ["Village", "Copper", "Estate", "Silver"], 1: ["Gold", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Scrying Pool")
    s = act(act(s, "topdeck Village"), "discard Gold")
    assert zones(s, 0)["hand"] == ["Village", "Copper"]
    s = act(act(s, "discard Estate"), "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Village", "Copper", "Silver"], "discard": ["Estate"],
                           "in_play": ["Throne Room", "Scrying Pool"]}
    assert zones(s, 1) == {"deck": ["Silver"], "discard": ["Gold"]}
    assert s.player(0).actions == 2
