"""The agents' commands: ``simulate``, ``play``, ``replay``."""

from __future__ import annotations

import argparse

__all__ = ["register"]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the agents' subcommands to the ``dgsim`` parser."""
