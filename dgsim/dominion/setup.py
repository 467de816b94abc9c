"""Building games: `new_game` (shuffled starting decks) and `scenario` (exact zones, for tests)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

from dgsim.core import Rng
from dgsim.core.registry import GameSpec, Param, register_game
from dgsim.dominion.card import Card, card_named
from dgsim.dominion.cards.basic import (
    COLONY,
    COPPER,
    CURSE,
    DUCHY,
    ESTATE,
    GOLD,
    PLATINUM,
    POTION,
    PROVINCE,
    SILVER,
)
from dgsim.dominion.cards.dark_ages import SHELTERS
from dgsim.dominion.fields import declared_mats
from dgsim.dominion.kingdom import (
    RULEBOOK_ASIDE_PILES,
    aside_pile_candidates,
    check_bane,
    check_kingdom_size,
    draw_bane,
    draw_kingdom,
    is_prosperity,
    kingdom_cards,
    kingdom_pool,
    pool_of_sets,
    recommended,
    recommended_bane,
    recommended_landscapes,
)
from dgsim.dominion.landscape import check_landscapes, draw_landscapes, landscapes_of_sets
from dgsim.dominion.phase import ACTION_PHASE
from dgsim.dominion.state import TABLE, Board, DominionState, Mode, PlayerState, Table

__all__ = [
    "SEAT_COUNTERS",
    "check_traits",
    "draws_shelters",
    "make_mode",
    "new_game",
    "pile_size",
    "rulebook_shelters",
    "saved_new_game",
    "scenario",
    "set_up_landscapes",
    "starting_counters",
    "with_seat_counters",
]

BASICS = (COPPER, SILVER, GOLD, ESTATE, DUCHY, PROVINCE, CURSE)

SEAT_COUNTERS: Final = ("coffers", "debt", "vp_tokens")
"""The counters a seat may start with (`Card.setup_counters`, ``scenario(seat_counters=...)``)."""


def _check_counters(counters: Mapping[str, int]) -> None:
    for name, value in counters.items():
        if name not in SEAT_COUNTERS:
            raise ValueError(f"no seat counter named {name!r}; known: {', '.join(SEAT_COUNTERS)}")
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 10_000:
            raise ValueError(f"seat counter {name!r} must be 0..10000, not {value!r}")


def starting_counters(mode: Mode) -> dict[str, int]:
    """What each seat starts with by its game's cards (Baker: 1 Coffers), by counter name."""
    out: dict[str, int] = {}
    for card in (*mode.piles, *mode.extras):
        for name, n in card.setup_counters:
            out[name] = out.get(name, 0) + n
    return out


def with_seat_counters(p: PlayerState, counters: Mapping[str, int]) -> PlayerState:
    """``p`` with these counters (`SEAT_COUNTERS` by name) set; the others kept."""
    if not counters:
        return p
    more = p.more
    return p.with_more(more.evolve(coffers=counters.get("coffers", more.tokens.coffers),
                                   debt=counters.get("debt", more.tokens.debt),
                                   vp_tokens=counters.get("vp_tokens", more.tokens.vp_tokens)))


def pile_size(card: Card, players: int) -> int:
    """The supply pile of ``card`` after setup for that many players (rulebook counts).

    >>> pile_size(COPPER, 2), pile_size(PROVINCE, 5), pile_size(CURSE, 3)
    (46, 15, 20)
    """
    if card is COPPER:
        return 60 - 7 * players
    if card is SILVER:
        return 40
    if card is GOLD:
        return 30
    if card is PLATINUM:
        return 12
    if card is POTION:
        return 16
    if card is CURSE:
        return 10 * (players - 1)
    if card.pile:  # a pile of several cards (Knights; Ruins: 10 per opponent; Castles: by players)
        cards = pile_cards(card, players)
        per = card.pile_per_opponent
        return min(len(cards), per * (players - 1)) if per else len(cards)
    if card.pile_count:  # a kingdom pile of another size (Rats: 20)
        return card.pile_count
    if card is PROVINCE:
        return {2: 8, 5: 15, 6: 18}.get(players, 12)
    if card.is_victory:
        return 8 if players == 2 else 12
    return 10


