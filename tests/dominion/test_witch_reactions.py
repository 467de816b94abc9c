"""The worked example of issue 13: a Witch is played; the victim has Watchtower in hand and may or
may not have Lighthouse in play; the Curse pile may be empty. All five outcomes, exactly:

- Lighthouse in play: no Curse is gained, the pile is unchanged (Watchtower is not asked);
- Watchtower, trash: the Curse goes to the trash;
- Watchtower, deck: the Curse goes onto the deck;
- no reveal: the Curse goes to the discard pile;
- empty Curse pile: the attack still happens and reactions may still be revealed; no Curse.

And: several reactions in one hand are each offered, in the order their owner chooses (attack
reactions first, then the gain reactions of the Curse), with 2 and 3 players.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, scenario
from tests.dominion.cards.turns import end_turn
from tests.dominion.helpers import act, choices, names, zones

WT = "Watchtower"
KINGDOM = ["Witch", WT, "Lighthouse", "Moat", "Secret Chamber", "Horse Traders", "Trader"]
VICTIM = [WT, "Copper", "Copper", "Estate", "Estate"]


def _witch(hands: dict[int, list[str]], players: int = 2, curses: int | None = None,
           decks: dict[int, list[str]] | None = None) -> DominionState:
    """Seat 0 plays Witch (drawing two Silvers)."""
    s = scenario(KINGDOM, hands={0: ["Witch"], **hands}, players=players,
                 decks={0: ["Silver", "Silver"], **(decks or {})},
                 supply=None if curses is None else {"Curse": curses})
    return act(s, "play Witch")


def _lighthouse_then_witch() -> DominionState:
    """Seat 1 plays Lighthouse in its turn (then draws a hand with Watchtower); seat 0's Witch next."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Lighthouse"]}, decks={1: VICTIM, 0: ["Silver"] * 2},
                 current=1)
    s = end_turn(act(s, "play Lighthouse"))
    assert s.current == 0 and zones(s, 1)["hand"] == VICTIM
    return act(s, "play Witch")


def test_lighthouse_no_curse_pile_unchanged() -> None:
    """Lighthouse in play: no question at all, no Curse; the pile keeps its 10."""
    s = _lighthouse_then_witch()
    assert s.waiting_for() == 0 and "reveal Watchtower" not in choices(s)
    assert zones(s, 1) == {"hand": VICTIM}
    assert s.supply_count("Curse") == 10 and s.trash == ()
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "in_play": ["Witch"]}


def test_watchtower_trash_the_curse() -> None:
    """Reveal Watchtower, trash: the Curse goes to the trash (the pile is one down)."""
    s = _witch({1: VICTIM})
    assert s.waiting_for() == 1 and choices(s) == ("reveal Watchtower", "no")
    s = act(act(s, "reveal Watchtower", pid=1), "trash Curse", pid=1)
    assert zones(s, 1) == {"hand": VICTIM}
    assert names(s.trash) == ["Curse"] and s.supply_count("Curse") == 9


def test_watchtower_curse_onto_the_deck() -> None:
    """Reveal Watchtower, topdeck: the Curse goes onto the deck."""
    s = _witch({1: VICTIM}, decks={1: ["Gold"]})
    s = act(act(s, "reveal Watchtower", pid=1), "topdeck Curse", pid=1)
    assert zones(s, 1) == {"hand": VICTIM, "deck": ["Curse", "Gold"]}
    assert s.trash == () and s.supply_count("Curse") == 9


def test_no_reveal_curse_to_the_discard_pile() -> None:
    """``no``: the Curse stays on the discard pile."""
    s = act(_witch({1: VICTIM}), "no", pid=1)
    assert zones(s, 1) == {"hand": VICTIM, "discard": ["Curse"]}
    assert s.supply_count("Curse") == 9


