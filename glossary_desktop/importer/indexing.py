"""The text indexes of a glossary being built, in a thread beside the pairing.

The full-text tables, the term-key index and the word stems need only
``entries`` text, which is complete once the sources are read; SQLite releases
the interpreter's lock while it works, so they are built in a background
thread while the writer pairs entries (:mod:`.writer`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from concurrent.futures import Future

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


#: How often the wait for the indexes looks for a cancel, in seconds.
POLL_S = 0.1


def wait(indexing: Future[None], check: Callable[[], None]) -> None:
    """The indexes' result (their error re-raised), calling ``check``, which may
    raise, every :data:`POLL_S` meanwhile."""
    check()
    while True:
        try:
            return indexing.result(timeout=POLL_S)
        except TimeoutError:
            check()
