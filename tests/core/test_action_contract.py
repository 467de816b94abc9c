"""The contract of choices, actions and action generators (DESIGN.md, "Action generators").

Labels and how `PlayerAction.from_labels` splits them, the one-line errors of a wrong pick,
the optional ``allows`` test of a decision (answers without enumerating the choices), and
actions that carry a forged or foreign origin: they are judged on their content.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

import pytest

from dgsim import InvalidActionError
from dgsim.core import ActionGenerator, Choice, PlayerAction
from tests.core.toygame import Answer, DiscardThree, ToyState, new_toy


def discard_state(hand: tuple[str, ...]) -> ToyState:
    """Seat 0 must discard exactly 3 of ``hand``."""
    return new_toy(hands=(hand, ("A",))).ask(DiscardThree(0))


# -- labels --------------------------------------------------------------------------------


@pytest.mark.parametrize(("label", "verb", "arg"), [
    ("done", "done", None),
    ("end turn", "end turn", None),
    ("end actions", "end actions", None),
    ("play all treasures", "play all treasures", None),
    ("buy Gold", "buy", "Gold"),
    ("gain Great Hall", "gain", "Great Hall"),
    ("set aside Smithy", "set aside", "Smithy"),
    ("set aside Great Hall", "set aside", "Great Hall"),
    ("set Gold", "set", "Gold"),
    ("put aside Gold", "put aside", "Gold"),
    ("+1 Card", "+1", "Card"),
    ("trash 2 cards", "trash", "2 cards"),
    ("bid 13", "bid", "13"),
    ("go left", "go left", None),
    ("name a card Gold", "name a card", "Gold"),
    ("take x2", "take", "x2"),
    ("a  b", "a", " b"),
])
def test_from_labels_takes_the_first_word_and_the_lowercase_words_after_it_as_the_verb(
        label: str, verb: str, arg: str | None) -> None:
    choice = PlayerAction.from_labels([label]).picks[0]
    assert (choice.verb, choice.arg) == (verb, arg)
    assert choice.label == label
    assert choice == Choice(label) and hash(choice) == hash(Choice(label))


def test_the_core_names_no_game_words() -> None:
    """dgsim/core knows no game: labels such as Dominion's are parsed by the generic rule."""
    import dgsim.core

    words = ("end turn", "end actions", "play all treasures", "set aside", "Province")
    for path in Path(dgsim.core.__file__).parent.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not [w for w in words if w in text], path.name


def test_choices_are_equal_and_hash_alike_by_label_however_split() -> None:
    pairs = [(Choice("set aside", "Smithy"), Choice("set", "aside Smithy")),
             (Choice("gain", "Great Hall"), Choice("gain Great Hall")),
             (Choice("done"), Choice("done", None))]
    for a, b in pairs:
        assert a == b and hash(a) == hash(b)
        assert {a: 1}[b] == 1
    assert Choice("buy", "Gold") != Choice("buy", "Silver")
    assert Choice("buy", "Gold") != "buy Gold"  # a label string is not a Choice
    assert str(Choice("buy", "Gold")) == "buy Gold"


def test_an_action_shows_and_lists_its_labels_in_order() -> None:
    action = PlayerAction.from_labels(["discard A", "discard B", "done"])
    assert action.labels == ("discard A", "discard B", "done")
    assert str(action) == "discard A; discard B; done"
    single = PlayerAction.from_labels(("end turn",))
    assert single.labels == ("end turn",) and str(single) == "end turn"
    assert PlayerAction.from_labels([]).labels == ()


# -- wrong picks ---------------------------------------------------------------------------


def test_a_wrong_label_names_itself_and_the_choices_offered() -> None:
    gen = discard_state(("A", "A", "B", "B", "C")).action_generator(0)
    with pytest.raises(InvalidActionError) as caught:
        gen.choose("discard Z")
    assert str(caught.value) == ("'discard Z' is not a choice here; choices: 'discard A', "
                                 "'discard B'")
    with pytest.raises(InvalidActionError) as caught:
        gen.choose(Choice("discard", "Z"))
    assert str(caught.value).startswith("'discard Z' is not a choice here; choices: 'discard A', ")


def test_a_pick_after_a_complete_action_says_the_action_is_complete() -> None:
    gen = discard_state(("A", "B", "C", "C")).action_generator(0)
    done = gen.choose("discard A").choose("discard B").choose("discard C")
    with pytest.raises(InvalidActionError) as caught:
        done.choose("discard C")
    assert str(caught.value) == ("'discard C' is not a choice here; choices: none (the action is "
                                 "complete)")


