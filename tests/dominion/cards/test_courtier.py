"""Courtier (Intrigue): "Reveal a card from your hand. For each type it has (Action, Attack,
etc.), choose one: +1 Action; or +1 Buy; or +$3; or gain a Gold. The choices must be different."

Source: https://wiki.dominionstrategy.com/index.php/Courtier (official FAQ: "choose one different
thing per type the card had; if you revealed a card with two types, you pick two things"; "If you
can't reveal a card ... you get no bonus"). The revealed card is known to every seat until it
moves; the options are labelled by their printed words."""

from __future__ import annotations

import random

from dgsim.dominion import card_named, scenario
from dgsim.dominion.hidden import known_hand
from tests.dominion.helpers import act, choices, names, zones

KINGDOM = ["Courtier", "Mill", "Harem", "Diplomat", "Throne Room", "Witch"]
OPTIONS = ("+1 Action", "+1 Buy", "+$3", "gain a Gold")


def test_card_data() -> None:
    """A $5 Action of Intrigue."""
    card = card_named("Courtier")
    assert (card.cost, card.type_line, card.set_name) == (5, "Action", "Intrigue")


def test_one_type_one_choice() -> None:
    """A Copper (Treasure) is revealed: one option, here ``gain a Gold``."""
    s = scenario(KINGDOM, hands={0: ["Courtier", "Copper", "Estate"]})
    s = act(s, "play Courtier")
    assert choices(s) == ("reveal Copper", "reveal Estate")
    s = act(s, "reveal Copper")
    assert choices(s) == OPTIONS
    s = act(s, "gain a Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Estate"], "discard": ["Gold"],
                           "in_play": ["Courtier"]}
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (0, 1, 0)


def test_action_victory_card_gives_two_different_options() -> None:
    """A Mill (Action - Victory), the only card in hand (revealed without a question): two
    different options, in printed order."""
    s = scenario(KINGDOM, hands={0: ["Courtier", "Mill"]})
    s = act(s, "play Courtier")
    assert names(known_hand(s.player(0), 0, 1)) == ["Mill"]
    s = act(s, "+1 Action", "+$3")
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (1, 1, 3)
    assert zones(s, 0) == {"hand": ["Mill"], "in_play": ["Courtier"]}


def test_the_two_choices_must_differ() -> None:
    """After ``+1 Buy`` only later options are offered (each set of two is one path)."""
    s = scenario(KINGDOM, hands={0: ["Courtier", "Harem"]})
    s = act(s, "play Courtier")
    gen = s.action_generator(0).choose("+1 Buy")
    assert gen.labels() == ("+$3", "gain a Gold")
    s = act(s, "+$3", "gain a Gold")
    assert s.player(0).coins == 3 and zones(s, 0)["discard"] == ["Gold"]


def test_every_type_counts_reaction_and_attack() -> None:
    """Diplomat (Action - Reaction) and Witch (Action - Attack): two options each."""
    for other in ("Diplomat", "Witch"):
        s = scenario(KINGDOM, hands={0: ["Courtier", other]})
        s = act(s, "play Courtier")
        s = act(s, "+1 Action", "+1 Buy")
        assert (s.player(0).actions, s.player(0).buys) == (1, 2)


def test_empty_hand_gives_nothing() -> None:
    """Nothing to reveal: no bonus, the turn goes on to the Buy phase."""
    s = scenario(KINGDOM, hands={0: ["Courtier"]})
    s = act(s, "play Courtier")
    assert choices(s)[-1] == "end turn"
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (0, 1, 0)


def test_revealed_card_is_known_to_every_seat() -> None:
    """The revealed Mill is known to seat 1; the unrevealed Estate is not, and a
    determinization for seat 1 keeps the Mill in seat 0's hand."""
    s = scenario(KINGDOM, hands={0: ["Courtier", "Mill", "Estate"]}, decks={0: ["Copper"] * 3})
    assert known_hand(s.player(0), 0, 1) == ()
    s = act(act(s, "play Courtier"), "reveal Mill")
    assert names(known_hand(s.player(0), 0, 1)) == ["Mill"]
    d = s.determinize(1, random.Random(5))
    assert "Mill" in names(d.player(0).hand)
    assert d.info_key(1) == s.info_key(1)


def test_throne_room_on_courtier() -> None:
    """Two plays: reveal a Mill (two options), then a Copper (one option)."""
    s = scenario(KINGDOM, hands={0: ["Throne Room", "Courtier", "Mill", "Copper"]})
    s = act(act(s, "play Throne Room"), "play Courtier")
    s = act(act(s, "reveal Mill"), "+1 Action", "+1 Buy")
    s = act(act(s, "reveal Copper"), "+$3")
    assert (s.player(0).actions, s.player(0).buys, s.player(0).coins) == (1, 2, 3)
    assert zones(s, 0) == {"hand": ["Mill", "Copper"], "in_play": ["Throne Room", "Courtier"]}
