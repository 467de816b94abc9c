"""Rulings audit: one test per ruling checked against the official texts, with exact zones.

Sources, cited in each test:
- CARD: the card's printed text (2nd edition; 1st edition for Adventurer, Chancellor, Feast, Spy,
  Thief, Woodcutter).
- RULEBOOK: the Dominion 2nd-edition rulebook (Rio Grande Games, 2016): "Turn", "End of the Game",
  and its card notes (pages 12-14), which are the official FAQ of the 2nd-edition cards (also on the
  DominionStrategy wiki card pages under "Official FAQ").
- FAQ1: the official FAQ of the 1st-edition cards (1st-edition rulebook card notes).
"""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError
from dgsim.dominion import DominionState, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"


def _coins(s: DominionState, pid: int = 0) -> int:
    return s.player(pid).coins


# -- Throne Room ------------------------------------------------------------------------------


def test_throne_room_nothing_to_play() -> None:
    """RULEBOOK (Throne Room): "Playing an Action card from your hand is optional." With no Action
    card in hand, nothing is asked and nothing else happens."""
    s = act(scenario([TR], hands={0: [TR, "Copper", "Estate"]}), f"play {TR}")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "in_play": [TR]}
    assert s.player(0).actions == 0


def test_throne_room_on_village_leaves_four_actions() -> None:
    """RULEBOOK (Throne Room): "if you start a turn by playing Throne Room on Village, you would draw
    a card, get +2 Actions, draw another card, and get +2 Actions again, leaving you with 4
    Actions." The doubled card does not use up Action plays."""
    s = scenario([TR, "Village"], hands={0: [TR, "Village"]}, decks={0: ["Copper", "Silver", "Gold"]})
    s = act(act(s, f"play {TR}"), "play Village")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold"], "in_play": [TR, "Village"]}
    assert s.player(0).actions == 4


def test_throne_room_on_throne_room_plays_two_cards_twice_each() -> None:
    """RULEBOOK (Throne Room): "If you Throne Room a Throne Room, you play an Action, doing it twice,
    and then play another Action and do it twice; you do not resolve an Action four times."
    """
    s = scenario([TR, "Village", "Smithy"], hands={0: [TR, TR, "Village", "Smithy"]},
                 decks={0: ["Copper"] * 8})
    s = act(act(s, f"play {TR}"), f"play {TR}")
    assert choices(s) == ("play Smithy", "play Village", "no")
    s = act(s, "play Village")
    # the second play of the inner Throne Room picks another card: Village is no longer in hand
    assert choices(s) == ("play Smithy", "no")
    s = act(s, "play Smithy")
    assert zones(s, 0) == {"hand": ["Copper"] * 8, "in_play": [TR, TR, "Village", "Smithy"]}
    assert s.player(0).actions == 4


def test_throne_room_on_feast_gains_two_cards() -> None:
    """FAQ1 (Feast): "If you use Throne Room on Feast, you will gain two cards, even though you can
    only trash Feast once." """
    s = scenario([TR, "Feast", "Market"], hands={0: [TR, "Feast"]})
    s = act(act(act(s, f"play {TR}"), "play Feast"), "gain Duchy")
    s = act(s, "gain Market")
    assert zones(s, 0) == {"discard": ["Market", "Duchy"], "in_play": [TR]}
    assert names(s.trash) == ["Feast"]


def test_throne_room_on_library_second_play_draws_nothing_at_seven() -> None:
    """RULEBOOK (Library): "If you already have 7 cards in hand to start, you do not draw any
    cards." The first play draws to 7; the second play finds 7 and draws nothing."""
    s = scenario([TR, "Library"], hands={0: [TR, "Library", "Copper"]}, decks={0: ["Silver"] * 8})
    s = act(act(s, f"play {TR}"), "play Library")
    assert zones(s, 0) == {"hand": ["Copper"] + ["Silver"] * 6, "deck": ["Silver"] * 2,
                           "in_play": [TR, "Library"]}


