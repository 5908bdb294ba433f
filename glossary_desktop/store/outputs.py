"""Writing a file of the user's: where it may go, and whether a failure was a full disk.

``build-db`` and ``export`` (from the command line and from the window) write
a finished temporary file beside their output and rename it over it. Before
anything is read, :func:`output_target` says which file that is and refuses
what no ``--force`` may replace: a folder; anything that is not a regular file
(a FIFO, a device such as ``/dev/null``, a socket), which a rename would turn
into a file; and a file the command is reading (the glossary being exported,
a source being built), also when named through a symlink or a hard link. An
output that is a symlink is written through: its target gets the new
content and the link stays a link.

:func:`disk_is_full` tells a full disk from other write failures, for the
build and for the bookmarks file alike.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
import stat
from collections.abc import Sequence
from pathlib import Path

from glossary_desktop.errors import OutputError

#: Free space under which SQLite's bare "disk I/O error" is put down to a full
#: disk: SQLite grows its files by whole pages and its shared memory by 32 KiB
#: regions, so a write that failed with this little left was refused for room.
NEARLY_FULL = 1 << 20


def output_target(out: Path, reading: Sequence[Path]) -> Path:
    """The file to write for ``out`` (a symlink's target, else ``out`` itself).

    Raises :class:`OutputError` naming ``out`` as given when it is a folder,
    not a regular file, or the same file on disk as one of ``reading``.
    """
    # realpath, not Path.resolve: on Python 3.11 that raises RuntimeError for a
    # link loop; here the loop gives a path whose stat() says ELOOP in one line.
    target = Path(os.path.realpath(out))
    if target.is_dir():
        raise OutputError(out, OutputError.IS_DIRECTORY)
    try:
        found = target.stat()
    except FileNotFoundError:
        return target
    except OSError as exc:
        raise OutputError(out, OutputError.UNWRITABLE, exc.strerror or str(exc)) from exc
    if not stat.S_ISREG(found.st_mode):  # /dev/null, a FIFO: never replaced, even forced
        raise OutputError(out, OutputError.NOT_A_FILE)
    for source in reading:
        try:
            same = os.path.samestat(found, Path(source).stat())
        except OSError:  # a missing source is its reader's to report
            continue
        if same:
            raise OutputError(out, OutputError.IS_SOURCE, str(source))
    return target


def disk_is_full(exc: BaseException, folder: Path) -> bool:
    """Whether ``exc``, raised while writing into ``folder``, comes from a full disk.

    The system says so (ENOSPC, EDQUOT), or SQLite does (SQLITE_FULL); SQLite's
    plain I/O error (SQLITE_IOERR: its shared-memory file could not grow, for
    one) when the folder's disk has almost no room left. Ask before the
    temporary files are removed: they may be what filled it.
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