def pile_cards(card: Card, players: int) -> tuple[Card, ...]:
    """The cards of a pile of several cards for a player count (`Card.two_player_pile` with 2),
    before any shuffle."""
    if players == 2 and card.two_player_pile is not None:
        return card.two_player_pile
    return card.pile


def make_mode(kingdom: Sequence[Card], players: int, *, turn_limit: int = 100,
              setup: Mapping[str, object] | None = None, colonies: bool = False,
              extras: Sequence[Card] = (), bane: Card | None = None,
              aside_pile: Card | None = None, landscapes: Sequence[Card] = ()) -> Mode:
    """The standard rules for a kingdom and player count.

    Platinum and Colony join the supply with ``colonies``; Potion when a
    kingdom card has a potion in its cost; the piles a kingdom card brings (`Card.brings`: a
    Looter's Ruins). ``extras`` are cards in the game
    outside the supply (their hooks and reactions listen too); the non-supply
    piles the kingdom's cards bring (Tournament's Prizes) join them. ``bane``
    (Young Witch) joins the kingdom piles unless it is one already.

    :raises ValueError: for fewer than 2 or more than 6 players.
    """
    if not 2 <= players <= 6:
        raise ValueError(f"Dominion takes 2 to 6 players, not {players}")
    if not turn_limit >= 1:
        raise ValueError(f"the turn limit must be at least 1, not {turn_limit}")
    if bane is not None and bane not in kingdom:
        kingdom = (*kingdom, bane)
    kingdom = tuple(sorted(kingdom, key=lambda c: (c.cost, c.name)))
    basics = BASICS + ((PLATINUM, COLONY) if colonies else ()) + (
        (POTION,) if any(c.potion for c in kingdom) else ())
    brought = tuple(sorted({b for c in kingdom for b in c.brings
                            if b not in basics and b not in kingdom}, key=lambda c: c.name))
    piles = basics + brought + kingdom
    extras = (*extras, *non_supply_cards(kingdom, players),
              *((aside_pile,) if aside_pile is not None else ()))
    outside = tuple(sorted({c for c in extras if c not in piles}, key=lambda c: c.name))
    return Mode(players=players, piles=piles, kingdom=kingdom, turn_limit=turn_limit,
                empty_piles_to_end=4 if players >= 5 else 3,
                setup_json=json.dumps(dict(setup), sort_keys=True) if setup else "{}", extras=outside,
                bane=bane, aside_pile=aside_pile, landscapes=tuple(landscapes))


def non_supply_cards(kingdom: Sequence[Card], players: int = 2) -> tuple[Card, ...]:
    """The cards of the non-supply piles the kingdom's cards bring (Tournament: the Prizes, one of
    each; Marauder, Bandit Camp and Pillage: one pile of 15 Spoils; Joust: the Rewards, by the
    player count), by name: as many copies of each card as the kingdom card bringing the most."""
    copies: dict[Card, int] = {}
    for k in kingdom:
        brought = (k.two_player_non_supply if players == 2 and k.two_player_non_supply is not None
                   else k.non_supply)
        for card in set(brought):
            copies[card] = max(copies.get(card, 0), brought.count(card))
    return tuple(c for c in sorted(copies, key=lambda c: c.name) for _ in range(copies[c]))


def start_table(mode: Mode, mixed: tuple[tuple[Card, ...], ...] = ()) -> Table:
    """The `Table` of a new game: its non-supply piles full (the Prizes), its piles of several
    cards holding ``mixed`` (in `Mode.mixed` order)."""
    cards = non_supply_cards(mode.kingdom, mode.players)
    if mode.aside_pile is not None:  # (Ferryman's pile)
        cards = (*cards, *(mode.aside_pile,) * pile_size(mode.aside_pile, mode.players))
    table = TABLE.evolve(non_supply=cards) if cards else TABLE
    return table.evolve(mixed_piles=mixed) if mixed else table


