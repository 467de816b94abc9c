"""Hermit (Dark Ages), $3 Action: "Look through your discard pile. You may trash a non-Treasure
card from your discard pile or hand. Gain a card costing up to $3. When you discard this from
play, if you didn't buy any cards this turn, trash this and gain a Madman." Madman ($0 Action, 10
outside the supply): "+2 Actions. Return this to the Madman pile. If you do, +1 Card per card in
your hand." (FAQ: the gain is mandatory; only buying counts, not other gains; a Madman played
twice returns and draws once.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Hermit", "Village", "Throne Room", "Workshop", "Market Square"]


def test_card_data() -> None:
    hermit, madman = card_named("Hermit"), card_named("Madman")
    assert (hermit.cost, hermit.type_line) == (3, "Action")
    assert (madman.cost, madman.type_line, madman.is_kingdom) == (0, "Action", False)
    assert scenario(["Hermit"], hands={}).supply_count("Madman") == 10


def test_trashes_from_the_hand_or_the_discard_pile_then_gains() -> None:
    s = scenario(KINGDOM, hands={0: ["Hermit", "Estate", "Copper"]},
                 discards={0: ["Curse", "Silver", "Estate"]})
    s = act(s, "play Hermit")
    assert choices(s) == ("trash Estate", "trash discarded Curse", "trash discarded Estate", "no")
    s = act(s, "trash discarded Curse")
    assert names(s.trash) == ["Curse"]
    assert "gain Village" in choices(s) and "gain Market Square" in choices(s)
    s = act(s, "gain Village")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "discard": ["Village", "Silver", "Estate"],
                           "in_play": ["Hermit"]}


def test_from_the_hand_or_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Hermit", "Estate"]})
    s = act(act(s, "play Hermit"), "trash Estate")
    assert names(s.trash) == ["Estate"]
    s2 = act(act(scenario(KINGDOM, hands={0: ["Hermit", "Estate"]}), "play Hermit"), "no")
    assert names(s2.trash) == [] and "gain Silver" in choices(s2)


def test_becomes_a_madman_when_nothing_was_bought() -> None:
    s = scenario(KINGDOM, hands={0: ["Hermit"]})
    s = act(s, "play Hermit")
    s = act(s, "gain Silver")
    s = act(s, "end turn")
    assert names(s.trash) == ["Hermit"]
    assert sorted(names(s.player(0).all_cards())) == ["Madman", "Silver"]
    assert s.supply_count("Madman") == 9


def test_stays_when_a_card_was_bought() -> None:
    s = scenario(KINGDOM, hands={0: ["Hermit", "Copper"]})
    s = act(act(s, "play Hermit"), "gain Silver")
    s = act(s, "play all treasures")
    s = act(s, "buy Copper")
    assert names(s.trash) == []
    assert sorted(names(s.player(0).all_cards())) == ["Copper", "Copper", "Hermit", "Silver"]


def test_a_gain_that_is_not_a_buy_does_not_count() -> None:
    s = scenario(KINGDOM, hands={0: ["Village", "Hermit", "Workshop"]}, decks={0: ["Copper"]})
    s = act(s, "play Village")
    s = act(act(s, "play Workshop"), "gain Silver")
    s = act(act(s, "play Hermit"), "gain Silver")
    s = act(s, "end turn")
    assert names(s.trash) == ["Hermit"] and "Madman" in names(s.player(0).all_cards())


def test_throne_room_on_hermit_trashes_it_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Hermit"]})
    s = act(act(s, "play Throne Room"), "play Hermit")
    s = act(s, "gain Silver")
    s = act(s, "gain Silver")
    s = act(s, "end turn")
    assert names(s.trash) == ["Hermit"]
    assert sorted(names(s.player(0).all_cards())) == ["Madman", "Silver", "Silver",
                                                        "Throne Room"]


def test_madman_returns_and_draws_per_card_in_hand() -> None:
    s = scenario(KINGDOM, hands={0: ["Madman", "Copper", "Estate"]}, decks={0: ["Silver"] * 3})
    s = s.with_table(s.table.evolve(non_supply=s.table.zones.non_supply[1:]))
    s = act(s, "play Madman")
    assert zones(s, 0) == {"hand": ["Copper", "Estate", "Silver", "Silver"], "deck": ["Silver"]}
    assert s.player(0).actions == 2 and s.supply_count("Madman") == 10


def test_throne_room_on_madman_draws_once() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Madman", "Copper"]},
                 decks={0: ["Silver"] * 3})
    s = act(act(s, "play Throne Room"), "play Madman")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Silver", "Silver"],
                           "in_play": ["Throne Room"]}
    assert s.player(0).actions == 4
