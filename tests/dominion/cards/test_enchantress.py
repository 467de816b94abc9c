"""Enchantress (Empires), $3 Action-Attack-Duration: "Until your next turn, the first time each
other player plays an Action card on their turn, they get +1 Card and +1 Action instead of
following its instructions. At the start of your next turn, +2 Cards." (FAQ: "the card is still
played [...] it just does not do what it normally does"; "a Duration card played this way is
discarded that turn"; "If they respond to it with Moat, they are unaffected.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.state import DominionState
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Enchantress", "Smithy", "Village", "Throne Room", "Moat", "Caravan"]


def _enchanted(hand1: list[str], *, players: int = 2, hand2: list[str] | None = None,
               deck1: list[str] | None = None) -> DominionState:
    """Seat 0 has played Enchantress and ended its turn; seat 1's turn starts."""
    hands = {0: ["Enchantress"], 1: hand1}
    decks = {0: ["Gold"] * 7, 1: deck1 if deck1 is not None else ["Silver"] * 6}
    if players == 3:
        hands[2] = hand2 or ["Copper"]
    s = scenario(KINGDOM, hands=hands, decks=decks, players=players)
    s = act(s, "play Enchantress")
    return act(s, "end turn")


def test_card_data() -> None:
    card = card_named("Enchantress")
    assert (card.cost, card.type_line) == (3, "Action - Attack - Duration")


def test_the_first_action_gives_a_card_and_an_action_instead() -> None:
    s = _enchanted(["Smithy", "Smithy", "Copper"])
    assert s.current == 1
    s = act(s, "play Smithy")  # +1 Card +1 Action instead of +3 Cards
    p = s.player(1)
    assert p.actions == 1 and sorted(names(p.hand)) == ["Copper", "Silver", "Smithy"]
    assert names(p.in_play) == ["Smithy"]
    s = act(s, "play Smithy")  # the second Action follows its instructions
    assert len(s.player(1).hand) == 2 + 3


def test_a_throne_room_played_first_is_the_one_replaced() -> None:
    s = _enchanted(["Throne Room", "Smithy"])
    s = act(s, "play Throne Room")  # replaced: it plays nothing
    p = s.player(1)
    assert p.actions == 1 and sorted(names(p.hand)) == ["Silver", "Smithy"]
    assert "play Smithy" in choices(s)


def test_a_duration_played_this_way_is_discarded_that_turn() -> None:
    s = _enchanted(["Caravan", "Copper"])
    s = act(s, "play Caravan")
    assert not s.player(1).more.lasting.records
    s = act(s, "play all treasures")
    s = act(s, "end turn")
    assert "Caravan" in names(s.player(1).discard)
    assert s.current == 0 and len(s.player(0).hand) == 5 + 2  # +2 Cards at its next turn


def test_the_attackers_own_actions_are_not_affected() -> None:
    s = scenario(KINGDOM, hands={0: ["Enchantress", "Village", "Smithy"]},
                 decks={0: ["Copper"] * 8})
    s = act(s, "play Village")
    s = act(s, "play Enchantress")
    s = act(s, "play Smithy")
    assert len(s.player(0).hand) == 1 + 3


def test_moat_makes_a_player_unaffected_with_two_players() -> None:
    s = scenario(KINGDOM, hands={0: ["Enchantress"], 1: ["Moat", "Smithy"]},
                 decks={0: ["Gold"] * 7, 1: ["Silver"] * 6})
    s = act(s, "play Enchantress")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "no", pid=1) if "no" in choices(s) else s
    s = act(s, "end turn")
    s = act(s, "play Smithy")
    assert len(s.player(1).hand) == 1 + 3  # Smithy as printed


def test_moat_with_three_players_protects_only_its_owner() -> None:
    s = scenario(KINGDOM, hands={0: ["Enchantress"], 1: ["Moat", "Smithy"],
                                 2: ["Smithy", "Copper"]},
                 decks={0: ["Gold"] * 7, 1: ["Silver"] * 8, 2: ["Silver"] * 6}, players=3)
    s = act(s, "play Enchantress")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "no", pid=1) if "no" in choices(s) else s
    s = act(s, "end turn")
    s = act(s, "play Smithy")  # seat 1: unaffected
    assert len(s.player(1).hand) == 1 + 3
    s = act(s, "end turn")
    s = act(s, "play Smithy")  # seat 2: affected
    p = s.player(2)
    assert p.actions == 1 and len(p.hand) == 2


def test_its_effect_ends_at_the_start_of_its_owners_next_turn() -> None:
    s = _enchanted(["Copper"])
    s = act(s, "play all treasures")
    s = act(s, "end turn")  # seat 0's turn: +2 Cards, the record is gone
    assert len(s.player(0).hand) == 7
    assert not s.player(0).more.lasting.pending and not s.player(0).more.lasting.records


def test_bots_play_it_to_the_end() -> None:
    bots_finish(KINGDOM)
