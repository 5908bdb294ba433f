"""What a glossary database must look like before anything reads it.

A file may be anything: empty, text, another program's SQLite database, a
glossary of another schema version, one damaged on disk, or one crafted to
break the reader (a ``meta`` view that recurses forever, a column missing, an
entry in a language the app does not know). Opening checks what is cheap to
check whatever the size of the file (the header, the schema's tables and their
columns, the version, the languages of the sources); the rest is found while
reading, where every statement goes through
:class:`~glossary_desktop.store.glossary_reads.Reads`, which bounds it and turns
what SQLite says into one :class:`GlossaryError` naming the file.
"""

from __future__ import annotations

import sqlite3
from functools import cache
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import DamagedGlossary, GlossaryError
from glossary_desktop.store.glossary_reads import Reads
from glossary_desktop.store.schema import FTS, REQUIRED_TABLES, SCHEMA_VERSION, TABLES
from glossary_desktop.store.sqlite_file import connect_readonly_file, has_sqlite_header

#: The languages an entry or a source may have.
KNOWN_LANGS = frozenset(lang.value for lang in Lang)


def is_sqlite_file(p: Path) -> bool:
    """Whether ``p`` starts with SQLite's header; :class:`GlossaryError` if it is not a
    readable file."""
    if not p.exists():
        raise GlossaryError(p, GlossaryError.NOT_FOUND)
    if p.is_dir():
        raise GlossaryError(p, GlossaryError.DIRECTORY)
    if not p.is_file():  # a FIFO would block the read below forever
        raise GlossaryError(p, GlossaryError.NOT_FILE)
    try:
        return has_sqlite_header(p)
    except OSError as exc:
        raise GlossaryError(p, GlossaryError.UNREADABLE, str(exc.strerror)) from exc


def check_schema(reads: Reads) -> None:
    """Raise :class:`GlossaryError` unless ``reads`` is of a readable glossary."""
    p = reads.path
    version = reads.value("PRAGMA user_version")
    kinds: dict[str, str] = dict(reads.all("SELECT name, type FROM sqlite_master"))
    missing = [t for t in REQUIRED_TABLES if t not in kinds]
    if version > SCHEMA_VERSION:
        raise GlossaryError(p, GlossaryError.NEWER, str(version))
    if version < SCHEMA_VERSION or missing:
        found = f"version {version}{', missing ' + ', '.join(missing) if missing else ''}"
        raise GlossaryError(p, GlossaryError.OLD_SCHEMA, found)
    problems = [f"{t} is a {kinds[t]}, not a table" for t in REQUIRED_TABLES if kinds[t] != "table"]
    if not problems:
        columns: dict[str, set[str]] = {}
        for table, column in reads.all(
            "SELECT m.name, c.name FROM sqlite_master m, pragma_table_info(m.name) c "
            "WHERE m.type = 'table'"
        ):
            columns.setdefault(table, set()).add(column)
        for table, wanted in expected_columns().items():
            lacking = sorted(wanted - columns.get(table, set()))
            if lacking:
                problems.append(f"{table} has no column {', '.join(lacking)}")
    if problems:
        raise GlossaryError(p, GlossaryError.NOT_GLOSSARY, "; ".join(problems))
    langs = {r[0] for r in reads.all("SELECT DISTINCT lang FROM sources")}
    if not langs <= KNOWN_LANGS:
        strange = ", ".join(sorted(map(repr, langs - KNOWN_LANGS)))
        raise DamagedGlossary(p, f"a source in language {strange}")
    # A truncated file passes the header check; touching the last page finds it.
    reads.value("SELECT max(id) FROM entries")
    reads.value("SELECT count(*) FROM meta")


@cache
def expected_columns() -> dict[str, frozenset[str]]:
    """Every table's columns, as the schema's own SQL creates them."""
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(TABLES + FTS)
        out: dict[str, set[str]] = {}
        for table, column in conn.execute(
            "SELECT m.name, c.name FROM sqlite_master m, pragma_table_info(m.name) c "
            "WHERE m.type = 'table'"
        ):
            out.setdefault(table, set()).add(column)
    finally:
        conn.close()
    return {t: frozenset(c) for t, c in out.items() if t in REQUIRED_TABLES}


def foreign_kind(path: Path) -> str | None:
    """What ``path`` is, if it is not a glossary database of ours (any version).

    ``None`` for one of ours: a build may replace it. Otherwise a few words for
    the message that refuses to (``"not an SQLite database"``, ...).
    """
    try:
        if path.stat().st_size == 0:
            return "an empty file"
        if not has_sqlite_header(path):
            return "not an SQLite database"
    except OSError as exc:
        return f"cannot be read: {exc.strerror}"
    try:
        conn = connect_readonly_file(path, immutable=True)
    except sqlite3.Error:
        return "an SQLite database that cannot be opened"
    try:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not {"concepts", "entries", "meta"} <= names:
            return "an SQLite database of another kind"
        row = conn.execute("SELECT 1 FROM meta WHERE key = 'content_sha256'").fetchone()
    except sqlite3.Error:
        return "a damaged SQLite database"
    finally:
        conn.close()
    return None if row else "an SQLite database of another kind"
