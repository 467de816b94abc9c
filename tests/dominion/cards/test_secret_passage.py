"""Secret Passage (Intrigue): "+2 Cards +1 Action. Take a card from your hand and put it anywhere in
your deck."

Source: https://wiki.dominionstrategy.com/index.php/Secret_Passage. One decision: ``take <Card>``
then ``position <k>`` (0 = top, the deck's size = bottom). Only its owner knows which card is there
(``deck_known``); the other seats see a card go to that position, not which."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.decision import PlaceInDeck
from dgsim.dominion.hidden import known_deck
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Secret Passage", "Throne Room", "Militia"]


def test_card_data() -> None:
    card = card_named("Secret Passage")
    assert (card.cost, card.type_line, card.cards, card.actions, card.set_name) == (
        4, "Action", 2, 1, "Intrigue")


def test_take_a_card_and_choose_its_position() -> None:
    s = scenario(KINGDOM, hands={0: ["Secret Passage", "Estate"]},
                 decks={0: ["Copper", "Gold", "Silver", "Duchy"]})
    s = act(s, "play Secret Passage")
    assert zones(s, 0)["hand"] == ["Estate", "Copper", "Gold"]
    assert choices(s) == ("take Copper", "take Estate", "take Gold")
    assert s.action_generator(0).choose("take Estate").labels() == (
        "position 0", "position 1", "position 2")
    s = act(s, "take Estate", "position 1")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver", "Estate", "Duchy"],
                           "in_play": ["Secret Passage"]}
    assert s.player(0).actions == 1


def test_top_and_bottom() -> None:
    base = act(scenario(KINGDOM, hands={0: ["Secret Passage", "Estate"]},
                        decks={0: ["Copper", "Gold", "Silver"]}), "play Secret Passage")
    top = act(base, "take Gold", "position 0")
    assert names(top.player(0).deck) == ["Gold", "Silver"]
    bottom = act(base, "take Gold", "position 1")
    assert names(bottom.player(0).deck) == ["Silver", "Gold"]


def test_the_card_is_known_to_its_owner_only() -> None:
    """Seat 1 cannot tell a Gold from an Estate placed second; seat 0 knows it there."""
    base = act(scenario(KINGDOM, hands={0: ["Secret Passage", "Estate", "Gold"]},
                        decks={0: ["Copper", "Copper", "Silver", "Duchy"]}), "play Secret Passage")
    gold = act(base, "take Gold", "position 1")
    estate = act(base, "take Estate", "position 1")
    assert known_deck(gold.player(0), 0) == ((1, card_named("Gold")),)
    assert known_deck(gold.player(0), 1) == ()
    assert gold.info_key(0) != estate.info_key(0)
    # seat 1's view differs only by which card is hidden in seat 0's hand/deck: same multiset
    assert sorted(names(gold.player(0).hand + gold.player(0).deck)) == sorted(
        names(estate.player(0).hand + estate.player(0).deck))
    assert gold.info_key(1) == estate.info_key(1)
    assert observation(gold, 0).players[0].deck_top == ((1, "Gold"),)
    assert observation(gold, 1).players[0].deck_top == ()


def test_empty_deck_and_hand() -> None:
    """Nothing left to draw: the taken card becomes the deck (position 0, the only one)."""
    s = act(scenario(KINGDOM, hands={0: ["Secret Passage", "Estate", "Gold"]}), "play Secret Passage")
    s = act(s, "take Estate", "position 0")
    assert zones(s, 0) == {"hand": ["Gold"], "deck": ["Estate"], "in_play": ["Secret Passage"]}
    lone = act(scenario(KINGDOM, hands={0: ["Secret Passage"]}), "play Secret Passage")
    assert zones(lone, 0) == {"in_play": ["Secret Passage"]}


def test_a_revealed_card_stays_known_in_the_deck() -> None:
    """A card every seat knew in hand (drawn from a known top) is still known where it goes."""
    s = scenario(KINGDOM, hands={0: ["Secret Passage"]}, decks={0: ["Gold", "Copper", "Silver"]})
    p = s.player(0)
    s = s.with_player(0, p.with_known(deck_known=(-1,)))  # the top Gold is known to everyone
    s = act(act(s, "play Secret Passage"), "take Gold", "position 1")
    assert known_deck(s.player(0), 1) == ((1, card_named("Gold")),)


def test_throne_room_on_secret_passage() -> None:
    """Twice: +4 Cards +2 Actions, two cards put back."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Secret Passage"]},
                 decks={0: ["Estate", "Copper", "Gold", "Silver", "Duchy"]})
    s = act(act(s, "play Throne Room"), "play Secret Passage")
    s = act(s, "take Estate", "position 3")  # under Gold, Silver, Duchy
    s = act(s, "take Copper", "position 0")  # after drawing Gold and Silver
    assert zones(s, 0) == {"hand": ["Gold", "Silver"], "deck": ["Copper", "Duchy", "Estate"],
                           "in_play": ["Throne Room", "Secret Passage"]}
    assert s.player(0).actions == 2


def test_the_decision_from_a_public_zone_is_known_to_all() -> None:
    """`PlaceInDeck` from the discard pile (a public zone): every seat knows the card's place."""
    s = scenario(KINGDOM, hands={0: []}, decks={0: ["Copper", "Estate"]}, discards={0: ["Gold"]})
    s = s.evolve(pending=PlaceInDeck(0, "take", "discard"))
    assert choices(s) == ("take Gold",)
    s = s.action_step(0, s.action_generator(0).choose("take Gold").choose("position 2")
                      .generate_action())
    assert names(s.player(0).deck) == ["Copper", "Estate", "Gold"]
    assert known_deck(s.player(0), 1) == ((2, card_named("Gold")),)
