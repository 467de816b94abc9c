"""`copier` in a module that does not postpone annotations: the stub's annotations and the
dataclass's field types are both evaluated (classes, not strings).

`copier`'s docstring: "an unknown field or a different annotation raises" -- a stub that
matches must be accepted, as it was before the engine was rewritten for mypyc.
"""

import pytest

from dgsim.core.state import copier
from tests.core.evaluated import Evaluated


def test_copier_accepts_a_matching_stub_whose_annotations_are_evaluated() -> None:
    @copier(Evaluated)
    def with_x(old: Evaluated, /, *, x: int) -> Evaluated:
        return old  # copier stub: the body is generated

    assert with_x(Evaluated(1, ("a",)), x=5) == Evaluated(5, ("a",))


def test_copier_refuses_a_different_evaluated_annotation() -> None:
    with pytest.raises(ValueError, match="copier with_x: x: "):
        @copier(Evaluated)
        def with_x(old: Evaluated, /, *, x: str) -> Evaluated:
            return old  # copier stub: the body is generated