def mixed_piles(mode: Mode, rng: Rng) -> tuple[tuple[tuple[Card, ...], ...], Rng]:
    """The cards of the mode's piles of several cards after setup, in `Mode.mixed` order: a
    shuffled pile shuffled (Ruins: then as many as `pile_size` says), another in its printed
    order; and the generator after its draws (none without such piles)."""
    out = []
    for i in mode.mixed:
        randomizer = mode.piles[i]
        cards = pile_cards(randomizer, mode.players)
        if randomizer.pile_shuffled:
            cards, rng = rng.shuffle(cards)
        out.append(cards[:pile_size(randomizer, mode.players)])
    return tuple(out), rng


def exact_pile(randomizer: Card, names: Sequence[str]) -> tuple[Card, ...]:
    """A pile of several cards given card by card (top first), checked against its makeup.

    :raises KeyError: for an unknown card name.
    :raises ValueError: for a card the pile does not hold, or more copies than it holds.
    """
    cards = tuple(card_named(n) for n in names)
    for card in set(cards):
        have = randomizer.pile.count(card)
        if not have:
            raise ValueError(f"{card.name} is not a card of the {randomizer.name} pile")
        if cards.count(card) > have:
            raise ValueError(f"the {randomizer.name} pile holds {have} {card.name}, "
                             f"not {cards.count(card)}")
    return cards


def choose_bane(cards: Sequence[Card], bane: str | Card | None, seed: int, *,
                named: str | None = None, pool: Sequence[Card] | None = None) -> Card | None:
    """The Bane of a kingdom: ``bane`` when given, else the rulebook's for a recommended kingdom
    ``named``, else drawn by seed from ``pool`` (`draw_bane`); None without Young Witch.

    :raises KeyError: for an unknown card name.
    :raises ValueError: for a Bane without Young Witch, or one not costing $2 or $3.
    """
    card = card_named(bane) if isinstance(bane, str) and bane else (
        bane if isinstance(bane, Card) else None)
    if not any(c.needs_bane for c in cards):
        if card is not None:
            raise ValueError(f"bane={card.name!r}: this kingdom has no Young Witch")
        return None
    if card is not None:
        return check_bane(card)
    printed = recommended_bane(named) if named is not None else None
    if printed is not None:
        return card_named(printed)
    return draw_bane(seed, cards, pool)


def draws_shelters(seed: int, cards: Sequence[Card]) -> bool:
    """Whether a random kingdom uses Shelters by the Dark Ages rulebook: "If only Dark Ages cards
    are in use, use Shelters; otherwise pick a random Kingdom card: use Shelters if it is from
    Dark Ages" (its own draw from ``seed``, apart from the Colony pick)."""
    pick, _ = Rng.from_seed(seed ^ 0x5E17E25).below(len(cards))
    return cards[pick].expansion == "Dark Ages"


def rulebook_shelters(kingdom: str | Sequence[str | Card], cards: Sequence[Card],
                      seed: int) -> bool:
    """`new_game`'s ``shelters=None``: a random kingdom (``cards``, drawn with ``seed``) by
    `draws_shelters`, a recommended one when it has a Dark Ages card, a list of cards never."""
    if isinstance(kingdom, str) and kingdom == "random":
        return draws_shelters(seed, cards)
    return (isinstance(kingdom, str) and recommended(kingdom) is not None
            and any(c.expansion == "Dark Ages" for c in cards))


