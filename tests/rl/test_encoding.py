"""The action vocabulary and the per-seat observations: stable ids, no hidden card leaks."""

from __future__ import annotations

import dataclasses
import random
import zlib

import numpy as np
import pytest

import dgsim
from dgsim.core import GameState, InvalidActionError
from dgsim.dominion import KINGDOM_CARDS, DominionState, new_game, scenario
from dgsim.games.goofspiel import GoofspielState, new_goofspiel
from dgsim.rl.observation import DominionEncoder, Encoder, GoofspielEncoder, decision_kind
from dgsim.rl.tree import Walk, outcome
from dgsim.rl.vocab import (
    CARD_BASE,
    CARD_VERBS,
    CARD_VERBS_2,
    CARD_VERBS_3,
    FIXED_WORDS,
    FIXED_WORDS_2,
    FIXED_WORDS_PADDED,
    Vocabulary,
    card_pool,
    dominion_vocabulary,
    goofspiel_vocabulary,
)

ALL_KINGDOM = [c.name for c in KINGDOM_CARDS]


# -- vocabulary ------------------------------------------------------------------------------


def test_fixed_words_come_first_and_fit_their_reserved_block() -> None:
    v = dominion_vocabulary(["Village"], version=1)
    assert v.labels[:len(FIXED_WORDS)] == FIXED_WORDS
    assert len(FIXED_WORDS_PADDED) == 72
    assert [v.id(w) for w in ("done", "no", "yes", "end actions", "end turn",
                              "play all treasures")] == [0, 1, 2, 3, 4, 5]


def test_card_ids_are_pinned_and_do_not_depend_on_the_order_given() -> None:
    # version 1: ids of a card block are 200 + 14 * (position in the pool) + verb index
    v = dominion_vocabulary(["Village", "Cellar"], version=1)
    assert v.cards[:10] == ("Copper", "Silver", "Gold", "Platinum", "Potion", "Estate", "Duchy",
                            "Province", "Colony", "Curse")
    assert CARD_BASE == 200 and len(CARD_VERBS) == 14
    assert v.id("play Copper") == 200 and v.id("buy Copper") == 201
    assert v.id("play Cellar") == 200 + 14 * 10
    assert v.id("buy Village") == 200 + 14 * 11 + 1
    assert v.id("resolve Village") == 200 + 14 * 11 + 13
    assert dominion_vocabulary(["Cellar", "Village"], version=1) == v
    assert len(v) == 200 + 14 * 12 == CARD_BASE + len(CARD_VERBS) * len(v.cards)
    assert v.version == "dominion-1"


def test_version_2_adds_the_later_sets_words_and_verbs() -> None:
    """Version 2 (the default): version 1's fixed words keep their ids, the later sets' words
    fill reserved slots, and each card has 18 verbs (``as``, ``exchange``, ``call``, ``use``)."""
    v1 = dominion_vocabulary(["Village", "Cellar"], version=1)
    v2 = dominion_vocabulary(["Village", "Cellar"], version=2)
    assert v2.version == "dominion-2" and v2.verbs == CARD_VERBS_2 and len(CARD_VERBS_2) == 18
    assert v2.labels[:len(FIXED_WORDS)] == v1.labels[:len(FIXED_WORDS)]
    assert v2.labels[:len(FIXED_WORDS_2)] == FIXED_WORDS_2 and len(FIXED_WORDS_2) <= 72
    assert [v2.id(w) for w in ("spend Coffers", "overpay $0", "overpay $15")] == [
        len(FIXED_WORDS), len(FIXED_WORDS) + 4, len(FIXED_WORDS) + 19]
    assert v2.id("play Cellar") == 200 + 18 * 10 and v2.id("as Village") == 200 + 18 * 11 + 14
    assert v2.id("use Village") == 200 + 18 * 11 + 17
    assert 72 <= v1.id("spend Coffers") < 200  # version 1: a hashed slot, as any later word
    with pytest.raises(KeyError, match="card pool may be missing"):
        v2.id("as Chancellor")
    with pytest.raises(ValueError, match="versions"):
        dominion_vocabulary(["Village"], version=4)


