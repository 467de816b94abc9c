"""The ``dgsim`` command: subcommands from each area (cards here; agents; protocol)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dgsim.agents import command as agents_command
from dgsim.dominion.cards import ALL_CARDS
from dgsim.protocol import command as protocol_command
from dgsim.web import command as web_command

__all__ = ["build_parser", "main"]


def _cards(args: argparse.Namespace) -> int:
    cards = ALL_CARDS
    if args.name:
        wanted = {n.lower() for n in args.name}
        cards = tuple(c for c in cards if c.name.lower() in wanted)
        if not cards:
            print(f"dgsim cards: no card named {', '.join(args.name)}", file=sys.stderr)
            return 2
    width = max(len(c.name) for c in cards)
    for card in sorted(cards, key=lambda c: (c.edition != 2, c.cost, c.name)):
        edition = "" if card.edition == 2 else " (1st edition)"
        print(f"{card.name:<{width}}  ${card.cost}  {card.type_line}{edition}")
        print(f"{'':<{width}}  {card.text}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``dgsim`` command."""
    parser = argparse.ArgumentParser(
        prog="dgsim", description="Immutable game simulator: a rules-faithful Dominion.")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    cards = sub.add_parser("cards", help="list every card with cost, types and text")
    cards.add_argument("name", nargs="*", help="only these cards")
    cards.set_defaults(func=_cards)
    agents_command.register(sub)
    protocol_command.register(sub)
    web_command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``dgsim`` command; returns the exit status."""
    args = build_parser().parse_args(argv)
    status: int = args.func(args)
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
