"""One glossary written into a temporary database file, streaming (see :mod:`.build`).

Memory stays bounded by the largest volume, not the glossary:

1. Each file is parsed, its entries written as they are read (:mod:`.text_source`);
   only a compact :class:`~.plan.Source` stays (ids, counts, a sketch for grouping).
   A term base streams in as one already-paired volume (:mod:`.termbase`).
2. Files are grouped into volumes; the full-text indexes are then built in a
   background thread (:mod:`.indexing`) while this thread reads one volume's
   entries back from the database, pairs them and writes one staging row per
   concept (schema ``plan``, a second file beside the target).
3. Slugs (:mod:`.slugs`), concept order and ids, and the entries' concept
   ids are settled in SQL (:mod:`.finish`): no concept lives in Python.

The database runs in WAL mode while it is built, so that the pairing can read
entries while the indexing thread writes; it is a plain file again before it
is renamed. Every table goes in through ``executemany`` (docs/architecture.md
says why the importer does without sqlite-utils).
"""

from __future__ import annotations

import gc
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer import align, slugs
from glossary_desktop.importer.checkpoint import Checkpoint
from glossary_desktop.importer.finish import finish
from glossary_desktop.importer.indexing import index_text, wait
from glossary_desktop.importer.manifest import SourceInfo, load_manifest
from glossary_desktop.importer.on_disk import EntriesOnDisk
from glossary_desktop.importer.parse import SourceWarning
from glossary_desktop.importer.plan import (
    ConceptRow,
    Pair,
    Source,
    Stored,
    Unpaired,
    Volume,
    concept_row,
    group,
    pairs,
    unpaired,
)
from glossary_desktop.importer.source_kinds import is_termbase
from glossary_desktop.importer.termbase import TermBaseFile, termbase_pairs, write_termbase
from glossary_desktop.importer.text_source import write_text_source
from glossary_desktop.store.schema import TABLES

#: ``progress(stage, done, total)``: stages "reading" (files), "pairing"
#: (volumes), "indexing" and "writing" (0 of 1, then 1 of 1).
Progress = Callable[[str, int, int], None]


def no_progress(_stage: str, _done: int, _total: int) -> None:
    """A :data:`Progress` that shows nothing."""


