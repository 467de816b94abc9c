"""Fairgrounds (Cornucopia): "Worth 2 VP for every 5 differently named cards in your deck (rounded
down)."

"In your deck" means every card the player has at the end of the game
(wiki.dominionstrategy.com/index.php/Fairgrounds, Official FAQ: "counts all of your cards")."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario

KINGDOM = ["Fairgrounds", "Village", "Smithy"]


def test_card_data() -> None:
    """A $6 Victory card of Cornucopia; 8 in the pile with 2 players, 12 with 3."""
    c = card_named("Fairgrounds")
    assert (c.cost, c.type_line, c.set_name) == (6, "Victory", "Cornucopia")
    assert scenario(KINGDOM, hands={}).supply_count("Fairgrounds") == 8
    assert scenario(KINGDOM, hands={}, players=3).supply_count("Fairgrounds") == 12


def test_two_vp_per_five_names_in_every_zone() -> None:
    """Names: Fairgrounds, Copper, Estate, Village, Smithy (5) → 2 VP; with Gold, Silver, Duchy,
    Curse (9) still 2; with Province (10) 4 per Fairgrounds."""
    s = scenario(KINGDOM, hands={0: ["Fairgrounds", "Copper"]}, decks={0: ["Estate"]},
                 discards={0: ["Village"]}, in_play={0: ["Smithy"]})
    assert s.scores()[0] == 2 + 1
    s = scenario(KINGDOM, hands={0: ["Fairgrounds", "Fairgrounds", "Copper", "Gold", "Silver"]},
                 decks={0: ["Estate", "Duchy", "Curse"]}, discards={0: ["Village", "Smithy"]})
    assert s.scores()[0] == 2 * 2 + 1 + 3 - 1
    s = scenario(KINGDOM, hands={0: ["Fairgrounds", "Copper", "Gold", "Silver", "Province"]},
                 decks={0: ["Estate", "Duchy", "Curse"]}, discards={0: ["Village", "Smithy"]})
    assert s.scores()[0] == 4 + 1 + 3 - 1 + 6
