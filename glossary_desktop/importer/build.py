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
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from glossary_desktop.errors import Cancelled, OutputError, SourceError
from glossary_desktop.importer.checkpoint import Checkpoint, never
from glossary_desktop.importer.limits import check_source_file
from glossary_desktop.importer.output import (
    check_output,
    check_source_names,
    remove_own_temps,
    remove_stale_temps,
    temp_prefix,
)
from glossary_desktop.importer.parse import SourceWarning
from glossary_desktop.importer.plan import ByPosition, Source, Unpaired, Volume
from glossary_desktop.importer.twin_clues import folder_lang
from glossary_desktop.importer.writer import Progress, Writer, no_progress
from glossary_desktop.store.outputs import disk_is_full


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

    @property
    def by_position(self) -> list[ByPosition]:
        """The pairs made by position alone, to be checked (volume by volume)."""
        return [p for v in self.volumes for p in v.by_position]


def build_db(
    sources: Sequence[Path], out: Path, *, force: bool = False, previous: Path | None = None,
    progress: Progress | None = None, cancelled: Callable[[], bool] = never,
) -> BuildReport:
    """Build the glossary at ``out`` from ``sources``, atomically: text files, and
    term bases (``.tbx``, ``.csv``, ``.tsv``) whose concepts come already paired.

    ``out`` is checked before any source is read (:func:`check_output`): never
    one of the sources, a folder or a device, and an existing file that is not a
    glossary of ours only with ``force``; a symlink is built through, into its
    target. A failure to write raises :class:`OutputError`. Slugs are kept from
    the slug history of ``previous`` (a glossary; by default ``out`` itself when
    it is one): see :mod:`.slugs`.

    ``cancelled`` is looked at all along the build (:mod:`.checkpoint`): once
    it returns true the build stops, removes its temporary files and raises
    :class:`Cancelled`; ``out`` is left as it was.
    """
    start = time.perf_counter()
    out = Path(out)
    paths = source_paths(sources)
    target = check_output(out, paths, force=force)
    check_source_names(paths)
    for path in paths:  # a FIFO or a device would hold the build up for ever
        check_source_file(path)
    history = previous if previous is not None else (target if target.is_file() else None)
    checkpoint = Checkpoint(cancelled)
    full = False
    try:
        with _atomic_target(target) as tmp:
            try:
                report = Writer(tmp, progress or no_progress, checkpoint).run(
                    paths, history, required=previous is not None
                )
            except (OSError, sqlite3.DatabaseError) as exc:
                full = disk_is_full(exc, target.parent)  # while the temporary files fill it
                raise
    except Exception as exc:
        if not isinstance(exc, Cancelled) and cancelled():
            # A statement the cancel interrupted reports it as an error of its own.
            raise Cancelled from exc
        if isinstance(exc, (OSError, sqlite3.DatabaseError)):  # unwritable folder, full disk
            detail = getattr(exc, "strerror", None) or str(exc)
            full = full or disk_is_full(exc, target.parent)
            raise OutputError(out, OutputError.DISK_FULL if full else OutputError.UNWRITABLE,
                              detail) from exc
        raise
    return BuildReport(out, time.perf_counter() - start, *report)


def source_paths(sources: Sequence[Path]) -> list[Path]:
    """The files to read, once each, by name (ids and plan order follow it).

    File names must differ: a concept's identity (:mod:`.slugs`) and every
    message (``file:line``) name a source by its file name with its language.
    So two files may share a name only in folders named for two languages
    (``es/x.txt`` and ``pt/x.txt``); that they hold those two languages is
    checked once they are read (:meth:`.writer.Writer._read`).
    """
    if not sources:
        raise SourceError(Path("."), SourceError.NO_SOURCES)
    # The same file given twice (``data/x.txt`` and ``/abs/data/x.txt``) is read once.
    # realpath, not Path.resolve: on Python 3.11 that raises RuntimeError for a link
    # loop, which the loader would otherwise report as one line.
    unique = {os.path.realpath(s): Path(s) for s in reversed(sources)}
    paths = sorted(unique.values(), key=lambda p: (p.name, str(p)))
    for _, named in itertools.groupby(paths, key=lambda p: p.name):
        same = list(named)
        langs = {folder_lang(p) for p in same}
        if len(same) > 1 and (None in langs or len(langs) < len(same)):
            raise SourceError(same[1], SourceError.SAME_NAME, other=same[0])
    return paths


def sources_in(folder: Path) -> list[Path]:
    """The source text files of a data folder (``*.txt``)."""
    if not folder.is_dir():
        raise SourceError(folder, SourceError.NO_FOLDER)
    found = sorted(folder.glob("*.txt"))
    if not found:
        raise SourceError(folder, SourceError.NO_TXT_SOURCES)
    return found


@contextlib.contextmanager
def _atomic_target(out: Path) -> Iterator[Path]:
    """A temporary path beside ``out``, renamed over it only on success.

    Its name carries this process's id, so the next build can tell (and
    remove) the leftovers of builds that were killed (:mod:`.output`), with
    the files SQLite and the writer keep beside it.
    """
    out.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(out)
    try:
        fd, name = tempfile.mkstemp(prefix=temp_prefix(out), suffix=".tmp", dir=out.parent)
        os.close(fd)
        tmp = Path(name)
        yield tmp
        # mkstemp makes the file 0600; a glossary installed under /opt must be
        # readable by every user.
        tmp.chmod(0o644)
        with tmp.open("rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, out)
        _fsync_dir(out.parent)
    finally:
        # By name, not by ``tmp``: Ctrl+C may come before ``tmp`` is assigned.
        remove_own_temps(out)


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every filesystem syncs directories
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