def test_version_3_gives_landscapes_and_token_moves_their_own_ids() -> None:
    """Version 3 (the default): version 2's layout with a 19th verb (``move to``), and the
    encoder's pool holds the game's landscapes, so ``buy <Event>`` names a pool entry."""
    v3 = dominion_vocabulary(["Village", "Cellar", "Alms"])
    assert v3.version == "dominion-3" and v3.verbs == CARD_VERBS_3 and len(CARD_VERBS_3) == 19
    assert v3.labels[:len(FIXED_WORDS_2)] == FIXED_WORDS_2
    assert v3.id("buy Alms") == 200 + 19 * 10 + 1  # Alms sorts first after the basic cards
    assert v3.id("move to Village") == 200 + 19 * 12 + 18
    s = scenario(["Village", "Cellar"], hands={0: ["Copper"]}, landscapes=["Alms"])
    encoder = DominionEncoder.for_state(s)
    assert "Alms" in encoder.vocab.cards
    assert "Alms" not in DominionEncoder.for_state(s, version=2).vocab.cards
    assert encoder.vocab.id("buy Alms") in encoder.vocab.ids(s.auto_step().action_generator(0)
                                                            .choices())


def test_other_labels_take_a_stable_hashed_slot() -> None:
    v = dominion_vocabulary(["Smithy"])
    words = "put all the cards from your mat into your hand"
    assert 72 <= v.id(words) < 200 and v.id(words) == dominion_vocabulary(ALL_KINGDOM).id(words)
    assert v.id(words) == 72 + zlib.crc32(words.encode()) % 128
    assert v.id("+$2") == FIXED_WORDS.index("+$2")  # the commonest options have their own ids
    with pytest.raises(KeyError, match="card pool may be missing"):
        v.id("buy Chancellor")


def test_basic_card_ids_do_not_move_when_a_pool_grows() -> None:
    small = dominion_vocabulary(["Smithy"])
    big = dominion_vocabulary(ALL_KINGDOM)
    for label in small.labels[:CARD_BASE + len(small.verbs) * 10]:
        assert small.id(label) == big.id(label)


def test_unknown_labels_and_ids_give_one_line_errors() -> None:
    v = goofspiel_vocabulary(3)
    with pytest.raises(KeyError, match="not in the goofspiel-1 vocabulary"):
        v.id("bid 4")
    with pytest.raises(IndexError, match=r"outside 0\.\.2"):
        v.label(3)
    with pytest.raises(KeyError, match="card pool"):
        dominion_vocabulary([]).card_index("Smithy")
    assert dominion_vocabulary(["Smithy"]).card_index("Smithy") == 10
    with pytest.raises(IndexError):
        dominion_vocabulary(["Smithy"]).label(10_000)
    with pytest.raises(ValueError, match="at least 1 card"):
        goofspiel_vocabulary(0)
    with pytest.raises(ValueError, match="distinct"):
        Vocabulary("x", ("a", "a"))


def test_card_pool_puts_basic_cards_first() -> None:
    assert card_pool(["Witch", "Gold", "Cellar"])[10:] == ("Cellar", "Witch")


# -- observations: what a seat may know ------------------------------------------------------


def random_states(state: GameState, seed: int, limit: int) -> list[GameState]:
    """The decision points of one random game (at most ``limit``)."""
    rng = random.Random(seed)
    out: list[GameState] = []
    state = state.auto_step()
    while (pid := state.waiting_for()) is not None and len(out) < limit:
        out.append(state)
        actions = dgsim.legal_actions(state, pid)
        state = state.action_step(pid, actions[rng.randrange(len(actions))]).auto_step()
    out.append(state)
    return out


