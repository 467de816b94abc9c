"""Tournament (Cornucopia, original printing): "+1 Action. Each player may reveal a Province from
his hand. If you do, discard it and gain a Prize (from the Prize pile) or a Duchy, putting it on
top of your deck. If no-one else does, +1 Card, +$1."

Official FAQ (wiki.dominionstrategy.com/index.php/Tournament; deckengine.info/dominion/Tournament):
each player, you included, may reveal a Province (asked in turn order from you: ``reveal
Province`` or ``no``, not asked without one); you may take any Prize left, or a Duchy whether or
not Prizes are left (``gain <Prize>`` / ``gain Duchy``), onto your deck — an empty Duchy pile
gains nothing; then, if no other player revealed, +1 Card (the card just gained) and +$1. The
Prizes are one of each, not in the supply (``state.table.non_supply``), and are named with the
other cards of the game."""

from __future__ import annotations

from dataclasses import replace

from dgsim.dominion import card_named, new_game, scenario
from dgsim.dominion.cards.cornucopia_1e import PRIZES
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Tournament", "Throne Room", "Contraband", "Village"]
ALL_PRIZES = ("gain Bag of Gold", "gain Diadem", "gain Followers", "gain Princess",
              "gain Trusty Steed", "gain Duchy")


def test_card_data_and_setup() -> None:
    """A $4 Action of Cornucopia; its games have the five Prizes outside the supply, named too."""
    c = card_named("Tournament")
    assert (c.cost, c.actions, c.type_line, c.set_name) == (4, 1, "Action", "Cornucopia 1E")
    s = new_game(["Tournament", "Village", "Smithy", "Market", "Festival", "Laboratory", "Moat",
                  "Militia", "Cellar", "Chapel"], seed=2)
    assert names(s.table.zones.non_supply) == [p.name for p in PRIZES]
    assert set(PRIZES) <= set(s.mode.extras) and "Followers" not in s.mode.by_name
    assert "Not in the supply: Bag of Gold, Diadem, Followers, Princess, Trusty Steed" in s.render()
    named = act(scenario(KINGDOM, hands={0: ["Contraband"]}), "play Contraband")
    assert {"name Bag of Gold", "name Trusty Steed"} <= set(choices(named))


def test_nobody_reveals() -> None:
    """No Province anywhere: +1 Action +1 Card +$1, nothing asked."""
    s = scenario(KINGDOM, hands={0: ["Tournament"]}, decks={0: ["Gold"]})
    s = act(s, "play Tournament")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": ["Tournament"]}
    p = s.player(0)
    assert (p.actions, p.coins) == (1, 1)


def test_reveal_alone_gain_a_prize_and_draw_it() -> None:
    """Only seat 0 reveals: the Province is discarded, Followers goes on the deck and is drawn."""
    s = scenario(KINGDOM, hands={0: ["Tournament", "Province"]}, decks={0: ["Copper"]})
    s = act(s, "play Tournament")
    assert choices(s) == ("reveal Province", "no")
    s = act(s, "reveal Province")
    assert choices(s) == ALL_PRIZES
    s = act(s, "gain Followers")
    assert zones(s, 0) == {"hand": ["Followers"], "deck": ["Copper"], "discard": ["Province"],
                           "in_play": ["Tournament"]}
    assert "Followers" not in names(s.table.zones.non_supply)
    assert s.player(0).coins == 1


def test_another_reveals_too_three_players() -> None:
    """Seat 2 reveals as well: seat 0's Duchy stays on its deck, no +1 Card +$1; seat 1 has no
    Province and is not asked; a revealed Province stays in its owner's hand."""
    s = scenario(KINGDOM, hands={0: ["Tournament", "Province"], 2: ["Province"]},
                 decks={0: ["Copper"]}, players=3)
    s = act(act(s, "play Tournament"), "reveal Province", pid=0)
    s = act(s, "reveal Province", pid=2)
    s = act(s, "gain Duchy")
    assert zones(s, 0) == {"deck": ["Duchy", "Copper"], "discard": ["Province"],
                           "in_play": ["Tournament"]}
    assert zones(s, 2) == {"hand": ["Province"]}
    assert (s.player(0).actions, s.player(0).coins) == (1, 0)


def test_only_another_reveals() -> None:
    """Seat 0 declines, seat 1 reveals: just +1 Action."""
    s = scenario(KINGDOM, hands={0: ["Tournament", "Province"], 1: ["Province"]},
                 decks={0: ["Copper"]})
    s = act(act(act(s, "play Tournament"), "no", pid=0), "reveal Province", pid=1)
    assert zones(s, 0) == {"hand": ["Province"], "deck": ["Copper"], "in_play": ["Tournament"]}
    assert s.player(0).coins == 0


def test_prizes_run_out_and_duchy_pile_empty() -> None:
    """Prizes gone: only ``gain Duchy``, asked never; with no Duchy either, nothing is gained."""
    s = scenario(KINGDOM, hands={0: ["Tournament", "Province"]}, decks={0: ["Copper"]},
                 supply={"Duchy": 0})
    s = replace(s, table=s.table.evolve(non_supply=()))
    s = act(act(s, "play Tournament"), "reveal Province")
    assert zones(s, 0) == {"hand": ["Copper"], "discard": ["Province"], "in_play": ["Tournament"]}


def test_throne_room() -> None:
    """Throne Room: the first play uses the Province; the second finds none: +1 Card +$1."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Tournament", "Province"]},
                 decks={0: ["Silver", "Gold"]})
    s = act(act(act(s, "play Throne Room"), "play Tournament"), "reveal Province")
    s = act(s, "gain Princess")
    assert zones(s, 0) == {"hand": ["Princess", "Silver"], "deck": ["Gold"],
                           "discard": ["Province"], "in_play": ["Throne Room", "Tournament"]}
    assert (s.player(0).actions, s.player(0).coins) == (2, 2)
