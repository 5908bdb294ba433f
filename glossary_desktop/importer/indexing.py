"""The text indexes of a glossary being built, in a thread beside the pairing.

The full-text tables, the term-key index and the word stems need only
``entries`` text, which is complete once the sources are read; SQLite releases
the interpreter's lock while it works, so they are built in a background
thread while the writer pairs entries (:mod:`.writer`).
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Callable

from glossary_desktop.store.schema import FTS, FTS_TABLES, TEXT_INDEXES
from glossary_desktop.store.stems import build_stem_index

#: What FTS5 gathers in memory before it writes a segment (its default: 1 MB).
#: With 16 MB the rebuild of a million concepts' two indexes writes fewer, larger
#: segments and merges far less: 61 s instead of 85 s (64 MB was no faster). It
#: is stored in the index's config, where only writes read it; the shipped
#: glossary is never written.
FTS_BUILD_HASHSIZE = 16 << 20


def index_text(conn: sqlite3.Connection) -> None:
    """Create and fill the full-text tables, the indexes on entry text and the word stems."""
    conn.executescript(FTS)
    for table in FTS_TABLES:
        conn.execute(
            f"INSERT INTO {table}({table}, rank) VALUES ('hashsize', ?)", (FTS_BUILD_HASHSIZE,)
        )
        conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")
    conn.executescript(TEXT_INDEXES)
    build_stem_index(conn)
    conn.commit()  # this connection closes when indexing is done


class Background(threading.Thread):
    """Runs a function in a thread; :meth:`wait` joins it and re-raises its error."""

    def __init__(self, work: Callable[[], None]) -> None:
        super().__init__(name="glossary-index", daemon=True)
        self._work = work
        self._error: BaseException | None = None
        self.start()

    def run(self) -> None:
        try:
            self._work()
        except BaseException as exc:  # handed to the waiting thread, not lost
            self._error = exc

    def wait(self) -> None:
        self.join()
        if self._error is not None:
            raise self._error
