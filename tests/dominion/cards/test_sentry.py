"""Sentry: "+1 Card +1 Action. Look at the top 2 cards of your deck. Trash and/or discard any number
of them. Put the rest back on top in any order."."""

from __future__ import annotations

import dgsim
from dgsim.dominion import card_named, scenario
from dgsim.dominion.observation import observation
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Sentry"]


def test_card_data() -> None:
    """A $5 Action with +1 Card +1 Action."""
    card = card_named("Sentry")
    assert (card.cost, card.cards, card.actions) == (5, 1, 1)


def test_trash_one_discard_the_other() -> None:
    """Draw one, look at the next two; trash the Curse and discard the Estate."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Curse", "Gold"]})
    s = act(s, "play Sentry")
    # the looked-at cards stay on top of the deck while the player decides
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Estate", "Curse", "Gold"],
                           "in_play": ["Sentry"]}
    assert choices(s) == ("trash Curse", "trash Estate", "discard Curse", "discard Estate",
                          "topdeck Curse", "topdeck Estate")
    s = act(s, "trash Curse", "discard Estate", pid=0)
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Estate"],
                           "in_play": ["Sentry"]}
    assert names(s.trash) == ["Curse"]
    assert s.player(0).actions == 1


def test_put_both_back_the_last_pick_on_top() -> None:
    """Each ``topdeck`` goes on top of what is there, so the last pick ends on top."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold", "Silver", "Estate"]})
    s = act(act(s, "play Sentry"), "topdeck Gold", "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Silver", "Gold", "Estate"],
                           "in_play": ["Sentry"]}
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold", "Silver", "Estate"]})
    s = act(act(s, "play Sentry"), "topdeck Silver", "topdeck Gold")
    assert zones(s, 0)["deck"] == ["Gold", "Silver", "Estate"]


def test_discard_one_topdeck_the_other() -> None:
    """Mixed: discard the Estate and put the Gold back."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Gold"]})
    s = act(act(s, "play Sentry"), "discard Estate", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "discard": ["Estate"],
                           "in_play": ["Sentry"]}


def test_canonical_order_trash_then_discard_then_topdeck() -> None:
    """After a ``discard`` pick no ``trash`` is offered; each distinct outcome is one path."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Curse"]})
    s = act(s, "play Sentry").auto_step()
    gen = s.action_generator(0).choose("discard Curse")
    assert gen.labels() == ("discard Estate", "topdeck Estate")
    # 2 distinct cards: 3 x 3 fates, and both-on-top in 2 orders -> 8 + 2 = 10 leaves
    assert len(dgsim.legal_actions(s, 0)) == 10


def test_two_identical_cards_one_branch_each() -> None:
    """Two Estates: outcomes are multisets of fates, 6 leaves."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Estate"]})
    s = act(s, "play Sentry")
    assert len(dgsim.legal_actions(s, 0)) == 6
    s = act(s, "trash Estate", "trash Estate")
    assert names(s.trash) == ["Estate", "Estate"]
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Sentry"]}


def test_only_one_card_to_look_at() -> None:
    """One card left after the draw and an empty discard pile: look at just that one."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold"]})
    s = act(s, "play Sentry")
    assert choices(s) == ("trash Gold", "discard Gold", "topdeck Gold")
    s = act(s, "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Sentry"]}


def test_look_reshuffles_mid_way() -> None:
    """One card in the deck after the draw: the discard pile is shuffled for the second."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold"]},
                 discards={0: ["Curse"]})
    s = act(s, "play Sentry")
    assert zones(s, 0)["deck"] == ["Gold", "Curse"] and "discard" not in zones(s, 0)
    s = act(s, "trash Curse", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Gold"], "in_play": ["Sentry"]}


def test_nothing_to_look_at() -> None:
    """Deck and discard empty after the draw: nothing is asked."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper"]})
    s = act(s, "play Sentry")
    assert "end turn" in choices(s)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Sentry"]}


def test_the_look_is_private_to_its_player() -> None:
    """"Look at": the two cards are known to the Sentry's player only, while it decides."""
    s = scenario(KINGDOM, hands={0: ["Sentry"], 1: ["Copper"]},
                 decks={0: ["Copper", "Estate", "Gold", "Silver"], 1: ["Copper"] * 3})
    s = act(s, "play Sentry")
    p = s.player(0)
    assert p.deck_known == (0b01, 0b01)
    view = observation(s, 1).players[0]
    assert view.deck_top == () and view.set_aside == ()
    assert observation(s, 0).players[0].deck_top == ((0, "Estate"), (1, "Gold"))
    # seat 1 cannot tell this state from one with other cards on top
    other = scenario(KINGDOM, hands={0: ["Sentry"], 1: ["Copper"]},
                     decks={0: ["Copper", "Silver", "Gold", "Estate"], 1: ["Copper"] * 3})
    other = act(other, "play Sentry")
    assert dgsim.info_key(s, 1) == dgsim.info_key(other, 1)
    assert dgsim.info_key(s, 0) != dgsim.info_key(other, 0)


def test_a_known_top_stays_known_to_whoever_knew_it() -> None:
    """A publicly known top card (a gain onto the deck) stays public while Sentry looks at it."""
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Gold"]})
    s = s.add_to(0, "deck", (card_named("Silver"),), seen_by=0b11)  # as Bureaucrat's Silver
    s = act(s, "play Sentry")  # draws the Silver; looks at Copper and Estate
    assert s.player(0).deck_known == (0b01, 0b01)
    s = scenario(KINGDOM, hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate"]})
    s = s.add_to(0, "deck", (card_named("Gold"), card_named("Silver")), seen_by=0b11)
    s = act(s, "play Sentry")  # draws the Silver; looks at the public Gold and the Copper
    assert s.player(0).deck_known == (0b11, 0b01)
