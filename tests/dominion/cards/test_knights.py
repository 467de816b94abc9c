"""Knights (Dark Ages): a pile of ten different Knights, shuffled, only the top one seen and
gained. Each: its own ability, then "Each other player reveals the top 2 cards of their deck,
trashes one of them costing from $3 to $6, and discards the rest. If a Knight is trashed by this,
trash this." Sir Vander: "When you trash this, gain a Gold." Dame Josephine: 2 VP. Sir Michael:
"Each other player discards down to 3 cards in hand." (FAQ: the victim chooses which card to
trash; if a Knight trashes a Knight, both are trashed.)"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Knights", "Moat", "Throne Room"]


def test_card_data() -> None:
    assert card_named("Knights").pile == tuple(card_named(n) for n in (
        "Dame Anna", "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia", "Sir Bailey",
        "Sir Destry", "Sir Martin", "Sir Michael", "Sir Vander"))
    assert card_named("Sir Bailey").type_line == "Action - Attack - Knight"
    assert card_named("Dame Josephine").type_line == "Action - Victory - Attack - Knight"
    assert (card_named("Sir Martin").cost, card_named("Dame Anna").cost) == (4, 5)


def test_the_victim_trashes_one_costing_3_to_6_and_discards_the_rest() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Sylvia"]}, decks={1: ["Silver", "Gold", "Estate"]})
    s = act(s, "play Dame Sylvia")
    assert s.waiting_for() == 1
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Silver", pid=1)
    assert names(s.trash) == ["Silver"]
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Gold"]}
    assert s.player(0).coins == 2 and zones(s, 0) == {"in_play": ["Dame Sylvia"]}


def test_nothing_in_range_is_discarded() -> None:
    """Copper ($0) and Province ($8): nothing trashed."""
    s = scenario(KINGDOM, hands={0: ["Sir Destry"]}, decks={0: ["Copper", "Copper"],
                                                           1: ["Copper", "Province"]})
    s = act(s, "play Sir Destry")
    assert s.trash == ()
    assert zones(s, 1) == {"discard": ["Province", "Copper"]}
    assert zones(s, 0) == {"hand": ["Copper", "Copper"], "in_play": ["Sir Destry"]}


def test_a_knight_trashing_a_knight_is_trashed_too() -> None:
    s = scenario(KINGDOM, hands={0: ["Sir Bailey"]}, decks={0: ["Copper"],
                                                           1: ["Dame Molly", "Copper"]})
    s = act(s, "play Sir Bailey")
    assert names(s.trash) == ["Dame Molly", "Sir Bailey"]
    assert zones(s, 0) == {"hand": ["Copper"]}
    assert s.player(0).actions == 1


def test_sir_vander_trashed_gains_its_owner_a_gold() -> None:
    """Sir Vander trashed by another's Knight: its owner trashed it, so its owner gains a Gold;
    the attacking Knight is trashed as well."""
    s = scenario(KINGDOM, hands={0: ["Dame Molly"]}, decks={1: ["Sir Vander", "Estate"]})
    s = act(s, "play Dame Molly")
    assert names(s.trash) == ["Sir Vander", "Dame Molly"]
    assert zones(s, 1) == {"discard": ["Gold", "Estate"]}
    assert s.player(0).actions == 2


def test_sir_vander_trashed_from_hand() -> None:
    s = scenario([*KINGDOM, "Chapel"], hands={0: ["Chapel", "Sir Vander"]})
    s = act(s, "play Chapel")
    s = act(s, "trash Sir Vander")
    assert names(s.trash) == ["Sir Vander"]
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Chapel"]}


def test_dame_anna_trashes_up_to_two() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Anna", "Estate", "Estate", "Copper"]},
                 decks={1: ["Copper", "Copper"]})
    s = act(s, "play Dame Anna")
    assert choices(s) == ("trash Copper", "trash Estate", "done")
    s = act(s, "trash Estate", "trash Estate")
    assert names(s.trash) == ["Estate", "Estate"]
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Dame Anna"]}


def test_dame_natalie_may_gain_a_card_costing_up_to_3() -> None:
    s = scenario(KINGDOM, hands={0: ["Dame Natalie"]}, decks={1: ["Copper", "Copper"]})
    s = act(s, "play Dame Natalie")
    labels = choices(s)
    assert "gain Silver" in labels and "no" in labels and "gain Throne Room" not in labels
    s = act(s, "gain Silver")
    assert zones(s, 0) == {"discard": ["Silver"], "in_play": ["Dame Natalie"]}


def test_sir_martin_and_dame_josephine() -> None:
    s = scenario(KINGDOM, hands={0: ["Sir Martin"]}, decks={1: ["Copper", "Copper"]},
                 discards={0: ["Dame Josephine"]})
    s = act(s, "play Sir Martin")
    assert s.player(0).buys == 3
    assert s.scores()[0] == 2


def test_sir_michael_discards_down_to_3_then_reveals() -> None:
    s = scenario(KINGDOM, hands={0: ["Sir Michael"], 1: ["Copper", "Estate", "Estate", "Copper",
                                                         "Curse"]},
                 decks={1: ["Silver", "Copper"]})
    s = act(s, "play Sir Michael")
    assert s.waiting_for() == 1
    s = act(s, "discard Curse", "discard Estate", pid=1)
    assert names(s.trash) == ["Silver"]
    assert sorted(names(s.player(1).hand)) == ["Copper", "Copper", "Estate"]
    assert sorted(names(s.player(1).discard)) == ["Copper", "Curse", "Estate"]


def test_moat_blocks_with_two_and_three_players() -> None:
    for players in (2, 3):
        hands = {0: ["Dame Sylvia"], 1: ["Moat"]}
        decks = {1: ["Silver", "Copper"], **({2: ["Gold", "Copper"]} if players == 3 else {})}
        s = scenario(KINGDOM, hands=hands, decks=decks, players=players)
        s = act(s, "play Dame Sylvia")
        s = act(s, "reveal Moat", pid=1)
        assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Silver", "Copper"]}
        if players == 3:
            assert names(s.trash) == ["Gold"] and zones(s, 2) == {"discard": ["Copper"]}
        else:
            assert s.trash == ()


def test_throne_room_on_a_knight_attacks_twice_even_once_it_is_trashed() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Dame Sylvia"]},
                 decks={1: ["Dame Molly", "Copper", "Gold", "Estate"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Dame Sylvia")
    assert names(s.trash) == ["Dame Molly", "Dame Sylvia", "Gold"]
    assert s.player(0).coins == 4
    assert zones(s, 0) == {"in_play": ["Throne Room"]}
    assert zones(s, 1) == {"discard": ["Estate", "Copper"]}


def test_throne_room_on_dame_anna_trashes_twice() -> None:
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Dame Anna", "Estate", "Estate", "Curse"]},
                 decks={1: ["Copper", "Copper", "Copper", "Copper"]})
    s = act(s, "play Throne Room")
    s = act(s, "play Dame Anna")
    s = act(s, "trash Estate", "trash Estate")
    s = act(s, "trash Curse")
    assert names(s.trash) == ["Estate", "Estate", "Curse"]
