"""Hidden information in Dominion: the knowledge model, `determinize`, `info_key`, `observation`."""

from __future__ import annotations

import random
from collections import Counter

import dgsim
from dgsim.agents import RandomAgent
from dgsim.core import GameState
from dgsim.dominion import Card, DominionState, new_game, scenario
from dgsim.dominion.hidden import known_deck, known_hand
from dgsim.dominion.observation import observation
from dgsim.dominion.state import PUBLIC


def act(state: DominionState, pid: int, *labels: str) -> DominionState:
    gen = state.action_generator(pid)
    for label in labels:
        gen = gen.choose(label)
    return state.action_step(pid, gen.generate_action()).auto_step()


def names(cards: tuple[Card, ...]) -> list[str]:
    return [c.name for c in cards]


def positions(n_games: int = 6, every: int = 7) -> list[DominionState]:
    """States met in seeded random games (Harbinger, Artisan, Bureaucrat, Moat... in the kingdom)."""
    kingdom = ["Artisan", "Bureaucrat", "Harbinger", "Moat", "Militia", "Sentry", "Library",
               "Cellar", "Vassal", "Smithy"]
    out: list[DominionState] = []
    for g in range(n_games):
        state = new_game(kingdom, seed=g).auto_step()
        agents = [RandomAgent(g), RandomAgent(g + 100)]
        k = 0
        while not state.game_end() and k < 300:
            pid = state.waiting_for()
            assert pid is not None
            if k % every == 0:
                out.append(state)
            view: GameState = state
            state = state.action_step(pid, agents[pid].act(view, view.action_generator(pid)))
            state = state.auto_step()
            k += 1
    return out


def test_scenario_and_new_game_know_no_deck_order() -> None:
    s = scenario(["Smithy"], hands={0: ["Smithy"]}, decks={0: ["Gold", "Copper"], 1: ["Estate"]})
    assert all(p.deck_known == () and p.hand_known == () for p in s.players)
    g = new_game("First Game", seed=4)
    assert all(p.deck_known == () for p in g.players)


def test_determinize_conserves_cards_and_keeps_the_info_key() -> None:
    rng = random.Random(5)
    for state in positions():
        for observer in (0, 1):
            det = dgsim.determinize(state, observer, rng)
            assert dgsim.info_key(det, observer) == dgsim.info_key(state, observer)
            assert det.supply == state.supply and det.trash == state.trash
            for p, q in zip(state.players, det.players, strict=True):
                assert Counter(p.all_cards()) == Counter(q.all_cards())
                assert (len(p.hand), len(p.deck)) == (len(q.hand), len(q.deck))
                assert (p.discard, p.in_play, p.set_aside) == (q.discard, q.in_play, q.set_aside)
            me, mine = state.players[observer], det.players[observer]
            assert me.hand == mine.hand and me.in_play == mine.in_play
            assert det.rng != state.rng


def test_determinize_varies_what_the_observer_cannot_know() -> None:
    state = new_game("First Game", seed=11).auto_step()
    pid = state.waiting_for()
    assert pid is not None
    other = 1 - pid
    rng = random.Random(0)
    hands = {tuple(sorted(names(dgsim.determinize(state, pid, rng).players[other].hand)))
             for _ in range(40)}
    decks = {tuple(names(dgsim.determinize(state, pid, rng).players[pid].deck))
             for _ in range(40)}
    assert len(hands) >= 3  # the opponent's 5 of 7 Copper + 3 Estate are redealt
    assert len(decks) >= 3  # the order of the observer's own deck is unknown


def test_determinize_is_reproducible_from_its_rng() -> None:
    state = new_game("First Game", seed=2).auto_step()
    assert dgsim.determinize(state, 0, random.Random(9)) == dgsim.determinize(
        state, 0, random.Random(9))


def test_artisan_topdeck_is_known_to_its_owner_only() -> None:
    # Artisan: "Gain a card to your hand costing up to $5. Put a card from your hand onto your deck."
    s = scenario(["Artisan"], hands={0: ["Artisan", "Estate"], 1: ["Copper"] * 5},
                 decks={0: ["Copper", "Copper", "Gold", "Gold"], 1: ["Estate"] * 5})
    s = act(s.auto_step(), 0, "play Artisan")
    s = act(s, 0, "gain Silver")
    s = act(s, 0, "topdeck Estate")
    p = s.player(0)
    assert names(p.deck) == ["Estate", "Copper", "Copper", "Gold", "Gold"]
    assert known_deck(p, 0) == ((0, p.deck[0]),) and known_deck(p, 1) == ()
    rng = random.Random(3)
    for _ in range(20):
        assert dgsim.determinize(s, 0, rng).player(0).deck[0].name == "Estate"
    tops = {dgsim.determinize(s, 1, rng).player(0).deck[0].name for _ in range(60)}
    # seat 1 cannot tell what went back; but the Silver was gained to the hand in view of all
    # and is still there, so it is never on the deck
    assert tops == {"Estate", "Copper", "Gold"}
    assert names(known_hand(s.player(0), 0, 1)) == ["Silver"]


