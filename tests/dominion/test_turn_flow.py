"""Turn flow (2nd-edition rulebook, "Turn"): Action phase, Buy phase, Clean-up, next player.

Rulebook: in the Action phase you may play one Action card (more with +Actions); in the Buy phase you
play Treasures, then buy with your Buys; you cannot play Treasures after buying; in Clean-up you
discard your hand and cards in play, draw 5 (shuffling only when you need to draw and your deck is
empty), and the next player starts with 1 Action, 1 Buy.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import scenario
from dgsim.dominion.state import TABLE
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market", "Moat"]


def test_no_playable_action_goes_to_the_buy_phase() -> None:
    """Without an Action card in hand the action phase is not asked; the buy phase is."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Estate"]}).auto_step()
    assert s.waiting_for() == 0
    assert choices(s) == ("play Copper", "play all treasures", "buy Copper", "buy Curse", "end turn")


def test_action_phase_labels() -> None:
    """One `play <Card>` per Action name in hand, then `end actions`."""
    s = scenario(KINGDOM, hands={0: ["Smithy", "Village", "Smithy", "Copper"]})
    assert choices(s) == ("play Smithy", "play Village", "end actions")


def test_no_actions_left_ends_the_action_phase() -> None:
    """With no Actions left, the remaining Action cards cannot be played: straight to the buy phase."""
    s = scenario(KINGDOM, hands={0: ["Smithy", "Smithy"]}, decks={0: ["Copper"] * 3})
    s = act(s, "play Smithy")
    assert choices(s) == ("play Copper", "play all treasures", "buy Copper", "buy Curse", "end turn")
    assert zones(s, 0) == {"hand": ["Smithy", "Copper", "Copper", "Copper"], "in_play": ["Smithy"]}


def test_buy_phase_labels_affordable_nonempty_piles() -> None:
    """`buy <Card>` only for piles that are not empty and cost at most the $ available."""
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper", "Copper"]}, supply={"Village": 0})
    s = act(s, "play all treasures")
    assert s.player(0).coins == 4
    assert choices(s) == ("buy Copper", "buy Silver", "buy Estate", "buy Curse", "buy Moat",
                          "buy Smithy", "end turn")


def test_play_one_treasure_at_a_time() -> None:
    """`play <Treasure>` plays one copy; the others stay in hand."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper", "Gold"]})
    s = act(s, "play Copper")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "in_play": ["Copper"]}
    assert s.player(0).coins == 1
    assert choices(s)[:3] == ("play Copper", "play Gold", "play all treasures")


def test_no_treasures_after_buying() -> None:
    """Once a card is bought no more Treasures may be played."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper", "Silver"]}, decks={0: ["Gold"] * 5})
    s = act(act(s, "play Silver"), "buy Estate")
    # no Buy and no Treasure may be played: the only choice left (`end turn`) is taken by itself
    assert s.current == 1
    assert zones(s, 0)["hand"] == ["Gold"] * 5 and s.player(0).count("Estate") == 1


def test_no_treasures_after_buying_with_buys_left() -> None:
    """With a second Buy, the buy phase offers only buys and `end turn`, never `play`."""
    s = scenario(KINGDOM, hands={0: ["Market", "Copper", "Copper", "Silver"]}, decks={0: ["Estate"]})
    s = act(act(act(s, "play Market"), "play Silver"), "buy Copper")
    assert s.player(0).buys == 1
    labels = choices(s)
    assert not any(label.startswith("play") for label in labels)
    assert s.player(0).coins == 3
    assert labels == ("buy Copper", "buy Silver", "buy Estate", "buy Curse", "buy Moat",
                      "buy Village", "end turn")
    with pytest.raises(InvalidActionError):
        s.action_generator(0).choose("play Copper")


