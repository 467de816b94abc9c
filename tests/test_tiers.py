"""The test tiers (tests/conftest.py): every test the ``long`` tier names exists, so that a
renamed test cannot leave ``make test`` silently (it would then run in both tiers, or in none
if it were dropped)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.conftest import KEPT_VARIANTS, LONG_TESTS

ROOT = Path(__file__).resolve().parent.parent


def _defines(nodeid: str) -> bool:
    path, _, name = nodeid.split("[", 1)[0].partition("::")
    source = (ROOT / path).read_text(encoding="utf-8") if (ROOT / path).is_file() else ""
    return re.search(rf"^def {re.escape(name)}\(", source, re.MULTILINE) is not None


def test_every_long_test_is_a_test() -> None:
    missing = [n for n in (*LONG_TESTS, *KEPT_VARIANTS) if not _defines(n)]
    assert missing == []


def test_kept_variants_keep_some() -> None:
    assert all(k >= 1 for k in KEPT_VARIANTS.values())
