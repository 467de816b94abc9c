"""Hamlet (Cornucopia): "+1 Card +1 Action. You may discard a card; if you do, +1 Action. You may
discard a card; if you do, +1 Buy."

Two decisions in printed order: the first discard (``discard <Card>`` or ``no``) is for the
Action, the second for the Buy (card text; wiki.dominionstrategy.com/index.php/Hamlet, Official
FAQ: "You can discard a card for +1 Action, a card for +1 Buy, both, or neither")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Hamlet", "Throne Room", "Village"]


def test_card_data() -> None:
    """A $2 Action of Cornucopia: +1 Card +1 Action."""
    c = card_named("Hamlet")
    assert (c.cost, c.cards, c.actions, c.type_line, c.set_name) == (
        2, 1, 1, "Action", "Cornucopia")


def test_discard_for_action_then_for_buy() -> None:
    """Both discards: 2 Actions and 2 Buys."""
    s = scenario(KINGDOM, hands={0: ["Hamlet", "Estate", "Copper"]}, decks={0: ["Silver"]})
    s = act(s, "play Hamlet")
    assert choices(s) == ("discard Copper", "discard Estate", "discard Silver", "no")
    s = act(act(s, "discard Estate"), "discard Copper")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Copper", "Estate"],
                           "in_play": ["Hamlet"]}
    p = s.player(0)
    assert (p.actions, p.buys) == (2, 2)


def test_neither_or_only_the_buy() -> None:
    """``no`` to the first, a discard for the second: 1 Action, 2 Buys; ``no`` twice: 1 and 1."""
    s = scenario(KINGDOM, hands={0: ["Hamlet", "Estate"]}, decks={0: ["Silver"]})
    s = act(act(act(s, "play Hamlet"), "no"), "discard Estate")
    assert (s.player(0).actions, s.player(0).buys) == (1, 2)
    n = act(act(act(scenario(KINGDOM, hands={0: ["Hamlet", "Estate"]}), "play Hamlet"), "no"), "no")
    assert (n.player(0).actions, n.player(0).buys) == (1, 1)
    assert zones(n, 0) == {"hand": ["Estate"], "in_play": ["Hamlet"]}


def test_throne_room() -> None:
    """Throne Room: +2 Cards, +2 Actions and four chances to discard (two Actions, two Buys)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Hamlet", "Estate", "Estate", "Copper"]},
                 decks={0: ["Silver", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Hamlet")
    s = act(act(s, "discard Estate"), "discard Estate")
    s = act(act(s, "discard Copper"), "no")
    assert zones(s, 0) == {"hand": ["Silver", "Gold"], "discard": ["Copper", "Estate", "Estate"],
                           "in_play": ["Throne Room", "Hamlet"]}
    assert (s.player(0).actions, s.player(0).buys) == (4, 2)
