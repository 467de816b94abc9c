"""A shuffle in the middle of a reveal or a look goes through the `Shuffle` effect (issue 13).

Stash (Promo): "$2. When you shuffle, you may put this anywhere in your deck." Every card that
takes cards off a deck (`RevealTop`, `RevealUntil`, `LookAtTop`) reveals what the deck holds
first, then shuffles the discard pile (without the revealed cards: Adventurer FAQ, "Don't
shuffle in the revealed cards"), then reveals the rest. When something hears shuffles the
shuffle is announced and the Stash's owner, whose deck it is (a victim's for Spy, Thief,
Bandit), picks its position (``position <k>``, 0 = top) before the card goes on. When nothing
hears shuffles the reveal shuffles in place, exactly as before: the same cards, the same rng.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from dgsim.dominion.card import Card
from dgsim.dominion.event import EventKind
from dgsim.dominion.observation import observation
from dgsim.dominion.state import PUBLIC
from tests.dominion.helpers import act, choices, names, zones

POSITIONS_3 = ("position 0", "position 1", "position 2")


def shuffled(state: DominionState, pid: int) -> list[str]:
    """The order ``pid``'s discard pile takes when the rng of ``state`` shuffles it (top first)."""
    order, _ = state.auto_step().rng.shuffle(state.player(pid).discard)
    return names(order)


def silent(state: DominionState) -> DominionState:
    """``state`` checked to be a game where nothing hears shuffles."""
    assert EventKind.SHUFFLE not in state.mode.listens
    return state


def asks_no_position(state: DominionState) -> bool:
    """True if the next decision is not a Stash's position."""
    return not any(label.startswith("position") for label in choices(state))


def owner_knows(state: DominionState, pid: int) -> list[bool]:
    """For each known deck position of ``pid``: does ``pid`` know it?"""
    return [bool(m & (1 << pid)) for m in state.player(pid).deck_known]


# -- Vassal ------------------------------------------------------------------------------------


