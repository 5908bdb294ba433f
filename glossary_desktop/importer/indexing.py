"""The text indexes of a glossary being built, in a thread beside the pairing.

The full-text tables, the term-key index, the word stems and the words of
definitions need only ``entries`` text (and ``term_words``), which is complete
once the sources are read; SQLite releases the interpreter's lock while it
works, so they are built in a background thread while the writer pairs entries
(:mod:`.writer`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from concurrent.futures import Future

from glossary_desktop.store.schema import (
    DEFINITION_WORDS,
    DEFINITION_WORDS_INDEX,
    FTS,
    FTS_TABLES,
    TEXT_INDEXES,
)
from glossary_desktop.store.stems import build_stem_index

#: What FTS5 gathers in memory before it writes a segment (its default: 1 MB).
#: With 16 MB the rebuild of a million concepts' two indexes writes fewer, larger
#: segments and merges far less: 61 s instead of 85 s (64 MB was no faster). It
#: is stored in the index's config, where only writes read it; the shipped
#: glossary is never written.
FTS_BUILD_HASHSIZE = 16 << 20


#: Shortest definition word kept: the typo tier corrects no shorter word
#: (:meth:`glossary_desktop.search.fuzzy.Speller.close_words`).
MIN_DEFINITION_WORD = 3


def index_text(conn: sqlite3.Connection) -> None:
    """Create and fill the full-text tables, the indexes on entry text, the word
    stems and the words of definitions."""
    conn.executescript(FTS)
    for table in FTS_TABLES:
        conn.execute(
            f"INSERT INTO {table}({table}, rank) VALUES ('hashsize', ?)", (FTS_BUILD_HASHSIZE,)
        )
        conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")
    conn.executescript(TEXT_INDEXES)
    build_stem_index(conn)
    build_definition_words(conn)
    conn.commit()  # this connection closes when indexing is done


def build_definition_words(conn: sqlite3.Connection) -> None:
    """Fill ``definition_words`` from the definition column of ``entries_fts``.

    The full-text index already holds every distinct word of the definitions,
    folded by its tokenizer and in order; ``fts5vocab`` reads them out, so the
    words go in through one statement with no Python per row (this runs beside
    the pairing, which holds the interpreter's lock: see
    :func:`~glossary_desktop.store.stems.build_stem_index`). Term words are left
    out: the typo tier looks among those first.
    """
    conn.executescript(DEFINITION_WORDS)
    # One row per word and column; a temporary table, gone with this connection.
    conn.execute(
        "CREATE VIRTUAL TABLE temp.definition_vocab USING fts5vocab(main, entries_fts, col)"
    )
    conn.execute(
        "INSERT INTO definition_words (word, first, length) "
        "SELECT term, substr(term, 1, 1), length(term) FROM temp.definition_vocab "
        "WHERE col = 'definition' AND length(term) >= ? "
        "AND term NOT IN (SELECT word FROM term_words)",
        (MIN_DEFINITION_WORD,),
    )
    conn.execute("DROP TABLE temp.definition_vocab")
    conn.execute(DEFINITION_WORDS_INDEX)


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
