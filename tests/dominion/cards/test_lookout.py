"""Lookout (Seaside, 2nd edition): "+1 Action. Look at the top 3 cards of your deck. Trash one of them.
Discard one of them. Put the other one back on top of your deck."

Official FAQ: "You do the things in order - first trash one of the cards, then discard one, then
put the last one on top of your deck. So if there is only one card (even after shuffling), you
trash it, and if there are only 2 cards, you trash one then discard the other." The card put back
is known to its owner only.
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"


def test_card_data() -> None:
    """A $3 Action of Seaside."""
    card = card_named("Lookout")
    assert (card.cost, card.type_line, card.set_name) == (3, "Action", "Seaside")


def test_trash_one_discard_one_put_one_back() -> None:
    s = scenario(["Lookout"], hands={0: ["Lookout"]}, decks={0: ["Estate", "Gold", "Copper", "Silver"]})
    s = act(s, "play Lookout")
    assert s.player(0).actions == 1
    assert choices(s) == ("trash Copper", "trash Estate", "trash Gold")
    s = act(s, "trash Estate", "discard Copper")
    assert zones(s, 0) == {"deck": ["Gold", "Silver"], "discard": ["Copper"], "in_play": ["Lookout"]}
    assert names(s.trash) == ["Estate"]
    assert s.player(0).deck_known[:1] == (1,)  # the card put back: known to its owner


def test_discard_choices_after_the_trash() -> None:
    s = act(scenario(["Lookout"], hands={0: ["Lookout"]}, decks={0: ["Estate", "Gold", "Copper"]}),
            "play Lookout")
    gen = s.action_generator(0).choose("trash Gold")
    assert gen.labels() == ("discard Copper", "discard Estate")


def test_two_cards_trash_then_discard() -> None:
    s = act(scenario(["Lookout"], hands={0: ["Lookout"]}, decks={0: ["Estate", "Gold"]}),
            "play Lookout")
    s = act(s, "trash Estate", "discard Gold")  # the only card left
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Lookout"]}
    assert names(s.trash) == ["Estate"]


def test_one_card_is_trashed() -> None:
    s = act(scenario(["Lookout"], hands={0: ["Lookout"]}, decks={0: ["Gold"]}), "play Lookout")
    assert zones(s, 0) == {"in_play": ["Lookout"]}
    assert names(s.trash) == ["Gold"]


def test_shuffles_for_the_rest() -> None:
    """One card in the deck: the discard pile is shuffled for the other two; all three looked at."""
    s = scenario(["Lookout"], hands={0: ["Lookout"]}, decks={0: ["Estate"]},
                 discards={0: ["Gold", "Copper"]})
    s = act(s, "play Lookout")
    assert choices(s) == ("trash Copper", "trash Estate", "trash Gold")
    s = act(s, "trash Estate", "discard Copper")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Copper"], "in_play": ["Lookout"]}


def test_throne_room_on_lookout() -> None:
    """Each play looks at the (new) top 3: the card put back the first time is looked at again."""
    deck = ["Estate", "Copper", "Gold", "Curse", "Silver"]
    s = scenario([TR, "Lookout"], hands={0: [TR, "Lookout"]}, decks={0: deck})
    s = act(act(s, f"play {TR}"), "play Lookout")
    s = act(s, "trash Estate", "discard Copper")
    assert choices(s) == ("trash Curse", "trash Gold", "trash Silver")
    s = act(s, "trash Curse", "discard Silver")
    assert zones(s, 0) == {"deck": ["Gold"], "discard": ["Silver", "Copper"],
                           "in_play": [TR, "Lookout"]}
    assert names(s.trash) == ["Estate", "Curse"]
    assert s.player(0).actions == 2
