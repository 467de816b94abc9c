"""The ``dgsim web`` command: serve the browser interface on a local address."""

from __future__ import annotations

import argparse
import errno
import socket
import sys
from pathlib import Path

from dgsim.agents.plugin import add_load_option
from dgsim.core.build import build_name

__all__ = ["cmd_web", "register"]


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``web`` to the ``dgsim`` parser."""
    web = sub.add_parser(
        "web", help="play and replay games in the browser (needs dgsim[web])",
        description="Serve the browser interface: play against bots, replay saved games. "
                    "Bound to 127.0.0.1 unless --host says otherwise.")
    web.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    web.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    web.add_argument("--games", metavar="DIR", default=".",
                     help="folder whose saved games (*.json, two levels deep) Replay lists "
                          "(default: the current folder)")
    add_load_option(web)
    web.set_defaults(func=cmd_web)


def _fail(message: str) -> int:
    print(f"dgsim web: {message}", file=sys.stderr)
    return 2


def _port_free(host: str, port: int) -> str | None:
    """None when ``host:port`` can be bound now, else why not."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except socket.gaierror as exc:
        return f"cannot resolve host {host!r}: {exc.strerror}"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return f"port {port} on {host} is in use; choose another with --port"
            return f"cannot listen on {host}:{port}: {exc.strerror}"
    return None


def cmd_web(args: argparse.Namespace) -> int:
    """``dgsim web``: print the address and serve until interrupted."""
    if not 0 < args.port < 65536:
        return _fail("--port must be in 1..65535")
    games = Path(args.games)
    if not games.is_dir():
        return _fail(f"--games {args.games} is not a folder")
    try:
        import uvicorn

        from dgsim.web.app import create_app
    except ImportError:
        return _fail("needs the web extra: pip install 'dgsim[web]'")
    problem = _port_free(args.host, args.port)
    if problem is not None:
        return _fail(problem)
    host = f"[{args.host}]" if ":" in args.host else args.host
    if args.host not in ("127.0.0.1", "localhost", "::1"):
        print(f"dgsim web: warning: listening on {args.host}, not only this machine; the server has "
              "no login: anyone who reaches it can use it", file=sys.stderr)
    print(f"dgsim web ({build_name()} build): serving on http://{host}:{args.port}/ (saved games "
          f"from {games.resolve()}); Ctrl-C stops", flush=True)
    uvicorn.run(create_app(games), host=args.host, port=args.port, log_level="warning")
    return 0
