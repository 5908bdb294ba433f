"""Building the glossary database from the source files, atomically.

The database is built in a temporary file beside the target and renamed over
it only when complete and synced: a failed build leaves any existing database
byte-for-byte unchanged and no half-written file behind. How it is written,
streaming with bounded memory, is :mod:`.writer`; the schema (FTS5 options,
indexes) is plain SQL from :mod:`glossary_desktop.store.schema`, shared with
the reader.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.parse import SourceWarning
from glossary_desktop.importer.plan import Source, Unpaired, Volume
from glossary_desktop.importer.writer import Progress, Writer, no_progress


@dataclass(frozen=True, slots=True)
class BuildReport:
    """What a build wrote, what it could not pair and what it fixed in the sources."""

    out: Path
    seconds: float
    counts: dict[str, int]
    sources: list[Source]
    volumes: list[Volume]
    unpaired: list[Unpaired]
    warnings: list[SourceWarning]


def build_db(
    sources: Sequence[Path], out: Path, *, previous: Path | None = None,
    progress: Progress | None = None,
) -> BuildReport:
    """Build the glossary at ``out`` from ``sources`` (text files), atomically.

    Slugs are kept from the slug history of ``previous`` (a glossary; by default
    ``out`` itself when it is one): see :mod:`.slugs`.
    """
    start = time.perf_counter()
    paths = source_paths(sources)
    out = Path(out)
    if out.is_dir():
        raise SourceError(out, "output path is a directory")
    history = previous if previous is not None else (out if out.is_file() else None)
    with _atomic_target(out) as tmp:
        report = Writer(tmp, progress or no_progress).run(
            paths, history, required=previous is not None
        )
    return BuildReport(out, time.perf_counter() - start, *report)


def source_paths(sources: Sequence[Path]) -> list[Path]:
    """The files to read, once each, by name (ids and plan order follow it).

    File names must differ: a concept's identity (:mod:`.slugs`) and every
    message (``file:line``) name a source by its file name.
    """
    if not sources:
        raise SourceError(Path("."), "no source files given")
    # The same file given twice (``data/x.txt`` and ``/abs/data/x.txt``) is read once.
    unique = {Path(s).resolve(): Path(s) for s in reversed(sources)}
    paths = sorted(unique.values(), key=lambda p: (p.name, str(p)))
    for a, b in itertools.pairwise(paths):
        if a.name == b.name:
            raise SourceError(b, f"another source has the same file name ({a}); rename one")
    return paths


def sources_in(folder: Path) -> list[Path]:
    """The source text files of a data folder (``*.txt``)."""
    if not folder.is_dir():
        raise SourceError(folder, "no such folder")
    found = sorted(folder.glob("*.txt"))
    if not found:
        raise SourceError(folder, "no .txt glossary sources in this folder")
    return found


#: Files SQLite may keep beside a database being built (WAL mode, the staging file).
_SIDE_FILES = ("-journal", "-wal", "-shm", "-plan", "-plan-journal")


@contextlib.contextmanager
def _atomic_target(out: Path) -> Iterator[Path]:
    """A temporary path beside ``out``, renamed over it only on success."""
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        # mkstemp makes the file 0600; a glossary installed under /opt must be
        # readable by every user.
        tmp.chmod(0o644)
        with tmp.open("rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, out)
        _fsync_dir(out.parent)
    finally:
        for leftover in (tmp, *(tmp.with_name(tmp.name + side) for side in _SIDE_FILES)):
            leftover.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every filesystem syncs directories
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
