"""The bookmarks file on disk: can it be written, is it damaged, what can be read.

:mod:`glossary_desktop.store.user_db` decides what to do; this module does the
file work it needs, without changing a byte it reads: tries the folder for
writing (tried, not predicted from permission bits), tells a damaged file from
a usable one through a read-only connection, and copies whatever can be read
when the folder is read-only (a damaged file is moved aside by
:mod:`glossary_desktop.store.user_aside`). What "usable" means is the caller's
``check`` of the schema. No Qt here.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
import tempfile
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.store.deadlines import Deadlines
from glossary_desktop.store.sqlite_file import connect_readonly_file, has_sqlite_header
from glossary_desktop.store.user_errors import Problem, StoreNotice

#: SQLite's side files in WAL mode; they move with the file they belong to.
SIDECARS = ("-wal", "-shm")

#: Why an open connection's file is not usable (a message), or ``None``.
SchemaCheck = Callable[[sqlite3.Connection], str | None]


def not_a_file(path: Path) -> StoreNotice | None:
    """Why ``path`` can never be the store (a FIFO, socket, device, folder), or ``None``.

    Checked before anything opens it: opening a FIFO waits for a writer that
    never comes, and SQLite would not know what to do with the rest.
    """
    try:
        mode = path.stat().st_mode
    except OSError:
        return None  # absent, or its folder cannot be reached: unwritable() says why
    if stat.S_ISREG(mode):
        return None
    return StoreNotice(Problem.NOT_A_FILE, path)


def absent(path: Path) -> bool:
    """Whether there is nothing at ``path`` (nor, maybe, at the folders above it)."""
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return True
    except OSError:
        return False  # there may be something: opening it says what is wrong
    return False


def blocked(folder: Path) -> StoreNotice | None:
    """Why ``folder`` could not be made, seen without making it: a file where it or a
    folder above it should be (the error ``mkdir`` would meet); ``None`` otherwise."""
    for place in (folder, *folder.parents):
        if absent(place):
            continue
        if place.is_dir():
            return None
        reason = errno.EEXIST if place == folder else errno.ENOTDIR
        return StoreNotice(Problem.CANNOT_CREATE, folder, os.strerror(reason))
    return None


def stored_version(path: Path, timeout: float) -> int:
    """The ``user_version`` of a sound existing file, read without changing it."""
    conn = _connect_ro(path, timeout)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


#: access(2) checks the effective user where the platform can (Linux can).
_EFFECTIVE = os.access in os.supports_effective_ids


def unwritable(folder: Path, path: Path) -> StoreNotice | None:
    """Why the store cannot be written, or ``None``.

    Tried, not predicted from permission bits: root ignores them, while an
    immutable or read-only mounted folder stops root too.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return StoreNotice(Problem.CANNOT_CREATE, folder, exc.strerror or "")
    try:
        # WAL needs to create user.db-wal and -shm next to the file.
        fd, probe = tempfile.mkstemp(prefix=".user.db-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return _cannot_write(folder, exc)
    # Asked, not opened: closing a descriptor of user.db would drop every POSIX
    # lock this process holds on it, those of an open store's SQLite included, and
    # another process would then take the WAL away from under that store.
    # access(2) answers as an open would: EROFS on a read-only mount, EPERM for an
    # immutable file, and permission bits for anyone but root.
    if path.exists() and not os.access(path, os.W_OK, effective_ids=_EFFECTIVE):
        return _cannot_write(path, PermissionError(errno.EACCES, os.strerror(errno.EACCES)))
    return None


def _cannot_write(where: Path, exc: OSError) -> StoreNotice:
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return StoreNotice(Problem.READ_ONLY, where)
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return StoreNotice(Problem.FULL, where)
    return StoreNotice(Problem.CANNOT_WRITE, where, exc.strerror or "")


# -- damaged files -------------------------------------------------------------------


class Damage(NamedTuple):
    """Why an existing file cannot be used, and which file (by inode) it was."""

    reason: str
    inode: FileId


#: Which file a path names: (device, inode).
FileId = tuple[int, int]


def file_id(path: Path) -> FileId | None:
    """The file at ``path`` now, or ``None`` if there is none: two looks at a path
    that give different ids saw two files (one moved aside or removed between)."""
    try:
        return _id_of(path.stat())
    except FileNotFoundError:
        return None


def _id_of(st: os.stat_result) -> FileId:
    return st.st_dev, st.st_ino


#: The files that stores of this process hold open, with how many stores hold
#: each. POSIX record locks belong to a process, not to a descriptor: closing any
#: descriptor of a file drops every lock the process holds on it, SQLite's too,
#: and another process closing its connection then takes the WAL away (deletes
#: it) from under the store still writing. So a file held here is never opened
#: by a descriptor of ours (:func:`diagnose`, :func:`unwritable`).
_HELD: Counter[FileId] = Counter()


def hold(file: FileId) -> None:
    """A store of this process opened ``file``."""
    _HELD[file] += 1


def release(file: FileId) -> None:
    """A store that held ``file`` closed it."""
    _HELD[file] -= 1
    if _HELD[file] <= 0:
        del _HELD[file]


def diagnose(path: Path, check: SchemaCheck, timeout: float) -> Damage | None:
    """Check an existing file without changing it; ``None`` if usable or absent.

    Read-only connection: a read-write one could checkpoint a damaged WAL into
    the file on close, and the original bytes must be kept as they were.
    """
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    inode = _id_of(st)
    if _HELD[inode]:
        # A store of this process has it open: SQLite found it sound, and a
        # descriptor of ours closed on it would drop that store's locks.
        return None
    if st.st_size and not has_sqlite_header(path):  # empty: SQLite starts a new database
        return Damage("not an SQLite database", inode)
    reason = _check_contents(path, check, timeout)
    return Damage(reason, inode) if reason else None


def _check_contents(path: Path, check: SchemaCheck, timeout: float) -> str | None:
    conn = _connect_ro(path, timeout)  # opens lazily: errors come from the first query
    try:
        return _check_snapshot(conn, check)
    except sqlite3.OperationalError:
        raise  # locked, I/O error: not a property of the file, so not a reason to move it
    except sqlite3.DatabaseError as exc:  # SQLITE_CORRUPT, SQLITE_NOTADB
        return f"damaged: {exc}"
    finally:
        conn.close()


#: How long the check of a bookmarks file may take (seconds). A file of this
#: app's, thousands of bookmarks, checks in milliseconds; one that takes this
#: long was made by something else to be slow, and counts as damaged.
CHECK_BUDGET = 10.0


def _check_snapshot(conn: sqlite3.Connection, check: SchemaCheck) -> str | None:
    """``check`` in one read transaction, left open until ``conn`` closes, within
    :data:`CHECK_BUDGET` seconds (else the reason it is damaged).

    Every query of the check, and whatever reads ``conn`` after it (a backup),
    sees the same snapshot. In autocommit each query saw the latest commit, and
    another instance creating the file in between made "no version yet" and
    "has tables" both true: a sound new file moved aside as not ours.
    """
    deadlines = Deadlines(conn)
    budget = deadlines.start(CHECK_BUDGET, hard=True)
    try:
        conn.execute("BEGIN")
        return check(conn)
    except sqlite3.OperationalError as exc:
        if budget.passed:
            return f"damaged: it could not be checked within {CHECK_BUDGET:g} s"
        if str(exc) == "interrupted":
            # Ctrl+C: Python's signal handler ran inside the progress handler,
            # whose exception SQLite only sees as "stop".
            raise KeyboardInterrupt from exc
        raise
    finally:
        deadlines.end(budget)


def _connect_ro(path: Path, timeout: float, *, immutable: bool = False) -> sqlite3.Connection:
    return connect_readonly_file(path, immutable=immutable, timeout=timeout, autocommit=True)


# -- read-only ----------------------------------------------------------------------


def copy_readable(path: Path, mem: sqlite3.Connection, check: SchemaCheck, timeout: float) -> bool:
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
            src = _connect_ro(path, timeout, immutable=immutable)
            try:
                if _check_snapshot(src, check) is not None:
                    return False
                src.backup(mem)  # the snapshot that was checked
                return True
            finally:
                src.close()
        except sqlite3.DatabaseError:
            continue
    return False