def choose_aside_pile(cards: Sequence[Card], given: str | Card | None, seed: int, *,
                      named: str | None = None, pool: Sequence[Card] | None = None,
                      bane: Card | None = None) -> Card | None:
    """The pile a kingdom card's setup sets aside (Ferryman's): ``given`` when given, else the
    rulebook's for a recommended kingdom ``named`` (as printed, whatever its cost), else drawn by
    seed from ``pool``'s unused kingdom cards of the costs the card names (every kingdom card's
    when ``pool`` has none left); None when no card of the kingdom sets one aside.

    :raises KeyError: for an unknown card name.
    :raises ValueError: for a pile given without such a card, of another cost, or in the kingdom.
    """
    card = card_named(given) if isinstance(given, str) and given else (
        given if isinstance(given, Card) else None)
    costs = next((c.aside_pile_costs for c in cards if c.aside_pile_costs), ())
    if not costs:
        if card is not None:
            raise ValueError(f"aside_pile={card.name!r}: no card of this kingdom sets a pile aside")
        return None
    used = (*cards, *((bane,) if bane is not None else ()))
    printed = RULEBOOK_ASIDE_PILES.get(named) if card is None and named is not None else None
    if printed is not None:  # the rulebook's own choice (Bounty of the Hunt 2E: Farrier, $2+)
        return card_named(printed)
    if card is not None:
        if card not in aside_pile_candidates(used, costs, (card,)):
            raise ValueError(f"the pile set aside must be an unused kingdom card costing "
                             f"{' or '.join(f'${c}' for c in costs)}, not {card.name}")
        return card
    candidates = aside_pile_candidates(used, costs, pool) or aside_pile_candidates(used, costs)
    if not candidates:
        raise ValueError("no unused kingdom card of the cost is left to set aside")
    shuffled, _ = Rng.from_seed(seed ^ 0x5E7A51DE).shuffle(candidates)
    return shuffled[0]


