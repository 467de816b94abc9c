"""Beggar (Dark Ages), $2 Action - Reaction: "Gain 3 Coppers to your hand. When another player plays
an Attack card, you may first discard this to gain 2 Silvers, putting one onto your deck." (FAQ:
as many Coppers as are left; the Silvers come from the Supply, one onto the deck and the other to
the discard pile; a single Silver left goes onto the deck.)

The reaction is offered as ``discard Beggar`` or ``no`` (DESIGN: from Dark Ages on, the text's own
verb); each Beggar in hand may be discarded for the same Attack."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Beggar", "Militia", "Moat", "Throne Room", "Witch"]
VICTIM = ["Beggar", "Copper", "Copper", "Copper", "Estate"]


def test_card_data() -> None:
    card = card_named("Beggar")
    assert (card.cost, card.type_line, card.set_name) == (2, "Action - Reaction", "Dark Ages")


def test_gains_three_coppers_to_the_hand_in_view_of_all() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Beggar", "Estate"]}), "play Beggar")
    assert zones(s, 0) == {"hand": ["Estate", "Copper", "Copper", "Copper"],
                           "in_play": ["Beggar"]}
    assert s.supply_count("Copper") == 43
    assert names(known_hand(s.player(0), 0, 1)) == ["Copper", "Copper", "Copper"]


def test_as_many_coppers_as_are_left() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Beggar"]}, supply={"Copper": 2}), "play Beggar")
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Beggar"]}
    assert s.supply_count("Copper") == 0


def test_discarded_to_an_attack_for_two_silvers_one_onto_the_deck() -> None:
    """Then Militia hits as usual: down to 3 from the 4 cards left."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: VICTIM}, decks={1: ["Gold"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("discard Beggar", "no")
    s = act(s, "discard Beggar", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Copper", "Estate"],
                           "deck": ["Silver", "Gold"], "discard": ["Silver", "Beggar"]}
    s = act(s, "discard Estate", pid=1)
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Copper"], "deck": ["Silver", "Gold"],
                           "discard": ["Estate", "Silver", "Beggar"]}
    assert s.supply_count("Silver") == 38 and s.player(0).coins == 2


def test_who_sees_what() -> None:
    """The discarded Beggar and the Silver put onto the deck are seen by every seat."""
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: VICTIM}, decks={1: ["Gold"]})
    s = act(act(s, "play Militia"), "discard Beggar", pid=1)
    assert known_deck(s.player(1), 0) == ((0, card_named("Silver")),)
    seen = observation(s, 0).players[1]
    assert seen.deck_top == ((0, "Silver"),) and seen.discard == ("Silver", "Beggar")
    assert seen.hand == ()  # the rest of the hand stays hidden


def test_declined_and_its_own_attacks() -> None:
    s = scenario(KINGDOM, hands={0: ["Militia"], 1: VICTIM})
    s = act(act(s, "play Militia"), "no", pid=1)
    s = act(s, "discard Beggar", "discard Estate", pid=1)  # the Militia discard: Beggar may go
    assert zones(s, 1) == {"hand": ["Copper", "Copper", "Copper"],
                           "discard": ["Estate", "Beggar"]}
    own = scenario(KINGDOM, hands={0: ["Witch", "Beggar"]}, decks={0: ["Copper", "Copper"]})
    own = act(own, "play Witch")  # not offered for its owner's own Attack
    assert zones(own, 1) == {"discard": ["Curse"]} and "Silver" not in names(own.player(0).discard)


def test_a_single_silver_goes_onto_the_deck() -> None:
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Beggar"]}, supply={"Silver": 1})
    s = act(act(s, "play Witch"), "discard Beggar", pid=1)
    assert zones(s, 1) == {"deck": ["Silver"], "discard": ["Curse", "Beggar"]}
    assert s.supply_count("Silver") == 0


def test_two_beggars_and_then_a_moat() -> None:
    """Each Beggar may be discarded for the same Attack; Moat is still offered after them."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Beggar", "Beggar", "Moat"]})
    s = act(s, "play Witch")
    assert choices(s) == ("discard Beggar", "reveal Moat", "no")
    s = act(s, "discard Beggar", pid=1)
    assert choices(s) == ("discard Beggar", "reveal Moat", "no")
    s = act(s, "discard Beggar", pid=1)
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Silver", "Silver"],
                           "discard": ["Silver", "Beggar", "Silver", "Beggar"]}
    assert s.supply_count("Curse") == 10


def test_throne_room_gains_six_coppers() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Beggar"]})
    s = act(act(s, "play Throne Room"), "play Beggar")
    assert zones(s, 0) == {"hand": ["Copper"] * 6, "in_play": ["Throne Room", "Beggar"]}
