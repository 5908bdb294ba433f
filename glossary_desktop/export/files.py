"""Putting an export into a file: whole or not at all, never over one by surprise.

The text goes to a temporary file beside the target, is synced, and only
then takes the target's name: a full disk or an error half-way leaves no
partial file and an existing one untouched. Without ``force`` the name is
taken with a hard link, which fails if the file exists, even if it appeared
while the export was being written.

Even with ``force``, the file is never one the export reads (the glossary, the
bookmarks file), nor a folder, a device or a FIFO; a symlink is written
through to its target: the checks ``build-db`` makes of its output, by the same
function (:func:`glossary_desktop.store.outputs.output_target`).
"""

from __future__ import annotations

import errno
import os
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from glossary_desktop.errors import UserError
from glossary_desktop.store.durable import sync_folder
from glossary_desktop.store.outputs import output_target

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
    path: Path, write: Callable[[Any], T], *, force: bool = False, bom: bool = False,
    binary: bool = False, reading: Sequence[Path] = (),
) -> T:
    """Run ``write`` on a text stream (a byte stream if ``binary``) whose content
    becomes the file at ``path``.

    ``reading``: the files the export reads, which ``path`` must not be
    (:class:`~glossary_desktop.errors.OutputError`, as any other output that
    is not a regular file).
    """
    path = Path(path)
    if path.is_dir():
        raise ExportError(path, "is a folder; give a file name")
    target = output_target(path, reading)
    if not force and target.exists():
        raise FileExists(path)
    tmp: Path | None = None
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        tmp = Path(name)
        encoding = None if binary else "utf-8-sig" if bom else "utf-8"
        with os.fdopen(fd, "wb" if binary else "w", encoding=encoding,
                       newline=None if binary else "") as fh:
            result = write(fh)
            fh.flush()
            os.fsync(fh.fileno())
        tmp.chmod(0o644)  # mkstemp's 0600 is for the half-written file only
        _move(tmp, target, force, path)
        sync_folder(target.parent)
        return result
    except OSError as exc:
        raise ExportError(path, f"cannot write ({exc.strerror or exc})", exc) from exc
    finally:
        if tmp is not None:
            tmp.unlink(missing_ok=True)


def _move(tmp: Path, target: Path, force: bool, named: Path) -> None:
    """Give ``tmp`` the name ``target`` (what ``named`` stands for)."""
    if force:
        os.replace(tmp, target)
        return
    try:
        os.link(tmp, target)  # atomic, and fails when the name is taken
    except FileExistsError:
        raise FileExists(named) from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV):
            raise
        # No hard links here (FAT, some network shares): check, then rename.
        if target.exists():
            raise FileExists(named) from None
        os.replace(tmp, target)
