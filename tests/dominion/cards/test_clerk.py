"""Clerk (Prosperity, 2nd edition): "+$2. Each other player with 5 or more cards in hand puts one
onto their deck. At the start of your turn, you may play this from your hand."

At the start of its owner's turn a Clerk in hand is offered as ``play Clerk`` or ``no`` (again
for each further Clerk); played so, it uses no Action and is an ordinary play (an Attack: Moat).
Official FAQ: it can be played at the start of your turn, before your Action phase, with its
+$2 for that turn."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Clerk", "Moat", "Throne Room", "Village", "Caravan"]
FIVE = ["Copper", "Copper", "Estate", "Silver", "Gold"]


def test_card_data() -> None:
    """A $4 Action - Reaction - Attack of Prosperity (2022 printing: types Action, Reaction,
    Attack; its text ends "you may play this from your hand")."""
    card = card_named("Clerk")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (
        4, "Action - Attack - Reaction", 2, "Prosperity")
    assert card.is_reaction and card.is_attack
    assert card.text.endswith("At the start of your turn, you may play this from your hand.")


def test_victim_with_five_cards_topdecks_one() -> None:
    """+$2; seat 1 (5 cards) puts an Estate onto its deck; seat 2 (4 cards) does nothing."""
    s = scenario(KINGDOM, hands={0: ["Clerk"], 1: FIVE, 2: FIVE[:4]}, players=3)
    s = act(s, "play Clerk")
    assert s.player(0).coins == 2 and s.waiting_for() == 1
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold", "topdeck Silver")
    s = act(s, "topdeck Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Silver", "Gold"], "deck": ["Estate"]}
    assert zones(s, 2) == {"hand": FIVE[:4]}


def test_moat_and_throne_room() -> None:
    """Moat blocks it; Throne Room: +$4, the victim goes from 6 to 5 to 4 cards."""
    s = scenario(KINGDOM, hands={0: ["Clerk"], 1: ["Moat", *FIVE]})
    s = act(act(s, "play Clerk"), "reveal Moat", pid=1)
    assert len(s.player(1).hand) == 6 and s.player(0).coins == 2
    t = scenario(KINGDOM, hands={0: ["Throne Room", "Clerk"], 1: ["Estate", *FIVE]})
    t = act(act(act(t, "play Throne Room"), "play Clerk"), "topdeck Estate", pid=1)
    t = act(t, "topdeck Copper", pid=1)
    assert t.player(0).coins == 4 and len(t.player(1).hand) == 4
    assert zones(t, 1)["deck"] == ["Copper", "Estate"]


def test_played_at_the_start_of_its_owners_turn() -> None:
    """Seat 1 starts its turn with two Clerks in hand: it plays one (seat 0, 5 cards, topdecks),
    declines the second, and still has its Action: $2 and an Action for the other Clerk."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Clerk", "Clerk", "Village"]},
                 decks={0: FIVE})
    s = act(s, "end turn")
    assert s.current == 1 and s.waiting_for() == 1
    assert choices(s) == ("play Clerk", "no")
    s = act(s, "play Clerk")
    assert s.waiting_for() == 0  # seat 0 has drawn its 5 cards
    s = act(s, "topdeck Gold", pid=0)
    assert choices(s) == ("play Clerk", "no")  # the second Clerk
    s = act(s, "no")
    assert (s.player(1).actions, s.player(1).coins) == (1, 2)
    assert choices(s) == ("play Clerk", "play Village", "end actions")


def test_not_offered_at_another_players_turn_or_in_play() -> None:
    """A Clerk in seat 1's hand is not offered at seat 0's turn start; the next turn of seat 0
    without a Clerk in hand asks nothing."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Copper"]},
                 decks={0: ["Clerk"] + ["Copper"] * 9, 1: ["Copper"] * 5})
    s = act(s, "end turn")  # seat 0 draws Clerk + 4 Coppers
    assert s.current == 1 and "play Clerk" not in choices(s)
    s = act(s, "end turn")
    assert s.current == 0 and choices(s) == ("play Clerk", "no")
