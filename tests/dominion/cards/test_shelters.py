"""The Shelters (Dark Ages), $1 each, which replace the 3 starting Estates: Hovel (Reaction -
Shelter) "When you buy a Victory card, you may trash this from your hand."; Necropolis (Action -
Shelter) "+2 Actions."; Overgrown Estate (Victory - Shelter) "0 VP. When you trash this, +1
Card." Dark Ages rulebook: "If only Dark Ages cards are in use, use Shelters; otherwise [...]
choose a random Kingdom card; if it is from Dark Ages, use Shelters" (as Prosperity's Colonies);
`new_game(shelters=True/False)` forces it; `scenario` uses exactly the zones given."""

from __future__ import annotations

import json

from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.kingdom import draw_kingdom
from dgsim.dominion.score import score
from dgsim.dominion.setup import draws_shelters
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Junk Dealer", "Throne Room", "Village", "Forager"]
BASE10 = ["Cellar", "Chapel", "Moat", "Harbinger", "Merchant", "Vassal", "Village", "Workshop",
          "Bureaucrat", "Smithy"]


def test_card_data() -> None:
    hovel, necropolis, overgrown = (card_named(n) for n in
                                    ("Hovel", "Necropolis", "Overgrown Estate"))
    assert [c.type_line for c in (hovel, necropolis, overgrown)] == [
        "Reaction - Shelter", "Action - Shelter", "Victory - Shelter"]
    assert {c.cost for c in (hovel, necropolis, overgrown)} == {1}
    assert not any(c.is_kingdom for c in (hovel, necropolis, overgrown))


def test_shelters_replace_the_starting_estates() -> None:
    g = new_game(BASE10, seed=3, shelters=True)
    for p in g.players:
        assert sorted(names(p.all_cards())) == ["Copper"] * 7 + ["Hovel", "Necropolis",
                                                                 "Overgrown Estate"]
    assert json.loads(g.mode.setup_json)["shelters"] is True
    assert g.supply_count("Estate") == 8
    plain = new_game(BASE10, seed=3)
    assert sorted(set(names(plain.players[0].all_cards()))) == ["Copper", "Estate"]


def test_by_the_rulebook() -> None:
    only = new_game("random", sets=["Dark Ages"], seed=2)
    assert "Necropolis" in names(only.players[0].all_cards())
    seeds = [s for s in range(60) if draws_shelters(s, draw_kingdom(s)[0])]
    assert seeds
    for s in range(60):
        assert ("Hovel" in names(new_game("random", seed=s).players[1].all_cards())) == (s in seeds)
    assert "Hovel" not in names(new_game("random", sets=["Base"], seed=2).players[0].all_cards())
    assert new_game("random", sets=["Dark Ages"], seed=2, shelters=False).players[0].all_cards(
        ).count(card_named("Estate")) == 3


def test_necropolis() -> None:
    s = scenario(KINGDOM, hands={0: ["Necropolis", "Village"]}, decks={0: ["Copper"]})
    s = act(s, "play Necropolis")
    assert s.player(0).actions == 2 and zones(s, 0)["in_play"] == ["Necropolis"]


def test_hovel_may_be_trashed_when_buying_a_victory_card() -> None:
    s = scenario(KINGDOM, hands={0: ["Hovel", "Silver"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Estate")
    assert choices(s) == ("trash Hovel", "no")
    s = act(s, "trash Hovel")
    assert names(s.trash) == ["Hovel"] and "Estate" in names(s.player(0).discard)


def test_hovel_not_for_other_buys() -> None:
    s = scenario(KINGDOM, hands={0: ["Hovel", "Silver"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Copper")
    assert s.current == 1 and names(s.trash) == []


def test_overgrown_estate_draws_when_trashed_and_scores_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Junk Dealer", "Overgrown Estate"]},
                 decks={0: ["Copper", "Gold"]})
    assert score(s, 0) == 0
    s = act(s, "play Junk Dealer")  # draws Copper; trashes Overgrown Estate or Copper
    s = act(s, "trash Overgrown Estate")
    assert names(s.trash) == ["Overgrown Estate"] and zones(s, 0)["hand"] == ["Copper", "Gold"]
