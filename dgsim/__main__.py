"""``python -m dgsim`` runs the ``dgsim`` command."""

from __future__ import annotations

import sys

from dgsim.cli import main

sys.exit(main())