def new_game(kingdom: str | Sequence[str | Card] = "First Game", players: int = 2, seed: int = 0, *,
             turn_limit: int = 100, colonies: bool | None = None,
             sets: Sequence[str] | None = None, bane: str | Card | None = None,
             any_kingdom_size: bool = False,
             aside_pile: str | Card | None = None,
             shelters: bool | None = None,
             landscapes: Sequence[str | Card] | None = None,
             traits: Mapping[str, str] | None = None) -> DominionState:
    """A new game: supply for the player count, 7 Copper + 3 Estate shuffled, 5 drawn.

    ``kingdom``: a recommended kingdom's name, ``"random"`` (10 cards drawn by
    the seed from ``sets``, printed set names such as ``["Base", "Intrigue"]``;
    default every set), or a list of cards or names: 10 of them, as the commands
    ask, unless ``any_kingdom_size=True`` (their ``--any-kingdom-size``; `scenario`
    takes any kingdom).

    ``colonies`` adds Platinum and Colony (the Colony pile then ends the game
    too). ``None`` (the default) follows the rulebooks: a random kingdom uses
    them by the Prosperity rule (a random one of its cards is from Prosperity,
    see `draw_kingdom`); a recommended kingdom uses them when it has a
    Prosperity card (as its rulebook lists them); a list of cards does not.
    Potion joins the supply when a kingdom card costs a potion; the Prizes when
    Tournament is in the kingdom (outside the supply, one of each).

    ``bane``: with Young Witch, the Bane pile (a kingdom card costing $2 or $3,
    added to the supply unless listed already); by default the rulebook's for a
    recommended kingdom, else one drawn by the seed (from ``sets`` for a random
    kingdom). ``aside_pile``: with Ferryman, the unused kingdom pile costing $3 or $4 set aside
    outside the supply (`Mode.aside_pile`; chosen like the Bane by default).

    ``shelters``: Hovel, Necropolis and Overgrown Estate replace each seat's 3 starting Estates.
    ``None`` follows the Dark Ages rulebook as ``colonies`` follows Prosperity's: a random
    kingdom uses them when a random one of its cards (drawn apart from the Colony pick) is from
    Dark Ages; a recommended kingdom when it has a Dark Ages card; a list of cards does not.

    ``landscapes``: the Events, Landmarks and other landscapes beside the kingdom (names, in
    order). ``None`` follows the rulebooks: a random kingdom deals them from the chosen sets'
    landscapes with its randomizers, at most two (`dgsim.dominion.landscape.draw_landscapes`);
    a recommended kingdom has its rulebook's (`RULEBOOK_LANDSCAPES`), a list of cards none.
    ``traits`` maps each Trait to the pile it is on (Plunder; no Trait is implemented yet, so it
    must be empty).

    The first player is chosen by the seed. The game is ready for its first
    decision (``waiting_for()`` names the seat); ``auto_step()`` on it changes
    nothing, so code written for earlier versions still works. The saved-game
    parameters (``mode.setup_json``) record the kingdom's cards, whether
    Colonies are used and the Bane, so a saved game rebuilds exactly.

    :raises KeyError: for an unknown kingdom, card or set name.
    :raises ValueError: for a bad player count or kingdom (one of other than 10 cards
        without ``any_kingdom_size``), ``sets`` without ``"random"``, sets with fewer
        than 10 kingdom cards, or a bad ``bane``.

    >>> state = new_game("First Game", players=2, seed=7).auto_step()
    >>> len(state.player(state.current).hand), state.supply_count("Copper")
    (5, 46)
    >>> sorted({c.expansion for c in new_game("random", sets=["Base"], seed=3).mode.kingdom})
    ['Base']
    """
    given = None if landscapes is None else check_landscapes(landscapes)
    check_traits(traits)
    if isinstance(kingdom, str) and kingdom == "random":
        cards, prosperity = draw_kingdom(seed, sets)
        if given is None:
            given = draw_landscapes(seed, len(pool_of_sets(sets)) if sets is not None
                                    else len(kingdom_pool()), landscapes_of_sets(sets))
        chosen = choose_bane(cards, bane, seed, pool=None if sets is None else pool_of_sets(sets))
        aside = choose_aside_pile(cards, aside_pile, seed, bane=chosen,
                                  pool=None if sets is None else pool_of_sets(sets))
    else:
        if sets is not None:
            raise ValueError("sets= chooses what kingdom='random' draws from; "
                             f"it does nothing with kingdom={kingdom!r}")
        cards = kingdom_cards(kingdom, seed)
        check_kingdom_size(cards, any_kingdom_size=any_kingdom_size)
        if given is None and isinstance(kingdom, str):  # a recommended kingdom's own landscapes
            given = check_landscapes(recommended_landscapes(kingdom))
        prosperity = (isinstance(kingdom, str) and recommended(kingdom) is not None
                      and any(is_prosperity(c) for c in cards))
        chosen = choose_bane(cards, bane, seed,
                             named=kingdom if isinstance(kingdom, str) else None)
        aside = choose_aside_pile(cards, aside_pile, seed, bane=chosen,
                                  named=kingdom if isinstance(kingdom, str) else None)
    if colonies is None:
        colonies = prosperity
    if shelters is None:
        shelters = rulebook_shelters(kingdom, cards, seed)
    setup: dict[str, object] = {"game": "dominion",
                                "kingdom": [c.name for c in cards], "players": players,
                                "seed": seed, "turn_limit": turn_limit}
    if colonies:
        setup["colonies"] = True
    if chosen is not None:
        setup["bane"] = chosen.name
    if aside is not None:
        setup["aside_pile"] = aside.name
    if shelters:
        setup["shelters"] = True
    lands = given or ()
    if lands:
        setup["landscapes"] = [c.name for c in lands]
    mode = make_mode(cards, players, turn_limit=turn_limit, setup=setup, colonies=colonies,
                     bane=chosen, aside_pile=aside, extras=SHELTERS if shelters else (),
                     landscapes=lands)
    rng = Rng.from_seed(seed)
    seats = []
    start = (COPPER,) * 7 + (SHELTERS if shelters else (ESTATE,) * 3)
    for _ in range(players):
        deck, rng = rng.shuffle(start)
        seats.append(with_seat_counters(
            PlayerState(hand=deck[:5], deck=deck[5:], discard=(), actions=1, buys=1),
            starting_counters(mode)))
    first, rng = rng.below(players)
    supply = bytes(pile_size(c, players) for c in mode.piles)
    mixed, rng = mixed_piles(mode, rng)
    state = DominionState(board=Board(mode), phase=ACTION_PHASE, players=tuple(seats),
                          supply=supply, current=first, turn=1, effects=(), pending=None, rng=rng,
                          table=start_table(mode, mixed))
    # ready for its first decision (auto_step() again changes nothing)
    return set_up_landscapes(state).auto_step()


