"""Graverobber (Dark Ages), $5 Action: "Choose one: Gain a card from the trash costing from $3 to
$6, onto your deck; or trash an Action card from your hand and gain a card costing up to $3 more
than it." (FAQ: either option may be chosen even if it cannot be done; the card gained from the
trash is seen by every player and goes onto the deck; cards with a Potion in the cost do not cost
from $3 to $6; the card gained for the trashed Action comes from the Supply, to the discard pile.)

The options are labelled by their printed words; then ``gain <Card>`` (from the trash, one per
name) or ``trash <Action>`` and ``gain <Card>``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.dark_ages import GRAVEROBBER_GAIN, GRAVEROBBER_TRASH
from dgsim.dominion.hidden import known_deck
from dgsim.dominion.state import DominionState
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Graverobber", "Throne Room", "Village", "Bridge", "Laboratory", "Golem"]


def _trash(s: DominionState, *cards: str) -> DominionState:
    return s.with_board(trash_pile=tuple(card_named(n) for n in cards))


def test_card_data() -> None:
    card = card_named("Graverobber")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Dark Ages")


def test_gains_a_card_from_the_trash_onto_the_deck_in_view_of_all() -> None:
    s = _trash(scenario(KINGDOM, hands={0: ["Graverobber"]}, decks={0: ["Copper"]}),
               "Silver", "Gold", "Province", "Copper", "Golem", "Village", "Gold")
    s = act(s, "play Graverobber")
    assert choices(s) == (GRAVEROBBER_GAIN, GRAVEROBBER_TRASH)
    s = act(s, GRAVEROBBER_GAIN)
    assert choices(s) == ("gain Gold", "gain Silver", "gain Village")  # not Golem ($4 and a Potion)
    s = act(s, "gain Gold")
    assert names(s.trash) == ["Silver", "Gold", "Province", "Copper", "Golem", "Village"]
    assert zones(s, 0) == {"deck": ["Gold", "Copper"], "in_play": ["Graverobber"]}
    assert known_deck(s.player(0), 1) == ((0, card_named("Gold")),)


def test_nothing_costing_3_to_6_in_the_trash_gains_nothing() -> None:
    s = _trash(scenario(KINGDOM, hands={0: ["Graverobber"]}), "Copper", "Province")
    s = act(act(s, "play Graverobber"), GRAVEROBBER_GAIN)
    assert names(s.trash) == ["Copper", "Province"]
    assert zones(s, 0) == {"in_play": ["Graverobber"]}


def test_the_costs_are_read_now() -> None:
    """With Bridge played, Silver costs $2 (not offered) and Province $7 (not offered either)."""
    s = _trash(scenario(KINGDOM, hands={0: ["Village", "Bridge", "Graverobber"]},
                        decks={0: ["Copper"]}), "Silver", "Province", "Laboratory")
    s = act(act(act(s, "play Village"), "play Bridge"), "play Graverobber")
    s = act(s, GRAVEROBBER_GAIN)  # the Laboratory ($4), the only one: gained without asking
    assert names(s.trash) == ["Silver", "Province"]
    assert zones(s, 0)["deck"] == ["Laboratory"]


def test_trashes_an_action_card_and_gains_one_costing_up_to_3_more() -> None:
    s = scenario(KINGDOM, hands={0: ["Graverobber", "Village", "Laboratory", "Copper"]})
    s = act(act(s, "play Graverobber"), GRAVEROBBER_TRASH)
    assert choices(s) == ("trash Laboratory", "trash Village")
    s = act(s, "trash Village")
    offered = choices(s)
    assert "gain Gold" in offered and "gain Laboratory" in offered  # up to $6
    assert "gain Province" not in offered and "gain Golem" not in offered
    s = act(s, "gain Gold")
    assert names(s.trash) == ["Village"]
    assert zones(s, 0) == {"hand": ["Laboratory", "Copper"], "discard": ["Gold"],
                           "in_play": ["Graverobber"]}


def test_no_action_card_in_hand_does_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Graverobber", "Copper", "Estate"]})
    s = act(act(s, "play Graverobber"), GRAVEROBBER_TRASH)
    assert s.trash == ()
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Graverobber"]}


def test_throne_room_two_gains_from_the_trash() -> None:
    s = _trash(scenario(KINGDOM, hands={0: ["Throne Room", "Graverobber", "Village"]}),
               "Gold", "Silver")
    s = act(act(s, "play Throne Room"), "play Graverobber")
    s = act(act(s, GRAVEROBBER_GAIN), "gain Silver")
    s = act(s, GRAVEROBBER_TRASH)  # the Village, the only Action: trashed without asking
    assert names(s.trash) == ["Gold", "Village"]
    s = act(s, "gain Laboratory")
    assert zones(s, 0) == {"deck": ["Silver"], "discard": ["Laboratory"],
                           "in_play": ["Throne Room", "Graverobber"]}
