"""Collection (Prosperity, 2nd edition): "$2 +1 Buy. This turn, when you gain an Action card, +1
VP."

A this-turn ability (zone ``"this_turn"``): every Action card its owner gains for the rest of
the turn, bought or otherwise, gives +1 VP per play of Collection (Tiara playing it twice: +2);
other cards give nothing; the next turn it is over. VP tokens count in the score."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act

KINGDOM = ["Collection", "Village", "Workshop", "Tiara", "Nobles"]


def test_card_data() -> None:
    """A $5 Treasure of Prosperity worth $2 with +1 Buy."""
    card = card_named("Collection")
    assert (card.cost, card.type_line, card.set_name, card.coins, card.buys) == (
        5, "Treasure", "Prosperity", 2, 1)
    assert card.text == "$2 +1 Buy. This turn, when you gain an Action card, +1 VP."


def test_actions_gained_after_playing_it() -> None:
    """Collection + Gold: buy a Village (+1 VP) and a Silver (nothing); scored."""
    s = act(scenario(KINGDOM, hands={0: ["Collection", "Gold"]}), "play all treasures")
    assert (s.player(0).coins, s.player(0).buys) == (5, 2)
    s = act(s, "buy Village")
    assert s.player(0).vp_tokens == 1
    s = act(s, "buy Copper")
    assert s.player(0).vp_tokens == 1 and s.current == 1
    assert s.scores() == (1, 0)


def test_action_victory_counts_and_other_gains_count() -> None:
    """Nobles (Action - Victory) gives +1 VP. A Collection put in play by a scenario was never
    played, so no ability was started: a Village gained by Workshop gives nothing."""
    s = act(scenario(KINGDOM, hands={0: ["Collection", "Gold", "Gold"]}), "play all treasures")
    s = act(s, "buy Nobles")
    assert s.player(0).vp_tokens == 1
    w = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Collection"]})
    w = act(act(w, "play Workshop"), "gain Village")
    assert w.player(0).vp_tokens == 0  # never played: no ability started


def test_tiara_plays_it_twice() -> None:
    """Tiara on Collection: $4, +3 Buys in all; each Action gained gives +2 VP."""
    s = act(act(scenario(KINGDOM, hands={0: ["Tiara", "Collection"]}), "play Tiara"),
            "play Collection")
    assert (s.player(0).coins, s.player(0).buys) == (4, 4)
    s = act(act(s, "buy Village"), "no")  # Tiara's own offer to topdeck: declined
    assert s.player(0).vp_tokens == 2
