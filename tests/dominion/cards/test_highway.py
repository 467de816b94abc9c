"""Highway (Hinterlands, 2nd edition): "+1 Card +1 Action. This turn, cards cost $1 less."

The 2022 text (wiki, card text and Official FAQ 2022) lasts the turn, not while Highway is in play;
it is cumulative (two plays, or one Throne-Roomed: $2 less); costs never go below $0."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cost import cost
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Highway", "Throne Room", "Workshop", "Village", "Smithy"]


def test_card_data() -> None:
    """A $5 Action of Hinterlands."""
    card = card_named("Highway")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Hinterlands")


def test_play_cuts_costs() -> None:
    """+1 Card +1 Action; a Province costs $7, a Copper still $0; a Gold is bought with $5."""
    s = scenario(KINGDOM, hands={0: ["Highway", "Gold", "Silver"]}, decks={0: ["Copper"]})
    s = act(s, "play Highway")
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Copper"], "in_play": ["Highway"]}
    assert s.player(0).actions == 1
    assert cost(s, card_named("Province")) == 7 and cost(s, card_named("Copper")) == 0
    s = act(s, "play all treasures")
    assert s.player(0).coins == 6
    assert "buy Gold" in choices(s) and "buy Province" not in choices(s)


def test_throne_room_twice_and_workshop() -> None:
    """Throne Room: $2 less; a Workshop then gains a Highway ($3 now), not a Gold ($4)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Highway", "Workshop"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Highway")
    assert cost(s, card_named("Highway")) == 3
    s = act(s, "play Workshop")
    offered = choices(s)
    assert "gain Highway" in offered and "gain Gold" in offered  # Gold costs $4 now
    assert "gain Duchy" in offered and "gain Province" not in offered
    s = act(s, "gain Highway")
    assert zones(s, 0)["discard"] == ["Highway"]


def test_lasts_the_turn_only() -> None:
    """The next turn, costs are back to printed."""
    s = scenario(KINGDOM, hands={0: ["Highway"]}, decks={0: ["Estate"] * 6})
    s = act(act(s, "play Highway"), "end turn")
    assert s.current == 1 and cost(s, card_named("Highway")) == 5
