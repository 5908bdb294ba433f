"""The library's search index: every imported glossary's search tables in one file.

Fifty small glossaries searched one by one cost fifty searches a keystroke (each
some fifteen statements whatever its size). This file holds the concepts, terms,
synonyms and words of all of them in one glossary database of the usual schema,
so one search of the usual engine answers for them all; ``origin`` says which
glossary and concept each of its concepts is.

It is derived, never authoritative: written beside the user's data by
:func:`rebuild` (after an import, a rename, a removal), read only when its
``members`` still match the imported glossaries' files (their name, size and
modification time), and otherwise left aside for the glossaries themselves. It
is written to a temporary file and renamed into place, so a reader sees the old
index or the new one; the glossaries it reads are opened read-only (attached one
at a time: ``ATTACH``'s limit is never approached), so building it can never
damage one. Its concepts are renumbered alphabetically across the glossaries, as
one glossary's are (the engine takes a common word's matches in that order).
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.store.schema import (
    DEFINITION_WORDS,
    DEFINITION_WORDS_INDEX,
    FTS,
    FTS_TABLES,
    INDEXES,
    SCHEMA_VERSION,
    TABLES,
    TEXT_INDEXES,
    WORD_STEMS,
)

#: The index's file, in the user's folder beside ``glossaries/``.
INDEX_FILE = "library-index.db"

_OWN = """
CREATE TABLE members (place INTEGER PRIMARY KEY, name TEXT NOT NULL, size INTEGER NOT NULL,
                      mtime_ns INTEGER NOT NULL);
CREATE TABLE origin (id INTEGER PRIMARY KEY, place INTEGER NOT NULL, concept_id INTEGER NOT NULL);
"""

#: Each glossary's concepts, entries and synonyms gathered before they are numbered.
_GATHER = """
CREATE TEMP TABLE c_all (place INTEGER, old INTEGER, slug TEXT, langs TEXT, sort_key TEXT);
CREATE TEMP TABLE e_all (place INTEGER, old INTEGER, concept INTEGER, lang TEXT, term TEXT,
                         definition TEXT, term_key TEXT);
CREATE TEMP TABLE s_all (place INTEGER, entry INTEGER, position INTEGER, term TEXT,
                         term_key TEXT);
"""


class Stamp(NamedTuple):
    """What an imported glossary's file was when indexed: its name, size and time."""

    name: str
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, name: str, db: Path) -> Stamp:
        st = db.stat()
        return cls(name, st.st_size, st.st_mtime_ns)


def index_path(user_dir: Path) -> Path:
    return Path(user_dir) / INDEX_FILE


def stamps(members: Sequence[tuple[str, Path]]) -> list[Stamp] | None:
    """The stamps of ``members`` (name, database) now; None if one cannot be read."""
    try:
        return [Stamp.of(name, db) for name, db in members]
    except OSError:
        return None


def rebuild(user_dir: Path, members: Sequence[tuple[str, Path]]) -> Path | None:
    """Write the index of ``members`` (name, database; the library's order) in
    ``user_dir``; with fewer than two, remove it (one glossary is its own index).
    Returns the index, or None. A glossary that cannot be read leaves no index at
    all (searches then ask each glossary): it is never half an index."""
    out = index_path(user_dir)
    tmp = out.with_name(f".{out.name}.{os.getpid()}.tmp")
    try:
        if len(members) < 2:
            out.unlink(missing_ok=True)
            return None
        tmp.unlink(missing_ok=True)
        _write(tmp, members)
        os.replace(tmp, out)
    except (OSError, sqlite3.Error):
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
            out.unlink(missing_ok=True)
        return None
    return out


