"""The bookmarks file's format: its tables, its version, and the way up from older ones.

Format 1 kept a bookmark's slug, term and note. Format 2 adds what the bookmark
saw of its concept when it was starred (its Spanish and Portuguese terms and
source file), so a bookmark whose slug now names another concept, or none, is
shown as such instead of being attached to whatever has that slug today. Format 3
adds when the note was last changed (``note_changed_at``, Unix seconds, UTC, like
``created_at``), so a merge keeps the newer of two notes; NULL means unknown: a
note written before format 3, or none written yet.

Also how a writable connection is made (:func:`connect`): WAL, full syncs, the
schema created or upgraded.

Upgrading adds the missing columns in place (``ALTER TABLE ... ADD COLUMN``), in
the one transaction that also sets the version: rows and notes are kept, a crash
half-way leaves the file as it was, and the same step makes a read-only, in-memory copy of
a file from a *newer* version readable with the columns this version knows.
No Qt here.
"""

from __future__ import annotations

import re
import sqlite3
import time
from functools import cache
from pathlib import Path

SCHEMA_VERSION = 3

# Column names per table and per format: an existing file must have exactly these.
_COLUMNS_V1 = {
    "bookmarks": ("slug", "term", "note", "created_at"),
    "history": ("id", "slug", "visited_at"),
}
#: The columns each later format added, with their declarations (the same in
#: :data:`SCHEMA`, so an upgraded file's columns are declared as a new file's).
_ADDED: dict[int, dict[str, tuple[tuple[str, str], ...]]] = {
    2: {"bookmarks": (("es_term", "TEXT NOT NULL DEFAULT ''"),
                      ("pt_term", "TEXT NOT NULL DEFAULT ''"),
                      ("source", "TEXT NOT NULL DEFAULT ''"))},
    # NULL for the notes an upgrade finds: their time is unknown (not the
    # bookmark's, which may be years older than its note's last edit).
    3: {"bookmarks": (("note_changed_at", "REAL"),)},
}


def _columns_of(version: int) -> dict[str, tuple[str, ...]]:
    """Each table's columns in a file of ``version``, in their order."""
    return {table: cols + tuple(name for v in range(2, version + 1)
                                for name, _ in _ADDED[v].get(table, ()))
            for table, cols in _COLUMNS_V1.items()}


_BY_VERSION = {version: _columns_of(version) for version in range(1, SCHEMA_VERSION + 1)}
COLUMNS = _BY_VERSION[SCHEMA_VERSION]
#: Every added column of a table, oldest first.
_ADDED_TO = {table: tuple(col for version in sorted(_ADDED) for col in
                          _ADDED[version].get(table, ())) for table in _COLUMNS_V1}

SCHEMA = """
CREATE TABLE bookmarks (
    slug TEXT PRIMARY KEY,
    term TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL,
    es_term TEXT NOT NULL DEFAULT '',
    pt_term TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    note_changed_at REAL
);
CREATE TABLE history (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    visited_at REAL NOT NULL
);
CREATE INDEX history_slug ON history(slug, id);
"""


def create(conn: sqlite3.Connection) -> None:
    """Create the tables in an empty file (inside the caller's transaction)."""
    for statement in SCHEMA.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def upgrade(conn: sqlite3.Connection) -> None:
    """Bring an older file up to :data:`SCHEMA_VERSION` (inside the caller's transaction)."""
    add_missing_columns(conn)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def add_missing_columns(conn: sqlite3.Connection) -> None:
    """Give every table of ours the columns this version reads, keeping every row.

    A table that is missing altogether (a newer format may have dropped it) is
    created empty.
    """
    present = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    if not present & set(COLUMNS):
        create(conn)
        return
    for table, columns in COLUMNS.items():
        if table not in present:
            create_sql = next(s for s in SCHEMA.split(";") if f"TABLE {table} " in s)
            conn.execute(create_sql)
            continue
        found = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
        for name, decl in _ADDED_TO[table]:
            if name not in found:
                conn.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")
        missing = set(columns) - found - {n for n, _ in _ADDED_TO[table]}
        if missing:
            raise sqlite3.DatabaseError(f"table {table!r} lacks {sorted(missing)}")


def check(conn: sqlite3.Connection) -> str | None:
    """Why ``conn``'s file is not a bookmarks store this version can use, or ``None``.

    Beyond SQLite's own check: the tables must be tables as this app makes them
    (a view named ``bookmarks`` could recurse for ever; a trigger or a constraint
    of someone else's could refuse or change what is written), and every bookmark
    must hold what a bookmark holds (a slug that is text and not empty...): one
    written with a BLOB for a slug would break every later read. A file of a
    newer format is usable (read-only: the caller's business) if SQLite finds
    it sound and its bookmarks are readable.
    """
    quick = [r[0] for r in conn.execute("PRAGMA quick_check")]
    if quick != ["ok"]:
        return f"damaged: {quick[0]}"
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    kinds = dict(conn.execute(
        "SELECT name, type FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
    ).fetchall())
    if version == 0:
        return "not a bookmarks database" if kinds else None  # empty: fresh
    if any(kinds.get(table, "table") != "table" for table in COLUMNS):
        return "not a bookmarks database (its tables are views)"
    if version > SCHEMA_VERSION:
        return _unreadable_row(conn, _present_columns(conn, kinds))
    expected = _BY_VERSION.get(version)
    if expected is None:
        return f"not a bookmarks database (unknown format {version})"
    for table, columns in expected.items():
        found = tuple(r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        if found != columns:
            return f"not a bookmarks database (table {table!r} is missing or different)"
    return _foreign_schema(conn, kinds) or _unreadable_row(conn, expected["bookmarks"])


#: Words of a table definition this app never writes: a constraint or a
#: computed column of someone else's.
_FOREIGN_WORDS = re.compile(r"\b(?:CHECK|REFERENCES|GENERATED)\b", re.IGNORECASE)


def _foreign_schema(conn: sqlite3.Connection, kinds: dict[str, str]) -> str | None:
    """What in a file of a known format this app did not make: a trigger or a view,
    a column of another type, default or key, a constraint."""
    if "trigger" in kinds.values() or "view" in kinds.values():
        return "not a bookmarks database (it has triggers or views)"
    reference = _reference_columns()
    for table in COLUMNS:
        for row in conn.execute(f"PRAGMA table_xinfo({table})"):
            if tuple(row[1:]) != reference[table].get(row[1]):
                return f"not a bookmarks database (column {table}.{row[1]} is different)"
        (sql,) = conn.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)
        ).fetchone()
        if _FOREIGN_WORDS.search(sql):
            return f"not a bookmarks database (table {table!r} has constraints of its own)"
    return None