def test_throne_room_on_merchant_gives_two_on_first_silver() -> None:
    """RULEBOOK (Merchant): "If you play more than one Merchant, each gives you +$1 when you play
    that first Silver"; Throne Room plays Merchant twice, so the first Silver comes with +$2 and the
    second with nothing."""
    s = scenario([TR, "Merchant"], hands={0: [TR, "Merchant", "Silver", "Silver"]},
                 decks={0: ["Copper", "Copper"]})
    s = act(act(s, f"play {TR}"), "play Merchant")  # no Action left in hand: on to the Buy phase
    s = act(s, "play Silver")
    assert _coins(s) == 4
    s = act(s, "play Silver")
    assert _coins(s) == 6


def test_throne_room_on_militia_moat_revealed_each_time() -> None:
    """RULEBOOK (Moat): "If multiple Attacks are played on a turn ..., you may reveal Moat for as
    many of them as you want." Each play of a Throne-Roomed Attack is an Attack played: revealing
    Moat both times leaves the hand untouched."""
    s = scenario([TR, "Militia", "Moat"], hands={0: [TR, "Militia"],
                                                  1: ["Moat", "Estate", "Silver", "Gold", "Estate"]})
    s = act(act(act(s, f"play {TR}"), "play Militia"), "reveal Moat", pid=1)
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat", "Estate", "Silver", "Gold", "Estate"]}
    assert _coins(s) == 4


def test_throne_room_on_vassal_each_play_may_play_its_card() -> None:
    """RULEBOOK (Throne Room): other cards cannot be played in between "unless told to by the card,
    such as with Vassal". Each Vassal play discards a card and may play it."""
    s = scenario([TR, "Vassal", "Village"], hands={0: [TR, "Vassal"]},
                 decks={0: ["Village", "Copper", "Village", "Gold", "Silver"]})
    s = act(act(act(s, f"play {TR}"), "play Vassal"), "play Village")
    s = act(s, "play Village")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver"],
                           "in_play": [TR, "Vassal", "Village", "Village"]}
    assert (s.player(0).actions, _coins(s)) == (4, 4)


# -- Vassal -----------------------------------------------------------------------------------


def test_vassal_play_uses_no_action() -> None:
    """RULEBOOK (Vassal): "If you do play it, you move it into your play area and follow its
    instructions; this does not use up one of your Action plays for the turn." """
    s = scenario(["Vassal", "Smithy"], hands={0: ["Vassal"]},
                 decks={0: ["Smithy", "Copper", "Silver", "Gold", "Estate"]})
    s = act(act(s, "play Vassal"), "play Smithy")
    assert zones(s, 0) == {"hand": ["Copper", "Silver", "Gold"], "deck": ["Estate"],
                           "in_play": ["Vassal", "Smithy"]}
    assert (s.player(0).actions, _coins(s)) == (0, 2)


def test_vassal_plays_throne_room_which_plays_from_hand() -> None:
    """RULEBOOK (Vassal, Throne Room): the discarded Throne Room is played; it then plays an Action
    card from the hand twice."""
    s = scenario(["Vassal", TR, "Smithy"], hands={0: ["Vassal", "Smithy"]},
                 decks={0: [TR] + ["Copper"] * 6})
    s = act(act(act(s, "play Vassal"), f"play {TR}"), "play Smithy")
    assert zones(s, 0) == {"hand": ["Copper"] * 6, "in_play": ["Vassal", TR, "Smithy"]}


def test_vassal_declined_card_stays_discarded() -> None:
    """RULEBOOK (Vassal): "If the card is an Action card, you can play it, but do not have to." """
    s = scenario(["Vassal", "Smithy"], hands={0: ["Vassal"]}, decks={0: ["Smithy", "Copper"]})
    s = act(act(s, "play Vassal"), "no")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Smithy"], "in_play": ["Vassal"]}


def test_vassal_non_action_just_discarded_and_shuffles_when_deck_empty() -> None:
    """CARD (Vassal): "Discard the top card of your deck." With an empty deck the discard pile is
    shuffled first (RULEBOOK, "+1 Card": shuffle when you need a card and your deck is empty)."""
    s = scenario(["Vassal"], hands={0: ["Vassal"]}, discards={0: ["Gold"]})
    s = act(s, "play Vassal")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Vassal"]}
    assert _coins(s) == 2


