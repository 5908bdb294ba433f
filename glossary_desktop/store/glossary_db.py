"""Read-only access to a built glossary database.

The file is opened with ``mode=ro&immutable=1``: SQLite never creates it, never
writes to it and takes no locks, so the glossary works from a read-only folder
(a mounted image, ``/opt``) and the shipped file is never modified.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from glossary_desktop.domain import Concept, Entry, Lang, TermRow
from glossary_desktop.errors import GlossaryError
from glossary_desktop.store.schema import REQUIRED_TABLES, SCHEMA_VERSION
from glossary_desktop.store.sqlite_file import connect_readonly_file, has_sqlite_header


def connect_readonly(path: Path | str) -> sqlite3.Connection:
    """Open ``path`` read-only and check it is a glossary of our schema version.

    Raises :class:`GlossaryError` with a message naming the file otherwise; never
    creates a file.
    """
    p = Path(path)
    if not p.exists():
        raise GlossaryError(f"{p}: glossary database not found")
    if p.is_dir():
        raise GlossaryError(f"{p}: is a directory, not a glossary database")
    try:
        is_sqlite = has_sqlite_header(p)
    except OSError as exc:
        raise GlossaryError(f"{p}: cannot read glossary database ({exc.strerror})") from exc
    if not is_sqlite:
        raise GlossaryError(f"{p}: not an SQLite database (empty or another kind of file)")
    try:
        conn = connect_readonly_file(p, immutable=True, check_same_thread=False)
        _check(conn, p)
    except sqlite3.DatabaseError as exc:
        raise GlossaryError(f"{p}: damaged glossary database ({exc})") from exc
    return conn


def _check(conn: sqlite3.Connection, p: Path) -> None:
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    missing = [t for t in REQUIRED_TABLES if t not in names]
    if version > SCHEMA_VERSION:
        raise GlossaryError(
            f"{p}: glossary schema version {version} is newer than this app reads "
            f"({SCHEMA_VERSION}); update the app"
        )
    if version < SCHEMA_VERSION or missing:
        raise GlossaryError(
            f"{p}: not a glossary database of schema version {SCHEMA_VERSION} "
            f"(found version {version}{', missing ' + ', '.join(missing) if missing else ''}); "
            "rebuild it with 'glossary-desktop build-db'"
        )
    # A truncated file passes the header check; touching the last page finds it.
    conn.execute("SELECT max(id) FROM entries").fetchone()
    conn.execute("SELECT count(*) FROM meta").fetchone()


_CONCEPT_SQL = """
SELECT c.id, c.slug, v.name, e.lang, e.term, e.definition, s.file, e.line
FROM concepts c
JOIN volumes v ON v.id = c.volume_id
LEFT JOIN entries e ON e.concept_id = c.id
LEFT JOIN sources s ON s.id = e.source_id
WHERE c.id IN ({marks})
"""


#: Values bound per query: under SQLite's limit on variables in a statement.
CHUNK = 500


def rows_in_chunks(
    conn: sqlite3.Connection, sql: str, values: Sequence[int | str]
) -> Iterator[Any]:
    """The rows of ``sql`` (with ``{marks}`` where the values go) for all ``values``,
    :data:`CHUNK` at a time."""
    for start in range(0, len(values), CHUNK):
        chunk = list(values[start : start + CHUNK])
        yield from conn.execute(sql.format(marks=",".join("?" * len(chunk))), chunk)


def concepts_by_id(conn: sqlite3.Connection, ids: Sequence[int]) -> dict[int, Concept]:
    """Load the concepts with these ids (missing ids are left out)."""
    out: dict[int, Concept] = {}
    for cid, slug, volume, lang, term, definition, file, line in rows_in_chunks(
        conn, _CONCEPT_SQL, ids
    ):
        concept = out.get(cid)
        if concept is None:
            concept = out[cid] = Concept(cid, slug, volume, {})
        if lang is not None:
            code = _LANG_OF_CODE[lang]
            concept.entries[code] = Entry(code, term, definition, file, line)
    return out


_ROW_SQL = """
SELECT c.id, c.slug, e.lang, e.term
FROM concepts c
LEFT JOIN entries e ON e.concept_id = c.id
WHERE c.id IN ({marks})
"""


def term_rows_by_id(conn: sqlite3.Connection, ids: Sequence[int]) -> dict[int, TermRow]:
    """The list rows (slug and terms) of these concept ids (missing ids are left out)."""
    out: dict[int, TermRow] = {}
    for cid, slug, lang, term in rows_in_chunks(conn, _ROW_SQL, ids):
        row = out.get(cid)
        if row is None:
            row = out[cid] = TermRow(cid, slug, {})
        if lang is not None:
            row.terms[_LANG_OF_CODE[lang]] = term
    return out


#: ``Lang(code)`` as a dict lookup: it runs for every row of every page and search.
_LANG_OF_CODE = {lang.value: lang for lang in Lang}


def ordered(found: dict[int, Concept], ids: Iterable[int]) -> list[Concept]:
    """The concepts of ``found`` in the order of ``ids``."""
    return [found[i] for i in ids if i in found]
