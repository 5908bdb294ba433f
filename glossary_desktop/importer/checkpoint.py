"""Stopping a build the user cancelled, at the next step rather than at the end.

A flag says the build is to stop (on the command line SIGTERM sets it,
``cli/exits.py``: a kill, or the window's Cancel of the child it runs);
:class:`Checkpoint` is how the build looks at that flag: between files, every
:data:`CHUNK` records of a file, pair or row it writes, between volumes, while it
waits for the full-text indexes, between the final SQL steps, and, through
SQLite's progress handler, inside a long SQL statement (an index, ANALYZE).
A cancel raises :class:`~glossary_desktop.errors.Cancelled`, which
:func:`~.build.build_db` lets out once its temporary files are gone.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from typing import TypeVar

from glossary_desktop.errors import Cancelled

T = TypeVar("T")

#: Records between two looks at the flag: often enough that a cancel in a
#: million-record file stops within a fraction of a second, rarely enough that
#: looking costs nothing measurable.
CHUNK = 1000
#: SQLite virtual-machine instructions between two looks inside one statement.
SQL_STEPS = 100_000


def never() -> bool:
    """The flag of a build nobody can cancel (a terminal's: Ctrl+C instead)."""
    return False


class Checkpoint:
    """The build's view of ``cancelled``: raises :class:`Cancelled` once it is true."""

    def __init__(self, cancelled: Callable[[], bool] = never) -> None:
        self.cancelled = cancelled
        self._count = 0

    def __call__(self) -> None:
        """Stop now if the build was cancelled."""
        if self.cancelled():
            raise Cancelled

    def tick(self) -> None:
        """One record done: every :data:`CHUNK` of them, stop if cancelled."""
        self._count += 1
        if self._count >= CHUNK:
            self._count = 0
            self()

    def each(self, items: Iterable[T]) -> Iterator[T]:
        """``items``, with a :meth:`tick` for each (rows fed to ``executemany``)."""
        for item in items:
            self.tick()
            yield item

    @contextlib.contextmanager
    def watching(self, conn: sqlite3.Connection) -> Iterator[None]:
        """Let a cancel interrupt ``conn``'s statements meanwhile (they raise
        ``OperationalError``, which :func:`~.build.build_db` tells from a fault).

        Only on a connection the calling thread uses: the handler runs in the
        thread that runs the statement, and a thread waiting for the GIL there
        would slow SQLite down (the indexing thread is interrupted instead).
        """
        conn.set_progress_handler(self.cancelled, SQL_STEPS)
        try:
            yield
        finally:
            conn.set_progress_handler(None, 0)