def check_no_leak(encoder: Encoder, states: list[GameState], seed: int) -> int:
    """Equal info_key for a seat ⇒ equal observation; returns how many redraws hid something.

    Pairs whose info keys differ (a determinize that did not keep the key: the engine's
    concern, not the encoder's) prove nothing here and are left out, if rare.
    """
    rng = random.Random(seed)
    changed = 0
    pairs = unequal = 0
    for state in states:
        players = len(state.players) if isinstance(state, DominionState) else 2
        for seat in range(players):
            other = dgsim.determinize(state, seat, rng)
            pairs += 1
            if dgsim.info_key(other, seat) != dgsim.info_key(state, seat):
                unequal += 1
                continue
            a = encoder.vector(state, seat)
            b = encoder.vector(other, seat)
            assert np.array_equal(a, b), (seat, decision_kind(state))
            if isinstance(encoder, DominionEncoder):  # the fast path agrees with the slow one
                assert np.array_equal(a, encoder.reference_vector(state, seat))
            assert encoder.features(state, seat) == encoder.features(other, seat)
            changed += other != state
    assert unequal * 20 <= pairs, (unequal, pairs)
    return changed


@pytest.mark.parametrize("seed", range(4))
def test_dominion_observation_is_a_function_of_the_info_key(seed: int) -> None:
    kingdom = random.Random(seed).sample(ALL_KINGDOM, 10)
    state = new_game(kingdom, players=2 + seed % 3, seed=seed)
    encoder = DominionEncoder.for_state(state)
    states = random_states(state, seed, 120)
    assert check_no_leak(encoder, states, seed) > len(states) // 2  # hidden cards were redrawn


def test_goofspiel_observation_hides_the_pending_bid() -> None:
    encoder = GoofspielEncoder.for_cards(6)
    states = random_states(new_goofspiel(6, seed=2), 2, 100)
    assert check_no_leak(encoder, states, 2) > 0
    s = new_goofspiel(3, seed=1).auto_step()
    low = s.action_step(0, s.action_generator(0).choose("bid 1").generate_action()).auto_step()
    high = s.action_step(0, s.action_generator(0).choose("bid 3").generate_action()).auto_step()
    assert np.array_equal(encoder_for(3).vector(low, 1), encoder_for(3).vector(high, 1))
    assert not np.array_equal(encoder_for(3).vector(low, 0), encoder_for(3).vector(high, 0))


def encoder_for(cards: int) -> GoofspielEncoder:
    return GoofspielEncoder.for_cards(cards)


def test_an_opponents_hand_does_not_show_but_the_own_hand_does() -> None:
    a = scenario(["Smithy"], hands={0: ["Copper"] * 5, 1: ["Gold"] * 5},
                 decks={1: ["Estate"] * 5})
    b = scenario(["Smithy"], hands={0: ["Copper"] * 5, 1: ["Estate"] * 5},
                 decks={1: ["Gold"] * 5})
    assert dgsim.info_key(a, 0) == dgsim.info_key(b, 0)
    enc = DominionEncoder.for_state(a)
    assert np.array_equal(enc.vector(a, 0), enc.vector(b, 0))
    assert not np.array_equal(enc.vector(a, 1), enc.vector(b, 1))
    assert zone(enc, a, 1, 0, "hand") == {"Gold": 5} and zone(enc, a, 1, 1, "hand") == {}
    assert zone(enc, a, 0, 1, "hidden") == {"Gold": 5, "Estate": 5}


def zone(enc: DominionEncoder, state: GameState, seat: int, rel: int, name: str) -> object:
    """One zone of relative seat ``rel`` in ``seat``'s observation dict."""
    seats = enc.features(state, seat)["seats"]
    assert isinstance(seats, list)
    entry = seats[rel]
    assert isinstance(entry, dict)
    return entry[name]


def test_dominion_vector_layout_names_the_right_cells() -> None:
    s = scenario(["Smithy"], hands={0: ["Smithy", "Copper"]}, supply={"Province": 3}).auto_step()
    enc = DominionEncoder.for_state(s)
    v = enc.vector(s, 0)
    c, p = enc.cards, 2
    supply_at = 12 + 2 * p + 16
    assert v[supply_at + enc.vocab.card_index("Province")] == 3
    seat_at = supply_at + 3 * c
    assert v[seat_at + enc.vocab.card_index("Smithy")] == 1  # own hand block
    scalars = seat_at + 10 * c
    assert v[scalars] == 2  # hand size
    assert v.shape == (enc.size,) and v.dtype == np.float32
    feats = enc.features(s, 0)
    assert feats["phase"] == "ACTION_PHASE" and feats["decision"] == "ActionPhaseChoice"


