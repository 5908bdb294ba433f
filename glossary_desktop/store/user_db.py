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

import errno
import os
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path
from typing import Literal, NamedTuple

from glossary_desktop.domain import Bookmark
from glossary_desktop.errors import UserError
from glossary_desktop.store import SQLITE_MAGIC
from glossary_desktop.store.closing import Closing
from glossary_desktop.text import sort_key

DB_NAME = "user.db"
SCHEMA_VERSION = 1
#: Visits kept; older ones are deleted as new ones arrive.
HISTORY_LIMIT = 1000
#: How long a write waits for another instance's write to finish. Writes are
#: single-row transactions, so even a slow disk frees the lock in milliseconds.
BUSY_TIMEOUT_S = 10.0

Order = Literal["newest", "alpha"]

_SIDECARS = ("-wal", "-shm")

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
        problem = _unwritable(folder, path)
        if problem is not None:
            return cls._read_only(path, problem, clock)
        recovered_from = warning = None
        try:
            damage = _diagnose(path)
            if damage is not None:
                recovered_from = _move_aside(path, damage.inode)
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
        if not _copy_readable(path, mem):
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

    def recent(self, limit: int = 50) -> list[str]:
        """Distinct visited slugs, most recent first."""
        # Ordered by id, not visited_at: the clock may step back, ids never do.
        rows = self._conn.execute(
            "SELECT slug FROM history GROUP BY slug ORDER BY max(id) DESC LIMIT ?", (limit,)
        )
        return [r[0] for r in rows]

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
            time.sleep(0.01)


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


def _unwritable(folder: Path, path: Path) -> str | None:
    """Why the store cannot be written (a message for the user), or ``None``.

    Tried, not predicted from permission bits: root ignores them, while an
    immutable or read-only mounted folder stops root too.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"Bookmarks cannot be saved: cannot create {folder} ({exc.strerror})"
    try:
        # WAL needs to create user.db-wal and -shm next to the file.
        fd, probe = tempfile.mkstemp(prefix=".user.db-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return _cannot_write(folder, exc)
    if path.exists():
        try:
            os.close(os.open(path, os.O_RDWR))
        except OSError as exc:
            return _cannot_write(path, exc)
    return None


def _cannot_write(where: Path, exc: OSError) -> str:
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"Bookmarks cannot be saved: {where} is read-only"
    return f"Bookmarks cannot be saved: cannot write {where} ({exc.strerror})"


# -- damaged files -------------------------------------------------------------------


class _Damage(NamedTuple):
    """Why an existing file cannot be used, and which file (by inode) it was."""

    reason: str
    inode: tuple[int, int]


def _diagnose(path: Path) -> _Damage | None:
    """Check an existing file without changing it; ``None`` if usable or absent.

    Read-only connection: a read-write one could checkpoint a damaged WAL into
    the file on close, and the original bytes must be kept as they were.
    """
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    inode = (st.st_dev, st.st_ino)
    with path.open("rb") as fh:
        head = fh.read(len(SQLITE_MAGIC))
    if head and head != SQLITE_MAGIC:
        return _Damage("not an SQLite database", inode)
    reason = _check_contents(path)
    return _Damage(reason, inode) if reason else None


def _check_contents(path: Path) -> str | None:
    conn = _connect_ro(path)  # opens lazily: errors come from the first query
    try:
        return _check_schema(conn)
    except sqlite3.OperationalError:
        raise  # locked, I/O error: not a property of the file, so not a reason to move it
    except sqlite3.DatabaseError as exc:  # SQLITE_CORRUPT, SQLITE_NOTADB
        return f"damaged: {exc}"
    finally:
        conn.close()


def _check_schema(conn: sqlite3.Connection) -> str | None:
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


def _connect_ro(path: Path, *, immutable: bool = False) -> sqlite3.Connection:
    query = "?mode=ro&immutable=1" if immutable else "?mode=ro"
    return sqlite3.connect(
        path.resolve().as_uri() + query, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None
    )


def aside_path(path: Path, when: datetime) -> Path:
    """A free name ``user.db.corrupt-YYYYMMDD-HHMMSS[-N]`` next to ``path``.

    Free means the name and its ``-wal``/``-shm`` do not exist; the caller
    reserves it with O_EXCL, so two instances never pick the same one.
    """
    stem = f"{path.name}.corrupt-{when:%Y%m%d-%H%M%S}"
    n = 1
    while True:
        candidate = path.with_name(stem if n == 1 else f"{stem}-{n}")
        names = [candidate, *(Path(f"{candidate}{s}") for s in _SIDECARS)]
        if not any(os.path.lexists(p) for p in names):
            return candidate
        n += 1


def _move_aside(path: Path, inode: tuple[int, int]) -> Path | None:
    """Rename a damaged ``path`` and its sidecars; ``None`` if it already went.

    Never overwrites: the new name is reserved with O_EXCL first (``os.replace``
    over a name someone else made would destroy it). The WAL moves before the
    main file: a WAL left behind would be replayed into the fresh database.
    """
    while True:
        target = aside_path(path, datetime.now())
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            break
        except FileExistsError:
            continue  # another instance took it between the check and here
    try:
        st = path.stat()
    except FileNotFoundError:
        st = None
    if st is None or (st.st_dev, st.st_ino) != inode:
        # Another instance moved it and started a fresh file meanwhile: use that one.
        target.unlink()
        return None
    for suffix in _SIDECARS:
        with suppress(FileNotFoundError):
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    os.replace(path, target)
    return target


# -- read-only ----------------------------------------------------------------------


def _copy_readable(path: Path, mem: sqlite3.Connection) -> bool:
    """Copy a usable ``path`` into ``mem``; ``False`` if there is nothing to copy.

    With no WAL content (a clean close checkpoints and deletes it) the file holds
    everything, and ``immutable=1`` reads it without locks or side files: plain
    ``mode=ro`` would leave a ``-wal`` and ``-shm`` behind in a writable folder
    and cannot open at all in a read-only one. Commits still in the WAL (an
    instance is running, or was killed) need ``mode=ro``, which reads the WAL.
    """
    if not path.is_file():
        return False
    wal = Path(f"{path}-wal")
    pending = wal.is_file() and wal.stat().st_size > 0
    for immutable in ((False, True) if pending else (True,)):
        try:
            src = _connect_ro(path, immutable=immutable)
            try:
                if _check_schema(src) is not None:
                    return False
                src.backup(mem)
                return bool(mem.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION)
            finally:
                src.close()
        except sqlite3.DatabaseError:
            continue
    return False