def test_a_buy_is_noted_by_the_buy_phase_until_the_turn_ends() -> None:
    """`DominionState.bought`: False until the first buy, True after it for the rest of the turn
    (Clean-up included), False again when the next turn starts; the phase still reads as the Buy
    phase."""
    s = scenario(KINGDOM, hands={0: ["Market", "Copper", "Silver"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Market"), "play all treasures")
    assert not s.bought
    s = act(s, "buy Copper")
    assert s.bought and repr(s.phase) == "BUY_PHASE" and s.player(0).buys == 1
    ended = s.action_step(0, s.action_generator(0).choose("end turn").generate_action())
    assert ended.bought and repr(ended.phase) == "CLEANUP_PHASE"
    nxt = ended.auto_step()
    assert (nxt.current, nxt.bought) == (1, False)


def test_multiple_buys() -> None:
    """Each buy uses one Buy and its cost in $; both cards are gained."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold", "Gold", "Copper"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Market"), "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (8, 2)
    s = act(s, "buy Market")
    assert (s.player(0).coins, s.player(0).buys) == (3, 1)
    s = act(s, "buy Silver")
    assert s.current == 1  # no Buys left: the turn ended
    assert (s.supply_count("Market"), s.supply_count("Silver")) == (9, 39)
    assert (s.player(0).count("Market"), s.player(0).count("Silver")) == (2, 1)


def test_cleanup_without_shuffle() -> None:
    """Clean-up discards hand and play, draws 5 from the deck; no shuffle while the deck has 5."""
    s = scenario(KINGDOM, hands={0: ["Village", "Estate", "Copper"]},
                 decks={0: ["Gold", "Silver", "Copper", "Estate", "Duchy", "Province"]},
                 discards={0: ["Curse"]})
    s = act(s, "play Village")  # draws Gold; no Action left in hand, so on to the buy phase
    s = act(s, "end turn")
    assert zones(s, 0)["hand"] == ["Silver", "Copper", "Estate", "Duchy", "Province"]
    assert s.player(0).deck == ()
    assert sorted(names(s.player(0).discard)) == ["Copper", "Curse", "Estate", "Gold", "Village"]
    assert s.player(0).discard[-1].name == "Curse"  # the old discard pile stays at the bottom


def test_cleanup_shuffles_only_when_a_draw_needs_it() -> None:
    """With 2 cards left in the deck, those 2 are drawn first, then the discard pile is shuffled."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Estate"]}, decks={0: ["Gold", "Duchy"]},
                 discards={0: ["Silver", "Silver", "Curse"]})
    s = act(s, "end turn")
    p = s.player(0)
    assert names(p.hand[:2]) == ["Gold", "Duchy"]
    assert sorted(names(p.hand[2:] + p.deck)) == ["Copper", "Curse", "Estate", "Silver", "Silver"]
    assert (len(p.hand), len(p.deck), p.discard) == (5, 2, ())


def test_cleanup_with_too_few_cards() -> None:
    """With fewer than 5 cards in total, the player draws what there is."""
    s = scenario(KINGDOM, hands={0: ["Copper"]}, decks={0: ["Estate"]})
    s = act(s, "end turn")
    assert sorted(names(s.player(0).hand)) == ["Copper", "Estate"]
    assert (s.player(0).deck, s.player(0).discard) == ((), ())


def test_next_player_starts_fresh() -> None:
    """After Clean-up the next seat has 1 Action, 1 Buy, $0; the previous seat's unused Actions,
    Buys and $ are lost: it holds those it starts its next turn with (1, 1, $0)."""
    s = scenario(KINGDOM, hands={0: ["Market", "Gold"], 1: ["Village", "Copper"]},
                 decks={0: ["Copper"]}, players=3)
    seat1 = s.players[1]
    s = act(act(s, "play Market"), "play all treasures")
    s = act(s, "end turn")
    assert (s.current, s.turn) == (1, 2)
    p0, p1 = s.player(0), s.player(1)
    assert p1 is seat1  # its turn started without a copy of the seat
    assert (p0.actions, p0.buys, p0.coins, p0.turns) == (1, 1, 0, 1)
    assert (p1.actions, p1.buys, p1.coins, p1.turns) == (1, 1, 0, 0)
    assert s.waiting_for() == 1 and choices(s) == ("play Village", "end actions")
    s = act(act(s, "end actions"), "end turn")
    assert (s.current, s.player(2).actions, s.player(2).buys) == (2, 1, 1)
    s = act(s, "end turn")
    assert s.current == 0 and s.player(0).turns == 1 and s.player(2).turns == 1


def test_a_next_seat_holding_other_counters_starts_with_one_action_and_one_buy() -> None:
    """Whatever counters a seat holds between its turns (a state built by hand), its turn starts
    with 1 Action, 1 Buy and $0."""
    s = scenario(KINGDOM, hands={0: ["Copper"], 1: ["Village", "Copper"]})
    s = replace(s, players=(s.players[0], s.players[1].with_counters(actions=0, buys=3, coins=2)))
    s = act(s, "end turn")
    p1 = s.player(1)
    assert (s.current, p1.actions, p1.buys, p1.coins) == (1, 1, 1, 0)


def test_only_the_deciding_seat_may_act() -> None:
    """Another seat's generator or action is refused."""
    s = scenario(KINGDOM, hands={0: ["Copper"]}).auto_step()
    with pytest.raises(InvalidActionError):
        s.action_generator(1)
    gen = s.action_generator(0).choose("end turn")
    with pytest.raises(InvalidActionError):
        s.action_step(1, gen.generate_action())


def test_the_table_is_empty_again_after_a_turn_that_used_it() -> None:
    """A turn that used the table (Merchant's trigger) leaves nothing on it for the next normal
    turn: the per-turn fields reset and no turn bookkeeping stays, so the fast paths apply again."""
    s = scenario(["Merchant"], hands={0: ["Merchant", "Silver", "Copper"]},
                 decks={0: ["Estate"] * 6, 1: ["Copper"] * 10})
    s = act(s, "play Merchant")
    assert s.table is not TABLE  # Merchant's trigger for the first Silver
    s = act(s, "play all treasures")
    assert s.player(0).coins == 4  # Silver $2 +$1, Copper $1
    s = act(s, "end turn")
    assert s.current == 1 and s.table is TABLE
