"""The external-agent commands: ``serve`` and ``agent``."""

from __future__ import annotations

import argparse

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the protocol subcommands to the ``dgsim`` parser."""
