"""Doctor (Guilds 1st edition), $3 Action: "Name a card. Reveal the top 3 cards of your deck.
Trash the matches. Put the rest back on top in any order. When you buy this, you may overpay for
it. For each $1 you overpaid, look at the top card of your deck; trash it, discard it, or put it
back." (FAQ: "You do not have to name a card being used this game.")"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Doctor", "Throne Room", "Village"]


def test_card_data() -> None:
    card = card_named("Doctor")
    assert (card.cost, card.set_name) == (3, "Guilds 1E")


def test_trashes_the_matches_and_puts_the_rest_back() -> None:
    s = scenario(KINGDOM, hands={0: ["Doctor"]},
                 decks={0: ["Copper", "Gold", "Copper", "Estate"]})
    s = act(s, "play Doctor")
    s = act(s, "name Copper")
    assert names(s.trash) == ["Copper", "Copper"]
    assert zones(s, 0) == {"deck": ["Gold", "Estate"], "in_play": ["Doctor"]}
    assert observation(s, 1).players[0].deck_top == ((0, "Gold"),)  # revealed: seen by all


def test_put_back_in_any_order() -> None:
    s = scenario(KINGDOM, hands={0: ["Doctor"]}, decks={0: ["Silver", "Gold", "Estate"]})
    s = act(s, "play Doctor")
    s = act(s, "name Curse")
    assert "topdeck Gold" in choices(s)
    s = act(s, "topdeck Silver", "topdeck Estate")
    assert zones(s, 0)["deck"] == ["Gold", "Estate", "Silver"]


def test_overpay_looks_at_the_top_card_per_dollar() -> None:
    s = scenario(KINGDOM, hands={0: ["Gold", "Silver"]},
                 decks={0: ["Curse", "Estate"] + ["Copper"] * 5})
    s = act(s, "play all treasures")
    s = act(s, "buy Doctor")
    s = act(s, "overpay $2")
    assert choices(s) == ("trash Curse", "discard Curse", "topdeck Curse")
    s = act(s, "trash Curse")
    s = act(s, "discard Estate")
    assert names(s.trash) == ["Curse"] and "Estate" in names(s.player(0).discard)


def test_throne_room() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Doctor"]},
                 decks={0: ["Estate", "Estate", "Copper", "Copper", "Gold"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Doctor")
    s = act(s, "name Estate")  # the Copper left goes back unasked
    s = act(s, "name Copper")
    assert sorted(names(s.trash)) == ["Copper", "Copper", "Estate", "Estate"]
    assert zones(s, 0)["deck"] == ["Gold"]