def test_encoders_reject_the_other_game() -> None:
    with pytest.raises(TypeError, match="GoofspielState"):
        GoofspielEncoder.for_cards(3).vector(new_game(seed=1), 0)
    dominion = DominionEncoder.for_state(new_game(seed=1))
    for incremental in (True, False):
        with pytest.raises(TypeError, match="DominionState"):
            dominion.vector(new_goofspiel(3), 0, incremental=incremental)
    with pytest.raises(TypeError, match="DominionState"):
        dominion.features(new_goofspiel(3), 0)


# -- walking the tree one pick at a time -----------------------------------------------------


def test_a_walk_applies_multi_pick_decisions_and_rejects_what_is_not_offered() -> None:
    s = scenario(["Cellar"], hands={0: ["Cellar", "Copper", "Estate", "Estate"]},
                 decks={0: ["Gold"] * 5})
    enc = DominionEncoder.for_state(s)
    w = Walk.start(s, enc)
    v = enc.vocab
    w = w.pick(v.id("play Cellar"))
    assert sorted(w.offered(), key=str)[0].label.startswith("discard")
    w = w.pick(v.id("discard Estate"))
    assert w.gen is not None and [c.label for c in w.gen.picks] == ["discard Estate"]
    obs = w.observe(0)
    picks_at = enc.size - len(v)
    assert obs[picks_at + v.id("discard Estate")] == 1
    assert w.mask()[v.id("discard Estate")] == 1 and w.mask(1).sum() == 0
    with pytest.raises(InvalidActionError, match="not offered"):
        w.pick(v.id("buy Gold"))
    with pytest.raises(InvalidActionError, match="no such id"):
        w.pick(len(v) + 5)
    w = w.pick(v.id("done"))
    assert w.gen is not None and not w.gen.picks
    assert sorted(c.name for c in w.state.player(0).hand) == ["Copper", "Estate", "Gold"]


def test_outcome_gives_plus_one_minus_one_and_zero_for_shared_wins() -> None:
    s = new_goofspiel(1, seed=0).auto_step()
    w = Walk.start(s, encoder_for(1))  # forced bids of 1 each: a tie, the prize is discarded
    assert w.over and outcome(w.state, 2) == (0.0, 0.0)
    assert w.mask().sum() == 0 and w.offered() == ()
    with pytest.raises(InvalidActionError, match="game is over"):
        w.pick(0)
    s = dataclasses.replace(s, points=(3, 1))
    assert outcome(s, 2) == (1.0, -1.0)
    with pytest.raises(TypeError, match="winners"):
        outcome(_NoWinners(), 2)


class _NoWinners(GameState):
    """A state of a game that does not say who won."""

    __slots__ = ()

    def evolve(self, **_: object) -> _NoWinners:
        return self



@pytest.mark.parametrize("seed", range(16))
def test_no_two_offered_labels_share_an_id(seed: int) -> None:
    # random kingdoms of every set, every node of every decision walked pick by pick
    rng = random.Random(seed)
    state = new_game(rng.sample(ALL_KINGDOM, 10), players=2 + seed % 3, seed=seed)
    enc = DominionEncoder.for_state(state)
    walk = Walk.start(state, enc)
    nodes = 0
    while not walk.over and nodes < 3000:
        ids = walk.legal()
        assert len(set(ids)) == len(ids), [o.label for o in walk.offered()]
        walk = walk.pick(ids[rng.randrange(len(ids))])
        nodes += 1
    assert nodes > 50


