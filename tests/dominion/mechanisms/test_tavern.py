"""Reserve cards and Travellers (Adventures; `dgsim.dominion.tavern`): a Reserve played goes to
its owner's Tavern mat and stays there; at the moment its text names it may be called (``call
<Card>`` or ``no``), into play; a Traveller discarded from play may be exchanged (``exchange
<Card>`` or ``no``): "exchanging is not gaining" (Adventures rulebook, Travellers)."""

from __future__ import annotations

import pickle
from typing import Final

from dgsim.dominion import scenario
from dgsim.dominion.card import Card, CardType, register
from dgsim.dominion.event import Event, EventKind
from dgsim.dominion.observation import observation
from dgsim.dominion.state import DominionState
from dgsim.dominion.tavern import TAVERN, PutOnTavern, call_reaction, exchange_reaction
from tests.dominion.helpers import act, choices


def _two_dollars(state: DominionState, owner: int, event: Event) -> DominionState:
    return state.add_coins(owner, 2)


def _two_actions(state: DominionState, owner: int, event: Event) -> DominionState:
    p = state.players[owner]
    return state.with_player(owner, p.with_counters(actions=p.actions + 2))


def _an_action(state: DominionState, owner: int, event: Event) -> bool:
    return event.card is not None and event.card.is_action


RESERVE: Final = register(Card(
    name="Test Reserve", cost=2, types=frozenset({CardType.ACTION, CardType.RESERVE}),
    expansion="Test", cards=1, on_play=PutOnTavern("Test Reserve"),
    text="+1 Card. Put this on your Tavern mat. At the start of your turn, you may call this, "
         "for +$2. Directly after resolving an Action, you may call this, for +2 Actions.",
    reactions=(call_reaction("Test Reserve", EventKind.TURN_START, _two_dollars),
               call_reaction("Test Reserve", EventKind.PLAY, _two_actions, when=_an_action))))[0]
UPGRADE: Final = register(Card(name="Test Upgrade", cost=4, types=frozenset({CardType.ACTION}),
                               expansion="Test", text="+$2.", coins=2, not_kingdom=True))[0]
TRAVELLER: Final = register(Card(
    name="Test Traveller", cost=2, types=frozenset({CardType.ACTION, CardType.TRAVELLER}),
    expansion="Test", coins=1, non_supply=(UPGRADE,) * 2,
    text="+$1. When you discard this from play, you may exchange it for a Test Upgrade.",
    reactions=(exchange_reaction("Test Traveller", "Test Upgrade"),)))[0]
KINGDOM = ["Village", "Smithy", "Test Reserve", "Test Traveller"]


def test_a_reserve_played_goes_to_the_tavern_mat_and_stays() -> None:
    s = scenario(KINGDOM, hands={0: ["Test Reserve"]}, decks={0: ["Copper"] * 8})
    s = act(s, "play Test Reserve")
    p = s.player(0)
    assert p.in_play == () and [c.name for c in p.mats[TAVERN]] == ["Test Reserve"]
    assert [c.name for c in p.hand] == ["Copper"]
    assert observation(s, 1).players[0].mats == ((TAVERN, ("Test Reserve",)),)  # public
    s = act(s, "play all treasures")
    s = act(s, "end turn")
    assert [c.name for c in s.player(0).mats[TAVERN]] == ["Test Reserve"]  # kept after Clean-up


def test_calling_at_the_start_of_the_turn_moves_it_into_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"], 1: ["Copper"]}, decks={0: ["Copper"] * 5},
                 current=1)
    p0 = s.player(0)
    s = s.with_player(0, p0.with_more(p0.more.with_mat(TAVERN, (RESERVE,))))
    s = act(s, "play all treasures")
    s = act(s, "end turn")  # seat 0's turn starts
    assert choices(s) == ("call Test Reserve", "no")
    copy = pickle.loads(pickle.dumps(s))
    assert choices(copy) == choices(s)
    s = act(s, "call Test Reserve")
    p = s.player(0)
    assert p.mats.get(TAVERN, ()) == () and [c.name for c in p.in_play] == ["Test Reserve"]
    assert p.coins == 2


def test_not_calling_leaves_it_on_the_mat() -> None:
    s = scenario(KINGDOM, hands={0: ["Estate"], 1: ["Copper"]}, decks={0: ["Copper"] * 5},
                 current=1)
    p0 = s.player(0)
    s = s.with_player(0, p0.with_more(p0.more.with_mat(TAVERN, (RESERVE,))))
    s = act(s, "play all treasures")
    s = act(s, "end turn")
    s = act(s, "no")
    assert [c.name for c in s.player(0).mats[TAVERN]] == ["Test Reserve"]
    assert s.player(0).coins == 0


