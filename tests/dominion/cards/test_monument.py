"""Monument (Prosperity, 2nd edition): "+$2 +1 VP." The VP token counts in the score."""

from __future__ import annotations

from dgsim.dominion import card_named, scenario
from tests.dominion.helpers import act, zones


def test_card_data() -> None:
    """A $4 Action of Prosperity with its printed text."""
    card = card_named("Monument")
    assert (card.cost, card.type_line, card.set_name) == (4, "Action", "Prosperity")
    assert card.text == "+$2 +1 VP."


def test_play_gives_coins_and_a_vp_token_counted_in_the_score() -> None:
    """+$2 and one VP token: seat 0 scores 1 with no Victory card."""
    s = scenario(["Monument"], hands={0: ["Monument", "Copper"]})
    assert s.scores() == (0, 0)
    s = act(s, "play Monument")
    p = s.player(0)
    assert (p.coins, p.actions, p.vp_tokens) == (2, 0, 1)
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": ["Monument"]}
    assert s.scores() == (1, 0)


def test_throne_room_twice() -> None:
    """Throne Room on Monument: +$4 and 2 VP tokens."""
    s = scenario(["Monument", "Throne Room"], hands={0: ["Throne Room", "Monument"]},
                 discards={0: ["Estate"]})
    s = act(act(s, "play Throne Room"), "play Monument")
    assert (s.player(0).coins, s.player(0).vp_tokens) == (4, 2)
    assert s.scores() == (3, 0)  # the Estate and two tokens
