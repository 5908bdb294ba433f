"""Putting an export into a file: whole or not at all, never over one by surprise.

The text goes to a temporary file beside the target, is synced, and only
then takes the target's name: a full disk or an error half-way leaves no
partial file and an existing one untouched. Without ``force`` the name is
taken with a hard link, which fails if the file exists, even if it appeared
while the export was being written.
"""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TextIO, TypeVar

from glossary_desktop.errors import UserError
from glossary_desktop.store.durable import sync_folder

T = TypeVar("T")


class ExportError(UserError):
    """An export that cannot be written; names the file (or concept) and why.

    ``error`` is the system's error when the file could not be written (a full
    disk, a folder without write permission), for a window to word it.
    """

    def __init__(self, where: Path | str, reason: str, error: OSError | None = None) -> None:
        self.where = str(where)
        self.reason = reason
        self.error = error
        super().__init__(f"{where}: {reason}")


class FileExists(ExportError):
    """The target exists and replacing it was not asked for."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, "already exists (use --force to replace it)")


def write_file(
    path: Path, write: Callable[[TextIO], T], *, force: bool = False, bom: bool = False
) -> T:
    """Run ``write`` on a text stream whose content becomes the file at ``path``."""
    path = Path(path)
    if path.is_dir():
        raise ExportError(path, "is a folder; give a file name")
    if not force and path.exists():
        raise FileExists(path)
    tmp: Path | None = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        tmp = Path(name)
        with os.fdopen(fd, "w", encoding="utf-8-sig" if bom else "utf-8", newline="") as fh:
            result = write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        tmp.chmod(0o644)  # mkstemp's 0600 is for the half-written file only
        _move(tmp, path, force)
        sync_folder(path.parent)
        return result
    except OSError as exc:
        raise ExportError(path, f"cannot write ({exc.strerror or exc})", exc) from exc
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _move(tmp: Path, path: Path, force: bool) -> None:
    if force:
        os.replace(tmp, path)
        return
    try:
        os.link(tmp, path)  # atomic, and fails when the name is taken
    except FileExistsError:
        raise FileExists(path) from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV):
            raise
        # No hard links here (FAT, some network shares): check, then rename.
        if path.exists():
            raise FileExists(path) from None
        os.replace(tmp, path)
