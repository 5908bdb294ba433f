"""The user's own data: bookmarks and reading history, in ``<user dir>/user.db``.

Three promises, each tested by killing and corrupting real files:

- **A bookmark reported as saved stays saved**, through SIGKILL and power loss,
  and two windows (or a window and the CLI) may write at the same time.
  Every write is one ``BEGIN IMMEDIATE ... COMMIT`` that has finished before the
  method returns.
- **A damaged file never stops the app and is never lost.** A file that is not
  SQLite, is truncated, fails ``PRAGMA quick_check`` or has a schema this app
  does not know is moved aside, bytes untouched, to
  ``user.db.corrupt-YYYYMMDD-HHMMSS`` (with its ``-wal``/``-shm``), and a fresh
  store starts; :attr:`UserStore.warning` tells the user where the old one went.
- **A read-only folder never pretends.** The store opens with whatever can be
  read, :attr:`UserStore.writable` is false, and every write raises
  :class:`UserStoreReadOnly` instead of silently dropping the bookmark.

Bookmarks refer to concepts by slug, so they survive a rebuilt glossary; the
term is stored too, to name a bookmark whose concept has gone. No Qt here.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

from glossary_desktop.domain import Bookmark
from glossary_desktop.errors import UserError
from glossary_desktop.store.closing import Closing
from glossary_desktop.store.user_files import copy_readable, diagnose, move_aside, unwritable
from glossary_desktop.text import sort_key

DB_NAME = "user.db"
SCHEMA_VERSION = 1
#: Visits kept; older ones are deleted as new ones arrive.
HISTORY_LIMIT = 1000
#: How long a write waits for another instance's write to finish. Writes are
#: single-row transactions, so even a slow disk frees the lock in milliseconds.
BUSY_TIMEOUT_S = 10.0

Order = Literal["newest", "alpha"]

# Column names per table: an existing file of our version must have exactly these.
_COLUMNS = {
    "bookmarks": ("slug", "term", "note", "created_at"),
    "history": ("id", "slug", "visited_at"),
}

_SCHEMA = """
CREATE TABLE bookmarks (
    slug TEXT PRIMARY KEY,
    term TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_at REAL NOT NULL
);
CREATE TABLE history (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL,
    visited_at REAL NOT NULL
);
CREATE INDEX history_slug ON history(slug, id);
"""

# Upsert: a second add keeps the original created_at (the "newest" order is when
# the user first starred it) and does not blank a term or note it was not given.
_ADD_SQL = """
INSERT INTO bookmarks (slug, term, note, created_at) VALUES (?, ?, ?, ?)
ON CONFLICT (slug) DO UPDATE SET
    term = CASE WHEN excluded.term != '' THEN excluded.term ELSE term END,
    note = CASE WHEN excluded.note != '' THEN excluded.note ELSE note END
