"""The one progress handler of an SQLite connection, shared by every time limit on it.

SQLite has a single progress handler per connection, and two limits bound a
glossary's statements: the budget of a piece of reading work (a crafted file
must not hang the app) and the search engine's deadline (a keystroke's search
returns what it found in time). When each set the handler itself, whichever
ran last removed the other's. :class:`Deadlines` sets it once, while any limit
is open, and keeps the open limits as a stack: the nearest one stops the
statement, whatever the order they were opened in, and it is known which.
"""

from __future__ import annotations

import math
import sqlite3
import time
from collections.abc import Callable

#: SQLite VM instructions between two looks at the clock (a look costs ~0.1 µs).
PROGRESS_STEPS = 10_000


class Deadline:
    """A time after which the connection's statements stop, while it is open.

    ``hard``: its passing is an error (the budget of a piece of work); else the
    block it bounds ends quietly (a search keeps what it found).
    """

    __slots__ = ("end", "hard", "passed", "seconds")

    def __init__(self, seconds: float, end: float, hard: bool) -> None:
        self.seconds = seconds
        self.end = end
        self.hard = hard
        self.passed = False


class Deadlines:
    """Owns ``conn``'s progress handler; every time limit on it is opened by
    :meth:`start` and closed by :meth:`end`, innermost first.

    ``clock`` and ``steps`` are the defaults but for tests: a clock of their own
    makes time pass where they say, and ``steps=1`` looks at it after every
    instruction of a statement however short.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        steps: int = PROGRESS_STEPS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._conn = conn
        self._steps = steps
        self._clock = clock
        self._open: list[Deadline] = []
        self._nearest = math.inf

    def start(self, seconds: float, *, hard: bool) -> Deadline:
        """Open a limit: until it is ended, statements stop (SQLite's "interrupted")
        once ``seconds`` from now have passed, or once an enclosing limit has."""
        deadline = Deadline(seconds, self._clock() + seconds, hard)
        if not self._open:
            self._conn.set_progress_handler(self._over, self._steps)
        self._open.append(deadline)
        self._nearest = min(self._nearest, deadline.end)
        return deadline

    def end(self, deadline: Deadline) -> None:
        self._open.remove(deadline)
        if self._open:
            self._nearest = min(d.end for d in self._open)
        else:
            self._nearest = math.inf
            self._conn.set_progress_handler(None, 0)

    def _over(self) -> bool:
        now = self._clock()
        if now <= self._nearest:
            return False
        for deadline in self._open:
            deadline.passed = deadline.passed or now > deadline.end
        return True  # true makes SQLite stop the statement ("interrupted")

    def stopped(self) -> Deadline | None:
        """The open limit that has passed, a hard one first; ``None`` if none has
        (then an "interrupted" statement was stopped by Ctrl+C)."""
        passed = [d for d in self._open if d.passed]
        return next((d for d in passed if d.hard), passed[0] if passed else None)