# -- Merchant ---------------------------------------------------------------------------------


def test_two_merchants_two_on_first_silver_only() -> None:
    """RULEBOOK (Merchant): "each gives you +$1 when you play that first Silver; but if you play more
    than one Silver, you only get the +$1 for the first Silver." """
    s = scenario(["Merchant"], hands={0: ["Merchant", "Merchant", "Silver", "Silver", "Copper"]},
                 decks={0: ["Estate", "Estate"]})
    s = act(act(s, "play Merchant"), "play Merchant")
    s = act(s, "play all treasures")
    assert _coins(s) == 2 + 2 + 1 + 2


def test_merchant_after_a_silver_played_gives_nothing() -> None:
    """CARD (Merchant): "The first time you play a Silver this turn, +$1." A Silver already played
    this turn was the first one: a later Silver brings no bonus."""
    s = scenario(["Merchant"], hands={0: ["Merchant", "Silver"]}, in_play={0: ["Silver"]},
                 decks={0: ["Estate"]})
    s = act(act(s, "play Merchant"), "play Silver")
    assert _coins(s) == 2


def test_merchant_lasts_only_this_turn() -> None:
    """CARD (Merchant): "this turn". A Merchant played without a Silver gives nothing on a later
    turn."""
    s = scenario(["Merchant"], hands={0: ["Merchant"], 1: ["Silver"]}, decks={0: ["Estate"] * 6})
    s = act(act(s, "play Merchant"), "end turn")
    assert s.current == 1
    s = act(s, "play Silver")
    assert _coins(s, 1) == 2


# -- Moat and attack order ----------------------------------------------------------------------


def test_moat_reveal_offered_even_when_attack_would_do_nothing() -> None:
    """RULEBOOK (Moat): "When another player plays an Attack card, you may reveal a Moat from your
    hand, before the Attack does anything". A 3-card hand is not hurt by Militia, yet Moat may be
    revealed."""
    s = scenario(["Militia", "Moat"], hands={0: ["Militia"], 1: ["Moat", "Copper", "Copper"]})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("reveal Moat", "no")


def test_moat_against_witch_attacker_still_draws() -> None:
    """RULEBOOK (Moat): "Moat does not stop anything an Attack does to other players, or for the
    player who played it"."""
    s = scenario(["Witch", "Moat"], hands={0: ["Witch"], 1: ["Moat"]}, decks={0: ["Gold", "Gold"]},
                 players=3)
    s = act(act(s, "play Witch"), "reveal Moat", pid=1)
    assert zones(s, 0) == {"hand": ["Gold", "Gold"], "in_play": ["Witch"]}
    assert zones(s, 1) == {"hand": ["Moat"]}
    assert zones(s, 2) == {"discard": ["Curse"]}
    assert s.supply_count("Curse") == 19


def test_moat_against_bandit_reveals_nothing() -> None:
    """RULEBOOK (Moat): "you do not reveal cards to Bandit"."""
    s = scenario(["Bandit", "Moat"], hands={0: ["Bandit"], 1: ["Moat"]}, decks={1: ["Gold", "Silver"]})
    s = act(act(s, "play Bandit"), "reveal Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold", "Silver"]}
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Bandit"]}
    assert s.trash == ()


def test_own_moat_not_offered_to_attacker() -> None:
    """CARD (Moat): "When another player plays an Attack card". The attacker's own Moat does not
    react."""
    s = scenario(["Militia", "Moat"], hands={0: ["Militia", "Moat"], 1: ["Copper", "Estate"] * 2})
    s = act(s, "play Militia")
    assert s.waiting_for() == 1
    assert choices(s) == ("discard Copper", "discard Estate")


def test_witch_curses_run_out_in_turn_order() -> None:
    """RULEBOOK (Witch): the Curses "are given out in turn order, which can matter when the Curse
    pile is low". Seat 2 plays; seat 3 (its left) gets the last Curse, then seats 0 and 1 nothing."""
    s = scenario(["Witch"], hands={2: ["Witch"]}, supply={"Curse": 1}, players=4, current=2)
    s = act(s, "play Witch")
    assert [zones(s, p) for p in (3, 0, 1)] == [{"discard": ["Curse"]}, {}, {}]
    assert s.supply_count("Curse") == 0


