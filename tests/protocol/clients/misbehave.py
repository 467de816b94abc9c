"""A CS 5965 client that plays (cleans every turn) and then misbehaves on purpose.

    python misbehave.py MODE [AFTER]

It answers AFTER requests correctly (default 2), then: ``silent`` stops
answering, ``junk`` writes bytes that are no s-expression, ``eof`` exits,
``crash`` exits with status 3, ``illegal`` buys a Province with no money,
``noread`` stops reading its stdin, ``flood`` floods stderr while playing on,
``huge`` writes an endless atom on stdout, ``extra`` sends two replies, and
``record FILE`` plays correctly and logs every line it receives.
"""

from __future__ import annotations

import os
import sys
import time

from dgsim.protocol.sexpr import Datum, SexprReader, write


def _hand(state: Datum) -> list[str]:
    if isinstance(state, tuple):
        for item in state:
            if isinstance(item, tuple) and item and item[0] == "hand":
                return [str(c) for c in item[1:]]
    return []


def _answer(message: Datum) -> str | None:
    if not isinstance(message, tuple) or not message:
        return None
    if message[0] == "move":
        hand = _hand(message[1])
        return write(("clean", *hand[:1]))
    if message[0] == "attacked":
        hand = _hand(message[3])
        return write(("discard", *hand[: max(0, len(hand) - 3)]))
    return None


def main(argv: list[str]) -> int:
    mode = argv[1]
    after = int(argv[2]) if len(argv) > 2 and mode != "record" else 2
    log = open(argv[2], "a", encoding="utf-8") if mode == "record" else None  # noqa: SIM115
    reader = SexprReader(max_bytes=1 << 20)
    answered = 0
    out = sys.stdout
    while True:
        chunk = os.read(0, 65536)
        if not chunk:
            return 0
        for message in reader.feed(chunk):
            if log is not None:
                log.write(write(message) + "\n")
                log.flush()
            reply = _answer(message)
            if reply is None:
                continue
            if answered >= after and mode != "record":
                if mode == "silent":
                    time.sleep(60)
                elif mode == "junk":
                    out.write('("buy" "province")\n')
                elif mode == "eof":
                    return 0
                elif mode == "crash":
                    sys.stderr.write("client: something broke\n")
                    return 3
                elif mode == "illegal":
                    out.write("(buy province)\n")
                elif mode == "noread":
                    time.sleep(60)
                elif mode == "huge":
                    block = "x" * 65536
                    for _ in range(64):
                        out.write(block)
                    out.flush()
                    time.sleep(60)
                elif mode == "extra":
                    out.write(reply + reply + "\n")
                elif mode == "flood":
                    for _ in range(64):
                        sys.stderr.write("e" * 65536)
                    out.write(reply + "\n")
                out.flush()
                if mode in ("junk", "illegal"):
                    continue
                continue
            answered += 1
            out.write(reply + "\n")
            out.flush()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