def test_bureaucrat_silver_on_deck_is_public_and_drawn_it_stays_known() -> None:
    # Bureaucrat: "Gain a Silver onto your deck. Each other player reveals a Victory card from
    # their hand and puts it onto their deck (or reveals a hand with no Victory cards)."
    s = scenario(["Bureaucrat"], hands={0: ["Bureaucrat", "Copper"], 1: ["Copper"] * 5},
                 decks={0: ["Copper"] * 6, 1: ["Estate"] * 5})
    s = act(s.auto_step(), 0, "play Bureaucrat")
    p0 = s.player(0)
    assert p0.deck[0].name == "Silver" and p0.deck_known[0] == PUBLIC
    rng = random.Random(1)
    for _ in range(10):
        assert dgsim.determinize(s, 1, rng).player(0).deck[0].name == "Silver"
    s = act(s, 0, "end turn")  # cleanup draws the Silver into the next hand
    p0 = s.player(0)
    assert "Silver" in names(p0.hand)
    assert names(known_hand(p0, 0, 1)) == ["Silver"]
    assert dgsim.info_key(s, 1) == dgsim.info_key(dgsim.determinize(s, 1, rng), 1)
    for _ in range(10):
        assert "Silver" in names(dgsim.determinize(s, 1, rng).player(0).hand)


def test_harbinger_topdeck_from_the_public_discard_is_known_to_all() -> None:
    # Harbinger: "+1 Card +1 Action. Look through your discard pile. You may put a card from it
    # onto your deck."
    s = scenario(["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper", "Copper"]},
                 discards={0: ["Gold", "Estate"]})
    s = act(s.auto_step(), 0, "play Harbinger")
    s = act(s, 0, "topdeck Gold")
    assert s.player(0).deck[0].name == "Gold"
    assert names(tuple(c for _, c in known_deck(s.player(0), 1))) == ["Gold"]


def test_a_shuffle_forgets_the_deck_order() -> None:
    s = scenario(["Artisan"], hands={0: ["Artisan", "Estate"]}, decks={0: []},
                 discards={0: ["Copper"] * 8})
    s = act(s.auto_step(), 0, "play Artisan")
    s = act(s, 0, "gain Silver")
    s = act(s, 0, "topdeck Estate")
    assert s.player(0).deck_known != ()
    s, drawn = s.draw_cards(0, 3)  # the known Estate, then a shuffle of the discard
    assert drawn[0].name == "Estate" and s.player(0).deck_known == ()


def test_revealed_moat_is_known_until_it_moves() -> None:
    # Moat: "When another player plays an Attack card, you may first reveal this from your hand,
    # to be unaffected by it."
    s = scenario(["Militia", "Moat"], hands={0: ["Militia"], 1: ["Moat", "Copper", "Copper",
                                                                  "Estate", "Estate"]},
                 decks={1: ["Copper"] * 5})
    s = act(s.auto_step(), 0, "play Militia")
    s = act(s, 1, "reveal Moat")
    p1 = s.player(1)
    assert len(p1.hand) == 5 and names(known_hand(p1, 1, 0)) == ["Moat"]
    rng = random.Random(2)
    for _ in range(10):
        assert "Moat" in names(dgsim.determinize(s, 0, rng).player(1).hand)
    view = observation(s, 0)
    assert view.players[1].hand == ("Moat",) and view.players[1].hand_size == 5
    assert view.players[1].hidden == ("Copper",) * 7 + ("Estate", "Estate")


def test_observation_masks_hidden_cards() -> None:
    s = new_game("First Game", seed=6).auto_step()
    pid = s.current
    view = observation(s, pid)
    mine, theirs = view.players[pid], view.players[1 - pid]
    assert sorted(mine.hand) == sorted(names(s.player(pid).hand))
    assert theirs.hand == () and theirs.hand_size == 5 and theirs.deck_size == 5
    assert sorted(theirs.hidden) == ["Copper"] * 7 + ["Estate"] * 3
    assert view.choices == s.action_generator(pid).labels()
    assert observation(s, 1 - pid).choices == ()


def test_determinized_states_play_on_from_every_seat_deciding() -> None:
    # a search determinizes at the decider's decisions and plays on from there
    rng = random.Random(8)
    for n, state in enumerate(positions(n_games=4, every=5)):
        pid = state.waiting_for()
        assert pid is not None
        det = dgsim.determinize(state, pid, rng)
        assert dgsim.legal_actions(det, pid) == dgsim.legal_actions(state, pid)
        agents = [RandomAgent(n), RandomAgent(n + 1)]
        for _ in range(20):
            seat = det.waiting_for()
            if seat is None:
                break
            view: GameState = det
            det = det.action_step(seat, agents[seat].act(view, view.action_generator(seat)))
            det = det.auto_step()


def test_what_a_third_seat_knows_of_a_hand_survives_determinization() -> None:
    # 3 players: seat 2 knows the Gold in seat 1's hand (as if it had put it there); seat 0 does not
    s = scenario(["Smithy"], hands={0: ["Copper"] * 5, 1: ["Estate"] * 2 + ["Copper"] * 2,
                                    2: ["Silver"] * 5},
                 decks={1: ["Silver", "Duchy", "Copper"]}, players=3)
    gold = dgsim.dominion.card_named("Gold")
    s = s.add_to(1, "hand", (gold,), seen_by=0b100)
    assert known_hand(s.player(1), 1, 2) == (gold,) and known_hand(s.player(1), 1, 0) == ()
    rng = random.Random(3)
    seen = set()
    for _ in range(30):
        det = dgsim.determinize(s, 0, rng)
        assert dgsim.info_key(det, 0) == dgsim.info_key(s, 0)
        p = det.player(1)
        assert len(p.hand_known) == 1
        card, mask = p.hand_known[0]
        assert mask == 0b100 and card in p.hand
        assert known_hand(p, 1, 2) == (card,)  # seat 2 still knows one card of that hand
        seen.add(card.name)
    assert len(seen) > 1  # which card that is, seat 0 cannot know
    # seat 2's own determinizations keep the Gold where it is, known
    det = dgsim.determinize(s, 2, rng)
    assert gold in det.player(1).hand and det.player(1).hand_known == ((gold, 0b100),)
    assert dgsim.info_key(det, 2) == dgsim.info_key(s, 2)
