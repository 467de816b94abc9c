"""Vault (Prosperity, 2nd edition): "+2 Cards. Discard any number of cards for +$1 each. Each
other player may discard 2 cards, to draw a card."

Official FAQ (wiki.dominionstrategy.com/index.php/Vault): "Any number" includes zero; the cards
just drawn may be discarded; each other player chooses whether to discard 2 cards, then draws a
card if they did; "A player with just one card can choose to discard it, but won't draw a card."
Not an Attack: Moat is not offered. Other players: ``discard <Card>`` twice, or ``no``."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, zones

KINGDOM = ["Vault", "Moat", "Throne Room", "King's Court", "Village"]


def test_card_data() -> None:
    """A $5 Action of Prosperity with its printed text."""
    card = card_named("Vault")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Prosperity")
    assert card.text == ("+2 Cards. Discard any number of cards for +$1 each. Each other player "
                         "may discard 2 cards, to draw a card.")


def test_discard_for_coins_including_drawn_cards_then_the_other_cycles() -> None:
    """Seat 0 draws Estate and Copper, discards both Estates: +$2. Seat 1 discards Moat and a
    Curse and draws its Gold."""
    s = scenario(KINGDOM, hands={0: ["Vault", "Estate", "Silver"], 1: ["Moat", "Curse", "Copper"]},
                 decks={0: ["Estate", "Copper"], 1: ["Gold"]})
    s = act(s, "play Vault")
    assert choices(s) == ("discard Copper", "discard Estate", "discard Silver", "done")
    s = act(s, "discard Estate", "discard Estate", "done")
    assert s.player(0).coins == 2
    assert zones(s, 0) == {"hand": ["Silver", "Copper"], "discard": ["Estate", "Estate"],
                           "in_play": ["Vault"]}
    assert s.waiting_for() == 1
    assert choices(s) == ("discard Copper", "discard Curse", "no")  # canonical order: Moat last
    s = act(s, "discard Curse", "discard Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Gold"], "discard": ["Moat", "Curse"]}


def test_discard_nothing_and_the_other_declines() -> None:
    """``done`` at once: $0; seat 1 says ``no`` and keeps its hand."""
    s = scenario(KINGDOM, hands={0: ["Vault"], 1: ["Copper", "Copper"]}, decks={0: ["Gold", "Gold"],
                                                                                1: ["Gold"]})
    s = act(act(s, "play Vault"), "done")
    assert s.player(0).coins == 0 and choices(s) == ("discard Copper", "no")
    s = act(s, "no", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper"], "deck": ["Gold"]}


def test_one_card_may_be_discarded_without_drawing() -> None:
    """Seat 1 with a single Estate may discard it but draws nothing."""
    s = scenario(KINGDOM, hands={0: ["Vault"], 1: ["Estate"]}, decks={1: ["Gold"]})
    s = act(s, "play Vault")  # seat 0 has no card to discard: not asked
    assert choices(s) == ("discard Estate", "no")
    s = act(s, "discard Estate", pid=1)
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Estate"]}


def test_three_players_in_turn_order() -> None:
    """Seat 1 declines, seat 2 discards two Coppers and draws (shuffling its discard pile)."""
    s = scenario(KINGDOM, hands={0: ["Vault"], 1: ["Estate", "Estate"], 2: ["Copper", "Copper"]},
                 discards={2: ["Silver"]}, players=3)
    s = act(s, "play Vault")  # nothing to draw, nothing in hand: no question for seat 0
    assert s.waiting_for() == 1
    s = act(s, "no", pid=1)
    assert s.waiting_for() == 2
    s = act(s, "discard Copper", "discard Copper", pid=2)
    z = zones(s, 2)  # the discards went first, so they were shuffled with the Silver
    assert set(z) == {"hand", "deck"} and len(z["hand"]) == 1
    assert sorted(z["hand"] + z["deck"]) == ["Copper", "Copper", "Silver"]


def test_throne_room_and_kings_court() -> None:
    """Throne Room: +4 Cards, two discards for coins, the other player asked twice; King's Court:
    three times."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Vault"], 1: ["Estate", "Estate", "Copper"]},
                 decks={0: ["Copper", "Copper", "Estate", "Estate"], 1: ["Gold", "Silver"]})
    s = act(act(s, "play Throne Room"), "play Vault")
    s = act(s, "discard Copper", "done")
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Gold"], "deck": ["Silver"],
                           "discard": ["Estate", "Estate"]}
    s = act(s, "discard Estate", "discard Estate")  # complete: no name after Estate but Estate
    s = act(s, "no", pid=1)
    assert s.player(0).coins == 3
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate", "Estate", "Copper"],
                           "in_play": ["Throne Room", "Vault"]}
    kc = scenario(KINGDOM, hands={0: ["King's Court", "Vault"], 1: []},
                  decks={0: ["Copper"] * 6})
    kc = act(act(kc, "play King's Court"), "play Vault")
    kc = act(act(kc, "discard Copper", "discard Copper"), "done")  # seat 1 has no cards: not asked
    kc = act(kc, "discard Copper", "discard Copper", "discard Copper", "discard Copper")
    assert kc.player(0).coins == 6 and zones(kc, 0)["in_play"] == ["King's Court", "Vault"]
