"""Scouting Party (Adventures Event, $2): "+1 Buy. Look at the top 5 cards of your deck. Discard 3
of them and put the rest back on top of your deck in any order." FAQ: "If there are fewer than 5
cards even after shuffling, you still discard 3 of them; if there are only 3 cards left between
your deck and discard pile, all 3 will be discarded. Scouting Party is unaffected by the -1 Card
token"."""

from __future__ import annotations

import random

from dgsim import determinize
from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.tokens import put_minus_card
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Village", "Smithy", "Market"]
TOP = ["Gold", "Estate", "Copper", "Silver", "Duchy", "Curse"]


def _bought(deck: list[str], discard: list[str] | None = None) -> DominionState:
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper"]}, decks={0: deck},
                 discards={0: discard or []}, landscapes=["Scouting Party"])
    s = act(s, "play all treasures")
    return act(s, "buy Scouting Party")


def test_card_data() -> None:
    e = card_named("Scouting Party")
    assert (e.cost, e.type_line, e.set_name) == (2, "Event", "Adventures")


def test_plus_buy_and_the_top_five_looked_at() -> None:
    """+1 Buy; the choices are the 5 cards on top (not the sixth, the Curse)."""
    s = _bought(TOP)
    assert s.player(0).buys == 1 and s.player(0).coins == 0
    assert choices(s) == ("discard Copper", "discard Duchy", "discard Estate", "discard Gold",
                          "discard Silver")


def test_discard_three_then_put_the_rest_back_in_any_order() -> None:
    s = act(_bought(TOP), "discard Copper", "discard Duchy", "discard Estate")
    assert choices(s) == ("topdeck Gold", "topdeck Silver")
    both = act(s, "topdeck Silver", "topdeck Gold")  # the last one picked ends on top
    assert zones(both, 0) == {"deck": ["Gold", "Silver", "Curse"],
                              "discard": ["Estate", "Duchy", "Copper"],
                              "in_play": ["Copper", "Copper"]}
    other = act(s, "topdeck Gold", "topdeck Silver")
    assert names(other.player(0).deck) == ["Silver", "Gold", "Curse"]


def test_the_cards_put_back_are_known_to_their_owner_only() -> None:
    """Looking is private: the owner knows the two put back, another seat does not."""
    s = act(_bought(TOP), "discard Copper", "discard Duchy", "discard Estate")
    s = act(s, "topdeck Silver", "topdeck Gold")
    rng = random.Random(1)
    mine = determinize(s, 0, rng)
    assert names(mine.player(0).deck[:2]) == ["Gold", "Silver"]
    theirs = {tuple(names(determinize(s, 1, random.Random(k)).player(0).deck))
              for k in range(20)}
    assert len(theirs) > 1


def test_four_cards_discard_three_and_one_goes_back() -> None:
    """Fewer than 5: still 3 discarded; one card left goes back with no question."""
    s = act(_bought(["Gold", "Estate", "Copper", "Duchy"]), "discard Copper", "discard Duchy",
            "discard Estate")
    assert zones(s, 0)["deck"] == ["Gold"]
    assert s.player(0).buys == 1  # the turn goes on: the +1 Buy


def test_three_cards_are_all_discarded() -> None:
    """FAQ: only 3 cards between deck and discard pile: all 3 are discarded, no question."""
    s = _bought(["Gold"], discard=["Estate", "Copper"])
    assert sorted(names(s.player(0).discard)) == ["Copper", "Estate", "Gold"]
    assert s.player(0).deck == ()
    assert "buy Copper" in choices(s)


def test_unaffected_by_the_minus_card_token() -> None:
    """FAQ: the -1 Card token stays on the deck (it is no draw); 5 cards looked at."""
    s = scenario(KINGDOM, hands={0: ["Copper", "Copper"]}, decks={0: TOP},
                 landscapes=["Scouting Party"])
    s = put_minus_card(s, 0)
    s = act(act(s, "play all treasures"), "buy Scouting Party")
    assert len(choices(s)) == 5
    assert s.player(0).tokens == {"-1 Card": "deck"}
