"""Urchin (Dark Ages), $3 Action - Attack: "+1 Card. +1 Action. Each other player discards down
to 4 cards in hand. When you play another Attack card with this in play, you may first trash
this, to gain a Mercenary." Mercenary ($0 Action - Attack, 10 outside the supply): "You may trash
2 cards from your hand. If you do, +2 Cards, +$2, and each other player discards down to 3 cards
in hand." (FAQ: the Urchin is trashed before the other Attack resolves; the same Urchin played
twice does not count, two different Urchins do; Mercenary with one card trashes it for nothing;
Moat is answered before the trashing is chosen.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Urchin", "Moat", "Militia", "Throne Room", "Market Square"]
FIVE = ["Copper", "Copper", "Estate", "Silver", "Gold"]


def test_card_data() -> None:
    urchin, mercenary = card_named("Urchin"), card_named("Mercenary")
    assert (urchin.cost, urchin.type_line) == (3, "Action - Attack")
    assert (mercenary.cost, mercenary.type_line, mercenary.is_kingdom) == (
        0, "Action - Attack", False)
    assert scenario(["Urchin"], hands={}).supply_count("Mercenary") == 10


def test_each_other_player_discards_down_to_four() -> None:
    s = scenario(KINGDOM, hands={0: ["Urchin"], 1: FIVE}, decks={0: ["Silver"]})
    s = act(s, "play Urchin")
    s = act(s, "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Silver", "Gold"], "discard": ["Estate"]}
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Urchin"]}
    assert s.player(0).actions == 1


def test_trashed_before_another_attack_for_a_mercenary() -> None:
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: FIVE}, in_play={0: ["Urchin"]})
    s = s.with_player(0, s.player(0).with_counters(actions=1))
    s = act(s, "play Militia")
    assert s.waiting_for() == 0 and choices(s) == ("trash Urchin", "no")
    s = act(s, "trash Urchin")
    assert names(s.trash) == ["Urchin"]
    assert zones(s, 0) == {"discard": ["Mercenary"], "in_play": ["Militia"]}
    assert s.waiting_for() == 1  # then Militia resolves
    assert s.supply_count("Mercenary") == 9


def test_declined() -> None:
    s = scenario(KINGDOM, hands={0: ["Militia"]}, in_play={0: ["Urchin"]})
    s = act(s, "play Militia")
    s = act(s, "no")
    assert zones(s, 0) == {"in_play": ["Urchin", "Militia"]} and s.player(0).coins == 2


def test_a_second_urchin_lets_the_first_go() -> None:
    s = scenario(KINGDOM, hands={0: ["Urchin"]}, in_play={0: ["Urchin"]}, decks={0: ["Copper"]})
    s = act(s, "play Urchin")
    assert choices(s) == ("trash Urchin", "no")
    s = act(s, "trash Urchin")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Mercenary"], "in_play": ["Urchin"]}


def test_the_same_urchin_played_twice_does_not() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Urchin"]}, decks={0: ["Copper"] * 2})
    s = act(act(s, "play Throne Room"), "play Urchin")
    assert names(s.trash) == [] and "trash Urchin" not in choices(s)
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Throne Room", "Urchin"]}


def test_two_urchins_in_play_both_may_go() -> None:
    s = scenario(KINGDOM, hands={0: ["Militia"]}, in_play={0: ["Urchin", "Urchin"]})
    s = act(s, "play Militia")
    s = act(s, "trash Urchin")
    assert choices(s) == ("trash Urchin", "no")
    s = act(s, "trash Urchin")
    assert names(s.trash) == ["Urchin", "Urchin"]
    assert zones(s, 0) == {"discard": ["Mercenary", "Mercenary"], "in_play": ["Militia"]}


def test_moat_with_two_and_three_players() -> None:
    for players in (2, 3):
        hands = {0: ["Urchin"], 1: ["Moat", *FIVE], **({2: FIVE} if players == 3 else {})}
        s = scenario(KINGDOM, hands=hands, players=players)
        s = act(s, "play Urchin")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat", *FIVE]}
        if players == 3:
            s = act(s, "discard Copper", pid=2)
            assert zones(s, 2) == {"hand": ["Copper", "Estate", "Silver", "Gold"],
                                   "discard": ["Copper"]}
        else:
            assert not any(c.startswith("discard") for c in choices(s))


def test_mercenary_trashes_two_for_cards_coins_and_the_attack() -> None:
    s = scenario(KINGDOM, hands={0: ["Mercenary", "Estate", "Copper", "Gold"], 1: FIVE},
                 decks={0: ["Silver", "Silver"]})
    s = act(s, "play Mercenary")
    assert choices(s) == ("trash Copper", "trash Estate", "no")
    s = act(s, "trash Copper", "trash Estate")
    assert sorted(names(s.trash)) == ["Copper", "Estate"]
    s = act(s, "discard Copper", "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Gold"],
                           "discard": ["Estate", "Copper"]}
    assert zones(s, 0) == {"hand": ["Gold", "Silver", "Silver"], "in_play": ["Mercenary"]}
    assert s.player(0).coins == 2


def test_mercenary_with_one_card_trashes_it_for_nothing() -> None:
    s = scenario(KINGDOM, hands={0: ["Mercenary", "Estate"], 1: FIVE}, decks={0: ["Silver"]})
    s = act(s, "play Mercenary")
    s = act(s, "trash Estate")
    assert names(s.trash) == ["Estate"] and s.player(0).coins == 0
    assert zones(s, 0) == {"deck": ["Silver"], "in_play": ["Mercenary"]}
    assert zones(s, 1) == {"hand": FIVE}


def test_mercenary_declined_and_moat() -> None:
    s = scenario(KINGDOM, hands={0: ["Mercenary", "Estate", "Copper"], 1: ["Moat", *FIVE]},
                 decks={0: ["Silver", "Silver"]})
    s = act(s, "play Mercenary")
    s = act(s, "reveal Moat", pid=1)
    s = act(s, "trash Copper", "trash Estate")
    assert zones(s, 1) == {"hand": ["Moat", *FIVE]}
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "in_play": ["Mercenary"]}
    declined = act(scenario(KINGDOM, hands={0: ["Mercenary", "Estate", "Copper"]}),
                   "play Mercenary")
    declined = act(declined, "no")
    assert zones(declined, 0) == {"hand": ["Estate", "Copper"], "in_play": ["Mercenary"]}


def test_throne_room_on_mercenary() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Mercenary", "Estate", "Copper", "Curse",
                                     "Copper"]}, decks={0: ["Silver"] * 4})
    s = act(act(s, "play Throne Room"), "play Mercenary")
    s = act(s, "trash Copper", "trash Estate")
    s = act(s, "trash Copper", "trash Curse")
    assert s.player(0).coins == 4
    assert zones(s, 0) == {"hand": ["Silver"] * 4, "in_play": ["Throne Room", "Mercenary"]}
