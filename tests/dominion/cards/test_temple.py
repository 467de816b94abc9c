"""Temple (Empires), $4 Action–Gathering: "+1 VP. Trash from 1 to 3 differently named cards from
your hand. Add 1 VP to the Temple Supply pile. When you gain this, take the VP from the Temple
Supply pile." (FAQ: "trash 1, 2, or 3 cards with different names from your hand (for example a
Copper and an Estate, but not two Coppers), then add 1 VP (from the supply) to the Temple pile.
Gaining a Temple (whether buying it or otherwise) gives you all the VP that has accumulated on the
pile. The pile gets VP even if it is empty.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.vp import add_pile_vp
from tests.dominion.empires_support import bots_finish
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Temple", "Throne Room", "Workshop"]


def test_card_data() -> None:
    card = card_named("Temple")
    assert (card.cost, card.type_line) == (4, "Action - Gathering")


def test_trashes_differently_named_cards_then_adds_a_vp_to_its_pile() -> None:
    """FAQ: "a Copper and an Estate, but not two Coppers"."""
    s = scenario(KINGDOM, hands={0: ["Temple", "Copper", "Copper", "Estate", "Curse"]})
    s = act(s, "play Temple")
    assert s.player(0).vp_tokens == 1
    assert choices(s) == ("trash Copper", "trash Curse", "trash Estate")  # at least one
    s = act(s, "trash Copper", "trash Curse", "done")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Temple"]}
    assert sorted(names(s.trash)) == ["Copper", "Curse"]
    assert s.pile_vp("Temple") == 1


def test_three_at_most() -> None:
    s = scenario(KINGDOM, hands={0: ["Temple", "Copper", "Estate", "Curse", "Silver"]})
    s = act(s, "play Temple")
    s = act(s, "trash Copper", "trash Curse", "trash Estate")  # the third ends it
    assert names(s.player(0).hand) == ["Silver"] and len(s.trash) == 3


def test_an_empty_hand_trashes_nothing_and_still_adds_the_vp() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Temple"]}), "play Temple")
    assert (s.player(0).vp_tokens, s.pile_vp("Temple")) == (1, 1) and s.trash == ()


def test_gaining_it_takes_the_vp_of_the_pile() -> None:
    """FAQ: "whether buying it or otherwise"."""
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Gold", "Copper"]}), "Temple", 3)
    s = act(act(s, "play all treasures"), "buy Temple")
    assert (s.player(0).vp_tokens, s.pile_vp("Temple")) == (3, 0)
    s = add_pile_vp(scenario(KINGDOM, hands={0: ["Workshop"]}), "Temple", 2)
    s = act(act(s, "play Workshop"), "gain Temple")
    assert (s.player(0).vp_tokens, s.pile_vp("Temple")) == (2, 0)


def test_an_empty_pile_gets_vp_too() -> None:
    s = scenario(KINGDOM, hands={0: ["Temple", "Copper"]}, supply={"Temple": 0})
    s = act(s, "play Temple")  # one card to trash: trashed without a question
    assert s.pile_vp("Temple") == 1 and names(s.trash) == ["Copper"]


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Temple", "Copper", "Estate", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Temple")
    s = act(s, "trash Copper", "trash Estate")  # (no name after Estate: the picks end)
    # the second play: the last Copper, the only card, trashed without a question
    assert (s.player(0).vp_tokens, s.pile_vp("Temple")) == (2, 2)
    assert zones(s, 0) == {"in_play": ["Throne Room", "Temple"]} and len(s.trash) == 3


def test_bots_play_it_to_the_end() -> None:
    bots_finish(["Temple"])