_INSERT_PLAN = (
    "INSERT INTO plan.concepts (volume_id, langs, sort_key, base, fingerprint, es_id, pt_id) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic-GC passes while a build makes millions of small containers.

    None of them forms a cycle; left on, the collector rescans them all again
    and again as they accumulate. Kept because it measured faster: a 100k-entry
    match, collector paused or on, alternated four times in one process, was
    about 6% quicker paused by the median, in three pairs of runs out of four;
    the whole build (parsing, pairing, writing) paused, against only the
    matching, used less CPU too (docs/performance.md).

    The collector is the whole process's: only a process that does nothing
    but the build pauses it, the command line's ``build-db`` and ``import``
    (the window's imports run as ``import`` in a child process). The build
    itself (:func:`~.build.build_db`) leaves it alone, and a nested pause
    leaves it as it found it.
    """
    was_on = gc.isenabled()
    gc.disable()  # measured faster for the build (docstring); restored on the way out
    try:
        yield
    finally:
        if was_on:
            gc.enable()


class Writer:
    """Writes one glossary into the temporary file ``tmp`` (the module's three steps)."""

    def __init__(self, tmp: Path, progress: Progress, check: Checkpoint | None = None) -> None:
        self.tmp = tmp
        self.progress = progress
        self.check = check or Checkpoint()
        self.entries = 0
        self.termbases: list[TermBaseFile] = []

    def run(
        self, paths: list[Path], previous: Path | None, *, required: bool
    ) -> tuple[dict[str, int], list[Source], list[Volume], list[Unpaired], list[SourceWarning]]:
        # The indexing thread's connection; this thread uses it only before and after.
        writer = sqlite3.connect(self.tmp, check_same_thread=False)
        reader: sqlite3.Connection | None = None
        try:
            # A temporary file renamed only when complete needs no journal while
            # one connection writes; WAL only once the pairing reads beside the
            # indexing (entries written once, not once to the WAL and once back).
            writer.execute("PRAGMA journal_mode = OFF")
            writer.execute("PRAGMA synchronous = OFF")
            writer.executescript(TABLES)
            with self.check.watching(writer):
                sources, warnings = self._read(writer, paths)
            writer.execute("PRAGMA journal_mode = WAL")
            volumes = self._group(sources)
            # Leaving the pool waits for the indexing thread, however the block ends.
            with ThreadPoolExecutor(1, thread_name_prefix="glossary-index") as pool:
                indexing = pool.submit(index_text, writer)
                try:
                    reader = self._staging(previous, required)
                    with self.check.watching(reader):
                        alone = self._pair(reader, volumes)
                        slugs.resolve(reader)
                    reader.commit()
                    self.progress("indexing", 0, 1)
                    wait(indexing, self.check)
                except BaseException:
                    # A bad previous glossary, a full disk, Ctrl+C, a cancel: stop
                    # indexing now rather than after its minute at a million concepts.
                    writer.interrupt()
                    raise
            self.progress("indexing", 1, 1)
            writer.close()
            self.progress("writing", 0, 1)
            with self.check.watching(reader):
                counts = finish(reader, sources, volumes, self.check)
            self.progress("writing", 1, 1)
            return counts, sources, volumes, alone, warnings
        finally:
            writer.close()
            if reader is not None:
                reader.close()

    def _read(
        self, conn: sqlite3.Connection, paths: list[Path]
    ) -> tuple[list[Source], list[SourceWarning]]:
        """Parse, identify and write each file in turn; keep only its summary."""
        sources: list[Source] = []
        warnings: list[SourceWarning] = []
        manifests: dict[Path, dict[str, SourceInfo]] = {}
        # A file name and a language name a source (build.source_paths).
        named: dict[tuple[str, Lang], Path] = {}
        for done, path in enumerate(paths, start=1):
            self.check()
            sid = len(sources) + 1
            if path.parent not in manifests:
                manifests[path.parent] = load_manifest(path.parent)
            info = manifests[path.parent].get(path.name)
            if is_termbase(path):
                termbase = write_termbase(conn, path, sid, self.entries + 1, self.check.tick)
                termbase.name = (info.volume or "") if info is not None else ""
                self.termbases.append(termbase)
                self.entries += termbase.entries
                sources.extend(termbase.sources)
                warnings.extend(termbase.warnings)
                self.progress("reading", done, len(paths))
                continue
            source, found = write_text_source(
                conn, path, info, sid, self.entries + 1, self.check
            )
            other = named.setdefault((path.name, source.lang), path)
            if other != path:  # es/x.txt and pt/x.txt, both in one language
                raise SourceError(path, SourceError.SAME_NAME, other=other)
            conn.commit()
            self.entries += source.entries
            sources.append(source)
            warnings.extend(found)
            self.progress("reading", done, len(paths))
        return sources, warnings

    def _group(self, sources: list[Source]) -> list[Volume]:
        """Text files grouped into volumes, then each term base as its own volume."""
        termbase_paths = {tb.path for tb in self.termbases}
        volumes = group([s for s in sources if s.path not in termbase_paths])
        for tb in self.termbases:
            volume = tb.volume(len(volumes) + 1)
            if volume.name in {v.name for v in volumes}:  # a manifest's name, taken
                volume.name = f"{volume.name} ({tb.path.stem})"
            volumes.append(volume)
        return volumes

    def _staging(self, previous: Path | None, required: bool) -> sqlite3.Connection:
        """The pairing's connection: the database, the staging file, the slug history."""
        # Opened as a URI so that the previous glossary can be attached read-only
        # (slugs.read_history).
        conn = sqlite3.connect(self.tmp.resolve().as_uri(), uri=True)
        try:
            # The file is synced once, whole, before it is renamed (build.py).
            conn.execute("PRAGMA main.synchronous = OFF")
            # As bytes: a folder name need not be UTF-8 (SQLite takes the bytes as they are).
            conn.execute("ATTACH DATABASE ? AS plan", (os.fsencode(f"{self.tmp}-plan"),))
            # A scratch file, deleted after the build: no journal, no syncing.
            conn.execute("PRAGMA plan.journal_mode = OFF")
            conn.execute("PRAGMA plan.synchronous = OFF")
            conn.executescript(slugs.STAGING)
            if previous is not None:
                slugs.read_history(conn, previous, required=required)
        except BaseException:
            conn.close()  # a full disk must not keep the file open
            raise
        return conn

    def _pair(self, conn: sqlite3.Connection, volumes: list[Volume]) -> list[Unpaired]:
        """Pair one volume at a time into ``plan.concepts`` (plan order: volumes in
        order, pairs in order); the entries left without a translation."""
        alone: list[Unpaired] = []

        def rows(volume: Volume, found: Iterable[Pair]) -> Iterator[ConceptRow]:
            for pair in self.check.each(found):
                left = unpaired(volume, pair)
                if left is not None:
                    alone.append(left)
                yield concept_row(volume, pair)

        for done, volume in enumerate(volumes, start=1):
            self.check()
            if volume.termbase is not None:
                found: Iterable[Pair] = termbase_pairs(conn, volume)
            else:
                # A volume too large to hold stays in the database while it is paired.
                bounded = sum(s.entries for s in volume.sources) > align.IN_MEMORY
                found = pairs(volume, [_stored(conn, s, bounded) for s in volume.sources])
            conn.executemany(_INSERT_PLAN, rows(volume, found))
            del found  # before the next volume is read, not when it is replaced
            self.progress("pairing", done, len(volumes))
        alone.sort(key=lambda u: (u.file, u.line))  # as a reader looks them up
        return alone


def _stored(
    conn: sqlite3.Connection, source: Source, bounded: bool
) -> EntriesOnDisk | list[Stored]:
    """A source's entries in file order, read back for pairing: held in a list,
    or (``bounded``) read from the database as the pairing asks (:mod:`.on_disk`)."""
    entries = EntriesOnDisk(conn, source)
    return entries if bounded else list(entries)
