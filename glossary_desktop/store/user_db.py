"""The user's own data: bookmarks and reading history, in ``<user dir>/user.db``.

Four promises, each tested by killing, filling, locking and corrupting real files:

- **A bookmark reported as saved stays saved**, through SIGKILL and power loss,
  and two windows (or a window and the CLI) may write at the same time.
  Every write is one ``BEGIN IMMEDIATE ... COMMIT`` that has finished before the
  method returns.
- **A damaged file never stops the app and is never lost.** A file that is not
  SQLite, is truncated, fails ``PRAGMA quick_check`` or has a schema this app
  does not know (a view or a trigger among its tables, a column of another
  type, a bookmark whose slug is not text, a check that runs out of time) is
  moved aside, bytes untouched, to
  ``user.db.corrupt-YYYYMMDD-HHMMSS`` (with its ``-wal``/``-shm``), and a fresh
  store starts; :attr:`UserStore.warning` tells the user where the old one went.
- **A read-only folder never pretends.** The store opens with whatever can be
  read, :attr:`UserStore.writable` is false, and every write raises
  :class:`UserStoreReadOnly` instead of silently dropping the bookmark. So does
  a file made by a *newer* version (read through a copy, never written or
  moved) and a FIFO, socket or device where the file should be (never opened).
- **A write that fails says so.** A full disk, an I/O error or a lock held
  past the write timeout raises :class:`NotSaved` with a reason code, and the
  transaction leaves nothing behind; a disk too full to open the file on
  leaves no new file either (:attr:`Problem.FULL`). A bookmark whose values
  are not what the file holds (a crafted glossary's BLOB for a slug) is
  refused before it is written (:class:`InvalidBookmark`).

Bookmarks refer to concepts by slug, so they survive a rebuilt glossary; what
the bookmark saw of its concept (terms, source file) is stored too, to tell a
bookmark whose concept has gone or changed. No Qt here.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from glossary_desktop.store import user_schema
from glossary_desktop.store.closing import Closing
from glossary_desktop.store.outputs import disk_is_full
from glossary_desktop.store.user_aside import move_aside
from glossary_desktop.store.user_bookmarks import BookmarkTable, Order, check_slug
from glossary_desktop.store.user_errors import (
    NOTE_MAX_CHARS,
    InvalidBookmark,
    NoteTooLong,
    NotSaved,
    Problem,
    Reason,
    StoreNotice,
    UserStoreReadOnly,
    gone,
    newer_notice,
    not_saved,
)
from glossary_desktop.store.user_files import (
    SIDECARS,
    FileId,
    absent,
    blocked,
    copy_readable,
    diagnose,
    file_id,
    hold,
    not_a_file,
    release,
    stored_version,
    unwritable,
)

__all__ = [
    "NOTE_MAX_CHARS",
    "InvalidBookmark",
    "NotSaved",
    "NoteTooLong",
    "Order",
    "Problem",
    "Reason",
    "StoreNotice",
    "UserStore",
    "UserStoreReadOnly",
]

DB_NAME = "user.db"
SCHEMA_VERSION = user_schema.SCHEMA_VERSION
#: Visits kept; older ones are deleted as new ones arrive.
HISTORY_LIMIT = 1000
#: How long opening, and by default a write, waits for another instance's write
#: to finish. The window passes a much shorter write timeout (it must not freeze)
#: and retries where the user can see it.
BUSY_TIMEOUT_S = 10.0


class UserStore(BookmarkTable, Closing):
    """Bookmarks and history of one user, in one SQLite file.

    Open with :meth:`open`. A store is used from one thread (the GUI thread or
    the CLI); several processes may share the file. Every bookmark write says
    what the user wants (:meth:`set_bookmarked`, :meth:`set_note`), never "flip
    whatever is stored", so two writers cannot turn an "add" into a "remove".
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        path: Path,
        *,
        writable: bool,
        notice: StoreNotice | None = None,
        recovered_from: Path | None = None,
        newer: bool = False,
        unusable: bool = False,
        clock: Callable[[], float] = time.time,
        opened: FileId | None = None,
    ) -> None:
        self._conn = conn
        self.path = path
        #: The file opened, for a writable store: every write checks that
        #: ``path`` still is that file (see :meth:`_write`).
        self._opened = opened
        #: The file this store holds open (see user_files.hold), until close().
        self._held = opened
        if opened is not None:
            hold(opened)
        self.writable = writable
        #: What is wrong (read-only, recovered), for the window to word.
        self.notice = notice
        #: The same as one English line (the CLI's), or ``None``.
        self.warning = None if notice is None else str(notice)
        #: Where a damaged file was moved, when one was.
        self.recovered_from = recovered_from
        #: The file was made by a newer version: read, never written or moved.
        self.newer = newer
        #: Not a regular file (a FIFO, socket, device, folder): never opened.
        self.unusable = unusable
        self._clock = clock

    def close(self) -> None:
        if self._held is not None:
            release(self._held)
            self._held = None
        super().close()

    # -- opening -------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        folder: Path | str,
        *,
        clock: Callable[[], float] = time.time,
        write_timeout: float = BUSY_TIMEOUT_S,
        create: bool = True,
    ) -> UserStore:
        """Open or create ``folder/user.db``; never raises for a bad file or folder.

        See the module docstring for what happens to damaged files and read-only
        folders; :attr:`warning` says which happened. A write waits at most
        ``write_timeout`` seconds for another instance's lock. ``create=False`` is
        for a command that only reads: where there is no file yet, it makes
        nothing (no folder, no file) and the store is empty and read-only.
        """
        folder = Path(folder)
        path = folder / DB_NAME
        problem = not_a_file(path)
        if problem is not None:  # a FIFO would hang every open below
            empty = user_schema.empty_store()
            return cls(empty, path, writable=False, notice=problem, unusable=True, clock=clock)
        if not create and absent(path):  # a first run: no bookmarks, and nothing to make
            empty = user_schema.empty_store()
            return cls(empty, path, writable=False, notice=blocked(folder), clock=clock)
        problem = unwritable(folder, path)
        if problem is not None:
            return cls._read_only(path, problem, clock)
        recovered_from = notice = None
        existed = _present(path)
        try:
            damage = diagnose(path, user_schema.check, BUSY_TIMEOUT_S)
            if damage is not None:
                recovered_from = move_aside(path, damage.inode)
                if recovered_from is not None:
                    notice = StoreNotice(Problem.RECOVERED, recovered_from, damage.reason)
            elif path.exists() and (found := stored_version(path, BUSY_TIMEOUT_S)) > SCHEMA_VERSION:
                newer = newer_notice(path, found, SCHEMA_VERSION)
                return cls._read_only(path, newer, clock, newer=True)
            existed = _present(path)
            conn = user_schema.connect(path, BUSY_TIMEOUT_S, write_timeout)
            opened = file_id(path)
        except (OSError, sqlite3.OperationalError) as exc:
            # Checked writable a moment ago, yet failed (disk full, a -shm owned by
            # another user, a lock held for ages): still show what can be read.
            if disk_is_full(exc, folder):  # SQLite says "disk I/O error" at times
                _remove_new(path, existed)  # and leaves an empty file, a torn -shm
                return cls._read_only(path, StoreNotice(Problem.FULL, path), clock)
            reason = (exc.strerror if isinstance(exc, OSError) else None) or str(exc)
            failed = StoreNotice(Problem.OPEN_FAILED, path, reason)
            return cls._read_only(path, failed, clock)
        return cls(conn, path, writable=True, notice=notice,
                   recovered_from=recovered_from, clock=clock, opened=opened)

    @classmethod
    def _read_only(
        cls, path: Path, notice: StoreNotice, clock: Callable[[], float], *, newer: bool = False
    ) -> UserStore:
        """A store over an in-memory copy of whatever ``path`` holds (maybe nothing)."""
        mem = sqlite3.connect(":memory:", isolation_level=None)
        if copy_readable(path, mem, user_schema.check, BUSY_TIMEOUT_S):
            try:  # older or newer format: the columns this version reads, rows kept
                user_schema.add_missing_columns(mem)
            except sqlite3.DatabaseError:
                mem.close()
                mem = user_schema.empty_store()
        else:
            user_schema.create(mem)
        return cls(mem, path, writable=False, notice=notice, newer=newer, clock=clock)

    def data_version(self) -> int:
        """A number that changes when another connection commits to the file.

        SQLite's ``PRAGMA data_version``: one read of the shared-memory header,
        no file I/O, so a window can poll it to follow other instances.
        """
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0])

    # -- history -------------------------------------------------------------------

    def record_visit(self, slug: str) -> None:
        """Remember that ``slug`` was shown; keeps the last :data:`HISTORY_LIMIT` visits."""
        check_slug(slug)
        with self._write() as conn:
            cur = conn.execute(
                "INSERT INTO history (slug, visited_at) VALUES (?, ?)", (slug, self._clock())
            )
            # ids only grow and only the oldest are deleted, so they stay contiguous.
            newest = cur.lastrowid or 0
            conn.execute("DELETE FROM history WHERE id <= ?", (newest - HISTORY_LIMIT,))

    def _check_still_there(self) -> None:
        if self._opened is None:
            return
        try:
            now = file_id(self.path)
        except OSError:  # a folder on the way replaced by a file: not there either
            now = None
        if now != self._opened:
            raise gone(self.path)

    def __repr__(self) -> str:
        mode = "writable" if self.writable else "read-only"
        return f"<UserStore {self.path} {mode}>"

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One committed transaction, or :class:`NotSaved` with nothing changed.

        IMMEDIATE takes the write lock up front: a deferred transaction that reads
        and then writes can fail with SQLITE_BUSY at once, without waiting, when
        another instance wrote in between.
        """
        if not self.writable:
            raise UserStoreReadOnly(self.warning or f"Bookmarks cannot be saved: {self.path}")
        try:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                # Under the write lock: the file may have been removed with its
                # glossary, or moved aside, since this store opened it.
                self._check_still_there()
                yield self._conn
                self._conn.execute("COMMIT")
            except BaseException:
                # SQLite has already rolled back after some errors (SQLITE_FULL, ...).
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise
        except sqlite3.OperationalError as exc:
            raise not_saved(self.path, exc) from exc


def _present(path: Path) -> frozenset[str]:
    """Which of ``path`` and its sidecars exist now (for :func:`_remove_new`)."""
    return frozenset(name for name in _with_sidecars(path) if os.path.lexists(name))


def _remove_new(path: Path, existed: frozenset[str]) -> None:
    """Remove what an open that failed on a full disk left of ``path`` and its
    sidecars that were not there before (``existed``): an empty ``user.db``, a
    torn three-byte ``-shm``. A ``user.db`` with something in it always stays."""
    for name in _with_sidecars(path):
        if name not in existed:
            with suppress(OSError):
                if name != str(path) or os.path.getsize(name) == 0:
                    os.unlink(name)


def _with_sidecars(path: Path) -> tuple[str, ...]:
    return (str(path), *(f"{path}{suffix}" for suffix in SIDECARS))