def _write(path: Path, members: Sequence[tuple[str, Path]]) -> None:
    # lazy: json, 5 modules and 3 ms of the window's start-up (as the reader's)
    import json

    conn = sqlite3.connect(path, isolation_level=None)
    try:
        # A file renamed into place only once whole: a crash leaves a stray temporary
        # file, never a half index, so no journal and no waiting for the disk.
        conn.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
        conn.executescript(TABLES + WORD_STEMS + DEFINITION_WORDS + FTS + _OWN + _GATHER)
        conn.execute("BEGIN")
        for place, (name, db) in enumerate(members):
            before = Stamp.of(name, db)
            _gather(conn, place, db)
            if Stamp.of(name, db) != before:  # replaced while read: index nothing
                raise OSError(f"{db} changed while it was indexed")
            conn.execute("INSERT INTO members VALUES (?, ?, ?, ?)", (place, *before))
        _number(conn)
        # executescript commits first: the rows are in, the indexes follow at once.
        conn.executescript(TEXT_INDEXES + INDEXES + DEFINITION_WORDS_INDEX)
        conn.execute("BEGIN")
        for table in FTS_TABLES:
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")
            # One b-tree a table: the rebuild leaves a segment per megabyte of text
            # (entries_fts: 9 of 50k concepts), and every word of every search
            # looks each one up. Written once, read at every keystroke.
            conn.execute(f"INSERT INTO {table}({table}) VALUES ('optimize')")
        counts = {k: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for k, t in (
            ("concepts", "concepts"), ("entries", "entries"), ("synonyms", "synonyms"))}
        conn.execute("INSERT INTO meta VALUES ('counts', ?)", (json.dumps(counts),))
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    finally:
        conn.close()


def _gather(conn: sqlite3.Connection, place: int, db: Path) -> None:
    """``db``'s search rows into the gathering tables, read through a read-only attach."""
    conn.execute("COMMIT")  # ATTACH cannot run inside a transaction
    conn.execute("ATTACH DATABASE ? AS g", (f"{db.resolve().as_uri()}?mode=ro",))
    try:
        conn.execute("BEGIN")
        conn.execute("INSERT INTO c_all SELECT ?, id, slug, langs, sort_key FROM g.concepts",
                     (place,))
        conn.execute("INSERT INTO e_all SELECT ?, id, concept_id, lang, term, definition, "
                     "term_key FROM g.entries", (place,))
        conn.execute("INSERT INTO s_all SELECT ?, entry_id, position, term, term_key "
                     "FROM g.synonyms", (place,))
        for table in ("word_stems", "term_words", "definition_words"):
            have = conn.execute("SELECT 1 FROM g.sqlite_master WHERE name = ?", (table,))
            if have.fetchone():
                conn.execute(f"INSERT OR IGNORE INTO main.{table} SELECT * FROM g.{table}")
        conn.execute("COMMIT")
    finally:
        conn.execute("DETACH DATABASE g")
        conn.execute("BEGIN")


def _number(conn: sqlite3.Connection) -> None:
    """Concepts numbered 1..n in alphabetical order across the glossaries (then by
    the library's order), entries and synonyms after them; ``origin`` says where
    each concept came from. One volume and one source stand for them all: the
    index answers searches, never what a concept's volume is."""
    conn.execute("INSERT INTO volumes VALUES (1, 'library')")
    conn.execute("INSERT INTO sources VALUES (1, '', 'es', '', '', '', 0, 1)")
    conn.execute("INSERT INTO sources VALUES (2, '', 'pt', '', '', '', 0, 1)")
    conn.execute(
        "CREATE TEMP TABLE c_new AS SELECT row_number() OVER "
        "(ORDER BY sort_key, place, old) AS id, place, old, slug, langs, sort_key FROM c_all"
    )
    conn.execute("INSERT INTO origin SELECT id, place, old FROM c_new")
    # A slug is unique in one glossary only: the index's carries its glossary's place.
    conn.execute("INSERT INTO concepts SELECT id, place || '/' || slug, 1, langs, sort_key "
                 "FROM c_new")
    conn.execute(
        "CREATE TEMP TABLE e_new AS SELECT row_number() OVER (ORDER BY c.id, e.old) AS id, "
        "e.place, e.old, c.id AS concept, e.lang, e.term, e.definition, e.term_key "
        "FROM e_all e JOIN c_new c ON c.place = e.place AND c.old = e.concept"
    )
    conn.execute("INSERT INTO entries SELECT id, concept, lang, term, definition, "
                 "CASE lang WHEN 'pt' THEN 2 ELSE 1 END, 0, term_key FROM e_new")
    conn.execute(
        "INSERT INTO synonyms (entry_id, position, term, term_key) SELECT e.id, s.position, "
        "s.term, s.term_key FROM s_all s JOIN e_new e ON e.place = s.place AND e.old = s.entry "
        "ORDER BY e.id, s.position"
    )
