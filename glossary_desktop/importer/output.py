"""Where ``build-db`` may write: never over a source, never over a stranger's file.

The output is checked before any source is read, so a mistyped command line
costs nothing: a path that is one of the sources (also through a symlink or a
hard link: the same file on disk) is refused, and so is an existing file that
is not a glossary database of ours unless the caller forces it.

Temporary files: the database is written to ``.NAME.PID-RANDOM.tmp`` beside
the output and renamed over it when complete. A build that was killed
(SIGKILL, power loss) cannot remove its own; the next build into the same
folder removes the ones whose process is gone. A file whose process is still
alive belongs to a build running now, and is left alone.
"""

from __future__ import annotations

import errno
import os
import re
import shutil
import sqlite3
import stat
from collections.abc import Callable, Sequence
from pathlib import Path

from glossary_desktop.errors import OutputError, SourceError
from glossary_desktop.store.glossary_check import foreign_kind

#: Files kept beside a temporary database: SQLite's journal, WAL and shared
#: memory, and the importer's staging file (with its journal).
SIDE_FILES = ("-journal", "-wal", "-shm", "-plan", "-plan-journal")
#: Free space under which SQLite's bare "disk I/O error" is put down to a full
#: disk: SQLite grows its files by whole pages and its shared memory by 32 KiB
#: regions, so a write that failed with this little left was refused for room.
NEARLY_FULL = 1 << 20


def check_output(out: Path, sources: Sequence[Path], *, force: bool = False) -> None:
    """Raise :class:`OutputError` if building into ``out`` could destroy something."""
    if out.is_dir():
        raise OutputError(out, OutputError.IS_DIRECTORY)
    try:
        target = out.stat()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise OutputError(out, OutputError.UNWRITABLE, exc.strerror or str(exc)) from exc
    if not stat.S_ISREG(target.st_mode):  # /dev/null, a FIFO: never replaced, even forced
        raise OutputError(out, OutputError.NOT_A_FILE)
    for source in sources:
        try:
            same = os.path.samestat(target, Path(source).stat())
        except OSError:  # a missing source is the loader's to report
            continue
        if same:
            raise OutputError(out, OutputError.IS_SOURCE, str(source))
    kind = foreign_kind(out)
    if kind is not None and not force:
        raise OutputError(out, OutputError.NOT_OURS, kind)


def disk_is_full(exc: BaseException, folder: Path) -> bool:
    """Whether ``exc``, raised while writing into ``folder``, comes from a full disk.

    The system says so (ENOSPC, EDQUOT), or SQLite does (SQLITE_FULL); SQLite's
    plain I/O error (SQLITE_IOERR: its shared-memory file could not grow, for
    one) when the folder's disk has almost no room left. Ask before the
    build's temporary files are removed: they are what filled it.
    """
    if isinstance(exc, OSError):
        return exc.errno in (errno.ENOSPC, errno.EDQUOT)
    primary = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if primary == sqlite3.SQLITE_FULL:
        return True
    if primary != sqlite3.SQLITE_IOERR:
        return False
    try:
        return shutil.disk_usage(folder).free < NEARLY_FULL
    except OSError:
        return False


def check_source_names(sources: Sequence[Path]) -> None:
    """Raise :class:`SourceError` for a source whose name is not valid text.

    The database keeps each source's file name (the window shows where an
    entry came from) as text; bytes that are not UTF-8 cannot be stored.
    """
    for source in sources:
        try:
            source.name.encode("utf-8")
        except UnicodeEncodeError:
            raise SourceError(source, SourceError.NAME_NOT_UTF8) from None


def temp_prefix(out: Path) -> str:
    """The start of this process's temporary file names for ``out``."""
    return f".{out.name}.{os.getpid()}-"


def remove_stale_temps(out: Path) -> list[Path]:
    """Remove the temporary files of dead builds into ``out``; the ones removed.

    Only names of our pattern (``.NAME.PID-RANDOM.tmp`` and the files kept
    beside it: SIDE_FILES) whose PID is not a running process: a live PID is a build
    running now (or, rarely, a reused PID: that file is then left for a later
    build, never removed too early).
    """
    return _remove(out, lambda pid: not _alive(pid))


def remove_own_temps(out: Path) -> list[Path]:
    """Remove this process's temporary files for ``out`` (a build that failed)."""
    return _remove(out, lambda pid: pid == os.getpid())


def _remove(out: Path, doomed: Callable[[int], bool]) -> list[Path]:
    sides = "|".join(map(re.escape, SIDE_FILES))
    pattern = re.compile(rf"\.{re.escape(out.name)}\.(\d+)-[^/]+\.tmp({sides})?")
    removed: list[Path] = []
    try:
        names = os.listdir(out.parent)
    except OSError:
        return removed  # the build's own write will say why the folder is unusable
    for name in names:
        match = pattern.fullmatch(name)
        if match is None or not doomed(int(match[1])):
            continue
        path = out.parent / name
        try:
            path.unlink()
        except FileNotFoundError:  # another build removed it first
            continue
        except OSError:  # not ours to remove after all (permissions): leave it
            continue
        removed.append(path)
    return removed


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if pid <= 0:  # kill(0, ...) would ask about our own process group
        return False
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, owned by another user
        return True
    except OverflowError:  # not a PID at all
        return False
    return True