def test_militia_victims_in_turn_order_from_the_left() -> None:
    """RULEBOOK (Turn order; Bandit note "each other player, in turn order"): attacks hit the other
    players starting to the attacker's left. Seat 1 plays Militia in a 3-player game: seat 2
    discards first, then seat 0."""
    s = scenario(["Militia"], hands={1: ["Militia"], 2: ["Estate"] * 3 + ["Copper"],
                                     0: ["Duchy"] * 3 + ["Copper"]}, players=3, current=1)
    s = act(s, "play Militia")
    assert s.waiting_for() == 2
    s = act(s, "discard Estate", pid=2)
    assert s.waiting_for() == 0
    s = act(s, "discard Duchy", pid=0)
    assert (zones(s, 2)["discard"], zones(s, 0)["discard"]) == (["Estate"], ["Duchy"])


# -- Bandit, Bureaucrat, Thief, Spy -------------------------------------------------------------


def test_bandit_victim_chooses_between_silver_and_gold() -> None:
    """RULEBOOK (Bandit): each other player "trashes one they choose that is a Treasure other than
    Copper (e.g. Silver or Gold), and discards the other revealed cards." """
    s = scenario(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Gold", "Silver", "Estate"]})
    s = act(s, "play Bandit")
    assert s.waiting_for() == 1
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Silver", pid=1)
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Gold"]}
    assert names(s.trash) == ["Silver"]
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Bandit"]}


def test_bandit_copper_is_never_trashed() -> None:
    """RULEBOOK (Bandit): "A player who did not reveal a Treasure card other than Copper simply
    discards both cards." """
    s = scenario(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Copper", "Estate"]})
    s = act(s, "play Bandit")
    assert zones(s, 1) == {"discard": ["Estate", "Copper"]}
    assert s.trash == ()


def test_bandit_with_empty_gold_pile_still_attacks() -> None:
    """RULEBOOK ("Gaining"; Bandit): with no Gold left the player gains nothing; the attack still
    happens (a card does as much as it can)."""
    s = scenario(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Silver", "Copper"]}, supply={"Gold": 0})
    s = act(s, "play Bandit")
    assert zones(s, 0) == {"in_play": ["Bandit"]}
    assert zones(s, 1) == {"discard": ["Copper"]}
    assert names(s.trash) == ["Silver"]


def test_bureaucrat_silver_on_deck_victim_reveals_victory() -> None:
    """CARD (Bureaucrat): "Gain a Silver onto your deck. Each other player reveals a Victory card
    from their hand and puts it onto their deck (or reveals a hand with no Victory cards)." """
    s = scenario(["Bureaucrat", "Gardens"], hands={0: ["Bureaucrat"], 1: ["Estate", "Gardens", "Copper"],
                                                    2: ["Copper", "Curse"]},
                 decks={0: ["Gold"], 1: ["Copper"]}, players=3)
    s = act(s, "play Bureaucrat")
    assert choices(s) == ("topdeck Estate", "topdeck Gardens")
    s = act(s, "topdeck Gardens", pid=1)
    assert zones(s, 0) == {"deck": ["Silver", "Gold"], "in_play": ["Bureaucrat"]}
    assert zones(s, 1) == {"hand": ["Estate", "Copper"], "deck": ["Gardens", "Copper"]}
    assert zones(s, 2) == {"hand": ["Copper", "Curse"]}  # a Curse is not a Victory card


def test_bureaucrat_empty_silver_pile() -> None:
    """RULEBOOK ("Gaining": you cannot gain from an empty pile): Bureaucrat gains nothing when the
    Silver pile is empty."""
    s = scenario(["Bureaucrat"], hands={0: ["Bureaucrat"]}, decks={0: ["Gold"]}, supply={"Silver": 0})
    s = act(s, "play Bureaucrat")
    assert zones(s, 0) == {"deck": ["Gold"], "in_play": ["Bureaucrat"]}


def test_thief_attacker_chooses_and_may_gain_after_all_trashing() -> None:
    """FAQ1 (Thief): "Each player trashes one Treasure card at most, of the attacker's choice from the
    two revealed cards, and then you gain any of the trashed cards that you want. ... You can take
    none of them, all of them, or anything in between." Every victim trashes first; then the attacker
    picks which of those trashed cards to gain."""
    s = scenario(["Thief"], hands={0: ["Thief"]}, decks={1: ["Gold", "Silver"], 2: ["Copper", "Estate"]},
                 players=3)
    s = act(s, "play Thief")
    assert s.waiting_for() == 0
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Gold")
    # seat 2's only Treasure is its Copper: trashed without asking; now the gains, together
    assert names(s.trash) == ["Gold", "Copper"]
    assert zones(s, 1) == {"discard": ["Silver"]}
    assert zones(s, 2) == {"discard": ["Estate"]}
    assert choices(s) == ("gain Copper", "gain Gold", "done")
    s = act(s, "gain Gold")  # canonical order: nothing sorts after Gold, so the pick is complete
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Thief"]}
    assert names(s.trash) == ["Copper"]
    assert s.supply_count("Gold") == 30  # gained from the trash, not the Supply


def test_thief_no_treasure_revealed_discards_both() -> None:
    """CARD (Thief): "They discard the other revealed cards." With no Treasure, nothing is trashed
    and nothing is asked."""
    s = scenario(["Thief"], hands={0: ["Thief"]}, decks={1: ["Estate", "Duchy", "Gold"]})
    s = act(s, "play Thief")
    assert zones(s, 1) == {"deck": ["Gold"], "discard": ["Duchy", "Estate"]}
    assert s.trash == ()


def test_spy_self_first_then_others_in_turn_order() -> None:
    """FAQ1 (Spy): "If players care about the order in which things happen for this, you do yourself
    first, then each other player in turn order." The Spy's player decides every time."""
    s = scenario(["Spy"], hands={0: ["Spy"]}, decks={0: ["Copper", "Estate"], 1: ["Gold"], 2: ["Curse"]},
                 players=3)
    s = act(s, "play Spy")
    assert choices(s) == ("discard Estate", "topdeck Estate")
    s = act(s, "discard Estate")
    assert choices(s) == ("discard Gold", "topdeck Gold")
    s = act(s, "discard Gold", pid=0)
    s = act(s, "topdeck Curse", pid=0)
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Estate"], "in_play": ["Spy"]}
    assert (zones(s, 1), zones(s, 2)) == ({"discard": ["Gold"]}, {"deck": ["Curse"]})


# -- shuffling, set aside, deck moves -----------------------------------------------------------


def test_draw_takes_deck_first_then_shuffles() -> None:
    """RULEBOOK ("+1 Card"): "If you need to draw ... and your deck is empty, shuffle your discard
    pile" - only then: the deck's remaining cards are drawn first."""
    s = scenario(["Smithy"], hands={0: ["Smithy"]}, decks={0: ["Gold"]}, discards={0: ["Estate", "Estate"]})
    s = act(s, "play Smithy")
    assert sorted(zones(s, 0)["hand"]) == ["Estate", "Estate", "Gold"]
    assert zones(s, 0)["hand"][0] == "Gold"


def test_adventurer_revealed_cards_not_shuffled_in() -> None:
    """FAQ1 (Adventurer): "Don't shuffle in the revealed cards as these cards do not go to the
    Discard pile until you have finished revealing cards. If you run out of cards after shuffling
    and still only have one Treasure, you get just that one Treasure." """
    s = scenario(["Adventurer"], hands={0: ["Adventurer"]}, decks={0: ["Estate", "Silver"]},
                 discards={0: ["Duchy"]})
    s = act(s, "play Adventurer")
    assert zones(s, 0) == {"hand": ["Silver"], "discard": ["Duchy", "Estate"], "in_play": ["Adventurer"]}


def test_chancellor_deck_into_discard_no_shuffle() -> None:
    """CARD (Chancellor): "You may immediately put your deck into your discard pile." It is not a
    discard and causes no shuffle; the deck is empty afterwards."""
    s = scenario(["Chancellor"], hands={0: ["Chancellor"]}, decks={0: ["Gold", "Estate"]},
                 discards={0: ["Copper"]})
    s = act(act(s, "play Chancellor"), "yes")
    p = zones(s, 0)
    assert "deck" not in p and sorted(p["discard"]) == ["Copper", "Estate", "Gold"]
    assert _coins(s) == 2


def test_library_skip_is_optional_and_set_aside_discarded_after() -> None:
    """RULEBOOK (Library): "You are not forced to set aside Action cards"; set-aside cards are
    discarded once you have 7 cards."""
    s = scenario(["Library", "Village", "Smithy"], hands={0: ["Library"] + ["Copper"] * 4},
                 decks={0: ["Village", "Smithy", "Gold", "Silver", "Estate"]})
    s = act(s, "play Library")
    assert choices(s) == ("set aside Village", "keep Village")
    s = act(act(s, "keep Village"), "set aside Smithy")
    assert zones(s, 0) == {"hand": ["Copper"] * 4 + ["Village", "Gold", "Silver"], "deck": ["Estate"],
                           "discard": ["Smithy"], "in_play": ["Library"]}


def test_library_set_aside_not_shuffled_and_stops_when_out() -> None:
    """RULEBOOK (Library): "If you shuffle in the middle of doing this, you do not shuffle in the set
    aside cards." With no cards left to draw, Library stops short of 7."""
    s = scenario(["Library", "Smithy"], hands={0: ["Library"]}, decks={0: ["Smithy"]},
                 discards={0: ["Gold"]})
    s = act(act(s, "play Library"), "set aside Smithy")
    assert zones(s, 0) == {"hand": ["Gold"], "discard": ["Smithy"], "in_play": ["Library"]}


def test_cellar_discarded_cards_are_shuffled_in() -> None:
    """RULEBOOK (Cellar): "If this causes you to shuffle, you will shuffle in the cards you
    discarded." """
    s = scenario(["Cellar"], hands={0: ["Cellar", "Estate", "Estate"]})
    s = act(act(s, "play Cellar"), "discard Estate", "discard Estate")
    assert zones(s, 0) == {"hand": ["Estate", "Estate"], "in_play": ["Cellar"]}


# -- gaining and cost limits -------------------------------------------------------------------


def test_workshop_nothing_affordable_gains_nothing() -> None:
    """RULEBOOK ("Gaining"): a card cannot be gained from an empty pile; with every pile costing up to
    $4 empty, Workshop gains nothing and asks nothing."""
    s = scenario(["Workshop", "Gardens"], hands={0: ["Workshop", "Silver"]},
                 supply={"Copper": 0, "Curse": 0, "Estate": 0, "Silver": 0, "Workshop": 0, "Gardens": 0})
    s = act(s, "play Workshop")
    assert zones(s, 0) == {"hand": ["Silver"], "in_play": ["Workshop"]}
    assert s.waiting_for() == 0 and not s.game_end()


def test_remodel_gold_into_province() -> None:
    """CARD (Remodel): "Gain a card costing up to $2 more than it." Gold ($6) can become a Province
    ($8)."""
    s = scenario(["Remodel"], hands={0: ["Remodel", "Gold"]})
    s = act(s, "play Remodel")
    assert "gain Province" in choices(s)
    s = act(s, "gain Province")
    assert zones(s, 0) == {"discard": ["Province"], "in_play": ["Remodel"]}
    assert names(s.trash) == ["Gold"]


def test_remodel_with_empty_hand_gains_nothing() -> None:
    """CARD (Remodel): the gain is "costing up to $2 more than it" - with no card to trash, there is
    nothing to gain."""
    s = act(scenario(["Remodel"], hands={0: ["Remodel"]}), "play Remodel")
    assert zones(s, 0) == {"in_play": ["Remodel"]} and s.trash == ()


def test_mine_gains_to_hand_and_is_optional() -> None:
    """RULEBOOK (Mine): "The Treasure you gain comes from the Supply and is put into your hand; you
    can play it for the same turn." CARD: "You may trash a Treasure"."""
    s = scenario(["Mine"], hands={0: ["Mine", "Silver", "Estate"]})
    s = act(s, "play Mine")
    assert choices(s) == ("trash Silver", "no")
    s = act(act(s, "trash Silver"), "gain Gold")
    assert zones(s, 0) == {"hand": ["Estate", "Gold"], "in_play": ["Mine"]}


def test_feast_cost_limit() -> None:
    """CARD (Feast): "Gain a card costing up to $5." Duchy is offered, Gold is not."""
    s = act(scenario(["Feast"], hands={0: ["Feast"]}), "play Feast")
    offered = choices(s)
    assert "gain Duchy" in offered and "gain Gold" not in offered


def test_artisan_may_topdeck_the_gained_card() -> None:
    """RULEBOOK (Artisan): "you put a card from your hand onto your deck; that can be the card you
    just gained, or a different card." """
    s = scenario(["Artisan"], hands={0: ["Artisan", "Copper"]}, decks={0: ["Estate"]})
    s = act(act(s, "play Artisan"), "gain Duchy")
    assert choices(s) == ("topdeck Copper", "topdeck Duchy")
    s = act(s, "topdeck Duchy")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Duchy", "Estate"], "in_play": ["Artisan"]}


# -- Poacher, Sentry, Harbinger ---------------------------------------------------------------


def test_poacher_counts_every_empty_supply_pile_including_curse() -> None:
    """CARD (Poacher): "Discard a card per empty Supply pile." The Curse pile is a Supply pile."""
    s = scenario(["Poacher"], hands={0: ["Poacher", "Copper", "Estate", "Silver"]}, decks={0: ["Gold"]},
                 supply={"Curse": 0, "Estate": 0})
    s = act(s, "play Poacher")
    s = act(s, "discard Copper", "discard Estate")
    assert zones(s, 0) == {"hand": ["Silver", "Gold"], "discard": ["Estate", "Copper"],
                           "in_play": ["Poacher"]}


def test_poacher_more_empty_piles_than_cards() -> None:
    """CARD (Poacher): with fewer cards in hand than empty piles, the whole hand is discarded (do as
    much as you can; RULEBOOK, "Actions")."""
    s = scenario(["Poacher"], hands={0: ["Poacher"]}, decks={0: ["Gold"]},
                 supply={"Curse": 0, "Estate": 0, "Duchy": 0})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"discard": ["Gold"], "in_play": ["Poacher"]}
    assert _coins(s) == 1


def test_sentry_trash_and_put_back() -> None:
    """RULEBOOK (Sentry): "You can trash both, or discard both, or put both back in either order; or
    you can trash one and discard one, or trash one and put one back, or discard one and put one
    back." Topdecked cards go on one at a time; the last picked is on top."""
    s = scenario(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold", "Silver", "Estate"]})
    s = act(s, "play Sentry")
    s = act(s, "topdeck Silver", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold", "Silver", "Estate"], "in_play": ["Sentry"]}


def test_harbinger_draws_first_then_topdecks() -> None:
    """RULEBOOK (Harbinger): "First draw a card and get +1 Action; then look through your discard
    pile, and you may put a card from it on top of your deck." """
    s = scenario(["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper"]}, discards={0: ["Gold"]})
    s = act(act(s, "play Harbinger"), "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Harbinger"]}


# -- turn rules --------------------------------------------------------------------------------


def test_no_treasures_in_action_phase() -> None:
    """RULEBOOK ("Action phase"): only Action cards are played in the Action phase."""
    s = scenario(["Village"], hands={0: ["Village", "Copper"]}).auto_step()
    assert s.action_generator(0).labels() == ("play Village", "end actions")


def test_no_treasure_after_a_buy() -> None:
    """RULEBOOK ("Buy phase"): Treasures are played, then cards bought; after buying, no more
    Treasures."""
    s = scenario(["Market"], hands={0: ["Market", "Copper", "Copper"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Market"), "play Copper"), "buy Copper")
    assert "play Copper" not in choices(s)
    with pytest.raises(InvalidActionError):
        act(s, "play all treasures")
    assert _coins(s) == 2 and s.player(0).buys == 1


def test_game_ends_with_four_piles_for_five_players() -> None:
    """RULEBOOK ("End of the Game", 5-6 players): the game ends when any 4 Supply piles are empty."""
    base = {"Curse": 0, "Estate": 0}

    def buy_last(extra: dict[str, int]) -> DominionState:
        s = scenario(["Village"], hands={0: ["Silver", "Silver"]}, supply={**base, **extra, "Village": 1},
                     players=5, decks={0: ["Copper"] * 5})
        return act(act(s, "play all treasures"), "buy Village")

    assert not buy_last({}).game_end()  # 3 piles
    assert buy_last({"Duchy": 0}).game_end()  # 4 piles


def test_tie_fewer_turns_wins_else_shared() -> None:
    """RULEBOOK ("End of the Game"): "If the highest scores are tied at the end of the game, the tied
    player who has had the fewest turns wins the game. If the tied players have had the same number
    of turns, they rejoice in their shared victory." """
    # seat 0 ends the game on the first turn: tied 6-6, seat 1 had fewer turns and wins
    s = scenario(["Village"], hands={0: ["Gold", "Gold", "Gold"]}, supply={"Province": 1},
                 decks={0: ["Copper"] * 5}, discards={1: ["Province"]})
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.game_end() and s.scores() == (6, 6)
    assert (s.player(0).turns, s.player(1).turns) == (1, 0) and s.winners() == (1,)
    # seat 0 passes, then seat 1 ends the game: one turn each, the victory is shared
    s = scenario(["Village"], hands={0: [], 1: ["Gold"] * 3}, supply={"Province": 1},
                 discards={0: ["Province"]}, decks={0: ["Copper"] * 5, 1: ["Copper"] * 5})
    s = act(s, "end turn")
    assert s.current == 1 and s.player(1).turns == 0
    s = act(act(s, "play all treasures"), "buy Province")
    assert s.game_end() and s.scores() == (6, 6) and s.winners() == (0, 1)


# -- more interactions ---------------------------------------------------------------------------


def test_vassal_plays_feast_which_trashes_itself_from_play() -> None:
    """RULEBOOK (Vassal): a played card moves "into your play area"; FAQ1 (Feast): "Trash this card.
    Gain a card costing up to $5." The Feast played from the discard pile is trashed from play."""
    s = scenario(["Vassal", "Feast"], hands={0: ["Vassal"]}, decks={0: ["Feast", "Copper"]})
    s = act(act(act(s, "play Vassal"), "play Feast"), "gain Duchy")
    assert zones(s, 0) == {"deck": ["Copper"], "discard": ["Duchy"], "in_play": ["Vassal"]}
    assert names(s.trash) == ["Feast"]


def test_throne_room_on_bandit_two_attacks() -> None:
    """RULEBOOK (Throne Room, Bandit): each play gains a Gold and attacks; the victim reveals two
    cards on each play."""
    s = scenario([TR, "Bandit"], hands={0: [TR, "Bandit"]},
                 decks={1: ["Silver", "Estate", "Gold", "Copper", "Duchy"]})
    s = act(act(s, f"play {TR}"), "play Bandit")
    assert zones(s, 1) == {"deck": ["Duchy"], "discard": ["Copper", "Estate"]}
    assert names(s.trash) == ["Silver", "Gold"]
    assert zones(s, 0) == {"discard": ["Gold", "Gold"], "in_play": [TR, "Bandit"]}


def test_poacher_no_empty_pile_no_discard() -> None:
    """RULEBOOK (Poacher): "If there are no empty Supply piles, you do not discard." """
    s = scenario(["Poacher"], hands={0: ["Poacher", "Estate"]}, decks={0: ["Copper"]})
    s = act(s, "play Poacher")
    assert zones(s, 0) == {"hand": ["Estate", "Copper"], "in_play": ["Poacher"]}
    assert (s.player(0).actions, _coins(s)) == (1, 1)


def test_one_pool_of_coins_for_several_buys() -> None:
    """RULEBOOK ("Buy phase"): with +Buy, the $ produced is split among the purchases."""
    s = scenario(["Market"], hands={0: ["Market", "Silver", "Silver"]}, decks={0: ["Copper"]})
    s = act(act(act(s, "play Market"), "play all treasures"), "buy Silver")
    assert _coins(s) == 6 - 3 and s.player(0).buys == 1
    assert "buy Silver" in choices(s) and "buy Gold" not in choices(s)