def _cards(names: Sequence[str] | None) -> tuple[Card, ...]:
    return tuple(card_named(n) for n in names or ())


def _by_seat(zones: Mapping[Any, Sequence[str]] | None) -> dict[int, Sequence[str]]:
    return {int(k): v for k, v in (zones or {}).items()}


def scenario(
    kingdom: str | Sequence[str | Card],
    hands: Mapping[int, Sequence[str]],
    decks: Mapping[int, Sequence[str]] | None = None,
    discards: Mapping[int, Sequence[str]] | None = None,
    supply: Mapping[str, int | Sequence[str]] | None = None,
    players: int = 2,
    seed: int = 0,
    current: int = 0,
    *,
    in_play: Mapping[int, Sequence[str]] | None = None,
    turn_limit: int = 100,
    colonies: bool = False,
    bane: str | None = None,
    seat_counters: Mapping[int, Mapping[str, int]] | None = None,
    aside_pile: str | None = None,
    landscapes: Sequence[str] = (),
    traits: Mapping[str, str] | None = None,
    mats: Mapping[int, Mapping[str, Sequence[str]]] | None = None,
) -> DominionState:
    """A state at the start of the first turn of seat ``current`` with exactly these zones.

    Zones map seats to card names (decks top-first; missing zones empty).
    The supply is the standard one for the player count, except the piles
    named in ``supply`` (a count, or for a pile of several cards its exact cards, top first:
    ``{"Knights": ["Dame Anna", "Sir Martin"]}``). Seat ``current`` has 1 action, 1 buy and $0.
    ``colonies`` adds Platinum and Colony. With Tournament the Prizes are all
    in their pile; with Young Witch, ``bane`` names the Bane pile (by default one
    drawn by the seed, as in `new_game`). The kingdom's setup happens as in `new_game` (Baker: each
    seat starts with 1 Coffers); ``seat_counters`` then sets a seat's counters by name
    (``{0: {"coffers": 2}}``; `SEAT_COUNTERS`). ``landscapes`` names the Events, Landmarks, ...
    beside the kingdom (their setup happens: a Landmark's VP tokens); ``traits`` as in `new_game`.
    ``mats`` puts cards on a seat's mats by the mat's printed name (``{0: {"Tavern":
    ["Ratcatcher"]}}``; `fields.declared_mats`).

    :raises KeyError: for an unknown card name.
    :raises ValueError: for a bad seat or player count, a bad ``bane``, a pile size outside 0..255,
        or an unknown mat.

    >>> s = scenario(["Smithy"], hands={0: ["Smithy"]}, decks={0: ["Gold"] * 3})
    >>> s = s.auto_step().action_step(0, s.auto_step().action_generator(0)
    ...     .choose("play Smithy").generate_action()).auto_step()
    >>> [c.name for c in s.player(0).hand]
    ['Gold', 'Gold', 'Gold']
    """
    cards = kingdom_cards(kingdom, seed)
    hands_, decks_, discards_, in_play_ = (_by_seat(hands), _by_seat(decks),
                                           _by_seat(discards), _by_seat(in_play))
    for table in (hands_, decks_, discards_, in_play_):
        for seat in table:
            if not 0 <= seat < players:
                raise ValueError(f"seat {seat} outside 0..{players - 1}")
    if not 0 <= current < players:
        raise ValueError(f"current seat {current} outside 0..{players - 1}")
    mats_ = {int(k): {m: list(v) for m, v in given.items()} for k, given in (mats or {}).items()}
    known_mats = declared_mats()
    for seat, given_mats in mats_.items():
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} outside 0..{players - 1}")
        for mat in given_mats:
            if mat not in known_mats:
                raise ValueError(f"unknown mat {mat!r}; the mats are {', '.join(known_mats)}")
    counters_ = {int(k): dict(v) for k, v in (seat_counters or {}).items()}
    for seat, given in counters_.items():
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} outside 0..{players - 1}")
        _check_counters(given)
    lands = check_landscapes(landscapes)
    check_traits(traits)
    chosen = choose_bane(cards, bane, seed)
    aside = choose_aside_pile(cards, aside_pile, seed, bane=chosen)
    setup: dict[str, object] = {"game": "dominion-scenario", "kingdom": [c.name for c in cards],
             "hands": {str(k): list(v) for k, v in hands_.items()},
             "decks": {str(k): list(v) for k, v in decks_.items()},
             "discards": {str(k): list(v) for k, v in discards_.items()},
             "in_play": {str(k): list(v) for k, v in in_play_.items()},
             "supply": {k: v if isinstance(v, int) else list(v) for k, v in (supply or {}).items()},
             "players": players, "seed": seed,
             "current": current, "turn_limit": turn_limit}
    if colonies:
        setup["colonies"] = True
    if chosen is not None:
        setup["bane"] = chosen.name
    if aside is not None:
        setup["aside_pile"] = aside.name
    if counters_:
        setup["seat_counters"] = {str(k): v for k, v in sorted(counters_.items())}
    if lands:
        setup["landscapes"] = [c.name for c in lands]
    if mats_:
        setup["mats"] = {str(k): v for k, v in sorted(mats_.items())}
    named = {n for table in (hands_, decks_, discards_, in_play_) for names in table.values()
             for n in names}
    named |= {n for given in mats_.values() for names in given.values() for n in names}
    mode = make_mode(cards, players, turn_limit=turn_limit, setup=setup, colonies=colonies,
                     extras=tuple(card_named(n) for n in sorted(named)), bane=chosen,
                     aside_pile=aside, landscapes=lands)
    counts = [pile_size(c, players) for c in mode.piles]
    rng = Rng.from_seed(seed)
    mixed, rng = mixed_piles(mode, rng)
    contents = list(mixed)
    for name, count in (supply or {}).items():
        card = card_named(name)
        if card not in mode.index:
            raise KeyError(f"{name} is not in this game's supply")
        i = mode.index[card]
        randomizer = mode.piles[i]
        if not isinstance(count, int):
            if not randomizer.pile:
                raise ValueError(f"{name}: only a pile of several cards is given card by card")
            contents[mode.mixed.index(i)] = exact_pile(randomizer, count)
            counts[i] = len(count)
            continue
        if not 0 <= count <= 255:
            raise ValueError(f"{name}: a pile holds 0 to 255 cards, not {count}")
        if randomizer.pile:
            if count > len(randomizer.pile):
                raise ValueError(f"{name}: the pile holds at most {len(randomizer.pile)} cards")
            k = mode.mixed.index(i)
            left = list(randomizer.pile)
            for c in contents[k]:
                left.remove(c)
            contents[k] = (*contents[k], *left)[:count]
        counts[i] = count
    seats = tuple(
        PlayerState(hand=_cards(hands_.get(pid)), deck=_cards(decks_.get(pid)),
                    discard=_cards(discards_.get(pid)), in_play=_cards(in_play_.get(pid)),
                    actions=1, buys=1)
        for pid in range(players))
    start = starting_counters(mode)
    seats = tuple(with_seat_counters(with_seat_counters(p, start), counters_.get(pid, {}))
                  for pid, p in enumerate(seats))
    seats = tuple(_with_mats(p, mats_.get(pid, {})) for pid, p in enumerate(seats))
    return set_up_landscapes(DominionState(
        board=Board(mode), phase=ACTION_PHASE, players=seats, supply=bytes(counts),
        current=current, turn=1, effects=(), pending=None, rng=rng,
        table=start_table(mode, tuple(contents))))


