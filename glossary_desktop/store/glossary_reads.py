"""Every read of a glossary file goes through one :class:`Reads`: bounded, its failures worded.

The reader, the term list, the cross-references and the search engine hold a
``Reads``, never the connection. Each statement runs here under a time budget
(shared by a whole piece of work when one is open: :meth:`Reads.operation`),
and an ``sqlite3.DatabaseError`` it meets, a damaged page or a statement out of
time, comes out as one :class:`~glossary_desktop.errors.DamagedGlossary`
naming the file. Rows come back whole (a list, an array), so no cursor is
stepped outside. A method added to the reader later cannot forget either.
"""

from __future__ import annotations

import sqlite3
import time
from array import array
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any, NamedTuple, TypeVar

from glossary_desktop.errors import DamagedGlossary
from glossary_desktop.store.deadlines import PROGRESS_STEPS, Deadline, Deadlines

#: A piece of reading work on the glossary that runs longer than this gives up
#: (seconds). The slowest legitimate one on a million concepts takes a small
#: fraction of it; a crafted file can make one that never ends.
QUERY_BUDGET = 10.0

#: Values bound per statement by :meth:`Reads.chunks`: under SQLite's limit on
#: variables in a statement.
CHUNK = 500

#: A row as SQLite gives it.
Row = tuple[Any, ...]
Params = Sequence[object] | dict[str, object]
_T = TypeVar("_T")


class Timing(NamedTuple):
    """How a glossary's reads are timed: the budget, and (for tests) how often
    and by what clock it is checked (:class:`~glossary_desktop.store.deadlines.Deadlines`)."""

    budget: float = QUERY_BUDGET
    steps: int = PROGRESS_STEPS
    clock: Callable[[], float] = time.monotonic


#: The timing of every glossary opened by the app.
DEFAULT_TIMING = Timing()


class DeadlinePassed(Exception):
    """A :meth:`Reads.deadline` stopped a statement: its block ends there."""

    def __init__(self, deadline: Deadline) -> None:
        super().__init__("deadline passed")
        self.deadline = deadline


class Reads:
    """The statements run on one read-only glossary connection, and their limits."""

    def __init__(
        self, conn: sqlite3.Connection, path: Path, timing: Timing = DEFAULT_TIMING
    ) -> None:
        self._conn = conn
        self.path = path
        self.budget = timing.budget
        self._deadlines = Deadlines(conn, timing.steps, timing.clock)
        self._working = False

    def close(self) -> None:
        self._conn.close()

    # -- limits ----------------------------------------------------------------------

    def operation(self) -> _Operation:
        """One piece of reading work: the statements in the block share one budget.

        Nested, the outermost's budget holds. A statement outside any gets a
        budget of its own. Never hold one across a ``yield``.
        """
        return _Operation(self)

    def deadline(self, seconds: float) -> _QuietDeadline:
        """A statement still running ``seconds`` from now stops, and the block
        ends there quietly: what it found so far stands. The budget still holds
        inside (running out of it is an error, whichever is nearer)."""
        return _QuietDeadline(self._deadlines, seconds)

    # -- statements ------------------------------------------------------------------

    def one(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of ``sql``, or ``None``."""
        row: Row | None = self._run(lambda conn: conn.execute(sql, params).fetchone())
        return row

    def value(self, sql: str, params: Params = ()) -> Any:
        """The first column of the first row of ``sql`` (``None`` if it has no row)."""
        row = self.one(sql, params)
        return None if row is None else row[0]

    def all(self, sql: str, params: Params = ()) -> list[Row]:
        """Every row of ``sql``."""
        return self._run(lambda conn: conn.execute(sql, params).fetchall())

    def ids(self, sql: str, params: Params = ()) -> array[int]:
        """The first column of every row of ``sql``, integers, compact (4 bytes each)."""
        return self._run(lambda conn: array("i", (r[0] for r in conn.execute(sql, params))))

    def chunks(self, sql: str, values: Sequence[object], *before: object) -> list[Row]:
        """The rows of ``sql`` (``{marks}`` where the values go, after the ``before``
        parameters) for all ``values``, :data:`CHUNK` at a time."""
        rows: list[Row] = []
        with self.operation():
            for start in range(0, len(values), CHUNK):
                chunk = list(values[start : start + CHUNK])
                rows += self.all(sql.format(marks=",".join("?" * len(chunk))), (*before, *chunk))
        return rows

    def change(self, sql: str, params: Params = ()) -> int:
        """Run a statement on the connection's own ``temp`` tables (the file is
        never written), committed; its row count."""

        def work(conn: sqlite3.Connection) -> int:
            count = conn.execute(sql, params).rowcount
            if conn.in_transaction:
                conn.commit()
            return count

        return self._run(work)

    def damaged(self, detail: str) -> DamagedGlossary:
        """The error for a row the schema allows but the app cannot read."""
        return DamagedGlossary(self.path, detail)

    def _run(self, work: Callable[[sqlite3.Connection], _T]) -> _T:
        if not self._working:
            with _Operation(self):
                return self._run(work)
        try:
            return work(self._conn)
        except sqlite3.DatabaseError as exc:
            raise self._failure(exc) from exc

    def _failure(self, exc: sqlite3.DatabaseError) -> BaseException:
        if str(exc) != "interrupted":
            return DamagedGlossary(self.path, str(exc))
        stopped = self._deadlines.stopped()
        if stopped is None:
            # Ctrl+C: Python's signal handler ran inside the progress handler,
            # and SQLite reports the abort as its own error.
            return KeyboardInterrupt()
        if stopped.hard:
            return DamagedGlossary(self.path, str(exc), stopped.seconds)
        return DeadlinePassed(stopped)


class _Operation:
    """The block of :meth:`Reads.operation` (a class: it wraps every statement run
    outside one, so it is kept cheaper than a generator's context manager)."""

    __slots__ = ("_budget", "_reads")

    def __init__(self, reads: Reads) -> None:
        self._reads = reads
        self._budget: Deadline | None = None

    def __enter__(self) -> None:
        reads = self._reads
        if not reads._working:
            self._budget = reads._deadlines.start(reads.budget, hard=True)
            reads._working = True

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        if self._budget is not None:
            self._reads._working = False
            self._reads._deadlines.end(self._budget)


class _QuietDeadline:
    """The block of :meth:`Reads.deadline`: ends, without an error, where its deadline passed."""

    def __init__(self, deadlines: Deadlines, seconds: float) -> None:
        self._deadlines = deadlines
        self._seconds = seconds
        self._mine: Deadline | None = None

    def __enter__(self) -> None:
        self._mine = self._deadlines.start(self._seconds, hard=False)

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool:
        assert self._mine is not None
        self._deadlines.end(self._mine)
        return isinstance(exc, DeadlinePassed) and exc.deadline is self._mine
