"""A volume's entries left in the database while it is paired (issue 30 item 4).

A volume of a million entries a side held as Python objects (terms,
definitions, their folded copies) took 3.7 GB to pair. Here the entries stay
in ``main.entries`` and are read back by position: in windows while they are
read in order (computing their keys, laying out the pairs), one by one for
the candidates being scored, a bounded number kept. What stays in memory per
entry is what blocking needs (its keys, :mod:`.align`), not its text.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator

from glossary_desktop.importer.folded import Indexed
from glossary_desktop.importer.plan import Source, Stored

#: Entries read at once when they are read in order.
WINDOW = 512

#: Entries kept once read out of order; the cache is emptied when full (a
#: candidate's entry is usually looked at again soon, or never).
CACHE = 4096

_COLUMNS = "id, term, definition, term_key, line"


class EntriesOnDisk(Indexed[Stored]):
    """One source's entries, in file order, read from the database when asked for."""

    def __init__(self, conn: sqlite3.Connection, source: Source) -> None:
        self._conn = conn
        self._first = source.first_id
        self._size = source.entries
        self._window: list[Stored] = []
        self._start = 0  # the position of the window's first entry
        # The window before it: an entry a little behind the one read last.
        self._before: list[Stored] = []
        self._before_start = -WINDOW
        self._cache: dict[int, Stored] = {}

    def __len__(self) -> int:
        return self._size

    def item(self, index: int) -> Stored:
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError(index)
        offset = index - self._start
        if 0 <= offset < len(self._window):
            return self._window[offset]
        if -WINDOW <= offset < 0 and self._start - WINDOW == self._before_start:
            return self._before[offset + WINDOW]
        end = self._start + len(self._window)
        if end <= index < end + WINDOW:  # read on in order: the next window
            self._before, self._before_start = self._window, self._start
            self._read_window(end)
            return self.item(index)
        found = self._cache.get(index)
        if found is None:
            found = Stored._make(self._conn.execute(
                f"SELECT {_COLUMNS} FROM main.entries WHERE id = ?", (self._first + index,)
            ).fetchone())
            if len(self._cache) >= CACHE:
                self._cache.clear()
            self._cache[index] = found
        return found

    def __iter__(self) -> Iterator[Stored]:
        rows = self._conn.execute(
            f"SELECT {_COLUMNS} FROM main.entries WHERE id BETWEEN ? AND ?",
            (self._first, self._first + self._size - 1),
        )
        return map(Stored._make, rows)

    def many(self, indices: list[int]) -> list[tuple[str, str]]:
        """(term, definition) of the entries at ``indices`` (ascending): one statement."""
        rows = self._conn.execute(
            "SELECT term, definition FROM main.entries "
            "WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
            (json.dumps([self._first + k for k in indices]),),
        ).fetchall()
        if len(rows) != len(indices):
            raise IndexError(indices)
        return rows

    def _read_window(self, index: int) -> None:
        first = self._first + index
        self._window = list(map(Stored._make, self._conn.execute(
            f"SELECT {_COLUMNS} FROM main.entries WHERE id BETWEEN ? AND ?",
            (first, min(first + WINDOW, self._first + self._size) - 1),
        )))
        self._start = index
