"""Giant (Adventures, $5 Action - Attack): "Turn your Journey token over (it starts face up). If
it's face down, +$1. If it's face up, +$5, and each other player reveals the top card of their
deck, trashes it if it costs from $3 to $6, and otherwise discards it and gains a Curse." FAQ:
"Cards with Potion in the cost do not cost from $3 to $6 [...] Players can respond to Giant being
played with Reactions that respond to Attacks (such as Caravan Guard), even if Giant will only be
producing +$1 this time."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import flip_journey
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Giant", "Moat", "Throne Room", "Village", "Golem"]


def _giant(top: str, *, up_next: bool = True, players: int = 2,
           moats: tuple[int, ...] = ()) -> DominionState:
    hands = {0: ["Giant"]} | {k: ["Moat"] if k in moats else ["Copper"] for k in range(1, players)}
    decks = {k: [top, "Copper"] for k in range(1, players)}
    s = scenario(KINGDOM, hands=hands, decks=decks, players=players)
    if up_next:  # the token face down: this play turns it face up
        s, _ = flip_journey(s, 0)
    return act(s, "play Giant")


def test_card_data() -> None:
    c = card_named("Giant")
    assert (c.cost, c.type_line, c.tokens) == (5, "Action - Attack", ("Journey",))


def test_face_down_gives_one_dollar_and_no_attack() -> None:
    s = _giant("Silver", up_next=False)
    assert s.player(0).journey == "face down" and s.player(0).coins == 1
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Silver", "Copper"]}


def test_face_up_five_dollars_and_a_card_costing_3_to_6_is_trashed() -> None:
    s = _giant("Silver")
    assert s.player(0).journey == "face up" and s.player(0).coins == 5
    assert names(s.trash) == ["Silver"]
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Copper"]}


def test_six_is_trashed_and_seven_is_not() -> None:
    assert names(_giant("Gold").trash) == ["Gold"]
    s = _giant("Province")
    assert names(s.trash) == []
    assert zones(s, 1)["discard"] == ["Curse", "Province"]


def test_a_cheap_card_is_discarded_and_a_curse_gained() -> None:
    s = _giant("Estate")
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Copper"], "discard": ["Curse", "Estate"]}


def test_a_potion_cost_card_is_not_3_to_6() -> None:
    """FAQ: Golem ($4 and a Potion) is discarded, and a Curse gained."""
    s = _giant("Golem")
    assert names(s.trash) == [] and zones(s, 1)["discard"] == ["Curse", "Golem"]


def test_moat_is_offered_even_when_face_down() -> None:
    s = scenario(KINGDOM, hands={0: ["Giant"], 1: ["Moat"]})
    s = act(s, "play Giant")
    assert choices(s) == ("reveal Moat", "no")


def test_moat_blocks_two_players() -> None:
    s = _giant("Silver", moats=(1,))
    s = act(s, "reveal Moat")
    assert names(s.trash) == [] and s.player(0).coins == 5


def test_moat_blocks_one_of_two_three_players() -> None:
    s = _giant("Silver", players=3, moats=(1,))
    s = act(s, "reveal Moat")  # seat 2 has no Moat: hit
    assert names(s.trash) == ["Silver"]
    assert zones(s, 1)["deck"] == ["Silver", "Copper"] and zones(s, 2)["deck"] == ["Copper"]


def test_throne_room_one_dollar_then_the_attack() -> None:
    """Face up at first: the first play turns it down (+$1), the second up (+$5, the attack)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Giant"], 1: ["Copper"]},
                 decks={1: ["Estate", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Giant")
    assert s.player(0).coins == 6 and s.player(0).journey == "face up"
    assert zones(s, 1)["discard"] == ["Curse", "Estate"] and names(s.trash) == []


def test_an_empty_deck_shuffles_and_nothing_at_all_does_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Giant"], 1: ["Copper"]})
    s, _ = flip_journey(s, 0)
    s = act(s, "play Giant")
    assert zones(s, 1) == {"hand": ["Copper"]} and s.player(0).coins == 5
