"""Where ``build-db`` may write: never over a source, never over a stranger's file.

The output is checked before any source is read, so a mistyped command line
costs nothing: what ``export`` may not replace either (a folder, a device or a
FIFO, one of the sources, also through a symlink or a hard link: see
:mod:`glossary_desktop.store.outputs`), and an existing file that is not a
glossary database of ours unless the caller forces it. A symlink is written
through to its target.

Temporary files: the database is written to ``.NAME.PID-RANDOM.tmp`` beside
the output and renamed over it when complete. A build that was killed
(SIGKILL, power loss) cannot remove its own; the next build into the same
folder removes the ones whose process is gone. A file whose process is still
alive belongs to a build running now, and is left alone.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from pathlib import Path

from glossary_desktop.errors import OutputError, SourceError
from glossary_desktop.store.glossary_check import foreign_kind
from glossary_desktop.store.outputs import output_target

#: Files kept beside a temporary database: SQLite's journal, WAL and shared
#: memory, and the importer's staging file (with its journal).
SIDE_FILES = ("-journal", "-wal", "-shm", "-plan", "-plan-journal")


def check_output(out: Path, sources: Sequence[Path], *, force: bool = False) -> Path:
    """The file to build for ``out`` (:func:`~glossary_desktop.store.outputs.output_target`:
    a symlink's target, never a folder, a device or a source); raise
    :class:`OutputError` if it is an existing file that is not a glossary
    database of ours, unless ``force``."""
    target = output_target(out, sources)
    kind = foreign_kind(target) if target.exists() else None
    if kind is not None and not force:
        raise OutputError(out, OutputError.NOT_OURS, kind)
    return target


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