def test_option_words_that_start_with_a_card_verb_take_a_hashed_slot() -> None:
    """Courtier's "gain a Gold" and Minion's second option start like ``<verb> <Card>`` but
    name no card: they get a hashed id instead of a KeyError."""
    from dgsim.rl.vocab import dominion_vocabulary

    vocab = dominion_vocabulary(["Courtier", "Minion", "Smithy"])
    gold = vocab.id("gain a Gold")
    assert 0 <= gold < len(vocab.labels)
    assert vocab.id("gain a Gold") == gold


# -- incremental encoding: equal to encoding from scratch -------------------------------------


def observe_along(walk: Walk[GameState], encoder: Encoder, rng: random.Random, seats: int,
                  limit: int) -> int:
    """Walk a random game; at each node some random seats observe (each seat's memo is updated
    across gaps of every size) and each observation is compared with one built from scratch.
    Returns the number of comparisons."""
    checked = 0
    for _ in range(limit):
        if walk.over:
            break
        for seat in range(seats):
            if rng.random() < 0.6 and seat != walk.seat:
                continue
            gen = walk.gen
            mine = gen is not None and gen.player == seat
            picks, offered = (gen.picks, gen.choices()) if mine and gen is not None else ((), ())
            fast = walk.observe(seat)
            assert isinstance(encoder, DominionEncoder | GoofspielEncoder)
            slow = encoder.vector(walk.state, seat, picks, offered, incremental=False)
            assert np.array_equal(fast, slow), (seat, np.flatnonzero(fast != slow)[:8])
            fast[:] = -7  # a caller may write into its vector: the next one is not affected
            checked += 1
        ids = walk.legal()
        walk = walk.pick(ids[rng.randrange(len(ids))])
    return checked


@pytest.mark.parametrize("seed", range(10))
def test_incremental_dominion_vectors_equal_vectors_built_from_scratch(seed: int) -> None:
    rng = random.Random(100 + seed)
    players = 2 + seed % 3
    # one encoder for two different kingdoms of a shared pool: its memo must notice the switch
    kingdoms = [rng.sample(ALL_KINGDOM, 10) for _ in range(2)]
    games = [new_game(kingdoms[game % 2], players=players, seed=seed * 10 + game)
             for game in range(4)]
    # the pool: the games' cards, with what a kingdom adds (a Bane pile drawn by the seed, Prizes,
    # the Ruins of a Looter and each Ruins card)
    pool = sorted({c.name for g in games for pile in (*g.mode.piles, *g.mode.extras)
                   for c in (pile, *pile.pile)})
    enc = DominionEncoder.for_state(games[0], pool)
    checked = 0
    for state in games:
        checked += observe_along(Walk.start(state, enc), enc, rng, players, 700)
    assert checked > 1000
    assert len(enc._memo) <= players  # one memo per seat, whatever the number of states seen


def test_incremental_dominion_vectors_agree_with_the_exact_view_where_cards_are_known() -> None:
    # Moat reveals, Sentry-like known tops, Native Village mats: seats read through the view
    enc = None
    for seed in range(3):
        kingdom = ["Moat", "Militia", "Native Village", "Haven", "Sentry", "Harbinger", "Island",
                   "Bureaucrat", "Pirate Ship", "Masquerade"]
        state = new_game(kingdom, players=2 + seed, seed=seed)
        enc = DominionEncoder.for_state(state)
        rng = random.Random(seed)
        walk = Walk.start(state, enc)
        for _ in range(600):
            if walk.over:
                break
            for seat in range(len(state.players)):
                assert np.array_equal(walk.observe(seat) if walk.seat != seat else
                                      enc.vector(walk.state, seat),
                                      enc.reference_vector(walk.state, seat))
            ids = walk.legal()
            walk = walk.pick(ids[rng.randrange(len(ids))])


def test_incremental_goofspiel_vectors_equal_vectors_built_from_scratch() -> None:
    enc = GoofspielEncoder.for_cards(7)
    rng = random.Random(4)
    checked = sum(observe_along(Walk.start(new_goofspiel(7, seed=s), enc), enc, rng, 2, 100)
                  for s in range(60))
    assert checked > 600 and 0 < len(enc._blocks) <= enc.vocab.memo_size
    for incremental in (True, False):
        with pytest.raises(TypeError, match="GoofspielState"):
            enc.vector(new_game(seed=1), 0, incremental=incremental)


