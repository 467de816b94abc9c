"""docs/dominion.md lists every registered kingdom card with its set (the "Cards" table), and every
expansion card with its own tests has a row in "Expansion rulings"."""

from __future__ import annotations

import os
from pathlib import Path

from dgsim.dominion.cards import SETS

DOC = Path(__file__).resolve().parent.parent / "docs" / "dominion.md"


def set_rows(text: str) -> dict[str, set[str]]:
    """The "Cards" table: set name to the card names of its row."""
    section = text.split("## Cards\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1].startswith("`cards/"):
            rows[cells[0]] = {n.strip() for n in cells[2].split(",")}
    return rows


def expected_row(name: str) -> str:
    cards = ", ".join(sorted(c.name for c in SETS[name]))
    return f"| {name} | `cards/<module>.py` | {cards} |"


def test_every_kingdom_card_is_listed_with_its_set() -> None:
    rows = set_rows(DOC.read_text(encoding="utf-8"))
    for name, cards in SETS.items():
        if not cards:
            assert name not in rows, f"{name} has no cards implemented"
            continue
        assert rows.get(name) == {c.name for c in cards}, (
            f"docs/dominion.md 'Cards': the {name} row should read\n{expected_row(name)}")
    assert set(rows) - {"Basic"} == {name for name, cards in SETS.items() if cards}


def test_every_expansion_card_with_tests_has_a_ruling_row() -> None:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Expansion rulings\n", 1)[1].split("\n## ", 1)[0]
    listed = {line.split("|")[1].strip() for line in section.splitlines()
              if line.startswith("| ") and not line.startswith("| card ")}
    tests = Path(__file__).resolve().parent / "dominion" / "cards"
    for name, cards in SETS.items():
        if name in ("Base", "Base 1E"):
            continue  # their rulings are in "Rulings" and "Rulings audit"
        for card in cards:
            key = card.name.lower().replace("'", "").replace(" ", "_")
            if os.path.exists(tests / f"test_{key}.py"):
                assert card.name in listed, f"docs/dominion.md 'Expansion rulings' lacks {card.name}"


def landscape_rows(text: str) -> dict[str, set[str]]:
    """The landscapes table (``| set | module | landscapes |``): set name to its landscapes, every
    module's row of the set together."""
    section = text.split("| set | module | landscapes |", 1)[1].split("\n\n", 1)[0]
    rows: dict[str, set[str]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1].startswith("`cards/"):
            rows.setdefault(cells[0], set()).update(n.strip() for n in cells[2].split(","))
    return rows


def test_every_landscape_is_listed_with_its_set() -> None:
    from dgsim.dominion.cards import LANDSCAPE_SETS

    rows = landscape_rows(DOC.read_text(encoding="utf-8"))
    assert rows == {name: {c.name for c in cards} for name, cards in LANDSCAPE_SETS.items()}