def test_called_directly_after_an_action_resolves() -> None:
    s = scenario(KINGDOM, hands={0: ["Smithy", "Village"]}, decks={0: ["Copper"] * 8})
    p0 = s.player(0)
    s = s.with_player(0, p0.with_more(p0.more.with_mat(TAVERN, (RESERVE, RESERVE))))
    s = act(s, "play Smithy")  # resolved: three cards drawn, then the call is offered
    assert len(s.player(0).hand) == 4
    assert choices(s) == ("call Test Reserve", "no")
    s = act(s, "call Test Reserve")
    assert choices(s) == ("call Test Reserve", "no")  # the second copy, for the same Action
    s = act(s, "call Test Reserve")
    assert s.player(0).actions == 4 and s.player(0).mats.get(TAVERN, ()) == ()


def test_a_traveller_may_be_exchanged_as_it_is_discarded_from_play() -> None:
    s = scenario(KINGDOM, hands={0: ["Test Traveller"]}, decks={0: ["Copper"] * 5})
    traveller_pile = s.supply_count("Test Traveller")
    s = act(s, "play Test Traveller")
    s = act(s, "end turn")
    assert choices(s) == ("exchange Test Upgrade", "no")
    s = act(s, "exchange Test Upgrade")
    p = s.player(0)
    assert [c.name for c in p.discard] == ["Test Upgrade"]
    assert s.supply_count("Test Traveller") == traveller_pile + 1
    assert s.supply_count("Test Upgrade") == 1


def test_a_traveller_not_exchanged_is_discarded() -> None:
    s = scenario(KINGDOM, hands={0: ["Test Traveller"]}, decks={0: ["Copper"] * 5})
    s = act(s, "play Test Traveller")
    s = act(s, "end turn")
    s = act(s, "no")
    assert [c.name for c in s.player(0).discard] == ["Test Traveller"]
    assert s.supply_count("Test Upgrade") == 2


def test_scenario_puts_cards_on_a_seats_mats() -> None:
    """``scenario(..., mats={0: {"Tavern": [...]}})`` (DESIGN.md, "Later sets and landscapes"):
    the cards are on the mat, their reactions are in the game, and a saved game keeps them."""
    from dgsim.core.history import History
    from dgsim.dominion.card import card_named

    s = scenario(["Ratcatcher", "Village"], hands={0: ["Copper"]}, decks={0: ["Estate"] * 5},
                 mats={0: {"Tavern": ["Ratcatcher", "Ratcatcher"]}, 1: {"Island": ["Estate"]}})
    assert s.player(0).mats == {"Tavern": (card_named("Ratcatcher"),) * 2}
    assert s.player(1).mats == {"Island": (card_named("Estate"),)}
    loaded = History.from_json(History.start(s).to_json()).initial
    assert isinstance(loaded, DominionState)
    assert loaded.auto_step() == s.auto_step() and loaded.player(0).mats == s.player(0).mats


def test_scenario_refuses_an_unknown_mat_or_seat() -> None:
    import pytest

    with pytest.raises(ValueError, match=r"unknown mat 'Taverne'.*Tavern"):
        scenario(["Village"], hands={0: []}, mats={0: {"Taverne": ["Copper"]}})
    with pytest.raises(ValueError, match="seat 4 outside"):
        scenario(["Village"], hands={0: []}, mats={4: {"Tavern": ["Copper"]}})
    with pytest.raises(KeyError):
        scenario(["Village"], hands={0: []}, mats={0: {"Tavern": ["Copperr"]}})


def test_saved_scenarios_validate_their_mats() -> None:
    import pytest

    from dgsim.core.registry import SavedGameError, game_spec, validate_params

    spec = game_spec("dominion-scenario")
    good = validate_params("dominion-scenario", spec.params,
                           {"kingdom": ["Village"], "hands": {}, "mats": {"0": {"Tavern": ["Copper"]}}},
                           spec.is_name)
    assert good["mats"] == {0: {"Tavern": ["Copper"]}}
    bads: list[object] = [{"0": {"Tavern": ["Nope"]}}, {"x": {"Tavern": []}}, {"0": ["Tavern"]},
                          [1], {"0": {"Tavern": "Copper"}}, {"0": {3: ["Copper"]}}]
    for bad in bads:
        with pytest.raises(SavedGameError):
            validate_params("dominion-scenario", spec.params,
                            {"kingdom": ["Village"], "hands": {}, "mats": bad}, spec.is_name)
