"""Action generators: choices, labels, wrong picks, canonical multi-picks, leaf counts."""

from __future__ import annotations

import pytest

from dgsim import InvalidActionError, count_leaves, legal_actions
from dgsim.core import ActionGenerator, Choice, PlayerAction
from dgsim.core.pick import multiset_choices
from tests.core.toygame import DiscardThree, ToyState, new_toy


def discard_state(hand: tuple[str, ...]) -> ToyState:
    state = new_toy(hands=(hand, ("A",)))
    return state.ask(DiscardThree(0))


def test_three_of_aaabbc_has_six_leaves() -> None:
    gen = discard_state(("A", "A", "A", "B", "B", "C")).action_generator(0)
    assert count_leaves(gen) == 6
    actions = legal_actions(gen.state, 0)
    assert sorted(a.labels for a in actions) == sorted(
        tuple(f"discard {x}" for x in combo)
        for combo in ("AAA", "AAB", "AAC", "ABB", "ABC", "BBC")
    )


def test_wrong_choice_raises_and_leaves_generator_unchanged() -> None:
    gen = discard_state(("A", "A", "A", "B", "B", "C")).action_generator(0)
    gen2 = gen.choose("discard B")
    before = (gen2.picks, gen2.choices())
    with pytest.raises(InvalidActionError, match="not a choice here"):
        gen2.choose("discard A")  # canonical order: after B only B or C
    with pytest.raises(InvalidActionError):
        gen2.choose(Choice("discard", "Z"))
    assert (gen2.picks, gen2.choices()) == before
    assert gen.picks == ()


def test_choose_by_label_or_choice_is_equivalent() -> None:
    gen = discard_state(("A", "A", "A", "B", "B", "C")).action_generator(0)
    assert gen.choose("discard A") == gen.choose(Choice("discard", "A"))


def test_generate_action_needs_a_complete_action() -> None:
    gen = discard_state(("A", "A", "A", "B", "B", "C")).action_generator(0)
    assert not gen.filled()
    with pytest.raises(InvalidActionError, match="not complete"):
        gen.generate_action()
    done = gen.choose("discard A").choose("discard B").choose("discard C")
    assert done.filled() and done.choices() == ()
    assert done.generate_action() == PlayerAction.from_labels(["discard A", "discard B", "discard C"])


def test_labels_round_trip() -> None:
    gen = discard_state(("A", "B", "B", "C")).action_generator(0)
    for choice in gen.choices():
        assert gen.choose(choice.label).picks[-1] == choice
        assert PlayerAction.from_labels([choice.label]).picks[0] == choice
    assert repr(Choice("play", "Village")) == "Choice('play', 'Village')"
    assert repr(Choice("done")) == "Choice('done')"
    assert str(PlayerAction.from_labels(["set aside Smithy", "no"])) == "set aside Smithy; no"
    assert PlayerAction.from_labels(["set aside Smithy"]).picks[0] == Choice("set aside", "Smithy")
    assert gen.labels() == ("discard A", "discard B")  # C cannot start 3 picks in order


def test_multiset_choices_up_to_offers_done() -> None:
    pool = ["A", "A", "B"]
    assert [c.label for c in multiset_choices("trash", pool, (), 0, 2)] == [
        "trash A", "trash B", "done"]
    # nothing can follow B in canonical order: the pick is complete without a "done"
    assert multiset_choices("trash", pool, (Choice("trash", "B"),), 0, 2) == ()
    after_a = multiset_choices("trash", pool, (Choice("trash", "A"),), 0, 2)
    assert [c.label for c in after_a] == ["trash A", "trash B", "done"]
    assert multiset_choices("trash", pool, (Choice("done"),), 0, 2) == ()
    assert multiset_choices("trash", [], (), 0, 4) == ()  # nothing to pick: complete


def test_multiset_choices_exact_count_never_dead_ends() -> None:
    # exactly 2 of A B C: after nothing, C cannot start a pair (nothing after it)
    assert [c.label for c in multiset_choices("x", ["A", "B", "C"], (), 2, 2)] == ["x A", "x B"]
    # least is lowered to the pool size
    assert [c.label for c in multiset_choices("x", ["A"], (), 3, 3)] == ["x A"]


def test_leaf_count_equals_distinct_multisets() -> None:
    # 3 of 6 with duplicates A A B B C C: multisets of size 3 with each count <= 2 -> 7
    gen = discard_state(("A", "A", "B", "B", "C", "C")).action_generator(0)
    assert count_leaves(gen) == 7


def test_generator_for_wrong_player_raises() -> None:
    state = discard_state(("A", "A", "A", "B", "B", "C"))
    with pytest.raises(InvalidActionError, match="no decision"):
        state.action_generator(1)
    assert legal_actions(state, 1) == ()
    assert isinstance(state.action_generator(0), ActionGenerator)
    assert state.action_generator(0).player == 0


def test_actions_pickle_by_content_only() -> None:
    import pickle

    gen = discard_state(("A", "A", "A", "B", "B", "C")).action_generator(0)
    action = gen.choose("discard A").choose("discard A").choose("discard A").generate_action()
    data = pickle.dumps(action)
    assert len(data) < 200  # not the generator, not the state
    again = pickle.loads(data)
    assert again == action and again.origin is None
    # an action without its origin is still accepted, after full validation
    assert gen.state.action_step(0, again) == gen.state.action_step(0, action)


# -- a plain class with read-only fields (compiled by mypyc in the compiled build) ---------


@pytest.mark.parametrize("field", ["state", "decision", "picks", "checked"])
def test_a_generators_fields_are_read_only(field: str) -> None:
    gen = discard_state(("A", "A", "B", "C")).action_generator(0).choose("discard A")
    before = (gen.state, gen.decision, gen.picks, gen.checked)
    with pytest.raises(AttributeError):
        setattr(gen, field, None)
    with pytest.raises(AttributeError):
        delattr(gen, field)
    assert (gen.state, gen.decision, gen.picks, gen.checked) == before
    assert gen.checked is True and gen.picks == (Choice("discard", "A"),)


def test_generators_are_equal_and_hash_alike_by_state_decision_and_picks() -> None:
    state = discard_state(("A", "A", "B", "C", "C"))
    pending = state.pending
    assert pending is not None
    gen = state.action_generator(0)
    built = ActionGenerator(state, pending)
    assert gen == built and hash(gen) == hash(built) and {gen: 1}[built] == 1
    assert not built.checked and gen.checked  # trust is not part of the value
    assert gen.choose("discard A") == ActionGenerator(state, pending, (Choice("discard", "A"),))
    assert gen.choose("discard A") != gen.choose("discard B") and gen != gen.choose("discard A")
    assert gen != discard_state(("A", "A", "B", "B", "C")).action_generator(0)
    assert gen != (state, pending, ())  # not a generator: not equal
    assert repr(built) == (f"ActionGenerator(state={state!r}, decision={pending!r}, picks=())")


def test_a_generator_pickles_by_value() -> None:
    import pickle

    gen = discard_state(("A", "A", "B", "C")).action_generator(0).choose("discard A")
    again = pickle.loads(pickle.dumps(gen))
    assert type(again) is ActionGenerator and again == gen and again.picks == gen.picks
    assert not again.checked  # trust is for the same process and the very same state
    assert again.labels() == gen.labels() == ("discard A", "discard B")
