"""Plan (Adventures Event, $3): "Move your Trashing token to an Action Supply pile (when you buy a
card from that pile, you may trash a card from your hand.)"

The token's rule is a reaction of Plan (zone ``"game"``) to the buy: ``trash <Card>`` or ``no``."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import move_token
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market"]


def _with_token(hand: list[str]) -> DominionState:
    s = scenario(KINGDOM, hands={0: hand}, landscapes=["Plan"])
    return move_token(s, 0, "Trashing", "Village")


def test_card_data() -> None:
    e = card_named("Plan")
    assert (e.cost, e.type_line, e.tokens) == (3, "Event", ("Trashing",))


def test_plan_moves_the_trashing_token() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, landscapes=["Plan"])
    s = act(act(s, "play all treasures"), "buy Plan")
    assert choices(s) == ("move to Market", "move to Smithy", "move to Village")
    s = act(s, "move to Smithy")
    assert s.player(0).tokens == {"Trashing": "Smithy"}


def test_buying_from_the_pile_may_trash_a_card_from_hand() -> None:
    s = _with_token(["Silver", "Copper", "Estate", "Curse"])
    s = act(act(s, "play all treasures"), "buy Village")
    assert choices(s) == ("trash Curse", "trash Estate", "no")
    s = act(s, "trash Curse")
    assert names(s.trash) == ["Curse"]


def test_the_trashing_is_optional() -> None:
    s = _with_token(["Silver", "Copper", "Estate"])
    s = act(act(act(s, "play all treasures"), "buy Village"), "no")
    assert names(s.trash) == []


def test_another_pile_asks_nothing() -> None:
    s = _with_token(["Silver", "Copper", "Estate"])
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.current == 1 and names(s.trash) == []


def test_another_seats_token_is_not_mine() -> None:
    s = scenario(KINGDOM, hands={0: ["Silver", "Copper", "Estate"]}, landscapes=["Plan"])
    s = move_token(s, 1, "Trashing", "Village")
    s = act(act(s, "play all treasures"), "buy Village")
    assert s.current == 1 and names(s.trash) == []


def test_gaining_from_the_pile_is_no_buy() -> None:
    """Only a buy: a Workshop's gain from the pile asks nothing."""
    s = scenario(["Workshop", *KINGDOM], hands={0: ["Workshop", "Estate"]}, landscapes=["Plan"])
    s = move_token(s, 0, "Trashing", "Village")
    s = act(act(s, "play Workshop"), "gain Village")
    assert "trash Estate" not in choices(s)
    assert zones(s, 0)["discard"] == ["Village"]


def test_a_rule_bot_moves_the_token_to_a_pile_it_buys() -> None:
    """``move to <Pile>``: the pile the bot's strategy lists first, else the first one."""
    from dgsim.agents.rules import Rule, RuleAgent, Strategy

    s = scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, landscapes=["Plan"])
    s = act(act(s, "play all treasures"), "buy Plan").auto_step()
    bot = RuleAgent(Strategy("smithy", buy=(Rule("Gold"), Rule("Smithy"))))
    action = bot.act(s, s.action_generator(0))
    s = s.action_step(0, action)
    assert s.player(0).tokens == {"Trashing": "Smithy"}
    t = act(act(scenario(KINGDOM, hands={0: ["Silver", "Copper"]}, landscapes=["Plan"]),
                "play all treasures"), "buy Plan").auto_step()
    t = t.action_step(0, RuleAgent(Strategy("none", buy=())).act(t, t.action_generator(0)))
    assert t.player(0).tokens == {"Trashing": "Market"}
