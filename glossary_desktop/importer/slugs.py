"""Stable concept slugs: the identity bookmarks use, kept across rebuilds.

A concept's slug comes from its title ("Dask" -> ``dask``). To keep it when a
rebuild brings a homonym, every glossary carries its slug history (the
``slugs`` table: slug, fingerprint, retired): the fingerprint says which
entries the concept had (per language, source file and term; see
:func:`.plan.fingerprint`). A rebuild reads the history of the database it
replaces, and then:

1. a concept whose fingerprint is in the history keeps its slug;
2. a new concept takes its title's slug if nobody ever held it (in plan order,
   so without history the slugs are the same on every build of the same files);
3. any other new concept gets the title's slug plus a short hash of its
   fingerprint, so a new concept never takes an old slug, not even a retired one.

The history is written forward: current slugs, and every older slug retired.
A history row whose slug is not text, or is empty, is not kept (a crafted
glossary's): a slug is what bookmarks are kept by.
Everything runs in SQL on the build's staging tables (schema ``plan``), so a
million concepts never sit in a Python list.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.plan import entry_fingerprint, fingerprint

STAGING = """
CREATE TABLE plan.concepts (
    pid INTEGER PRIMARY KEY,  -- plan order: volumes in order, pairs in order
    volume_id INTEGER NOT NULL,
    langs TEXT NOT NULL,
    sort_key TEXT NOT NULL,
    base TEXT NOT NULL,
    fingerprint BLOB NOT NULL,
    es_id INTEGER,  -- its entries (entries.id), set on the entries by finish
    pt_id INTEGER,
    slug TEXT
);
CREATE TABLE plan.history (
    slug TEXT PRIMARY KEY,
    fingerprint BLOB NOT NULL,
    retired INTEGER NOT NULL
) WITHOUT ROWID;
"""


def read_history(conn: sqlite3.Connection, previous: Path, *, required: bool) -> int:
    """Copy the slug history of the glossary at ``previous`` into ``plan.history``.

    A glossary built before the history existed gives its current slugs. When
    ``previous`` is not a glossary (or is missing), nothing is copied, or, if
    ``required``, a :class:`SourceError` says so. Returns the rows copied.
    ``conn`` must have been opened as a URI (``uri=True``): the history is
    copied in one statement from ``previous`` attached read-only.
    """
    uri = previous.resolve().as_uri() + "?mode=ro"
    try:
        old = sqlite3.connect(uri, uri=True)
    except sqlite3.Error as exc:
        if required:
            raise SourceError(previous, SourceError.PREVIOUS_UNOPENABLE) from exc
        return 0
    try:
        return _copy_history(old, conn, uri)
    except sqlite3.DatabaseError as exc:
        if required:
            raise SourceError(previous, SourceError.PREVIOUS_NOT_GLOSSARY, detail=str(exc)) from exc
        conn.execute("DELETE FROM plan.history")
        return 0
    finally:
        old.close()


#: A history row this build can keep: a crafted glossary's BLOB or empty slug
#: would become a concept's slug, and every bookmark of it unreadable.
_USABLE = "typeof(slug) = 'text' AND slug != '' AND typeof(fingerprint) = 'blob'"


def _copy_history(old: sqlite3.Connection, conn: sqlite3.Connection, uri: str) -> int:
    tables = {name for (name,) in old.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    before = conn.total_changes
    if "slugs" in tables:
        # In SQL, not row by row through Python: the pairing runs beside the
        # indexing thread, which needs the interpreter's lock as little as can be.
        conn.execute("ATTACH DATABASE ? AS previous", (uri,))
        try:
            with conn:  # committed (or rolled back) first: DETACH refuses an open transaction
                conn.execute(
                    "INSERT OR IGNORE INTO plan.history (slug, fingerprint, retired) "
                    f"SELECT slug, fingerprint, retired FROM previous.slugs WHERE {_USABLE}"
                )
        finally:
            conn.execute("DETACH DATABASE previous")
        return conn.total_changes - before
    if not {"concepts", "entries", "sources"} <= tables:
        raise sqlite3.DatabaseError("no concepts, entries and sources tables")
    conn.executemany(
        "INSERT OR IGNORE INTO plan.history (slug, fingerprint, retired) VALUES (?, ?, ?)",
        _legacy_history(old),
    )
    return conn.total_changes - before


def _legacy_history(old: sqlite3.Connection) -> Iterator[tuple[str, bytes, int]]:
    """The current slugs of a glossary built before the ``slugs`` table, with the
    fingerprints this build computes (a term was once per file then)."""
    rows = old.execute("""
        SELECT c.slug, e.lang, s.file, e.term FROM concepts c
        JOIN entries e ON e.concept_id = c.id JOIN sources s ON s.id = e.source_id
        WHERE typeof(c.slug) = 'text' AND c.slug != ''
        ORDER BY c.id, e.lang""")
    for slug, group in itertools.groupby(rows, key=lambda row: str(row[0])):
        parts = (entry_fingerprint(lang, file, term, 0) for _, lang, file, term in group)
        yield slug, fingerprint(parts), 0


def resolve(conn: sqlite3.Connection) -> None:
    """Give every row of ``plan.concepts`` its slug (the module's three rules)."""
    conn.execute("CREATE INDEX plan.history_fingerprint ON history(fingerprint)")
    conn.execute("""
        UPDATE plan.concepts SET slug = h.slug FROM plan.history AS h
        WHERE h.fingerprint = concepts.fingerprint""")
    conn.execute("""
        UPDATE plan.concepts SET slug = base WHERE pid IN (
            SELECT pid FROM (
                SELECT pid, base, row_number() OVER (PARTITION BY base ORDER BY pid) AS n
                FROM plan.concepts WHERE slug IS NULL)
            WHERE n = 1 AND base NOT IN (SELECT slug FROM plan.history))""")
    # Unique: two concepts never share a slug, whatever a crafted history says.
    conn.execute("CREATE UNIQUE INDEX plan.concepts_slug ON concepts(slug)")
    rest = conn.execute(
        "SELECT pid, base, fingerprint FROM plan.concepts WHERE slug IS NULL ORDER BY pid"
    ).fetchall()  # homonyms only: few
    for pid, base, fp in rest:
        slug = f"{base}-{fp.hex()[:8]}"
        n = 1
        while _taken(conn, slug):
            n += 1
            slug = f"{base}-{fp.hex()[:8]}-{n}"
        conn.execute("UPDATE plan.concepts SET slug = ? WHERE pid = ?", (slug, pid))


def _taken(conn: sqlite3.Connection, slug: str) -> bool:
    (found,) = conn.execute(
        "SELECT EXISTS (SELECT 1 FROM plan.concepts WHERE slug = ?1) "
        "OR EXISTS (SELECT 1 FROM plan.history WHERE slug = ?1)", (slug,)
    ).fetchone()
    return bool(found)


def write_history(conn: sqlite3.Connection) -> None:
    """The new glossary's ``slugs``: this build's slugs, and every older one retired."""
    conn.execute("""
        INSERT INTO main.slugs (slug, fingerprint, retired)
        SELECT slug, fingerprint, 0 FROM plan.concepts
        UNION ALL
        SELECT slug, fingerprint, 1 FROM plan.history
        WHERE slug NOT IN (SELECT slug FROM plan.concepts)
        ORDER BY 1""")
