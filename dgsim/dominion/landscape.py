"""Landscapes: the cards beside the kingdom (Events, Landmarks, Projects, Ways, Allies, Traits,
Prophecies), chosen for a game, checked, and drawn for random kingdoms.

A landscape is a `Card` of a landscape type (`Card.is_landscape`): registered by name like any
card, never in a deck, a pile or a kingdom. A game's landscapes are `Mode.landscapes`
(``state.landscapes`` names them): their reactions listen in the zone ``"game"`` (a rule for every
seat), Events and Projects are bought with a buy (``buy <Name>``: `Card.when_bought`), a
Landmark's ``vp_hook`` scores each seat, and ``on_setup`` puts out what the landscape needs.

>>> from dgsim.dominion.cards import LANDSCAPE_SETS
>>> sorted(LANDSCAPE_SETS)[:2]
['Adventures', 'Empires']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dgsim.core import Rng
from dgsim.dominion.card import Card, card_named

__all__ = ["MAX_RANDOM_LANDSCAPES", "check_landscapes", "draw_landscapes", "landscapes_of_sets"]

MAX_RANDOM_LANDSCAPES: Final = 2
"""At most this many landscapes in a random kingdom: "we recommend using no more than two Events
and Landmarks total, of any combination" (Empires rulebook, Preparation; the later sets say the
same of their landscapes)."""


def check_landscapes(names: Sequence[str | Card]) -> tuple[Card, ...]:
    """The landscapes named, in order, checked: each a landscape, none twice.

    :raises KeyError: for an unknown name.
    :raises ValueError: for a card that is no landscape, or one named twice.
    """
    if isinstance(names, str):
        names = [names]
    out: list[Card] = []
    for name in names:
        card = name if isinstance(name, Card) else card_named(name)
        if not card.is_landscape:
            raise ValueError(f"{card.name} is a card, not a landscape (an Event, Landmark, ...): "
                             "put it in the kingdom")
        if card in out:
            raise ValueError(f"the landscape {card.name} is named twice")
        out.append(card)
    return tuple(out)


def landscapes_of_sets(sets: Sequence[str] | None) -> tuple[Card, ...]:
    """The landscapes of the named sets (printed names, any case; every set's for None), by name.

    :raises KeyError: for an unknown set name (`dgsim.dominion.cards.cards_of_set`).
    """
    from dgsim.dominion.cards import LANDSCAPE_SETS, cards_of_set

    if sets is None:
        return tuple(sorted((c for cards in LANDSCAPE_SETS.values() for c in cards),
                            key=lambda c: c.name))
    if isinstance(sets, str):
        sets = [sets]
    found: dict[Card, None] = {}
    for name in sets:
        key = next((k for k in LANDSCAPE_SETS if k.lower() == name.strip().lower()), None)
        if key is None:
            cards_of_set(name.strip())  # (the set must exist: a KeyError names the known ones)
        else:
            found.update(dict.fromkeys(LANDSCAPE_SETS[key]))
    return tuple(sorted(found, key=lambda c: c.name))


def draw_landscapes(seed: int, pool_size: int, landscapes: Sequence[Card]) -> tuple[Card, ...]:
    """The landscapes of a random kingdom, as the rulebooks deal them: "shuffle the Event and
    Landmark cards into the Randomizer deck; deal out cards until there are 10 Kingdom cards;
    use the Events and Landmarks dealt, no more than two" (Adventures and Empires rulebooks,
    Preparation). ``pool_size`` is the number of kingdom randomizers, ``landscapes`` those of the
    sets; the deal is its own draw from ``seed``, apart from the kingdom's (the same seed gives
    the same kingdom with and without landscapes).

    >>> from dgsim.dominion.landscape import landscapes_of_sets
    >>> draw_landscapes(1, 0, ())
    ()
    """
    if not landscapes:
        return ()
    deck: tuple[int, ...] = (*range(-len(landscapes), 0), *(0,) * pool_size)
    shuffled, _ = Rng.from_seed(seed ^ 0x1A4D5CA9E).shuffle(deck)
    dealt: list[Card] = []
    kingdom = 0
    for item in shuffled:
        if item >= 0:
            kingdom += 1
            if kingdom == 10:
                break
        elif len(dealt) < MAX_RANDOM_LANDSCAPES:
            dealt.append(landscapes[item + len(landscapes)])
    return tuple(dealt)
