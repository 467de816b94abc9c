"""The ``dgsim`` command: subcommands from each area (cards, kingdoms here; the agents' commands in
`dgsim.cli.agents` and `dgsim.cli.bench`, with their option checks in `dgsim.cli.options`; the
protocol's and the web's in their packages)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dgsim import __version__
from dgsim.agents.plugin import apply_load_option
from dgsim.cli import agents as agents_command
from dgsim.cli import bench as bench_command
from dgsim.core.build import build_name
from dgsim.core.errors import did_you_mean, error_line
from dgsim.dominion.cards import ALL_CARDS
from dgsim.protocol import command as protocol_command
from dgsim.web import command as web_command

__all__ = ["build_parser", "main"]


def _cards(args: argparse.Namespace) -> int:
    from dgsim.dominion.cards import ALL_LANDSCAPES

    cards = ALL_LANDSCAPES if args.landscapes else (*ALL_CARDS, *ALL_LANDSCAPES)
    if args.set:
        from dgsim.dominion.cards import cards_of_set
        from dgsim.dominion.landscape import landscapes_of_sets

        try:
            cards = landscapes_of_sets(args.set) if args.landscapes else tuple(
                c for name in args.set for c in cards_of_set(name))
        except KeyError as exc:
            print(f"dgsim cards: {error_line(exc)}", file=sys.stderr)
            return 2
        if not cards:
            print(f"dgsim cards: no cards of {', '.join(args.set)} are implemented yet",
                  file=sys.stderr)
            return 2
    if args.name:
        wanted = {n.lower() for n in args.name}
        cards = tuple(c for c in cards if c.name.lower() in wanted)
        if not cards:
            hint = did_you_mean(args.name[0], (c.name for c in (*ALL_CARDS, *ALL_LANDSCAPES))
                                ) if len(args.name) == 1 else ""
            print(f"dgsim cards: no card named {', '.join(args.name)}{hint}", file=sys.stderr)
            return 2
    width = max(len(c.name) for c in cards)
    for card in sorted(cards, key=lambda c: (c.edition != 2, c.cost, c.name)):
        edition = "" if card.edition == 2 else " (1st edition)"
        price = "  " if card.is_landscape and card.when_bought is None else f"${card.cost}"
        print(f"{card.name:<{width}}  {price}  {card.type_line}{edition}")
        print(f"{'':<{width}}  {card.text}")
    return 0


def _kingdoms(args: argparse.Namespace) -> int:
    from dgsim.dominion.kingdom import (
        BENCHMARK_KINGDOMS,
        RECOMMENDED,
        RECOMMENDED_BY_SET,
        recommended_landscapes,
    )

    groups = [(f"{set_name}:", {name: RECOMMENDED[name] for name in names})
              for set_name, names in RECOMMENDED_BY_SET.items()]
    groups.append(("Benchmarks (named kingdoms of the literature, no rulebook's):",
                   BENCHMARK_KINGDOMS))
    for heading, kingdoms in groups:
        print(heading)
        width = max(len(name) for name in kingdoms)
        for name, cards in kingdoms.items():
            lands = recommended_landscapes(name)
            print(f"  {name:<{width}}  {', '.join(cards)}"
                  + (f"; landscapes: {', '.join(lands)}" if lands else ""))
    print("Use one with --kingdom NAME; --kingdom random draws one (--sets, --editions choose from "
          "what).")
    return 0


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of the ``dgsim`` command."""
    parser = argparse.ArgumentParser(
        prog="dgsim", description="Immutable game simulator: a rules-faithful Dominion.")
    parser.add_argument("--version", action="version",
                        version=f"dgsim {__version__}, {build_name()} build")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    cards = sub.add_parser("cards", help="list every card with cost, types and text")
    cards.add_argument("name", nargs="*", help="only these cards")
    cards.add_argument("--set", action="append", metavar="NAME",
                       help="only the kingdom cards of this set, by its printed name ('Base', "
                            "'Base 1E', 'Intrigue', ...; repeat for several)")
    cards.add_argument("--landscapes", action="store_true",
                       help="only the landscapes (Events, Landmarks, ...; of --set if given)")
    cards.set_defaults(func=_cards)
    kingdoms = sub.add_parser("kingdoms", help="list the recommended kingdoms by set, and the "
                                               "benchmark kingdoms",
                              description="The rulebooks' recommended kingdoms, by the sets their "
                                          "cards come from, and the named benchmark kingdoms "
                                          "(MCTS Benchmark).")
    kingdoms.set_defaults(func=_kingdoms)
    agents_command.register(sub)
    bench_command.register(sub)
    protocol_command.register(sub)
    web_command.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``dgsim`` command; returns the exit status."""
    args = build_parser().parse_args(argv)
    if hasattr(args, "load"):  # a command that names agents: the user's own code first
        failed = apply_load_option(args.command, args.load)
        if failed is not None:
            return failed
    status: int = args.func(args)
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
