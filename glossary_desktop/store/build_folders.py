"""The hidden folders an import is built in (``glossaries/.import-*``), and their leftovers.

A folder is *held* while the process that made it uses it: that process keeps
an advisory lock (``fcntl.flock``, exclusive) on the folder itself from the
moment it makes it until it has renamed it into place or removed it. The
kernel drops the lock when the process ends, however it ends (SIGKILL, a
crash, power loss), so a folder that nobody holds is what an interrupted
import left behind. :func:`remove_left_behind` removes those, and only those:
every command and the window call it when they start.

Between making a folder and locking it, it is not held yet. A removal that
falls there is noticed: with the lock taken, the builder checks that the
folder is still the one it made, and makes another one if not.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: The start of every build folder's name: hidden, never listed as a glossary.
TEMP_PREFIX = ".import-"


@contextmanager
def held_folder(root: Path) -> Iterator[Path]:
    """A new hidden folder in ``root``, held until the block ends.

    The block removes it or renames it; either way the lock goes with the
    process's handle on it, closed here last.
    """
    while True:
        path = Path(tempfile.mkdtemp(prefix=TEMP_PREFIX, dir=root))
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # waits only for a removal under way
            if _still_there(fd, path):
                break
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)  # removed before it was held: make another
    try:
        yield path
    finally:
        os.close(fd)


def _still_there(fd: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(fd), os.lstat(path))
    except FileNotFoundError:
        return False


def remove_left_behind(root: Path) -> list[Path]:
    """Remove the build folders in ``root`` that no running process holds; the ones removed.

    Never raises: a folder that cannot be looked at or removed is left for a
    later start, and the command goes on.
    """
    try:
        found = [e for e in os.scandir(root)
                 if e.name.startswith(TEMP_PREFIX) and e.is_dir(follow_symlinks=False)]
    except OSError:  # no library yet, or a file in its place: nothing to clear
        return []
    removed: list[Path] = []
    for entry in found:
        try:
            fd = os.open(entry.path, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # held: an import running now
            os.close(fd)
            continue
        try:
            shutil.rmtree(entry.path, ignore_errors=True)
        finally:
            os.close(fd)
        if not os.path.lexists(entry.path):
            removed.append(Path(entry.path))
    return removed
