"""Count (Dark Ages), $5 Action: "Choose one: Discard 2 cards; or put a card from your hand onto your
deck; or gain a Copper. Choose one: +$3; or trash your hand; or gain a Duchy." (FAQ: two separate
choices, the first resolved before the second; gained cards go to the discard pile; an option may
be chosen even if it cannot be done; cards trashed at once are all trashed, then what each
trashing does happens.)

The options are labelled by their printed words (DESIGN: "choose one")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Count", "Throne Room", "Cultist", "Village"]
FIRST = ("discard 2 cards", "put a card from your hand onto your deck", "gain a Copper")
SECOND = ("+$3", "trash your hand", "gain a Duchy")


def test_card_data() -> None:
    card = card_named("Count")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Dark Ages")


def test_discard_two_then_three_coins() -> None:
    s = scenario(KINGDOM, hands={0: ["Count", "Copper", "Estate", "Estate", "Silver"]})
    s = act(s, "play Count")
    assert choices(s) == FIRST
    s = act(s, "discard 2 cards")
    assert choices(s) == ("discard Copper", "discard Estate")  # canonical order: Silver second
    s = act(s, "discard Estate", "discard Estate")
    assert choices(s) == SECOND
    s = act(s, "+$3")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "discard": ["Estate", "Estate"],
                           "in_play": ["Count"]}
    assert s.player(0).coins == 3


def test_put_a_card_onto_the_deck_then_trash_the_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Count", "Copper", "Estate", "Gold"]}, decks={0: ["Silver"]})
    s = act(act(s, "play Count"), "put a card from your hand onto your deck")
    assert choices(s) == ("topdeck Copper", "topdeck Estate", "topdeck Gold")
    s = act(act(s, "topdeck Gold"), "trash your hand")
    assert sorted(names(s.trash)) == ["Copper", "Estate"]
    assert zones(s, 0) == {"deck": ["Gold", "Silver"], "in_play": ["Count"]}
    assert s.player(0).coins == 0
    gold = card_named("Gold")
    assert known_deck(s.player(0), 0) == ((0, gold),) and known_deck(s.player(0), 1) == ()


def test_gain_a_copper_then_a_duchy() -> None:
    s = scenario(KINGDOM, hands={0: ["Count", "Estate"]})
    s = act(act(act(s, "play Count"), "gain a Copper"), "gain a Duchy")
    assert zones(s, 0) == {"hand": ["Estate"], "discard": ["Duchy", "Copper"],
                           "in_play": ["Count"]}
    assert (s.supply_count("Copper"), s.supply_count("Duchy")) == (45, 7)


def test_options_that_cannot_be_done_may_be_chosen() -> None:
    """An empty hand: discarding 2, topdecking and trashing the hand do nothing; a hand of one
    discards that card."""
    s = scenario(KINGDOM, hands={0: ["Count"]})
    s = act(s, "play Count")
    assert choices(s) == FIRST
    s = act(act(s, "put a card from your hand onto your deck"), "trash your hand")
    assert zones(s, 0) == {"in_play": ["Count"]} and s.trash == ()
    one = act(act(scenario(KINGDOM, hands={0: ["Count", "Estate"]}), "play Count"),
              "discard 2 cards")
    assert zones(one, 0) == {"discard": ["Estate"], "in_play": ["Count"]}
    assert choices(one) == SECOND


def test_trashing_the_hand_then_what_trashing_does() -> None:
    """A Cultist trashed with the hand draws 3 afterwards (into the now empty hand)."""
    s = scenario(KINGDOM, hands={0: ["Count", "Cultist", "Copper", "Copper"]},
                 decks={0: ["Gold", "Silver", "Estate", "Duchy"]})
    s = act(act(act(s, "play Count"), "gain a Copper"), "trash your hand")
    assert sorted(names(s.trash)) == ["Copper", "Copper", "Cultist"]
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Estate"], "deck": ["Duchy"],
                           "discard": ["Copper"], "in_play": ["Count"]}


def test_throne_room_chooses_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Count", "Copper", "Estate", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Count")
    s = act(act(s, "gain a Copper"), "+$3")
    assert choices(s) == FIRST
    s = act(act(s, "discard 2 cards"), "discard Estate", "discard Estate")
    s = act(s, "+$3")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Count"]}
    assert s.player(0).coins == 6
