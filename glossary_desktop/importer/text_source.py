"""A text source written into the glossary being built as it is read.

No entry of the file is held: each goes to ``entries`` as it is parsed
(:class:`~.parse.Reading`), and only what the build keeps of the file (a
:class:`~.plan.Source`: counts, a sketch, its homographs' numbers) is gathered on
the way. Exact repeats and homographs are found through :class:`SeenInDatabase`,
not a dict of every term (at a million entries that dict and the entries held
with it were most of the reading's 1.4 GB: docs/performance.md).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import sqlite3
from collections.abc import Iterator, Sequence
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.checkpoint import Checkpoint
from glossary_desktop.importer.detect import detect_lang
from glossary_desktop.importer.manifest import SourceInfo
from glossary_desktop.importer.parse import RawEntry, Reading, SourceWarning
from glossary_desktop.importer.plan import LANGUAGE_SAMPLE, Source
from glossary_desktop.importer.termbase import WORDS_FLUSH, write_term_words
from glossary_desktop.importer.twins import Sketcher
from glossary_desktop.text import identity

_INSERT_ENTRY = (
    "INSERT INTO entries (id, concept_id, lang, term, definition, source_id, line, term_key) "
    "VALUES (?, 0, ?, ?, ?, ?, ?, ?)"
)

#: Rows of term identities gathered before they go to the scratch table.
_FLUSH = 8192
#: Memory of the filter: about a bit for every 2 bytes of the file, a power of two
#: between these (a million-concept file of 227 MB: 16 MB, a lookup for about
#: one entry in 5,000 whose term is new).
_MIN_FILTER, _MAX_FILTER = 1 << 12, 1 << 24
#: The scratch table's page cache: its B-tree of a million rows is written
#: twice as fast with 16 MB as with SQLite's default of 2 MB.
_CACHE_KIB = 16 << 10

_SCRATCH = (
    "CREATE TEMP TABLE IF NOT EXISTS seen_terms "
    "(h INTEGER NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (h, id)) WITHOUT ROWID"
)
_EARLIER = (
    "SELECT e.term, e.definition, e.line FROM temp.seen_terms AS s "
    "JOIN main.entries AS e ON e.id = s.id WHERE s.h = ? ORDER BY s.id"
)


def write_text_source(
    conn: sqlite3.Connection, path: Path, info: SourceInfo | None, sid: int, first_id: int,
    check: Checkpoint,
) -> tuple[Source, tuple[SourceWarning, ...]]:
    """Read the text source ``path`` into ``entries`` (source ``sid``, entry ids from
    ``first_id``): what the build keeps of it, and its warnings."""
    lang = info.lang if info is not None and info.lang else _language(path)
    sketcher = Sketcher()
    words: set[str] = set()
    ordinals: dict[int, int] = {}
    with SeenInDatabase(conn, first_id, _size(path)) as seen:
        reading = Reading(path, seen)
        count = 0

        def rows() -> Iterator[tuple[object, ...]]:
            nonlocal count
            for entry in check.each(reading):
                entry_id = first_id + entry.number
                sketcher.add(entry.term, entry.definition)
                words.update(entry.key.split())
                if entry.ordinal:
                    ordinals[entry_id] = entry.ordinal
                if len(words) >= WORDS_FLUSH:
                    write_term_words(conn, words)
                count += 1
                yield (entry_id, lang.value, entry.term, entry.definition, sid, entry.line,
                       entry.key)

        # executemany inserts each row before it asks for the next: what
        # SeenInDatabase looks up is always written.
        conn.executemany(_INSERT_ENTRY, rows())
    write_term_words(conn, words)
    source = Source(
        path, lang, info.volume if info else None, reading.title, reading.subtitle,
        reading.sha256, count, first_id, sketcher.sketch(), ordinals,
    )
    return source, reading.warnings


def _language(path: Path) -> Lang:
    """The language of ``path``'s first definitions. A file that turns out broken
    raises its own error first, as reading it whole did before its language."""
    reading = Reading(path)
    with contextlib.closing(iter(reading)) as entries:
        # Read to its end (raising the file's error) if it has fewer entries.
        head = [e.definition for e in itertools.islice(entries, LANGUAGE_SAMPLE)]
        try:
            return detect_lang(reading.title, head, path=path)
        except SourceError:
            for _ in entries:  # the rest of the file, for an error of its own
                pass
            raise


def _size(path: Path) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0  # reading it raises the error


class SeenInDatabase:
    """The terms of one file seen so far (:class:`~.parse.Seen`), in a bit filter
    in memory and a scratch table of (hash of the term, entry id).

    The filter answers "new" for nearly every new term; on a "maybe" (a repeat,
    a homograph or about one new term in thousands) the table finds the earlier
    entries of that hash and their texts in ``main.entries``, where they must
    already be: an entry added here is written before the next one is looked up.
    """

    def __init__(self, conn: sqlite3.Connection, first_id: int, file_size: int) -> None:
        self._conn = conn
        self._first_id = first_id
        size = _MIN_FILTER
        while size < min(file_size // 16, _MAX_FILTER):
            size *= 2
        self._bits = bytearray(size)
        self._mask = size * 8 - 1
        self._rows: list[tuple[int, int]] = []

    def __enter__(self) -> SeenInDatabase:
        (self._cache,) = self._conn.execute("PRAGMA temp.cache_size").fetchone()
        self._conn.execute(f"PRAGMA temp.cache_size = -{_CACHE_KIB}")
        self._conn.execute(_SCRATCH)
        self._conn.execute("DELETE FROM temp.seen_terms")  # a failed build's, if any
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *_exc: object) -> None:
        if exc_type is None:  # else the build stops: its error, not one of cleaning up
            self._conn.execute("DROP TABLE temp.seen_terms")
            self._conn.execute(f"PRAGMA temp.cache_size = {self._cache}")

    def earlier(self, same: str) -> Sequence[tuple[str, int]]:
        h = hash(same)  # the process's own: the table lives as long as the reading
        a, b = h & self._mask, (h >> 32) & self._mask
        bits = self._bits
        if not (bits[a >> 3] >> (a & 7) & 1 and bits[b >> 3] >> (b & 7) & 1):
            return ()
        self._flush()
        return [(definition, line) for term, definition, line
                in self._conn.execute(_EARLIER, (h,)) if identity(term) == same]

    def add(self, same: str, entry: RawEntry) -> None:
        h = hash(same)
        a, b = h & self._mask, (h >> 32) & self._mask
        self._bits[a >> 3] |= 1 << (a & 7)
        self._bits[b >> 3] |= 1 << (b & 7)
        self._rows.append((h, self._first_id + entry.number))
        if len(self._rows) >= _FLUSH:
            self._flush()

    def _flush(self) -> None:
        self._conn.executemany("INSERT INTO temp.seen_terms VALUES (?, ?)", self._rows)
        self._rows.clear()