def test_memos_are_bounded_and_not_copied() -> None:
    import copy
    import pickle

    state = new_game("First Game", players=2, seed=3)
    enc = DominionEncoder.for_state(state)
    walk = Walk.start(state, enc)
    before = enc.vector(walk.state, 0)
    assert walk.legal() and enc._memo and enc.vocab._nodes and enc.vocab._arrays
    for clone in (pickle.loads(pickle.dumps(enc)), copy.deepcopy(enc)):
        assert not clone._memo and not clone.vocab._nodes and not clone.vocab._arrays
    again = pickle.loads(pickle.dumps(enc))
    assert again == enc and np.array_equal(again.vector(walk.state, 0), before)
    vocab = goofspiel_vocabulary(16)  # 65,535 different hands: more offers than a memo holds
    assert 1024 <= enc.vocab.memo_size < vocab.memo_size <= 16384  # by the size of a mask
    rng = random.Random(0)
    for _ in range(3 * vocab.memo_size):
        hand = tuple(sorted(rng.sample(range(1, 17), rng.randrange(1, 17))))
        node = vocab.node(tuple(dgsim.Choice("bid", str(c)) for c in hand))
        assert list(node.ids) == [c - 1 for c in hand] and node.mask.sum() == len(hand)
        assert max(len(vocab._nodes), len(vocab._arrays), len(vocab._last)) <= vocab.memo_size


def test_a_card_outside_the_pool_is_a_one_line_error() -> None:
    enc = DominionEncoder.for_state(new_game("First Game", seed=1))
    in_hand = scenario(["Smithy"], hands={0: ["Witch", "Copper"]})
    for incremental in (True, False):
        with pytest.raises(KeyError, match=r"outside the encoder's pool \(Witch\): give it"):
            enc.vector(in_hand, 0, incremental=incremental)
    with pytest.raises(KeyError, match=r"outside the encoder's pool \(Witch\): give it"):
        enc.vector(scenario(["Smithy", "Witch"], hands={}), 0)  # a pile outside the pool


def test_embargo_tokens_and_trade_route_coins_are_encoded_and_updated() -> None:
    state = scenario(["Smithy", "Village"], hands={0: ["Smithy", "Copper"]}).auto_step()
    enc = DominionEncoder.for_state(state)
    c, n = enc.cards, 2
    tokens_at = 12 + 2 * n + 16 + 2 * c
    smithy, village = enc.vocab.card_index("Smithy"), enc.vocab.card_index("Village")
    for tokens, route in (((), 0), ((("Smithy", 2),), 3), ((("Village", 1),), 3), ((), 1)):
        s = dataclasses.replace(state, table=state.table.evolve(pile_tokens=tokens, trade_route=route))
        v = enc.vector(s, 0)
        assert np.array_equal(v, enc.vector(s, 0, incremental=False))
        assert (v[tokens_at + smithy], v[tokens_at + village]) == (
            dict(tokens).get("Smithy", 0), dict(tokens).get("Village", 0))
        assert v[8 + 2 * n] == route


def test_goofspiel_blocks_are_bounded_and_right_for_any_hands() -> None:
    enc = GoofspielEncoder.for_cards(16)  # 65,535 different hands: more than the memo holds
    state = new_goofspiel(16, seed=0).auto_step()
    assert isinstance(state, GoofspielState)
    rng = random.Random(1)
    for k in range(enc.vocab.memo_size + 300):
        hands = tuple(tuple(sorted(rng.sample(range(1, 17), rng.randrange(0, 17))))
                      for _ in range(2))
        s = dataclasses.replace(state, hands=hands)
        if k % 97 == 0:
            assert np.array_equal(enc.vector(s, k % 2), enc.vector(s, k % 2, incremental=False))
        else:
            enc.vector(s, 0)
        assert len(enc._blocks) <= enc.vocab.memo_size