def _with_mats(p: PlayerState, mats: Mapping[str, Sequence[str]]) -> PlayerState:
    """``p`` with these cards (by name) on its mats (by name)."""
    for mat, names in mats.items():
        p = p.with_more(p.more.with_mat(mat, _cards(names)))
    return p


def set_up_landscapes(state: DominionState) -> DominionState:
    """What the setup of each of the game's landscapes does (`Card.on_setup`), in order."""
    for card in state.board.mode.landscapes:
        if card.on_setup is not None:
            state = card.on_setup(state)
    return state


def check_traits(traits: Mapping[str, str] | None) -> None:
    """Refuse Traits (Plunder's): none is implemented yet.

    :raises ValueError: for any Trait given.
    """
    if traits:
        raise ValueError(f"traits={dict(traits)!r}: no Trait is implemented yet (they come "
                         "with Plunder); give traits={} or none")


def is_card_name(name: str) -> bool:
    """True if ``name`` names a registered card (for validating saved games)."""
    try:
        card_named(name)
    except KeyError:
        return False
    return True


SEED = Param("seed", "int", default=0, low=-(2**63), high=2**64)
TURN_LIMIT = Param("turn_limit", "int", default=100, low=1, high=10_000)

def saved_new_game(kingdom: Sequence[str], players: int = 2, seed: int = 0, *,
                   turn_limit: int = 100, colonies: bool = False, bane: str = "",
                   aside_pile: str = "", shelters: bool = False,
                   landscapes: Sequence[str] = ()) -> DominionState:
    """`new_game` for a saved game's parameters: the kingdom it was played with, of any size."""
    return new_game(kingdom, players, seed, turn_limit=turn_limit, colonies=colonies, bane=bane,
                    aside_pile=aside_pile or None, shelters=shelters,
                    landscapes=tuple(landscapes), any_kingdom_size=True)


