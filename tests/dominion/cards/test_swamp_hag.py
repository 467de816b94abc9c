"""Swamp Hag (Adventures), $5 Action - Attack - Duration: "Until your next turn, when any other
player buys a card, they gain a Curse. At the start of your next turn: +$3."

Official FAQ: "Players who buy multiple cards will gain a Curse per card bought; players who do
not buy any cards will not get any Curses. This is cumulative; if you play two Swamp Hags, and the
player after you plays one, then the player after that will get three Curses with any card
bought. This does not affect cards gained other ways, only bought cards ... If you want to use a
Reaction card like Moat against Swamp Hag, you have to use it right when Swamp Hag is played."
"""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.cards.turns import duration_names, end_turn
from tests.dominion.helpers import act, choices

SH = "Swamp Hag"
TR = "Throne Room"
KINGDOM = [SH, "Moat", TR, "Workshop", "Market"]
FIVE = ["Copper"] * 5


def test_card_data() -> None:
    card = card_named(SH)
    assert (card.cost, card.set_name) == (5, "Adventures")
    assert {t.value for t in card.types} == {"Action", "Attack", "Duration"}


def test_a_curse_per_card_bought_then_three_coins() -> None:
    s = scenario(KINGDOM, hands={0: [SH], 1: ["Market", "Copper", "Copper", "Workshop"]},
                 decks={0: FIVE, 1: ["Silver"]})
    s = act(act(s, f"play {SH}"), "end turn")
    assert duration_names(s, 0) == [SH]
    s = act(act(s, "play Market"), "play Workshop")  # gained, not bought: no Curse
    s = act(s, "gain Silver")
    assert s.player(1).count("Curse") == 0
    s = act(act(s, "play all treasures"), "buy Copper")
    s = act(s, "buy Copper")
    assert s.player(1).count("Curse") == 2 and s.supply_count("Curse") == 8
    assert s.current == 0 and s.player(0).coins == 3
    s = end_turn(s)
    assert duration_names(s, 0) == []


def test_no_buy_no_curse_and_not_after_the_next_turn() -> None:
    s = scenario(KINGDOM, hands={0: [SH], 1: FIVE}, decks={0: FIVE, 1: FIVE * 2})
    s = end_turn(act(act(s, f"play {SH}"), "end turn"))  # seat 1 buys nothing
    assert s.player(1).count("Curse") == 0
    s = end_turn(s)  # seat 0's next turn: the Hag's work is done
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.player(1).count("Curse") == 0


def test_cumulative_two_hags_and_another_players() -> None:
    """Three players: seat 0's two Hags (Throne Room) and seat 1's one: seat 2 gets three."""
    s = scenario(KINGDOM, hands={0: [TR, SH], 1: [SH], 2: FIVE}, decks={0: FIVE, 1: FIVE},
                 players=3)
    s = act(act(act(s, f"play {TR}"), f"play {SH}"), "end turn")
    s = act(act(s, f"play {SH}"), "end turn")
    assert s.player(1).count("Curse") == 0  # seat 1 bought nothing
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.player(2).count("Curse") == 3
    assert s.player(0).coins == 6  # Throne Room: +$3 twice


def test_moat_two_players() -> None:
    s = scenario(KINGDOM, hands={0: [SH], 1: ["Moat", *FIVE[:4]]}, decks={0: FIVE})
    s = act(act(s, f"play {SH}"), "reveal Moat", pid=1)
    s = act(s, "end turn")
    s = act(act(act(s, "end actions"), "play all treasures"), "buy Silver")
    assert s.player(1).count("Curse") == 0


def test_moat_three_players() -> None:
    s = scenario(KINGDOM, hands={0: [SH], 1: ["Moat", *FIVE[:4]], 2: FIVE}, decks={0: FIVE},
                 players=3)
    s = act(s, f"play {SH}")
    assert choices(s) == ("reveal Moat", "no")
    s = act(act(s, "reveal Moat", pid=1), "end turn")
    s = act(act(act(s, "end actions"), "play all treasures"), "buy Silver")
    s = act(act(s, "play all treasures"), "buy Silver")
    assert s.player(1).count("Curse") == 0 and s.player(2).count("Curse") == 1


def test_its_owner_buying_gets_no_curse() -> None:
    s = scenario(KINGDOM, hands={0: [SH, "Gold"]})
    s = act(act(act(s, f"play {SH}"), "play all treasures"), "buy Silver")
    assert s.player(0).count("Curse") == 0
