"""An external agent as a child process: non-blocking writes, timed reads, stderr drained and capped.

Each `AgentProcess` runs a shell command line with piped stdin/stdout/stderr
and three threads: a writer (so a child that stops reading its stdin never
blocks the server), a stdout reader that queues chunks, and a stderr drainer
that forwards or keeps the first bytes and flags a flood. Every failure is an
`AgentFault` that names its kind and carries the offending bytes.
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import IO, Final

__all__ = ["AgentFault", "AgentProcess", "FaultKind", "stderr_excerpt"]

FaultKind = str
"""One of "timeout", "eof", "junk", "illegal", "crash", "flood", "not-reading", "unsolicited"."""

_EOF: Final = b""
_CHUNK: Final = 65536


def stderr_excerpt(data: bytes, longest: int = 300) -> str:
    """The last lines of a program's stderr as one line of text, at most ``longest`` characters.

    >>> stderr_excerpt(b"Traceback ...\\n  File x\\nKeyError: 'bmu2'\\n")
    "Traceback ... | File x | KeyError: 'bmu2'"
    >>> stderr_excerpt(b"x" * 400)[:4], len(stderr_excerpt(b"x" * 400))
    ('...x', 300)
    """
    text = " | ".join(line.strip() for line in data.decode("utf-8", "replace").splitlines()
                      if line.strip())
    return text if len(text) <= longest else "..." + text[-(longest - 3):]


@dataclass(frozen=True, slots=True)
class AgentFault(Exception):
    """A player's failure: its kind, a description, and the offending bytes (shortened)."""

    kind: FaultKind
    detail: str
    data: bytes = b""

    def __str__(self) -> str:
        shown = f" {self.data[:120]!r}" if self.data else ""
        return f"{self.kind}: {self.detail}{shown}"


class AgentProcess:
    """A running agent program; `send` never blocks, `read_chunk` waits at most its timeout.

    ``stderr_sink`` receives each chunk of the child's stderr (until
    ``stderr_limit`` bytes, after which the player is flagged as flooding and
    the rest is drained and dropped).
    """

    def __init__(self, command: str, *, stderr_sink: Callable[[bytes], None] | None = None,
                 stderr_limit: int = 1 << 20, backlog_limit: int = 8 << 20,
                 env: dict[str, str] | None = None) -> None:
        self.command = command
        self.stderr_limit = stderr_limit
        self.backlog_limit = backlog_limit
        self._sink = stderr_sink
        self._proc = subprocess.Popen(command, shell=True, stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0,
                                      start_new_session=True, env=env)
        self._out: queue.Queue[bytes] = queue.Queue()
        self._in: queue.Queue[bytes | None] = queue.Queue()
        self._backlog = 0
        self._unread = 0
        self._lock = threading.Lock()
        self.write_error: str | None = None
        self.stderr_bytes = 0
        self.stderr_head = bytearray()
        self._threads = [
            threading.Thread(target=self._write_loop, daemon=True),
            threading.Thread(target=self._read_loop, daemon=True),
            threading.Thread(target=self._stderr_loop, daemon=True),
        ]
        for thread in self._threads:
            thread.start()

    # -- threads ------------------------------------------------------------------------

    def _write_loop(self) -> None:
        stdin = self._proc.stdin
        assert stdin is not None
        while True:
            data = self._in.get()
            if data is None:
                break
            try:
                stdin.write(data)
                stdin.flush()
            except (OSError, ValueError) as exc:
                self.write_error = f"{type(exc).__name__}: {exc}"
                break
            finally:
                with self._lock:
                    self._backlog -= len(data)
        with contextlib.suppress(OSError, ValueError):
            stdin.close()

    def _read_loop(self) -> None:
        stdout = self._proc.stdout
        assert stdout is not None
        fd = stdout.fileno()
        while True:
            while self._unread > self.backlog_limit and self._proc.poll() is None:
                time.sleep(0.01)  # the server has plenty to read; let the child block
            try:
                chunk = os.read(fd, _CHUNK)
            except OSError:
                chunk = _EOF
            with self._lock:
                self._unread += len(chunk)
            self._out.put(chunk)
            if not chunk:
                return

    def _stderr_loop(self) -> None:
        stderr: IO[bytes] | None = self._proc.stderr
        assert stderr is not None
        fd = stderr.fileno()
        while True:
            try:
                chunk = os.read(fd, _CHUNK)
            except OSError:
                return
            if not chunk:
                return
            before = self.stderr_bytes
            self.stderr_bytes += len(chunk)
            if before < self.stderr_limit:
                keep = chunk[: self.stderr_limit - before]
                if len(self.stderr_head) < 4096:
                    self.stderr_head.extend(keep[: 4096 - len(self.stderr_head)])
                if self._sink is not None:
                    self._sink(keep)

    # -- use ------------------------------------------------------------------------------

    @property
    def flooding(self) -> bool:
        """True once the child wrote more than ``stderr_limit`` bytes to stderr."""
        return self.stderr_bytes > self.stderr_limit

    def check(self) -> None:
        """Raise the fault this process is in, if any (stderr flood, broken or full stdin).

        :raises AgentFault: "flood" or "not-reading".
        """
        if self.flooding:
            raise AgentFault("flood", f"more than {self.stderr_limit} bytes on stderr",
                             bytes(self.stderr_head[:200]))
        if self._backlog > self.backlog_limit:
            raise AgentFault("not-reading", f"more than {self.backlog_limit} bytes unread on stdin")

    def send(self, line: str) -> None:
        """Queue a line (a newline is added) for the child's stdin; never blocks.

        :raises AgentFault: "flood" or "not-reading" (see `check`).
        """
        data = line.encode("utf-8") + b"\n"
        with self._lock:
            self._backlog += len(data)
        self._in.put(data)
        self.check()

    def read_chunk(self, deadline: float) -> bytes:
        """The next bytes from the child's stdout; ``b""`` at end of file.

        :raises AgentFault: "timeout" when ``deadline`` (a `time.monotonic` value) passes.
        """
        remaining = deadline - time.monotonic()
        try:
            chunk = self._out.get(timeout=max(0.0, remaining))
        except queue.Empty:
            raise AgentFault("timeout", "no reply in time") from None
        with self._lock:
            self._unread -= len(chunk)
        return chunk

    def has_output(self) -> bool:
        """True if bytes from stdout are waiting to be read."""
        return not self._out.empty()

    def exit_status(self) -> int | None:
        """The child's exit status, or None while it runs."""
        return self._proc.poll()

    def ended(self, grace: float = 1.0) -> tuple[int | None, str]:
        """After its stdout ended: the exit status (waited for up to ``grace`` seconds) and the
        end of its stderr as one line of text (empty without any).

        A program that closes its stdout is exiting; waiting for it (and for its stderr to
        be drained) reports a crash the same way every time, with what it said on stderr.
        """
        try:
            status: int | None = self._proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            status = None
        if status is not None:
            self._threads[2].join(timeout=grace)
        return status, stderr_excerpt(bytes(self.stderr_head))

    def close(self, grace: float = 0.5) -> int | None:
        """Close stdin, give the child ``grace`` seconds to exit, then kill its process group."""
        self._in.put(None)
        try:
            status: int | None = self._proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            status = None
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self._proc.pid, signal.SIGKILL)
        if status is None:
            with contextlib.suppress(subprocess.TimeoutExpired):
                status = self._proc.wait(timeout=5)
        for thread in self._threads:
            thread.join(timeout=1)
        for stream in (self._proc.stdout, self._proc.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        return status
