"""Forge (Prosperity, 2nd edition): "Trash any number of cards from your hand. Gain a card with
cost exactly equal to the total cost in $ of the trashed cards."

Official FAQ (wiki.dominionstrategy.com/index.php/Forge): trashing no cards gains a card costing
exactly $0; the gain is mandatory when a card has that cost, and nothing is gained when none has;
a card with a Potion in its cost never matches a total in $. Costs are read as the cards leave
the hand (`cost`)."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Forge", "Village", "Smithy", "Throne Room", "King's Court", "Possession"]


def test_card_data() -> None:
    """A $7 Action of Prosperity with its printed text."""
    card = card_named("Forge")
    assert (card.cost, card.type_line, card.set_name) == (7, "Action", "Prosperity")
    assert card.text.startswith("Trash any number of cards from your hand. Gain a card with cost")


def test_trash_three_cards_gain_one_costing_their_total() -> None:
    """Copper + Estate + Estate = $4: Potion, Smithy or Throne Room; gain Smithy."""
    s = scenario(KINGDOM, hands={0: ["Forge", "Copper", "Estate", "Estate", "Gold"]})
    s = act(s, "play Forge")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Gold", "done")
    s = act(s, "trash Copper", "trash Estate", "trash Estate", "done")
    assert choices(s) == ("gain Potion", "gain Smithy", "gain Throne Room")  # Potion costs $4
    s = act(s, "gain Smithy")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Smithy"], "in_play": ["Forge"]}
    assert names(s.trash) == ["Copper", "Estate", "Estate"]


def test_trash_nothing_gains_a_zero_cost_card() -> None:
    """``done`` at once: $0, so Copper or Curse."""
    s = act(act(scenario(KINGDOM, hands={0: ["Forge", "Gold"]}), "play Forge"), "done")
    assert choices(s) == ("gain Copper", "gain Curse")
    s = act(s, "gain Copper")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Copper"], "in_play": ["Forge"]}


def test_no_card_of_that_cost_gains_nothing() -> None:
    """Two Golds ($12): nothing costs exactly $12; the Golds are trashed anyway."""
    s = scenario(KINGDOM, hands={0: ["Forge", "Gold", "Gold"]})
    s = act(act(s, "play Forge"), "trash Gold", "trash Gold")  # all picked: complete
    assert zones(s, 0) == {"in_play": ["Forge"]} and names(s.trash) == ["Gold", "Gold"]


def test_potion_costs_never_match() -> None:
    """A Gold ($6): Gold is offered (forced), not Possession ($6 and a Potion)."""
    s = scenario(KINGDOM, hands={0: ["Forge", "Gold"]})
    s = act(act(s, "play Forge"), "trash Gold")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Forge"]}


def test_throne_room_and_kings_court() -> None:
    """Throne Room: Silver + Copper ($3) gains a Village, then the Estate ($2) gains an Estate;
    King's Court: with an empty hand the later plays trash nothing and gain a Curse or Copper."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Forge", "Silver", "Copper", "Estate"]})
    s = act(act(s, "play Throne Room"), "play Forge")
    s = act(s, "trash Copper", "trash Silver")  # canonical order: the Estate is not after Silver
    assert choices(s) == ("gain Silver", "gain Village")
    s = act(act(s, "gain Village"), "trash Estate")
    assert zones(s, 0) == {"discard": ["Estate", "Village"], "in_play": ["Throne Room", "Forge"]}
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Forge", "Estate"]})
    kc = act(act(act(kc, "play King's Court"), "play Forge"), "trash Estate")  # $2: an Estate
    kc = act(kc, "gain Curse")  # the second play: an empty hand, nothing trashed, $0
    kc = act(kc, "gain Copper")  # the third play likewise
    assert zones(kc, 0) == {"discard": ["Copper", "Curse", "Estate"],
                            "in_play": ["King's Court", "Forge"]}
