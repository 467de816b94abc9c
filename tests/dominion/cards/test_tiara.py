"""Tiara (Prosperity, 2nd edition): "+1 Buy. This turn, when you gain a card, you may put it onto
your deck. You may play a Treasure from your hand twice."

Playing a Treasure twice is a decision right after Tiara: ``play <Treasure>`` or ``no`` (DESIGN).
The gain ability lasts the turn (zone ``"this_turn"``): each of its owner's gains is offered as
``reveal Tiara`` / ``no`` (one offer per gain however many Tiaras), while the card is still where
it was gained."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.cards.prosperity import INVESTMENT_VP
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Tiara", "Anvil", "Investment", "Workshop", "Smithy", "Bank", "Village"]


def test_card_data() -> None:
    """A $4 Treasure of Prosperity worth $0 with +1 Buy."""
    card = card_named("Tiara")
    assert (card.cost, card.type_line, card.set_name, card.coins, card.buys) == (
        4, "Treasure", "Prosperity", 0, 1)


def test_play_a_treasure_twice() -> None:
    """Tiara on Gold: $6, 2 Buys; the Gold is in play once."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "Gold", "Copper", "Estate"]})
    s = act(s, "play Tiara")
    assert choices(s) == ("play Copper", "play Gold", "no")
    s = act(s, "play Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": ["Tiara", "Gold"]}
    assert (s.player(0).coins, s.player(0).buys) == (6, 2)


def test_decline_and_bank() -> None:
    """``no`` plays nothing; Bank played twice counts the Treasures in play each time (2, 2)."""
    s = act(act(scenario(KINGDOM, hands={0: ["Tiara", "Gold"]}), "play Tiara"), "no")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Tiara"]} and s.player(0).coins == 0
    b = act(act(scenario(KINGDOM, hands={0: ["Tiara", "Bank"]}), "play Tiara"), "play Bank")
    assert b.player(0).coins == 4


def test_gained_cards_may_go_onto_the_deck() -> None:
    """Tiara + Gold twice: buy a Smithy onto the deck, then a Copper declined (discard pile)."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "Gold"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Tiara"), "play Gold")
    s = act(s, "buy Smithy")
    assert choices(s) == ("reveal Tiara", "no")
    s = act(s, "reveal Tiara")
    assert zones(s, 0)["deck"] == ["Smithy", "Estate"]
    s = act(act(s, "buy Copper"), "no")
    assert s.current == 1 and zones(s, 0)["hand"][:2] == ["Smithy", "Estate"]


def test_anvil_twice_and_investment_twice() -> None:
    """Tiara on Anvil: two discards, two gains (the gains may go on the deck); Tiara on
    Investment: trashing it the first time leaves nothing to trash for the second VP option."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "Anvil", "Copper", "Silver"]})
    s = act(act(act(s, "play Tiara"), "play Anvil"), "discard Copper")
    s = act(act(s, "gain Village"), "no")
    s = act(act(act(s, "discard Silver"), "gain Smithy"), "reveal Tiara")
    assert zones(s, 0) == {"deck": ["Smithy"], "discard": ["Silver", "Village", "Copper"],
                           "in_play": ["Tiara", "Anvil"]}
    assert s.player(0).coins == 2
    i = scenario(KINGDOM, hands={0: ["Tiara", "Investment", "Estate", "Estate", "Gold"]})
    i = act(act(act(i, "play Tiara"), "play Investment"), "trash Estate")
    i = act(i, INVESTMENT_VP)
    assert i.player(0).vp_tokens == 1 and names(i.trash) == ["Estate", "Investment"]
    i = act(i, "trash Estate")
    i = act(i, INVESTMENT_VP)  # Investment is no longer in play: nothing
    assert i.player(0).vp_tokens == 1 and names(i.trash) == ["Estate", "Investment", "Estate"]


def test_tiara_on_tiara_and_gains_by_cards() -> None:
    """Tiara plays a Tiara twice (each play may play a Treasure twice): Gold twice, Silver twice,
    $10 and 4 Buys. A Tiara put in play by a scenario was never played: a Workshop gain is not
    offered."""
    s = scenario(KINGDOM, hands={0: ["Tiara", "Tiara", "Gold", "Silver"]})
    s = act(act(s, "play Tiara"), "play Tiara")
    s = act(act(s, "play Gold"), "play Silver")
    assert s.player(0).coins == 10 and s.player(0).buys == 4
    w = scenario(KINGDOM, hands={0: ["Workshop"]}, in_play={0: ["Tiara"]})
    w = act(act(w, "play Workshop"), "gain Village")
    assert zones(w, 0) == {"discard": ["Village"], "in_play": ["Tiara", "Workshop"]}
