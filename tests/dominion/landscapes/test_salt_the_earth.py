"""Salt the Earth (Empires Event, $4): "+1 VP. Trash a Victory card from the Supply." (FAQ: "If
the trashed card does something when trashed (such as Crumbling Castle), you do that thing.")"""

from __future__ import annotations

from dgsim.dominion import scenario
from tests.dominion.helpers import act, choices, names

KINGDOM = ["Village", "Smithy", "Market", "Mill", "Feodum"]


def test_plus_1_vp_and_a_victory_card_trashed_from_the_supply() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, landscapes=["Salt the Earth"])
    s = act(act(s, "play all treasures"), "buy Salt the Earth")
    assert s.player(0).vp_tokens == 1
    assert set(choices(s)) == {"trash Estate", "trash Duchy", "trash Province", "trash Mill",
                               "trash Feodum"}  # mandatory; Victory piles only
    provinces = s.supply_count("Province")
    s = act(s, "trash Province")
    assert s.supply_count("Province") == provinces - 1 and names(s.trash) == ["Province"]


def test_a_when_trashed_ability_happens() -> None:
    """FAQ: "If the trashed card does something when trashed ... you do that thing" (Feodum: "When
    you trash this, gain 3 Silvers")."""
    s = scenario(KINGDOM, hands={0: ["Gold", "Copper"]}, decks={0: ["Estate"] * 5},
                 landscapes=["Salt the Earth"])
    s = act(act(s, "play all treasures"), "buy Salt the Earth")
    s = act(s, "trash Feodum")
    assert names(s.player(0).discard).count("Silver") == 3 and names(s.trash) == ["Feodum"]
