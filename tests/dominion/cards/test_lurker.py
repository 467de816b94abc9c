"""Lurker (Intrigue): "+1 Action. Choose one: Trash an Action card from the Supply; or gain an
Action card from the trash."

Source: https://wiki.dominionstrategy.com/index.php/Lurker (official FAQ: "The card trashed or
gained has to be an Action card, but can have other types too. For example, Lurker can trash
Nobles from the Supply and can gain Nobles from the trash"; "put the gained card into your discard
pile"; either option may be chosen when it does nothing). Options are labelled by their printed
words; then ``trash <Card>`` (an Action pile) or ``gain <Card>`` (an Action card in the trash)."""

from __future__ import annotations

from dataclasses import replace

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.intrigue import LURKER_GAIN, LURKER_TRASH
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Lurker", "Nobles", "Village", "Throne Room", "Watchtower", "Gardens"]


def test_card_data() -> None:
    """A $2 Action of Intrigue with +1 Action."""
    card = card_named("Lurker")
    assert (card.cost, card.type_line, card.actions, card.set_name) == (2, "Action", 1, "Intrigue")


def test_trash_an_action_from_the_supply() -> None:
    """Only Action piles (Nobles, an Action - Victory, too) are offered; the card goes to the trash."""
    s = scenario(KINGDOM, hands={0: ["Lurker"]})
    s = act(s, "play Lurker")
    assert choices(s) == (LURKER_TRASH, LURKER_GAIN)
    s = act(s, LURKER_TRASH)
    offered = choices(s)
    assert set(offered) == {"trash Lurker", "trash Nobles", "trash Village", "trash Throne Room",
                            "trash Watchtower"}
    s = act(s, "trash Nobles")
    assert names(s.trash) == ["Nobles"] and s.supply_count("Nobles") == 7
    assert s.player(0).actions == 1 and zones(s, 0) == {"in_play": ["Lurker"]}


def test_gain_an_action_from_the_trash() -> None:
    """Actions in the trash are offered by name (not the Copper); the card goes to the discard."""
    s = scenario(KINGDOM, hands={0: ["Lurker"]})
    trash = tuple(card_named(n) for n in ("Village", "Copper", "Nobles", "Village"))
    s = s.with_board(trash_pile=trash)
    s = act(act(s, "play Lurker"), LURKER_GAIN)
    assert choices(s) == ("gain Nobles", "gain Village")
    s = act(s, "gain Village")
    assert names(s.trash) == ["Village", "Copper", "Nobles"]
    assert zones(s, 0) == {"discard": ["Village"], "in_play": ["Lurker"]}


def test_gain_with_nothing_in_the_trash_does_nothing() -> None:
    """The option may be chosen with no Action in the trash; nothing happens."""
    s = scenario(KINGDOM, hands={0: ["Lurker"]})
    s = act(act(s, "play Lurker"), LURKER_GAIN)
    assert zones(s, 0) == {"in_play": ["Lurker"]} and s.trash == ()


def test_gaining_from_the_trash_is_a_gain() -> None:
    """Watchtower reacts to the gain: the Village goes onto the deck."""
    s = scenario(KINGDOM, hands={0: ["Lurker", "Watchtower"]})
    s = s.with_board(trash_pile=(card_named("Village"),))
    s = act(act(s, "play Lurker"), LURKER_GAIN)  # the only Action there: gained without a pick
    s = act(act(s, "reveal Watchtower"), "topdeck Village")
    assert zones(s, 0) == {"hand": ["Watchtower"], "deck": ["Village"], "in_play": ["Lurker"]}
    assert s.trash == ()


def test_throne_room_trash_then_gain() -> None:
    """Two plays: trash a Nobles from the Supply, then gain it from the trash."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Lurker"]})
    s = act(act(s, "play Throne Room"), "play Lurker")
    s = act(act(s, LURKER_TRASH), "trash Nobles")
    s = act(s, LURKER_GAIN)  # the Nobles is the only Action in the trash
    assert s.trash == () and s.supply_count("Nobles") == 7
    assert zones(s, 0) == {"discard": ["Nobles"], "in_play": ["Throne Room", "Lurker"]}
    assert s.player(0).actions == 2


def test_possessed_gain_goes_to_the_possessor() -> None:
    """In a turn possessed by seat 1, the Action gained from the trash is seat 1's."""
    s = scenario(KINGDOM, hands={0: ["Lurker"]})
    s = replace(s, table=s.table.evolve(possessor=1, kind="possession"))
    s = s.with_board(trash_pile=(card_named("Village"),))
    s = act(act(s, "play Lurker", pid=1), LURKER_GAIN, pid=1)
    assert zones(s, 1) == {"discard": ["Village"]} and s.trash == ()
    assert zones(s, 0) == {"in_play": ["Lurker"]}
