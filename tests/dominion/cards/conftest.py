"""Make the repository root importable, so card tests can import ``tests.dominion.helpers``.

``python -m pytest`` (the Makefile) puts the working directory on ``sys.path``;
a bare ``pytest`` does not, so this adds the root once.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parents[3])
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