def test_vassal_discards_the_stash_placed_on_top() -> None:
    """Vassal (Base): "+$2. Discard the top card of your deck. If it's an Action card, you may play
    it." An empty deck is shuffled first; the Stash put on top is the card discarded."""
    s = scenario(["Vassal", "Stash"], hands={0: ["Vassal"]}, discards={0: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Vassal")
    assert choices(s) == POSITIONS_3
    s = act(s, "position 0")
    assert zones(s, 0) == {"deck": ["Estate", "Estate"], "discard": ["Stash"], "in_play": ["Vassal"]}
    assert s.player(0).coins == 2


def test_vassal_stash_at_the_bottom_stays_known_to_its_owner() -> None:
    """``position 2``: an Estate is discarded; the Stash is second in the deck, known to seat 0 only."""
    s = scenario(["Vassal", "Stash"], hands={0: ["Vassal"]}, discards={0: ["Stash", "Estate", "Estate"]})
    s = act(act(s, "play Vassal"), "position 2")
    assert zones(s, 0) == {"deck": ["Estate", "Stash"], "discard": ["Estate"], "in_play": ["Vassal"]}
    assert owner_knows(s, 0) == [False, True]
    assert not any(m & 2 for m in s.player(0).deck_known)


def test_vassal_without_listeners_shuffles_in_place() -> None:
    """No Stash in the game: no question, the shuffled pile's top card is discarded."""
    s = silent(scenario(["Vassal"], hands={0: ["Vassal"]},
                        discards={0: ["Gold", "Estate", "Silver", "Duchy"]}))
    order = shuffled(s, 0)
    s = act(s, "play Vassal")
    assert asks_no_position(s)
    assert zones(s, 0) == {"deck": order[1:], "discard": order[:1], "in_play": ["Vassal"]}


# -- Bandit ------------------------------------------------------------------------------------


def test_bandit_victim_places_its_stash_then_trashes_it() -> None:
    """Bandit (Base): "Gain a Gold. Each other player reveals the top 2 cards of their deck, trashes
    a revealed Treasure other than Copper, and discards the rest." The victim reveals its last
    card, shuffles (the victim places its Stash, on top), then reveals the Stash and trashes it."""
    s = scenario(["Bandit", "Stash"], hands={0: ["Bandit"]}, decks={1: ["Estate"]},
                 discards={1: ["Stash", "Copper", "Copper"]})
    s = act(s, "play Bandit")
    assert s.waiting_for() == 1
    assert choices(s) == POSITIONS_3
    assert zones(s, 1)["set_aside"] == ["Estate"]  # revealed, not shuffled in
    s = act(s, "position 0", pid=1)
    assert names(s.trash) == ["Stash"]
    assert zones(s, 1) == {"deck": ["Copper", "Copper"], "discard": ["Estate"]}
    assert zones(s, 0)["discard"] == ["Gold"]


def test_bandit_stash_below_the_revealed_cards() -> None:
    """``position 2``: Estate and a Copper are revealed and discarded; the Stash stays in the deck."""
    s = scenario(["Bandit", "Stash"], hands={0: ["Bandit"]}, decks={1: ["Estate"]},
                 discards={1: ["Stash", "Copper", "Copper"]})
    s = act(act(s, "play Bandit"), "position 2", pid=1)
    assert s.trash == ()
    assert zones(s, 1) == {"deck": ["Copper", "Stash"], "discard": ["Copper", "Estate"]}
    assert owner_knows(s, 1) == [False, True]


def test_bandit_without_listeners_shuffles_in_place() -> None:
    """No Stash: the victim's last card and the shuffled pile's top card are revealed at once."""
    s = silent(scenario(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Estate"]},
                        discards={1: ["Copper", "Duchy", "Copper", "Curse"]}))
    order = shuffled(s, 1)
    s = act(s, "play Bandit")
    assert asks_no_position(s) and s.trash == ()
    assert zones(s, 1) == {"deck": order[1:], "discard": [order[0], "Estate"]}


# -- Adventurer --------------------------------------------------------------------------------


def test_adventurer_shuffles_without_the_revealed_cards_and_finds_the_stash() -> None:
    """Adventurer (1st edition): "Reveal cards from your deck until you reveal 2 Treasure cards. Put
    those Treasure cards into your hand and discard the other revealed cards." The deck's Estate
    and Copper are revealed; the shuffle holds only the discard pile (3 positions), the Stash goes
    second, so Estate and Stash are revealed next."""
    s = scenario(["Adventurer", "Stash"], hands={0: ["Adventurer"]}, decks={0: ["Estate", "Copper"]},
                 discards={0: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Adventurer")
    assert choices(s) == POSITIONS_3
    assert sorted(names(s.player(0).deck)) == ["Estate", "Estate", "Stash"]  # the pile, shuffled
    assert zones(s, 0)["set_aside"] == ["Estate", "Copper"] and s.player(0).discard == ()
    s = act(s, "position 1")
    assert zones(s, 0) == {"hand": ["Copper", "Stash"], "deck": ["Estate"],
                           "discard": ["Estate", "Estate"], "in_play": ["Adventurer"]}
    assert [(c.name, m) for c, m in s.player(0).hand_known] == [("Copper", PUBLIC), ("Stash", PUBLIC)]


def test_adventurer_without_listeners_shuffles_in_place() -> None:
    """No Stash: after the deck's Copper, cards of the shuffled pile are revealed up to a Treasure."""
    s = silent(scenario(["Adventurer"], hands={0: ["Adventurer"]}, decks={0: ["Estate", "Copper"]},
                        discards={0: ["Duchy", "Gold", "Curse", "Silver"]}))
    order = shuffled(s, 0)
    k = next(i for i, n in enumerate(order) if n in ("Gold", "Silver"))
    s = act(s, "play Adventurer")
    assert asks_no_position(s)
    assert zones(s, 0) == {"hand": ["Copper", order[k]], **({"deck": order[k + 1:]} if order[k + 1:] else {}),
                           "discard": [*order[:k][::-1], "Estate"], "in_play": ["Adventurer"]}


# -- Spy ---------------------------------------------------------------------------------------


def test_spy_victim_places_its_stash_and_the_spy_puts_it_back() -> None:
    """Spy (1st edition): "+1 Card +1 Action. Each player (including you) reveals the top card of his
    deck and either discards it or puts it back, your choice." Seat 1's deck is empty: seat 1
    places its Stash (on top), reveals it, and seat 0 puts it back, known to every seat."""
    s = scenario(["Spy", "Stash"], hands={0: ["Spy"]}, decks={0: ["Copper", "Silver"]},
                 discards={1: ["Stash", "Estate"]})
    s = act(s, "play Spy")
    s = act(s, "topdeck Silver", pid=0)  # seat 0's own revealed card first
    assert s.waiting_for() == 1
    assert choices(s) == ("position 0", "position 1")
    s = act(s, "position 0", pid=1)
    assert choices(s) == ("discard Stash", "topdeck Stash")
    s = act(s, "topdeck Stash", pid=0)
    assert zones(s, 1) == {"deck": ["Stash", "Estate"]}
    assert s.player(1).deck_known[0] == PUBLIC


def test_spy_without_listeners_shuffles_in_place() -> None:
    """No Stash: seat 1 reveals the top card of its shuffled pile."""
    s = silent(scenario(["Spy"], hands={0: ["Spy"]}, decks={0: ["Copper", "Silver"]},
                        discards={1: ["Gold", "Estate", "Duchy"]}))
    order = shuffled(s, 1)
    s = act(act(s, "play Spy"), "topdeck Silver")
    assert choices(s) == (f"discard {order[0]}", f"topdeck {order[0]}")
    s = act(s, f"discard {order[0]}")
    assert zones(s, 1) == {"deck": order[1:], "discard": order[:1]}


# -- Thief -------------------------------------------------------------------------------------


def test_thief_victim_places_its_stash_and_the_thief_takes_it() -> None:
    """Thief (1st edition): "Each other player reveals the top 2 cards of his deck. If they revealed
    any Treasure cards, they trash one of them that you choose. You may gain any or all of these
    trashed cards. They discard the other revealed cards." Seat 1 reveals its Silver, shuffles
    (placing its Stash on top), reveals the Stash; seat 0 trashes and gains the Stash."""
    s = scenario(["Thief", "Stash"], hands={0: ["Thief"]}, decks={1: ["Silver"]},
                 discards={1: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Thief")
    assert s.waiting_for() == 1 and choices(s) == POSITIONS_3
    s = act(s, "position 0", pid=1)
    assert choices(s) == ("trash Silver", "trash Stash")
    s = act(s, "trash Stash", pid=0)
    assert choices(s) == ("gain Stash", "no")
    s = act(s, "gain Stash", pid=0)
    assert zones(s, 1) == {"deck": ["Estate", "Estate"], "discard": ["Silver"]}
    assert zones(s, 0)["discard"] == ["Stash"] and s.trash == ()


def test_thief_without_listeners_shuffles_in_place() -> None:
    """No Stash: seat 1's Estate and its shuffled pile's top card (no Treasure) are discarded."""
    s = silent(scenario(["Thief"], hands={0: ["Thief"]}, decks={1: ["Estate"]},
                        discards={1: ["Duchy", "Curse", "Province"]}))
    order = shuffled(s, 1)
    s = act(s, "play Thief")
    assert asks_no_position(s)
    assert zones(s, 1) == {"deck": order[1:], "discard": [order[0], "Estate"]}


# -- Venture and Loan --------------------------------------------------------------------------


def test_venture_plays_the_stash_found_after_the_shuffle() -> None:
    """Venture (Prosperity 1E): "Worth $1. When you play this, reveal cards from your deck until you
    reveal a Treasure. Discard the other cards. Play that Treasure." The deck's Estate is
    revealed, the shuffle asks (Stash second), an Estate and the Stash are revealed: $1 + $2."""
    s = scenario(["Venture", "Stash"], hands={0: ["Venture"]}, decks={0: ["Estate"]},
                 discards={0: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Venture")
    assert choices(s) == POSITIONS_3
    s = act(s, "position 1")
    assert zones(s, 0) == {"deck": ["Estate"], "discard": ["Estate", "Estate"],
                           "in_play": ["Venture", "Stash"]}
    assert s.player(0).coins == 3


def test_venture_without_listeners_shuffles_in_place() -> None:
    """No Stash: the shuffled pile is revealed up to its Treasure, which is played."""
    s = silent(scenario(["Venture"], hands={0: ["Venture"]}, decks={0: ["Estate"]},
                        discards={0: ["Duchy", "Gold", "Curse", "Estate"]}))
    order = shuffled(s, 0)
    k = order.index("Gold")
    s = act(s, "play Venture")
    assert zones(s, 0) == {**({"deck": order[k + 1:]} if order[k + 1:] else {}),
                           "discard": [*order[:k][::-1], "Estate"], "in_play": ["Venture", "Gold"]}
    assert s.player(0).coins == 4


def test_loan_trashes_the_stash_found_after_the_shuffle() -> None:
    """Loan (Prosperity 1E): "Worth $1. When you play this, reveal cards from your deck until you
    reveal a Treasure. Discard it or trash it. Discard the other cards." The Stash, placed on
    top, is the Treasure revealed; it is trashed, the deck's Estate discarded."""
    s = scenario(["Loan", "Stash"], hands={0: ["Loan"]}, decks={0: ["Estate"]},
                 discards={0: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Loan")
    assert choices(s) == POSITIONS_3
    s = act(s, "position 0")
    assert choices(s) == ("discard Stash", "trash Stash")
    s = act(s, "trash Stash")
    assert zones(s, 0) == {"deck": ["Estate", "Estate"], "discard": ["Estate"], "in_play": ["Loan"]}
    assert names(s.trash) == ["Stash"]


def test_loan_without_listeners_shuffles_in_place() -> None:
    """No Stash: the shuffled pile is revealed up to its Treasure, which Loan asks about."""
    s = silent(scenario(["Loan"], hands={0: ["Loan"]}, decks={0: ["Estate"]},
                        discards={0: ["Duchy", "Silver", "Curse", "Estate"]}))
    order = shuffled(s, 0)
    k = order.index("Silver")
    s = act(s, "play Loan")
    assert choices(s) == ("discard Silver", "trash Silver")
    s = act(s, "discard Silver")
    assert zones(s, 0) == {**({"deck": order[k + 1:]} if order[k + 1:] else {}),
                           "discard": [*order[:k][::-1], "Estate", "Silver"], "in_play": ["Loan"]}


# -- Sentry ------------------------------------------------------------------------------------


def test_sentry_looks_at_its_last_card_then_shuffles_privately() -> None:
    """Sentry (Base): "+1 Card +1 Action. Look at the top 2 cards of your deck. Trash and/or discard
    any number of them. Put the rest back on top in any order." The Gold left in the deck is
    looked at and waits on a private mat while the discard pile (not the Gold) is shuffled; seat 1
    never learns it. The Stash goes on top, so Gold and Stash are the two looked at."""
    s = scenario(["Sentry", "Stash"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold"]},
                 discards={0: ["Stash", "Estate", "Estate"]})
    s = act(s, "play Sentry")
    assert choices(s) == POSITIONS_3
    assert s.player(0).mats == {"Looking": (card_named("Gold"),)}
    seat1 = dict(observation(s, 1).players[0].mats)
    assert seat1 == {"Looking": 1}  # a count, not the card
    assert dict(observation(s, 0).players[0].mats) == {"Looking": ("Gold",)}
    s = act(s, "position 0")
    assert choices(s)[:2] == ("trash Gold", "trash Stash")
    s = act(s, "discard Gold", "topdeck Stash")
    assert zones(s, 0) == {"hand": ["Copper"], "deck": ["Stash", "Estate", "Estate"],
                           "discard": ["Gold"], "in_play": ["Sentry"]}
    assert owner_knows(s, 0)[:1] == [True]
    assert not any(m & 2 for m in s.player(0).deck_known)
    assert s.player(0).mats == {}


def test_sentry_keeps_what_others_knew_of_the_looked_card() -> None:
    """The Gold was put back by a Spy (every seat knew it); after the shuffle it still is known to
    all when Sentry puts it back on top: only seat 0's knowledge is added."""
    s = scenario(["Sentry", "Stash"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold"]},
                 discards={0: ["Stash", "Estate"]})
    gold: Card = card_named("Gold")
    p = s.player(0)
    s = s.with_player(0, p.with_known(deck_known=(0, PUBLIC)))
    s = act(act(s, "play Sentry"), "position 1")
    assert names(s.player(0).deck[:2]) == ["Gold", "Estate"]
    assert s.player(0).deck[0] is gold and s.player(0).deck_known[0] == PUBLIC
    s = act(s, "topdeck Estate", "topdeck Gold")
    assert names(s.player(0).deck) == ["Gold", "Estate", "Stash"]


def test_sentry_without_listeners_shuffles_in_place() -> None:
    """No Stash: the Gold and the shuffled pile's top card are looked at, no question first."""
    s = silent(scenario(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Gold"]},
                        discards={0: ["Duchy", "Curse", "Province"]}))
    order = shuffled(s, 0)
    s = act(s, "play Sentry")
    assert names(s.player(0).deck) == ["Gold", *order]
    assert owner_knows(s, 0) == [True, True]
    assert s.player(0).mats == {}


# -- Pirate Ship -------------------------------------------------------------------------------


def test_pirate_ship_without_listeners_shuffles_in_place() -> None:
    """Pirate Ship (Seaside 1E; the Stash case is in test_stash.py): no Stash, the victim's Estate
    and its shuffled pile's top card are revealed at once."""
    raid = ("each other player reveals the top 2 cards of his deck, trashes a revealed Treasure "
            "that you choose, discards the rest, and if anyone trashed a Treasure you take a Coin "
            "token")
    s = silent(scenario(["Pirate Ship"], hands={0: ["Pirate Ship"]}, decks={1: ["Estate"]},
                        discards={1: ["Duchy", "Curse", "Province"]}))
    order = shuffled(s, 1)
    s = act(act(s, "play Pirate Ship"), raid)
    assert zones(s, 1) == {"deck": order[1:], "discard": [order[0], "Estate"]}
    assert s.player(0).pirate_ship == 0
