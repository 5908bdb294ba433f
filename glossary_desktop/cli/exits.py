"""How every command ends when it fails: one line on stderr and an exit code.

- a usage error (argparse's, or a :class:`UsageError`):
  ``glossary-desktop search: error: ...``, exit 2;
- bad input, a damaged database, a file that cannot be written: exit 1;
- Ctrl+C: ``interrupted``, exit 130 (128 + SIGINT, what shells report);
- SIGTERM (``kill``, a logout, the window's Cancel of a command it runs):
  ``terminated``, exit 143 (128 + SIGTERM), after the same clean-up as Ctrl+C: an
  import or a build leaves nothing behind;
- a database constraint a crafted glossary breaks: ``the glossary is not valid``;
- a closed pipe (``| head``): nothing more, exit 0.

Whatever the message quotes (a query, a path, a line of a glossary) goes
through :func:`printable` first: never a raw escape sequence on the terminal.
Anything else is a bug and keeps its traceback.
"""

from __future__ import annotations

import argparse
import io
import os
import signal
import sqlite3
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import NoReturn

from glossary_desktop.errors import Cancelled, UserError
from glossary_desktop.safe_text import printable

PROG = "glossary-desktop"
#: What a shell reports for a process ended by SIGINT (128 + 2).
EXIT_INTERRUPTED = 130
#: ... and by SIGTERM (128 + 15).
EXIT_TERMINATED = 128 + signal.SIGTERM
#: Set when SIGTERM arrived: its KeyboardInterrupt may reach :func:`fail` as a
#: plain one (SQLite turns the exception of a progress handler into "interrupted").
_TERMINATED = threading.Event()


EXIT_USAGE = 2


class UsageError(UserError):
    """A command line argparse accepts but that asks for nothing doable
    (``--db`` and ``--glossary`` both, no format to export in): exit 2 and
    one line, as argparse's own usage errors. ``prog`` names the command."""

    def __init__(self, prog: str, message: str) -> None:
        super().__init__(message)
        self.prog = prog


def usage_line(prog: str, message: str) -> str:
    """``PROG: error: MESSAGE (see 'PROG --help')``, for any usage error."""
    return f"{prog}: error: {printable(message)} (see '{prog} --help')\n"


class Parser(argparse.ArgumentParser):
    """argparse, with a usage error on one line instead of the usage block."""

    def error(self, message: str) -> NoReturn:
        # argparse documents error() as the method to override to change this.
        self.exit(EXIT_USAGE, usage_line(self.prog, message))


def run_command(args: argparse.Namespace) -> int:
    """Run the subcommand ``args`` names; its exit code.

    A terminal or locale whose encoding cannot show a character (``LANG=C``
    elsewhere, ``PYTHONIOENCODING=ascii``) gets it as an escape rather than a
    UnicodeEncodeError half-way through the output.
    """
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    return int(args.func(args))


@contextmanager
def terminated_as_interrupted() -> Iterator[None]:
    """SIGTERM, for the block, stops the command where it is as Ctrl+C does (so
    that its clean-up runs: a build's temporary files, an import's folder);
    :func:`fail` then says ``terminated``. The previous handler is put back after."""
    previous = signal.getsignal(signal.SIGTERM)
    # Only the main thread may set handlers (a test's worker may run a command);
    # a SIGTERM the command was started ignoring stays ignored.
    if threading.current_thread() is not threading.main_thread() or previous == signal.SIG_IGN:
        yield
        return
    _TERMINATED.clear()
    signal.signal(signal.SIGTERM, _terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_DFL if previous is None else previous)


def _terminate(signum: int, frame: FrameType | None) -> NoReturn:
    _TERMINATED.set()  # seen by a build's checkpoints too (see terminated)
    raise KeyboardInterrupt


def terminated() -> bool:
    """Whether SIGTERM came: a build's ``cancelled`` flag, so that a statement it
    interrupted ends the build as cancelled, not as a failure to write."""
    return _TERMINATED.is_set()


def fail(exc: BaseException) -> int:
    """Report ``exc`` in one line on stderr; the exit code. Re-raises a bug."""
    if isinstance(exc, BrokenPipeError):  # `glossary-desktop search x | head`
        _silence_stdout()
        return 0
    if isinstance(exc, (KeyboardInterrupt, Cancelled)):  # Cancelled: SIGTERM (terminated)
        if _TERMINATED.is_set():
            _say("terminated")
            return EXIT_TERMINATED
        _say("interrupted")
        return EXIT_INTERRUPTED
    if isinstance(exc, UsageError):
        sys.stderr.write(usage_line(exc.prog, str(exc)))
        return EXIT_USAGE
    if isinstance(exc, UserError):
        _say(f"error: {exc}")
    elif isinstance(exc, sqlite3.IntegrityError):  # a NULL or a duplicate a crafted file holds
        _say(f"error: the glossary is not valid: {exc}")
    elif isinstance(exc, sqlite3.DatabaseError):  # one the glossary's guard did not word
        _say(f"error: database error ({exc})")
    elif isinstance(exc, OSError):
        where = f"{os.fsdecode(exc.filename)}: " if exc.filename is not None else ""
        _say(f"error: {where}{exc.strerror or exc}")
    else:
        raise exc
    return 1


def _say(line: str) -> None:
    sys.stderr.write(f"{PROG}: {printable(line)}\n")


def _silence_stdout() -> None:
    # Python flushes stdout once more at exit and would report that pipe too
    # (the recipe of the signal module's documentation).
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a file (a test's capture)
        pass
