"""Conspirator (Intrigue): "+$2. If you've played 3 or more Actions this turn (counting this),
+1 Card and +1 Action."

Source: https://wiki.dominionstrategy.com/index.php/Conspirator and the rulebook (quoted at
https://dominioncg.fandom.com/wiki/Conspirator): "if you Throne Room an Action, that's one Action
for the Throne Room, one for the selected Action played the first time, and one for the selected
Action played the second time ... the first Conspirator will be your second Action, and won't
give you +1 Card or +1 Action, but the second Conspirator will be your third Action"; "Action -
Victory cards are Actions". The count is turn memory in the state (``table.actions_played``),
reset at the next turn."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.fields import TABLE, Seen
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, zones

KINGDOM = ["Conspirator", "Village", "Throne Room", "Mill", "Vassal"]


def test_card_data() -> None:
    """A $4 Action of Intrigue with +$2; the per-turn count is classified PER_TURN."""
    card = card_named("Conspirator")
    assert (card.cost, card.type_line, card.coins, card.set_name) == (4, "Action", 2, "Intrigue")
    assert TABLE["actions_played"] is Seen.PER_TURN


def test_first_or_second_action_gives_only_coins() -> None:
    """Village then Conspirator: two Actions, so +$2 and nothing else."""
    s = scenario(KINGDOM, hands={0: ["Village", "Conspirator"]}, decks={0: ["Copper", "Gold"]})
    s = act(act(s, "play Village"), "play Conspirator")
    assert s.table.turn.actions_played == 2
    assert (s.player(0).actions, s.player(0).coins) == (1, 2)
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"],
                           "in_play": ["Village", "Conspirator"]}


def test_third_action_draws_and_gives_an_action() -> None:
    """Village, Mill (an Action - Victory counts), Conspirator: +$2, +1 Card, +1 Action."""
    s = scenario(KINGDOM, hands={0: ["Village", "Mill", "Conspirator"]},
                 decks={0: ["Copper", "Silver", "Gold"]})
    s = act(act(act(s, "play Village"), "play Mill"), "no")
    s = act(s, "play Conspirator")
    assert s.table.turn.actions_played == 3
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold"],
                           "in_play": ["Village", "Mill", "Conspirator"]}


def test_throne_room_counts_each_play() -> None:
    """Throne Room on Conspirator: the first play is the 2nd Action (+$2), the second the 3rd."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Conspirator"]}, decks={0: ["Gold", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Conspirator")
    assert s.table.turn.actions_played == 3
    assert (s.player(0).actions, s.player(0).coins) == (1, 4)
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Copper"],
                           "in_play": ["Throne Room", "Conspirator"]}


def test_a_card_played_by_vassal_counts() -> None:
    """Village, Vassal plays a discarded Conspirator: it is the third Action played."""
    s = scenario(KINGDOM, hands={0: ["Village", "Vassal"]},
                 decks={0: ["Copper", "Conspirator", "Gold"]})
    s = act(act(act(s, "play Village"), "play Vassal"), "play Conspirator")
    assert s.table.turn.actions_played == 3
    assert (s.player(0).actions, s.player(0).coins) == (2, 4)
    assert zones(s, 0) == {"hand": ["Copper", "Gold"],
                           "in_play": ["Village", "Vassal", "Conspirator"]}


def test_the_count_is_per_turn() -> None:
    """The count starts again at 0 on the next turn."""
    s = scenario(KINGDOM, hands={0: ["Village", "Village"]}, decks={0: ["Copper"] * 8})
    s = act(act(s, "play Village"), "play Village")
    assert s.table.turn.actions_played == 2
    s = end_turn(s)
    assert s.current == 1 and s.table.turn.actions_played == 0


def test_treasures_do_not_count() -> None:
    """Playing Treasures adds nothing to the count."""
    s = scenario(KINGDOM, hands={0: ["Conspirator", "Copper", "Silver"]})
    s = act(act(s, "play Conspirator"), "play all treasures")
    assert s.table.turn.actions_played == 1
    assert s.player(0).coins == 5
