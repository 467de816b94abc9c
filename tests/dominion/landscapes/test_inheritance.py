"""Inheritance (Adventures Event, $7): "Once per game: Set aside a non-Command Action card from the
Supply costing up to $4. Move your Estate token to it. (During your turns, Estates are also Actions
with "Play the card with your Estate token, leaving it there.")" (2022 text). FAQ: "This is not
gaining a card [...] at the end of the game, include the card in your deck when scoring";
"Your Estates are still worth 1 Victory Point"; the set-aside card "does not have to continue
costing up to $4"."""

from __future__ import annotations

import pickle

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.cards.adventures_events import INHERITANCE_MAT
from dgsim.dominion.score import score
from dgsim.dominion.tokens import move_token
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Throne Room", "City Quarter", "Caravan", "Conspirator"]


def _inherited(state: DominionState, card: str, pid: int = 0) -> DominionState:
    """``state`` with ``card`` on seat ``pid``'s Inheritance mat and its Estate token on it."""
    p = state.player(pid)
    state = state.with_player(pid, p.with_more(p.more.with_mat(INHERITANCE_MAT,
                                                               (card_named(card),))))
    return move_token(state, pid, "Estate", card)


def test_card_data() -> None:
    e = card_named("Inheritance")
    assert (e.cost, e.type_line, e.tokens) == (7, "Event", ("Estate",))


def test_sets_aside_a_non_command_action_up_to_4_and_moves_the_estate_token() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Silver"]}, landscapes=["Inheritance"])
    s = act(act(s, "play all treasures"), "buy Inheritance")
    # Village $3, Smithy $4, Throne Room $4, Caravan $4, Conspirator $4; not Market ($5) nor
    # City Quarter (a debt cost)
    assert sorted(choices(s)) == ["set aside Caravan", "set aside Conspirator", "set aside Smithy",
                                  "set aside Throne Room", "set aside Village"]
    before = s.supply_count("Smithy")
    s = act(s, "set aside Smithy")
    p = s.player(0)
    assert s.supply_count("Smithy") == before - 1
    assert p.tokens == {"Estate": "Smithy"}
    assert names(p.set_aside) == ["Smithy"]
    assert "Smithy" not in names(p.hand + p.deck + p.discard)  # not gained


def test_once_per_game() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Silver"]}, landscapes=["Inheritance"])
    assert "buy Inheritance" in choices(act(s, "play all treasures"))
    s = _inherited(s, "Village")
    assert "buy Inheritance" not in choices(act(s, "play all treasures"))


def test_an_estate_in_hand_plays_the_card_with_the_token_leaving_it_there() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate", "Copper"]}, decks={0: ["Silver", "Gold"]},
                 landscapes=["Inheritance"])
    s = _inherited(s, "Village")
    assert choices(s) == ("play Estate", "end actions")
    supply = s.supply_count("Village")
    s = act(s, "play Estate")
    p = s.player(0)
    assert (names(p.in_play), p.actions) == (["Estate"], 2)  # +1 Card +2 Actions, one used
    assert names(p.hand) == ["Copper", "Silver"]
    assert names(p.mats[INHERITANCE_MAT]) == ["Village"]  # left there
    assert s.supply_count("Village") == supply


def test_without_the_token_an_estate_is_no_action() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate", "Copper"]}, landscapes=["Inheritance"])
    assert "play Estate" not in choices(s)
    assert not s.is_action(card_named("Estate"))


def test_only_during_the_token_owners_turns() -> None:
    """Seat 1's turn: seat 0's token makes no Estate an Action (not even seat 1's)."""
    s = scenario(KINGDOM, hands={1: ["Estate", "Village"]}, current=1,
                 landscapes=["Inheritance"])
    s = _inherited(s, "Smithy", pid=0)
    assert choices(s) == ("play Village", "end actions")
    assert not s.is_action(card_named("Estate"))
    seat_zero = _inherited(scenario(KINGDOM, hands={0: ["Copper"]}, landscapes=["Inheritance"]),
                           "Smithy")
    assert seat_zero.is_action(card_named("Estate"))  # any Estate, during seat 0's turns


def test_throne_room_plays_the_estate_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Estate"]},
                 decks={0: ["Copper", "Silver", "Gold"]}, landscapes=["Inheritance"])
    s = act(_inherited(s, "Village"), "play Throne Room")
    assert choices(s) == ("play Estate", "no")
    s = act(s, "play Estate")
    p = s.player(0)
    assert names(p.in_play) == ["Throne Room", "Estate"]
    assert (len(p.hand), p.actions) == (2, 4)  # Village twice: +2 Cards, +4 Actions