@cache
def _reference_columns() -> dict[str, dict[str, tuple[object, ...]]]:
    """Each column as this app declares it (``PRAGMA table_xinfo``: type, not null,
    default, key, hidden), read from :data:`SCHEMA` made in memory. A file upgraded
    from an older format has the same: its columns were added with the same
    declarations."""
    mem = empty_store()
    try:
        return {table: {row[1]: tuple(row[1:]) for row in
                        mem.execute(f"PRAGMA table_xinfo({table})")} for table in COLUMNS}
    finally:
        mem.close()


def _present_columns(conn: sqlite3.Connection, kinds: dict[str, str]) -> tuple[str, ...]:
    """The columns of ours a newer file's bookmarks table has (it may have others)."""
    if "bookmarks" not in kinds:
        return ()
    found = {r[1] for r in conn.execute("PRAGMA table_info(bookmarks)")}
    return tuple(c for c in COLUMNS["bookmarks"] if c in found)


#: What each column of a bookmark must hold (``typeof``): text, but the dates.
_TEXT = "('text')"
_TYPES = {"created_at": "('real', 'integer')", "note_changed_at": "('real', 'integer', 'null')"}


def _unreadable_row(conn: sqlite3.Connection, columns: tuple[str, ...]) -> str | None:
    """Why a bookmark cannot be read (a slug that is not text, or is empty; a
    term or note that is not text...), or ``None``."""
    if not columns:
        return None
    tests = [f"typeof({c}) NOT IN {_TYPES.get(c, _TEXT)}" for c in columns]
    if "slug" in columns:
        tests.append("slug = ''")
    row = conn.execute(
        f"SELECT slug FROM bookmarks WHERE {' OR '.join(tests)} LIMIT 1"
    ).fetchone()
    if row is None:
        return None
    return f"a bookmark holds a value of the wrong kind (slug {row[0]!r:.40})"


def empty_store() -> sqlite3.Connection:
    """An in-memory store with no bookmarks (for a file that cannot be read at all)."""
    mem = sqlite3.connect(":memory:", isolation_level=None)
    create(mem)
    return mem


# -- writable file -------------------------------------------------------------------


def connect(path: Path, open_timeout: float, write_timeout: float) -> sqlite3.Connection:
    """A connection for reads and writes, with the schema in place and up to date.

    WAL + synchronous=FULL: in WAL mode FULL syncs the WAL on every commit, so a
    commit that returned is on disk and survives power loss; NORMAL only syncs at
    checkpoints and can lose the last commits. (SIGKILL alone loses nothing
    either way: the OS still holds the written pages.) WAL also lets readers go
    on while another instance writes, and the busy timeout makes concurrent
    writers queue instead of failing with "database is locked". Opening waits up
    to ``open_timeout`` for a lock; each later write up to ``write_timeout``.
    """
    deadline = time.monotonic() + open_timeout
    while True:
        try:
            conn = _connect_once(path, open_timeout)
            break
        except sqlite3.OperationalError as exc:
            # Two instances creating the file at once: switching a new file to WAL
            # can fail with "database is locked" without waiting on the busy
            # timeout (seen in one run out of three). Try again until the deadline.
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)  # let the other instance finish its switch, then retry
    conn.execute(f"PRAGMA busy_timeout = {int(write_timeout * 1000)}")
    return conn


def _connect_once(path: Path, timeout: float) -> sqlite3.Connection:
    # isolation_level=None: no implicit transactions; the store opens each one.
    conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        if conn.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            # Only a new or older file needs the write lock: a window opened while
            # another instance holds it must still open writable.
            conn.execute("BEGIN IMMEDIATE")  # two instances may create it at once
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version == 0:
                create(conn)
            elif version < SCHEMA_VERSION:
                upgrade(conn)
            conn.execute("COMMIT")
        else:
            _probe_write(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _probe_write(conn: sqlite3.Connection) -> None:
    """Raise if this file cannot be written (a -shm SQLite cannot open for writing).

    An empty write transaction finds that at once; a lock another instance
    holds only means someone can write, so it is not waited for (a window
    opened meanwhile must neither freeze nor open read-only).
    """
    conn.execute("PRAGMA busy_timeout = 0")
    try:
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("COMMIT")
    except sqlite3.OperationalError as exc:
        if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) != sqlite3.SQLITE_BUSY:
            raise
