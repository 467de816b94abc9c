"""Pirate Ship (Seaside, 1st edition): "Choose one: +$1 per Coin token on your Pirate Ship mat; or
each other player reveals the top 2 cards of his deck, trashes a revealed Treasure that you
choose, discards the rest, and if anyone trashed a Treasure you take a Coin token."

Attack reactions come when it is played, before the choice (a Moat revealed then only keeps its
owner out of the attack option). At most one Coin token per play; tokens are ``p.pirate_ship``.
"""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

PLUNDER = "+$1 per Coin token on your Pirate Ship mat"
RAID = ("each other player reveals the top 2 cards of his deck, trashes a revealed Treasure that "
        "you choose, discards the rest, and if anyone trashed a Treasure you take a Coin token")
KINGDOM = ["Pirate Ship", "Moat", "Throne Room"]


def _tokens(state: DominionState, pid: int, n: int) -> DominionState:
    p = state.player(pid)
    return state.with_player(pid, p.with_more(p.more.evolve(pirate_ship=n)))


def test_card_data() -> None:
    """A $4 Action - Attack of Seaside's first edition."""
    card = card_named("Pirate Ship")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action - Attack", "Seaside 1E")


def test_options_are_the_printed_words() -> None:
    s = act(scenario(KINGDOM, hands={0: ["Pirate Ship"]}), "play Pirate Ship")
    assert choices(s) == (PLUNDER, RAID)


def test_plunder_coins_per_token() -> None:
    """+$1 per token; the tokens stay."""
    s = _tokens(scenario(KINGDOM, hands={0: ["Pirate Ship"]}), 0, 3)
    s = act(act(s, "play Pirate Ship"), PLUNDER)
    assert (s.player(0).coins, s.player(0).pirate_ship) == (3, 3)


def test_raid_attacker_chooses_the_treasure() -> None:
    """Silver and Gold revealed: the attacker picks Gold; the Silver is discarded; one token."""
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"]}, decks={1: ["Silver", "Gold", "Estate"]})
    s = act(act(s, "play Pirate Ship"), RAID)
    assert s.waiting_for() == 0
    assert choices(s) == ("trash Gold", "trash Silver")
    s = act(s, "trash Gold", pid=0)
    assert zones(s, 1) == {"deck": ["Estate"], "discard": ["Silver"]}
    assert names(s.trash) == ["Gold"]
    assert s.player(0).pirate_ship == 1


def test_raid_three_players_one_token() -> None:
    """Both victims trash a Treasure (one alone is trashed without asking): still one token."""
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"]}, decks={1: ["Copper", "Estate"],
                                                            2: ["Silver", "Copper"]}, players=3)
    s = act(act(s, "play Pirate Ship"), RAID)
    assert names(s.trash) == ["Copper"]
    assert choices(s) == ("trash Copper", "trash Silver")
    s = act(s, "trash Silver")
    assert zones(s, 1) == {"discard": ["Estate"]}
    assert zones(s, 2) == {"discard": ["Copper"]}
    assert names(s.trash) == ["Copper", "Silver"]
    assert s.player(0).pirate_ship == 1


def test_raid_without_treasures_no_token() -> None:
    """No Treasure revealed: both discarded, no token."""
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"]}, decks={1: ["Estate", "Duchy"]})
    s = act(act(s, "play Pirate Ship"), RAID)
    assert zones(s, 1) == {"discard": ["Duchy", "Estate"]}
    assert s.player(0).pirate_ship == 0
    assert s.trash == ()


def test_raid_shuffles_and_reveals_what_there_is() -> None:
    """One card in the deck and none to shuffle: only it is revealed."""
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"]}, decks={1: ["Silver"]})
    s = act(act(s, "play Pirate Ship"), RAID)
    assert zones(s, 1) == {}
    assert names(s.trash) == ["Silver"]
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"]}, decks={1: ["Estate"]}, discards={1: ["Gold"]})
    s = act(act(s, "play Pirate Ship"), RAID)
    assert zones(s, 1) == {"discard": ["Estate"]}
    assert names(s.trash) == ["Gold"]


def test_moat_is_revealed_before_the_choice() -> None:
    """Moat is offered when Pirate Ship is played; revealed, the raid skips its owner."""
    s = scenario(KINGDOM, hands={0: ["Pirate Ship"], 1: ["Moat"]}, decks={1: ["Gold", "Silver"]})
    s = act(s, "play Pirate Ship")
    assert s.waiting_for() == 1
    assert choices(s) == ("reveal Moat", "no")
    s = act(s, "reveal Moat", pid=1)
    assert choices(s) == (PLUNDER, RAID)
    s = act(s, RAID)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Gold", "Silver"]}
    assert s.player(0).pirate_ship == 0


def test_moat_then_plunder() -> None:
    """The Moat is revealed even when the attacker then takes the coins."""
    s = _tokens(scenario(KINGDOM, hands={0: ["Pirate Ship"], 1: ["Moat"]}), 0, 2)
    s = act(act(act(s, "play Pirate Ship"), "reveal Moat", pid=1), PLUNDER)
    assert s.player(0).coins == 2


def test_throne_room_on_pirate_ship() -> None:
    """Each play is its own attack and its own choice: raid (a token), then plunder ($1)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Pirate Ship"], 1: ["Moat"]},
                 decks={1: ["Silver", "Estate", "Copper", "Gold"]})
    s = act(act(s, "play Throne Room"), "play Pirate Ship")
    s = act(s, "no", pid=1)
    s = act(s, RAID)
    assert names(s.trash) == ["Silver"]
    assert s.player(0).pirate_ship == 1
    assert choices(s) == ("reveal Moat", "no")  # the second play is attacked anew
    s = act(s, "reveal Moat", pid=1)
    s = act(s, PLUNDER)
    assert (s.player(0).coins, s.player(0).pirate_ship) == (1, 1)
    assert zones(s, 1) == {"hand": ["Moat"], "deck": ["Copper", "Gold"], "discard": ["Estate"]}


def test_raid_trashes_a_curse_with_charlatan() -> None:
    """Charlatan's text: "In games using this, Curse is also a Treasure worth $1." Seat 1 reveals
    Curse and Estate: the Curse is a revealed Treasure, trashed (the only one: not asked); the
    Estate is discarded; a Coin token."""
    s = scenario([*KINGDOM, "Charlatan"], hands={0: ["Pirate Ship"]},
                 decks={1: ["Curse", "Estate", "Copper"]})
    s = act(act(s, "play Pirate Ship"), RAID)
    assert names(s.trash) == ["Curse"]
    assert zones(s, 1) == {"deck": ["Copper"], "discard": ["Estate"]}
    assert s.player(0).pirate_ship == 1