register_game(GameSpec(
    "dominion",
    (Param("kingdom", "names"), Param("players", "int", default=2, low=2, high=6), SEED, TURN_LIMIT,
     Param("colonies", "bool", default=False), Param("bane", "str", default=""),
     Param("aside_pile", "str", default=""), Param("shelters", "bool", default=False),
     Param("landscapes", "names", default=[])),
    saved_new_game, is_card_name, legacy=("dgsim.dominion.setup:new_game",),
    description="Dominion: a new game (`new_game`)"))
register_game(GameSpec(
    "dominion-scenario",
    (Param("kingdom", "names"), Param("hands", "seat_names"),
     Param("decks", "seat_names", default={}), Param("discards", "seat_names", default={}),
     Param("in_play", "seat_names", default={}), Param("supply", "name_counts", default={}),
     Param("players", "int", default=2, low=2, high=6), SEED,
     Param("current", "int", default=0, low=0, high=5), TURN_LIMIT,
     Param("colonies", "bool", default=False), Param("bane", "str", default=""),
     Param("seat_counters", "seat_counts", default={}, choices=SEAT_COUNTERS),
     Param("aside_pile", "str", default=""), Param("landscapes", "names", default=[]),
     Param("mats", "seat_mats", default={})),
    scenario, is_card_name, legacy=("dgsim.dominion.setup:scenario",),
    description="Dominion: exact zones at the start of a turn (`scenario`)"))
