"""``python -m dgsim.cli``: the ``dgsim`` command (as ``python -m dgsim`` and the ``dgsim`` script)."""

from __future__ import annotations

import sys

from dgsim.cli import main

if __name__ == "__main__":  # pragma: no cover - run as a program by the tests' subprocesses
    sys.exit(main())