def test_counts_as_an_action_card_revealed() -> None:
    """City Quarter: "+1 Card per Action card revealed": the Estate is one on its owner's turn."""
    s = scenario(KINGDOM, hands={0: ["City Quarter", "Estate", "Estate", "Copper"]},
                 decks={0: ["Silver", "Gold", "Copper"]}, landscapes=["Inheritance"])
    s = act(_inherited(s, "Village"), "play City Quarter")
    assert names(s.player(0).hand) == ["Estate", "Estate", "Copper", "Silver", "Gold"]


def test_both_plays_count_as_actions_played() -> None:
    """Conspirator: the Estate and the card it plays are two Action cards played."""
    s = scenario(KINGDOM, hands={0: ["Estate", "Conspirator"]}, decks={0: ["Copper", "Silver"]},
                 landscapes=["Inheritance"])
    s = act(act(_inherited(s, "Village"), "play Estate"), "play Conspirator")
    p = s.player(0)
    assert names(p.hand) == ["Copper", "Silver"]  # 3 Actions played: +1 Card +1 Action
    assert (p.actions, p.coins) == (2, 2)


def test_an_inherited_duration_keeps_the_estate_in_play() -> None:
    """Caravan ("+1 Card +1 Action. At the start of your next turn, +1 Card"): the Estate that
    played it stays in play until the next turn's Clean-up."""
    s = scenario(KINGDOM, hands={0: ["Estate"]}, decks={0: ["Copper"] * 5 + ["Silver", "Gold"]},
                 landscapes=["Inheritance"])
    s = act(_inherited(s, "Caravan"), "play Estate")
    assert len(s.player(0).hand) == 1
    s = end_turn(end_turn(s))  # seat 0's Clean-up keeps the Estate; seat 1 passes
    assert names(s.player(0).duration) == ["Estate"]
    assert len(s.player(0).hand) == 6  # 5 drawn in Clean-up, +1 Card at the start of the turn
    s = end_turn(s)
    p = s.player(0)
    assert p.duration == () and "Estate" in names(p.hand + p.deck + p.discard)  # discarded


def test_the_set_aside_card_counts_at_the_end_and_estates_still_score() -> None:
    s = scenario(["Village", "Gardens"], hands={0: ["Estate"]},
                 decks={0: ["Copper"] * 7 + ["Gardens"]},
                 landscapes=["Inheritance"])
    before = score(s, 0)
    s = _inherited(s, "Village")
    assert len(s.player(0).all_cards()) == 10
    assert score(s, 0) == before + 1  # Gardens: 10 cards now, and the Estate's 1 VP


def test_equal_states_offer_the_same_choices() -> None:
    s = _inherited(scenario(KINGDOM, hands={0: ["Estate"]}, landscapes=["Inheritance"]),
                   "Smithy")
    copy = pickle.loads(pickle.dumps(s))
    assert copy == s and choices(copy) == choices(s) == ("play Estate", "end actions")


def test_a_rule_bot_buys_it_by_its_rules_and_inherits_its_best_card() -> None:
    """A buy rule may name an Event; the card set aside is the one its rules would gain first."""
    from dgsim.agents.rules import Rule, RuleAgent, Strategy

    bot = RuleAgent(Strategy("inheritor", buy=(Rule("Province"), Rule("Inheritance"),
                                               Rule("Gold"), Rule("Caravan"), Rule("Smithy"))))
    s = scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper"]},
                 landscapes=["Inheritance"]).auto_step()
    while s.waiting_for() == 0 and not s.player(0).tokens:
        s = s.action_step(0, bot.act(s, s.action_generator(0))).auto_step()
    assert s.player(0).tokens == {"Estate": "Caravan"}
    unlisted = RuleAgent(Strategy("plain", buy=(Rule("Inheritance"),)))
    s = act(act(scenario(KINGDOM, hands={0: ["Gold", "Gold", "Copper"]},
                         landscapes=["Inheritance"]), "play all treasures"), "buy Inheritance")
    pick = unlisted.act(s, s.action_generator(0))
    s = s.action_step(0, pick).auto_step()
    assert s.player(0).tokens["Estate"] in {"Smithy", "Throne Room", "Caravan", "Conspirator"}


def test_golem_finds_the_estate_an_action() -> None:
    """Golem ("Reveal cards from your deck until you reveal 2 Action cards other than Golems.
    Discard the other cards, then play the Action cards in either order"): on its owner's turn
    the Estate is one of the two."""
    s = scenario([*KINGDOM, "Golem"], hands={0: ["Golem"]},
                 decks={0: ["Estate", "Copper", "Smithy", "Silver", "Gold", "Gold", "Copper"]},
                 landscapes=["Inheritance"])
    s = act(_inherited(s, "Village"), "play Golem")
    while s.waiting_for() == 0 and s.current == 0 and "end actions" not in choices(s) \
            and "play all treasures" not in choices(s):
        s = act(s, choices(s)[0])
    p = s.player(0)
    assert sorted(names(p.in_play)) == ["Estate", "Golem", "Smithy"]
    assert "Copper" in names(p.discard)