def test_empty_curse_pile_attack_still_happens_reactions_still_offered() -> None:
    """No Curse left: Moat is still offered (and Secret Chamber still draws and puts back); no Curse,
    so Watchtower is never asked."""
    s = _witch({1: ["Moat", "Secret Chamber", WT]}, curses=0, decks={1: ["Gold", "Duchy"]})
    assert choices(s) == ("reveal Moat", "reveal Secret Chamber", "no")
    s = act(s, "reveal Secret Chamber", pid=1)
    s = act(act(s, "topdeck Duchy", pid=1), "topdeck Gold", pid=1)
    assert choices(s) == ("reveal Moat", "reveal Secret Chamber", "no")
    s = act(s, "no", pid=1)
    assert s.waiting_for() == 0 and "reveal Watchtower" not in choices(s)
    assert zones(s, 1) == {"hand": ["Moat", "Secret Chamber", WT], "deck": ["Gold", "Duchy"]}
    assert s.supply_count("Curse") == 0 and s.trash == ()
    assert zones(s, 0) == {"hand": ["Silver", "Silver"], "in_play": ["Witch"]}


def test_several_reactions_each_offered_in_the_owners_order() -> None:
    """Attack window: Horse Traders, Moat, Secret Chamber (declined), then the Curse's gain window:
    Trader and Watchtower. The owner sets Horse Traders aside, declines the rest of the attack
    window, then exchanges the Curse with Trader; Watchtower is then not asked (no Curse left)."""
    hand = ["Horse Traders", "Moat", "Secret Chamber", "Trader", WT]
    s = _witch({1: hand})
    assert choices(s) == ("reveal Horse Traders", "reveal Moat", "reveal Secret Chamber", "no")
    s = act(s, "reveal Horse Traders", pid=1)
    assert choices(s) == ("reveal Moat", "reveal Secret Chamber", "no")
    s = act(s, "no", pid=1)
    assert choices(s) == ("reveal Trader", "reveal Watchtower", "no")
    s = act(s, "reveal Trader", pid=1)
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Moat", "Secret Chamber", "Trader", WT], "discard": ["Silver"]}
    assert names(s.player(1).duration) == ["Horse Traders"]
    assert s.supply_count("Curse") == 10 and s.supply_count("Silver") == 39
    # the other order: Watchtower first (onto the deck), then Trader is not offered any more
    w = act(act(_witch({1: hand}), "no", pid=1), "reveal Watchtower", pid=1)
    w = act(w, "topdeck Curse", pid=1)
    assert w.waiting_for() == 0 and zones(w, 1) == {"hand": hand, "deck": ["Curse"]}


def test_three_players_each_victim_in_turn_order() -> None:
    """Seat 1 (Lighthouse) is untouched; seat 2 trashes its Curse with Watchtower."""
    s = scenario(KINGDOM, hands={0: ["Witch"], 1: ["Lighthouse"], 2: ["Copper"]},
                 decks={1: ["Copper"] * 5, 2: VICTIM}, players=3, current=1)
    s = end_turn(end_turn(act(s, "play Lighthouse")))  # seat 2 draws its hand at its Clean-up
    assert s.current == 0 and zones(s, 2)["hand"] == VICTIM
    s = act(s, "play Witch")
    assert s.waiting_for() == 2 and choices(s) == ("reveal Watchtower", "no")
    s = act(act(s, "reveal Watchtower", pid=2), "trash Curse", pid=2)
    assert zones(s, 1) == {"hand": ["Copper"] * 5}
    assert zones(s, 2) == {"hand": VICTIM, "discard": ["Copper"]}
    assert names(s.trash) == ["Curse"] and s.supply_count("Curse") == 19


def test_in_the_watchtower_owners_own_turn() -> None:
    """The Watchtower's owner plays a Witch: its Watchtower is not asked (nobody gains for it) and
    the other seat's Watchtower is."""
    s = _witch({0: ["Witch", WT], 1: VICTIM})
    assert s.waiting_for() == 1
    s = act(s, "no", pid=1)
    assert s.waiting_for() == 0 and "reveal Watchtower" not in choices(s)
