"""Investment (Prosperity, 2nd edition): "Trash a card from your hand. Choose one: +$1; or trash
this to reveal your hand for +1 VP per differently named Treasure there."

The trash is mandatory (forced with one kind of card); the options are labelled by their printed
words. Trashing "this" needs it in play: played a second time (Tiara) after it was trashed, the
second option does nothing ("to": no trash, no VP). VP tokens count in the score."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.prosperity import INVESTMENT_VP
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Investment", "Harem", "Market"]


def test_card_data() -> None:
    """A $4 Treasure of Prosperity worth $0 when played."""
    card = card_named("Investment")
    assert (card.cost, card.type_line, card.set_name, card.coins) == (4, "Treasure", "Prosperity", 0)
    assert card.text.startswith("Trash a card from your hand. Choose one: +$1; or trash this")


def test_trash_then_plus_one_coin() -> None:
    """Trash an Estate, ``+$1``."""
    s = scenario(KINGDOM, hands={0: ["Investment", "Estate", "Copper"]})
    s = act(s, "play Investment")
    assert choices(s) == ("trash Copper", "trash Estate")
    s = act(s, "trash Estate")
    assert choices(s) == ("+$1", INVESTMENT_VP)
    s = act(s, "+$1")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Investment"]}
    assert (s.player(0).coins, names(s.trash)) == (1, ["Estate"])


def test_trash_this_for_vp_per_differently_named_treasure() -> None:
    """Hand after trashing the Estate: Copper, Copper, Silver, Harem (a Treasure too), Duchy: 3
    different Treasures, +3 VP; Investment is trashed and the hand revealed."""
    s = scenario(KINGDOM, hands={0: ["Investment", "Estate", "Copper", "Copper", "Silver", "Harem",
                                     "Duchy"]})
    s = act(act(act(s, "play Investment"), "trash Estate"), INVESTMENT_VP)
    assert s.player(0).vp_tokens == 3 and s.player(0).coins == 0
    assert names(s.trash) == ["Estate", "Investment"]
    assert zones(s, 0) == {"hand": ["Copper", "Copper", "Silver", "Harem", "Duchy"]}
    assert all(mask == PUBLIC for _, mask in s.player(0).hand_known)
    assert len(s.player(0).hand_known) == 5
    assert s.scores() == (3 + 2 + 3, 0)  # tokens, Harem, Duchy


def test_empty_hand() -> None:
    """Nothing to trash: the choice is still made; the VP option with no Treasure gives 0."""
    s = act(act(scenario(KINGDOM, hands={0: ["Investment"]}), "play Investment"), INVESTMENT_VP)
    assert s.player(0).vp_tokens == 0 and names(s.trash) == ["Investment"]


def test_a_curse_counts_with_charlatan() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." Hand after the
    trash: Copper, Curse, Curse: 2 differently named Treasures, +2 VP (without Charlatan: +1)."""
    hand = ["Investment", "Estate", "Copper", "Curse", "Curse"]
    s = scenario([*KINGDOM, "Charlatan"], hands={0: hand})
    s = act(act(act(s, "play Investment"), "trash Estate"), INVESTMENT_VP)
    assert s.player(0).vp_tokens == 2 and names(s.trash) == ["Estate", "Investment"]
    assert zones(s, 0) == {"hand": ["Copper", "Curse", "Curse"]}
    s = act(act(act(scenario(KINGDOM, hands={0: hand}), "play Investment"), "trash Estate"),
            INVESTMENT_VP)
    assert s.player(0).vp_tokens == 1
