"""The page receives only what the human seat may know: every payload searched for an opponent's hand."""

from __future__ import annotations

import json
import random

from dgsim.agents import make_agent
from dgsim.core import GameState, History, determinize
from dgsim.dominion import DominionState, new_game, scenario
from dgsim.web.sessions import Store
from dgsim.web.views import PRIVATE_VERBS, _masked, log_entries, seat_view
from tests.web.support import Json, choices, client

# Cards outside the kingdom, one copy each: a name in a payload can only come from where the card is.
OPPONENT_HAND = ["Witch", "Laboratory", "Chapel", "Festival", "Library"]
OPPONENT_DECK = ["Moneylender", "Bureaucrat", "Council Room", "Harbinger", "Vassal",
                 "Copper", "Copper", "Copper", "Copper", "Copper"]
UNIQUE = set(OPPONENT_HAND + OPPONENT_DECK) - {"Copper"}


def public_names(state: DominionState) -> set[str]:
    """Card names in zones every seat sees (supply, trash, discards, play areas, set aside)."""
    names = {c.name for c in state.mode.piles} | {c.name for c in state.trash_pile}
    for p in state.players:
        names |= {c.name for c in p.discard + p.in_play + p.set_aside}
    return names


def test_no_payload_shows_an_opponents_unrevealed_hand() -> None:
    store = Store()
    state = scenario(["Village", "Smithy", "Market"],
                     hands={0: ["Copper"] * 3 + ["Estate"] * 2, 1: OPPONENT_HAND},
                     decks={0: ["Copper"] * 7 + ["Estate"] * 3, 1: OPPONENT_DECK},
                     turn_limit=4)
    game = store.start(state, ["bigmoney"], [make_agent("bigmoney")], seed=1)
    c = client(store=store)
    rng = random.Random(0)
    seen_public: set[str] = set()
    checked = 0
    payload: Json = c.get(f"/api/games/{game.id}").json()
    texts = [json.dumps(payload)]
    while True:
        truth = game.history.current
        for earlier in game.history.states[:game.history.position + 1]:
            seen_public |= public_names(earlier)
        hidden = {c.name for c in truth.players[1].hand} & UNIQUE - seen_public
        text = json.dumps(payload)
        for name in hidden:
            assert name not in text, f"{name} in a payload while hidden in the opponent's hand"
        checked += len(hidden)
        if payload["game_over"]:
            break
        bad = c.post(f"/api/games/{game.id}/pick", json={"label": "buy Nothing"})  # error payloads too
        texts.append(bad.text)
        for name in hidden:
            assert name not in bad.text
        label = rng.choice(choices(payload))
        payload = c.post(f"/api/games/{game.id}/pick", json={"label": label}).json()
        texts.append(json.dumps(payload))
    assert checked >= 10  # both the first hand and the one drawn after were hidden for a while
    assert any("Witch" in t for t in texts)  # and show up once public (discarded at cleanup)


def test_a_seat_view_is_the_same_for_every_state_the_seat_cannot_tell_apart() -> None:
    state = new_game("First Game", 3, seed=5).auto_step()
    bots = [make_agent("bigmoney"), make_agent("random"), make_agent("smithy-bm")]
    names = ("a", "b", "c")
    history: History[DominionState] = History.start(state)
    while not history.latest.game_end():
        now = history.latest
        seat = now.waiting_for()
        assert seat is not None
        for viewer in range(3):
            view = seat_view(now, viewer, names)
            for k in range(2):
                other = determinize(now, viewer, random.Random(k))
                assert seat_view(other, viewer, names) == view
        game: GameState = now
        history = history.record(seat, bots[seat].act(game, game.action_generator(seat)))


def test_another_seats_private_picks_are_logged_by_verb_only() -> None:
    state = scenario(["Artisan"], hands={0: ["Estate"] * 4, 1: ["Artisan", "Gold", "Copper"]},
                     current=1)
    history: History[DominionState] = History.start(state)
    gen = history.latest.action_generator(1).choose("play Artisan")
    history = history.record(1, gen.generate_action())
    now = history.latest
    gen = now.action_generator(1)
    gen = gen.choose(next(label for label in gen.labels() if label.startswith("gain")))
    history = history.record(1, gen.generate_action())
    gen = history.latest.action_generator(1).choose("topdeck Gold")
    history = history.record(1, gen.generate_action())
    names = ("you", "bot")
    mine = log_entries(history, names, 1)
    theirs = log_entries(history, names, 0)
    assert mine[-1]["labels"] == ["topdeck Gold"] and theirs[-1]["labels"] == ["topdeck a card"]
    assert theirs[0]["labels"] == ["play Artisan"] and str(theirs[1]["labels"]).startswith("['gain ")
    assert log_entries(history, names, None)[-1]["labels"] == ["topdeck Gold"]
    assert log_entries(history, names, 0, last=1) == theirs[-1:]
    assert "topdeck" in PRIVATE_VERBS and "discard" not in PRIVATE_VERBS
    assert _masked("set aside Library") == "set aside a card" and _masked("keep Smithy") == "keep a card"
    assert _masked("play all treasures") == "play all treasures" and _masked("done") == "done"
