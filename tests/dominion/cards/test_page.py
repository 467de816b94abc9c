"""Page (Adventures), $2 Action - Traveller: "+1 Card +1 Action. When you discard this from play,
you may exchange it for a Treasure Hunter."

Official FAQ: "See the section on Travellers. When you play Page, you get +1 Card and +1 Action.
When you discard it from play, you may return it to its pile and take a Treasure Hunter, putting
it into your discard pile." Rulebook: exchanging is not gaining. The line's piles (Treasure
Hunter, Warrior, Hero, Champion: 5 each) are outside the supply.
"""

from __future__ import annotations

from dgsim.agents.bots import BIG_MONEY
from dgsim.agents.rules import RuleAgent
from dgsim.dominion import card_named, scenario
from tests.agents.support import decide
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, zones

TR = "Throne Room"
KINGDOM = ["Page", TR, "Village", "Duplicate"]


def test_card_data_and_its_line_outside_the_supply() -> None:
    card = card_named("Page")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Traveller", "Adventures")
    s = scenario(KINGDOM, hands={0: []})
    assert s.supply_count("Page") == 10
    for name in ("Treasure Hunter", "Warrior", "Hero", "Champion"):
        assert s.supply_count(name) == 5 and not card_named(name).is_kingdom
    assert "buy Treasure Hunter" not in choices(act(scenario(
        KINGDOM, hands={0: ["Gold"] * 3}), "play all treasures"))


def test_played_a_card_and_an_action() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Page"]}, decks={0: ["Copper", "Silver"]}), "play Page")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver"], "in_play": ["Page"]}
    assert s.player(0).actions == 1


def test_exchanged_for_a_treasure_hunter_as_it_leaves_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Page"]}, decks={0: ["Copper"] * 6})
    s = end_turn(act(s, "play Page"))
    assert choices(s) == ("exchange Treasure Hunter", "no")
    s = act(s, "exchange Treasure Hunter")
    assert zones(s, 0)["discard"] == ["Copper", "Treasure Hunter"]  # the hand, then the exchange
    assert s.player(0).count("Page") == 0 and s.supply_count("Page") == 11  # back on its pile
    assert s.supply_count("Treasure Hunter") == 4


def test_not_exchanged_it_is_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Page"]}, decks={0: ["Copper"] * 6})
    s = act(end_turn(act(s, "play Page")), "no")
    assert zones(s, 0)["discard"] == ["Copper", "Page"] and s.supply_count("Treasure Hunter") == 5


def test_exchanging_is_not_gaining() -> None:
    """A Duplicate on the mat hears no gain: the Treasure Hunter is not gained."""
    s = scenario(KINGDOM, hands={0: ["Page"]}, decks={0: ["Copper"] * 6})
    p = s.player(0)
    s = s.with_player(0, p.with_more(p.more.with_mat("Tavern", (card_named("Duplicate"),))))
    s = act(end_turn(act(s, "play Page")), "exchange Treasure Hunter")
    assert s.current == 1 and s.supply_count("Treasure Hunter") == 4


def test_throne_room_two_cards_one_exchange() -> None:
    s = scenario(KINGDOM, hands={0: [TR, "Page"]}, decks={0: ["Copper"] * 8})
    s = act(act(s, f"play {TR}"), "play Page")
    assert len(s.player(0).hand) == 2 and s.player(0).actions == 2
    s = end_turn(s)
    assert choices(s) == ("exchange Treasure Hunter", "no")
    s = act(s, "exchange Treasure Hunter")
    assert s.current == 1  # one copy in play: one exchange
    assert zones(s, 0)["discard"] == ["Copper", "Copper", TR, "Treasure Hunter"]


def test_two_pages_each_asks() -> None:
    s = scenario(KINGDOM, hands={0: ["Page", "Page"]}, decks={0: ["Copper"] * 8})
    s = end_turn(act(act(s, "play Page"), "play Page"))
    s = act(act(s, "exchange Treasure Hunter"), "exchange Treasure Hunter")
    assert zones(s, 0)["discard"] == ["Copper", "Copper", "Treasure Hunter", "Treasure Hunter"]


def test_rule_bots_exchange() -> None:
    s = scenario(KINGDOM, hands={0: ["Page"]}, decks={0: ["Copper"] * 6})
    assert decide(RuleAgent(BIG_MONEY), end_turn(act(s, "play Page"))) == (
        "exchange Treasure Hunter",)