"""


class UserStoreReadOnly(UserError):
    """A write to a store whose folder or file cannot be written."""


class UserStore(Closing):
    """Bookmarks and history of one user, in one SQLite file.

    Open with :meth:`open`. A store is used from one thread (the GUI thread or
    the CLI); several processes may share the file.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        *,
        writable: bool,
        warning: str | None = None,
        recovered_from: Path | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._conn = conn
        self.path = path
        self.writable = writable
        #: One line for the user when something is wrong (read-only, recovered).
        self.warning = warning
        #: Where a damaged file was moved, when one was.
        self.recovered_from = recovered_from
        self._clock = clock

    # -- opening -------------------------------------------------------------------

    @classmethod
    def open(cls, folder: Path | str, *, clock: Callable[[], float] = time.time) -> UserStore:
        """Open or create ``folder/user.db``; never raises for a bad file or folder.

        See the module docstring for what happens to damaged files and read-only
        folders; :attr:`warning` says which happened.
        """
        folder = Path(folder)
        path = folder / DB_NAME
        problem = unwritable(folder, path)
        if problem is not None:
            return cls._read_only(path, problem, clock)
        recovered_from = warning = None
        try:
            damage = diagnose(path, _check_schema, BUSY_TIMEOUT_S)
            if damage is not None:
                recovered_from = move_aside(path, damage.inode)
                if recovered_from is not None:
                    warning = (
                        f"Your bookmarks file could not be read ({damage.reason}); it was "
                        f"moved to {recovered_from} and a new, empty one was started"
                    )
            conn = _connect(path)
        except (OSError, sqlite3.OperationalError) as exc:
            # Checked writable a moment ago, yet failed (disk full, a -shm owned by
            # another user, a lock held for ages): still show what can be read.
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            return cls._read_only(path, f"Bookmarks cannot be saved: {path} ({reason})", clock)
        return cls(conn, path, writable=True, warning=warning,
                   recovered_from=recovered_from, clock=clock)

    @classmethod
    def _read_only(cls, path: Path, message: str, clock: Callable[[], float]) -> UserStore:
        """A store over an in-memory copy of whatever ``path`` holds (maybe nothing)."""
        mem = sqlite3.connect(":memory:", isolation_level=None)
        if not copy_readable(path, mem, _check_schema, SCHEMA_VERSION, BUSY_TIMEOUT_S):
            mem.executescript(_SCHEMA)
        return cls(mem, path, writable=False, warning=message, clock=clock)

    # -- bookmarks -----------------------------------------------------------------

    def add(self, slug: str, term: str = "", note: str = "") -> Bookmark:
        """Bookmark ``slug`` (again: keeps its date, updates a given term or note)."""
        _check_slug(slug)
        with self._write() as conn:
            conn.execute(_ADD_SQL, (slug, term, note, self._clock()))
            row = conn.execute(
                "SELECT slug, term, note, created_at FROM bookmarks WHERE slug = ?", (slug,)
            ).fetchone()
        return _bookmark(row)

    def remove(self, slug: str) -> bool:
        """Remove the bookmark; ``False`` if there was none."""
        with self._write() as conn:
            return conn.execute("DELETE FROM bookmarks WHERE slug = ?", (slug,)).rowcount > 0

    def toggle(self, slug: str, term: str = "") -> bool:
        """Bookmark or unbookmark ``slug`` in one transaction; return the new state."""
        _check_slug(slug)
        with self._write() as conn:
            if conn.execute("DELETE FROM bookmarks WHERE slug = ?", (slug,)).rowcount:
                return False
            conn.execute(_ADD_SQL, (slug, term, "", self._clock()))
            return True

    def set_note(self, slug: str, note: str) -> bool:
        """Replace the note of a bookmark; ``False`` if ``slug`` is not bookmarked.

        Not an error: another window may have removed the bookmark meanwhile.
        """
        with self._write() as conn:
            sql = "UPDATE bookmarks SET note = ? WHERE slug = ?"
            return conn.execute(sql, (note, slug)).rowcount > 0

    def get(self, slug: str) -> Bookmark | None:
        row = self._conn.execute(
            "SELECT slug, term, note, created_at FROM bookmarks WHERE slug = ?", (slug,)
        ).fetchone()
        return _bookmark(row) if row else None

    def is_bookmarked(self, slug: str) -> bool:
        sql = "SELECT 1 FROM bookmarks WHERE slug = ?"
        return self._conn.execute(sql, (slug,)).fetchone() is not None

    def bookmarks(self, order: Order = "newest") -> list[Bookmark]:
        """All bookmarks, newest first or alphabetical by term (case and accents ignored)."""
        if order not in ("newest", "alpha"):
            raise ValueError(f"unknown bookmark order {order!r}")
        # rowid breaks ties between bookmarks made within one clock tick.
        rows = self._conn.execute(
            "SELECT slug, term, note, created_at FROM bookmarks "
            "ORDER BY created_at DESC, rowid DESC"
        )
        marks = [_bookmark(r) for r in rows]
        if order == "alpha":
            # In Python: SQLite's NOCASE is ASCII-only and there is no ICU here.
            marks.sort(key=lambda b: (sort_key(b.term or b.slug), b.slug))
        return marks

    def slugs(self) -> frozenset[str]:
        return frozenset(r[0] for r in self._conn.execute("SELECT slug FROM bookmarks"))

    # -- history -------------------------------------------------------------------

    def record_visit(self, slug: str) -> None:
        """Remember that ``slug`` was shown; keeps the last :data:`HISTORY_LIMIT` visits."""
        _check_slug(slug)
        with self._write() as conn:
            cur = conn.execute(
                "INSERT INTO history (slug, visited_at) VALUES (?, ?)", (slug, self._clock())
            )
            # ids only grow and only the oldest are deleted, so they stay contiguous.
            newest = cur.lastrowid or 0
            conn.execute("DELETE FROM history WHERE id <= ?", (newest - HISTORY_LIMIT,))

    def __repr__(self) -> str:
        mode = "writable" if self.writable else "read-only"
        return f"<UserStore {self.path} {mode}>"

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction, or :class:`UserStoreReadOnly` before any change.

        IMMEDIATE takes the write lock up front: a deferred transaction that reads
        and then writes can fail with SQLITE_BUSY at once, without waiting, when
        another instance wrote in between.
        """
        if not self.writable:
            raise UserStoreReadOnly(self.warning or f"Bookmarks cannot be saved: {self.path}")
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
            self._conn.execute("COMMIT")
        except BaseException:
            # SQLite has already rolled back after some errors (SQLITE_FULL, ...).
            if self._conn.in_transaction:
                self._conn.execute("ROLLBACK")
            raise


def _check_slug(slug: str) -> None:
    if not slug:
        raise ValueError("a bookmark needs a non-empty slug")


def _bookmark(row: tuple[str, str | None, str | None, float | None]) -> Bookmark:
    slug, term, note, created_at = row
    return Bookmark(slug, term or "", note or "", float(created_at or 0.0))


# -- writable file -------------------------------------------------------------------


def _connect(path: Path) -> sqlite3.Connection:
    """A connection for reads and writes, with the schema in place.

    WAL + synchronous=FULL: in WAL mode FULL syncs the WAL on every commit, so a
    commit that returned is on disk and survives power loss; NORMAL only syncs at
    checkpoints and can lose the last commits. (SIGKILL alone loses nothing
    either way: the OS still holds the written pages.) WAL also lets readers go
    on while another instance writes, and the busy timeout makes concurrent
    writers queue instead of failing with "database is locked".
    """
    deadline = time.monotonic() + BUSY_TIMEOUT_S
    while True:
        try:
            return _connect_once(path)
        except sqlite3.OperationalError as exc:
            # Two instances creating the file at once: switching a new file to WAL
            # can fail with "database is locked" without waiting on the busy
            # timeout (seen in one run out of three). Try again until the deadline.
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)  # let the other instance finish its switch, then retry


def _connect_once(path: Path) -> sqlite3.Connection:
    # isolation_level=None: no implicit transactions; _write() opens each one.
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("BEGIN IMMEDIATE")  # two instances may create it at once
        if conn.execute("PRAGMA user_version").fetchone()[0] == 0:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.execute("COMMIT")
    except BaseException:
        conn.close()
        raise
    return conn


# -- the schema an existing file must have -------------------------------------------


def _check_schema(conn: sqlite3.Connection) -> str | None:
    """Why ``conn``'s file is not a bookmarks store this version can use, or ``None``."""
    quick = [r[0] for r in conn.execute("PRAGMA quick_check")]
    if quick != ["ok"]:
        return f"damaged: {quick[0]}"
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        return (f"written by a newer version of the app (format {version}, "
                f"this version reads {SCHEMA_VERSION})")
    tables = [r[0] for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )]
    if version == 0:
        return "not a bookmarks database" if tables else None  # empty: fresh
    for table, columns in _COLUMNS.items():
        found = tuple(r[1] for r in conn.execute(f"PRAGMA table_info({table})"))
        if found != columns:
            return f"not a bookmarks database (table {table!r} is missing or different)"
    return None