def test_a_fresh_child_generator_rejects_an_illegal_choice_object() -> None:
    gen = discard_state(("A", "A", "B", "B", "C")).action_generator(0)
    child = gen.choose("discard B")  # its choices are not computed yet
    with pytest.raises(InvalidActionError, match="not a choice here"):
        child.choose(Choice("discard", "A"))  # canonical order: nothing before B after a B
    with pytest.raises(InvalidActionError, match="not a choice here"):
        ActionGenerator.from_pending(gen.state, DiscardThree(0)).choose(Choice("discard", "Z"))
    assert child.choose(Choice("discard", "B")).picks == (Choice("discard", "B"),
                                                          Choice("discard", "B"))


def test_an_incomplete_action_lists_the_next_choices() -> None:
    gen = discard_state(("A", "A", "B", "B", "C")).action_generator(0)
    with pytest.raises(InvalidActionError) as caught:
        gen.choose("discard A").generate_action()
    assert str(caught.value) == "the action is not complete; next choices: discard A, discard B"


# -- a decision that can tell directly: `allows` -------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeOne:
    """Seat ``player`` takes one token of its hand; ``allows`` answers without the choices.

    ``enumerated`` counts the calls of ``choices`` (not part of the value).
    """

    player: int
    enumerated: list[int] = field(default_factory=list, compare=False, hash=False)

    def execute(self, state: ToyState) -> ToyState:
        return state.ask(self)

    def choices(self, state: ToyState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        self.enumerated.append(len(picks))
        if picks:
            return ()
        return tuple(Choice("take", t) for t in sorted(set(state.hands[self.player])))

    def allows(self, state: ToyState, picks: tuple[Choice, ...], choice: Choice) -> bool:
        return (not picks and choice.verb == "take" and choice.arg is not None
                and choice.arg in state.hands[self.player])

    def resolve(self, state: ToyState, picks: tuple[Choice, ...]) -> ToyState:
        hand = list(state.hands[self.player])
        hand.remove(picks[0].arg or "")
        hands = list(state.hands)
        hands[self.player] = tuple(hand)
        return replace(state, hands=tuple(hands))


def take_state() -> tuple[ToyState, TakeOne]:
    decision = TakeOne(0)
    return new_toy(hands=(("A", "B", "B", "C"), ("A",))).ask(decision), decision


def test_allows_answers_from_the_decisions_own_test_without_enumerating() -> None:
    state, decision = take_state()
    gen = ActionGenerator.from_pending(state, decision)
    before = len(decision.enumerated)
    assert gen.allows(Choice("take", "B")) is True
    assert gen.allows(Choice("take", "Z")) is False
    assert gen.allows(Choice("discard", "A")) is False
    assert len(decision.enumerated) == before  # never built the choices
    child = gen.choose(Choice("take", "B"))  # the probed choice: no enumeration either
    assert len(decision.enumerated) == before
    assert child.picks == (Choice("take", "B"),) and child.picks[0].label == "take B"
    assert child.allows(Choice("take", "A")) is False  # the action is complete: nothing more
    with pytest.raises(InvalidActionError, match="none \\(the action is complete\\)"):
        gen.choose(Choice("take", "A")).choose(Choice("take", "C"))
    assert child.filled()
    after = state.action_step(0, child.generate_action())
    assert after.hands[0] == ("A", "B", "C") and after.pending is None


def test_choose_a_choice_object_uses_the_decisions_test_without_enumerating() -> None:
    state, decision = take_state()
    gen = ActionGenerator.from_pending(state, decision)
    before = len(decision.enumerated)
    child = gen.choose(Choice("take", "C"))
    assert child.picks == (Choice("take", "C"),)
    assert child.picks[0].arg == "C"
    assert len(decision.enumerated) == before
    with pytest.raises(InvalidActionError, match="'take Z' is not a choice here"):
        gen.choose(Choice("take", "Z"))  # refused: the decision's test says no


def test_allows_agrees_with_the_choices_once_they_are_known() -> None:
    state, decision = take_state()
    gen = ActionGenerator.from_pending(state, decision)
    assert gen.choices() == (Choice("take", "A"), Choice("take", "B"), Choice("take", "C"))
    assert gen.allows(Choice("take", "A")) and not gen.allows(Choice("take", "Z"))
    assert gen.choose("take A").picks == (Choice("take", "A"),)


def test_allows_without_a_decision_test_falls_back_to_the_choices() -> None:
    gen = discard_state(("A", "A", "B", "B", "C")).action_generator(0)
    assert gen.allows(Choice("discard", "A")) is True
    assert gen.allows(Choice("discard", "C")) is False  # C cannot start three picks in order
    child = gen.choose("discard B")
    assert child.allows(Choice("discard", "B")) is True
    assert child.allows(Choice("discard", "C")) is False  # nothing would be left to follow it
    assert child.allows(Choice("discard", "A")) is False


# -- generators built by subclasses and by hand --------------------------------------------


class NamedGenerator(ActionGenerator[ToyState]):
    """A generator subclass, as a bot might define one (a plain class: its base is not a dataclass)."""

    __slots__ = ()

    def describe(self) -> str:
        return ", ".join(self.labels())


def test_from_pending_of_a_subclass_builds_that_subclass_at_the_root() -> None:
    state = discard_state(("A", "A", "B", "B", "C"))
    pending = state.pending
    assert pending is not None
    gen = NamedGenerator.from_pending(state, pending)
    assert type(gen) is NamedGenerator
    assert gen.state is state and gen.decision is pending and gen.picks == ()
    assert gen.describe() == "discard A, discard B"
    given = NamedGenerator.from_pending(state, pending, pending.choices(state, ()))
    assert type(given) is NamedGenerator and given.labels() == ("discard A", "discard B")
    action = gen.choose("discard A").choose("discard B").choose("discard C").generate_action()
    assert state.action_step(0, action).scores == (6, 0)


# -- actions are judged on their content ---------------------------------------------------


def test_an_action_built_for_the_same_decision_on_another_state_is_checked_there() -> None:
    decision = DiscardThree(0)
    rich = new_toy(hands=(("A", "A", "A", "B"), ("A",))).ask(decision)
    poor = new_toy(hands=(("B", "B", "C", "C"), ("A",))).ask(decision)
    assert rich.pending is decision and poor.pending is decision
    gen = rich.action_generator(0)
    action = gen.choose("discard A").choose("discard A").choose("discard A").generate_action()
    with pytest.raises(InvalidActionError, match="'discard A' is not a legal pick here"):
        poor.action_step(0, action)
    assert rich.action_step(0, action).scores == (3, 0)


def test_an_action_from_another_decisions_generator_is_checked_against_the_pending_one() -> None:
    state = discard_state(("A", "A", "B", "B", "C"))
    foreign = ActionGenerator.from_pending(state, Answer(0, 1))  # not the pending decision
    action = foreign.choose("concede").generate_action()
    with pytest.raises(InvalidActionError) as caught:
        state.action_step(0, action)
    assert str(caught.value) == ("'concede' is not a legal pick here (choices: discard A, "
                                 "discard B)")


def test_an_action_whose_picks_differ_from_its_origin_is_checked() -> None:
    state = discard_state(("A", "A", "B", "B", "C"))
    gen = state.action_generator(0).choose("discard A").choose("discard A").choose("discard B")
    assert gen.filled()
    forged = PlayerAction(PlayerAction.from_labels(["discard C", "discard C", "discard C"]).picks,
                          origin=gen)
    with pytest.raises(InvalidActionError, match="'discard C' is not a legal pick here"):
        state.action_step(0, forged)
    incomplete = state.action_generator(0).choose("discard A")
    half = PlayerAction(incomplete.picks, origin=incomplete)
    with pytest.raises(InvalidActionError) as caught:
        state.action_step(0, half)
    assert str(caught.value) == "incomplete action 'discard A'"
    assert state.action_step(0, gen.generate_action()).scores == (4, 0)


def test_an_illegal_pick_lists_the_choices_or_none() -> None:
    state = discard_state(("A", "A", "B", "B", "C"))
    with pytest.raises(InvalidActionError) as caught:
        state.action_step(0, PlayerAction.from_labels(["discard A", "discard A", "discard A"]))
    assert str(caught.value) == ("'discard A' is not a legal pick here (choices: discard B, "
                                 "discard C)")
    too_many = ["discard A", "discard A", "discard B", "discard B"]
    with pytest.raises(InvalidActionError) as caught:
        state.action_step(0, PlayerAction.from_labels(too_many))
    assert str(caught.value) == "'discard B' is not a legal pick here (choices: none)"


def test_acting_out_of_turn_names_the_seat_that_decides() -> None:
    state = discard_state(("A", "A", "B", "B", "C"))
    with pytest.raises(InvalidActionError) as caught:
        state.action_step(1, PlayerAction.from_labels(["discard A"]))
    assert str(caught.value) == "player 1 has no decision to make now (waiting for 0)"
    with pytest.raises(InvalidActionError) as caught:
        state.action_generator(1)
    assert str(caught.value) == "player 1 has no decision to make now (waiting for 0)"
    idle = new_toy()
    with pytest.raises(InvalidActionError, match=r"player 0 has no decision to make now \(waiting "
                                                 r"for None\)"):
        idle.action_step(0, PlayerAction.from_labels(["done"]))
