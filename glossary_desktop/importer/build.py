"""Writing the glossary database from the parsed sources, atomically.

The database is built in a temporary file beside the target and renamed over
it only when complete and synced: a failed build leaves any existing database
byte-for-byte unchanged and no half-written file behind. The schema (FTS5
options, indexes) is plain SQL from :mod:`glossary_desktop.store.schema`,
shared with the reader.

Speed (a million concepts must import in at most twice the time of a bare
bulk insert plus FTS5 rebuild):

- Entries are inserted as soon as the files are parsed, and the full-text
  indexes are built in a background thread (SQLite releases the GIL) while
  this thread pairs translations and sorts concepts; the concept ids, known
  only then, are filled in afterwards.
- Small tables go in through sqlite-utils' insert_all; the bulk tables through
  ``executemany`` on the same connection: insert_all spends ~10 µs a row
  converting values (20 s of a million-concept build) where executemany
  spends ~1 µs.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import tempfile
import threading
import time
from array import array
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import sqlite_utils

from glossary_desktop._version import __version__
from glossary_desktop.domain import Lang
from glossary_desktop.errors import OutputError, SourceError
from glossary_desktop.importer.output import (
    check_output,
    check_source_names,
    remove_own_temps,
    remove_stale_temps,
    temp_prefix,
)
from glossary_desktop.importer.plan import (
    Plan,
    PlannedConcept,
    Source,
    load_sources,
    plan_sources,
)
from glossary_desktop.importer.termbase import TermBase, is_termbase, load_termbase
from glossary_desktop.store.durable import sync_folder
from glossary_desktop.store.schema import (
    FTS,
    FTS_TABLES,
    INDEXES,
    SCHEMA_VERSION,
    TABLES,
    TEXT_INDEXES,
)
from glossary_desktop.store.stems import build_stem_index

_BATCH = 10_000
#: What FTS5 gathers in memory before it writes a segment (its default: 1 MB).
#: With 16 MB the rebuild of a million concepts' two indexes writes fewer, larger
#: segments and merges far less: 61 s instead of 85 s (64 MB was no faster). It
#: is stored in the index's config, where only writes read it; the shipped
#: glossary is never written.
FTS_BUILD_HASHSIZE = 16 << 20


@dataclass(frozen=True, slots=True)
class BuildReport:
    """What a build wrote and what it could not pair."""

    out: Path
    plan: Plan
    seconds: float
    termbases: tuple[TermBase, ...] = ()

    @property
    def counts(self) -> dict[str, int]:
        return _counts(self.plan.concepts)


def build_db(sources: Sequence[Path], out: Path, *, force: bool = False) -> BuildReport:
    """Build the glossary at ``out`` from ``sources``, atomically: text files, and
    term bases (``.tbx``, ``.csv``, ``.tsv``) whose concepts come already paired.

    ``out`` is checked before any source is read (:func:`check_output`): never
    one of the sources, and an existing file that is not a glossary of ours only
    with ``force``. A failure to write raises :class:`OutputError`.
    """
    start = time.perf_counter()
    out = Path(out)
    paths = [Path(s) for s in sources]
    check_output(out, paths, force=force)
    check_source_names(paths)
    text = [p for p in paths if not is_termbase(p)]
    by_name = sorted(set(paths) - set(text), key=lambda p: p.name)
    termbases = tuple(load_termbase(p) for p in by_name)
    loaded = load_sources(text) if text or not termbases else []
    try:
        with _atomic_target(out) as tmp:
            the_plan = _write(loaded, tmp, termbases)
    except (OSError, sqlite3.DatabaseError) as exc:  # unwritable folder, full disk
        detail = getattr(exc, "strerror", None) or str(exc)
        raise OutputError(out, OutputError.UNWRITABLE, detail) from exc
    return BuildReport(out, the_plan, time.perf_counter() - start, termbases)


def sources_in(folder: Path) -> list[Path]:
    """The source text files of a data folder (``*.txt``)."""
    if not folder.is_dir():
        raise SourceError(folder, "no such folder")
    found = sorted(folder.glob("*.txt"))
    if not found:
        raise SourceError(folder, "no .txt glossary sources in this folder")
    return found


@contextlib.contextmanager
def _atomic_target(out: Path) -> Iterator[Path]:
    """A temporary path beside ``out``, renamed over it only on success.

    Its name carries this process's id, so the next build can tell (and
    remove) the leftovers of builds that were killed (:mod:`.output`).
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
        sync_folder(out.parent)
    finally:
        # By name, not by ``tmp``: Ctrl+C may come before ``tmp`` is assigned.
        remove_own_temps(out)


def _write(text: list[Source], path: Path, termbases: Sequence[TermBase] = ()) -> Plan:
    # Used by this thread and the indexing thread, never by both at once.
    conn = sqlite3.connect(path, check_same_thread=False)
    try:
        # A temporary file that is renamed only when complete needs no journal.
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.executescript(TABLES)
        # In the plan's order: text files, then the term bases' sources.
        sources = [*text, *(s for tb in termbases for s in tb.volume.sources)]
        _bulk_insert(conn, "entries", _entry_rows(sources))
        indexing = _Background(lambda: _index_text(conn))
        try:
            the_plan = plan_sources(
                text, [tb.volume for tb in termbases], [c for tb in termbases for c in tb.concepts]
            )
            # Indexing takes longer than pairing: prepare every remaining row
            # meanwhile, so that only SQLite work is left once it is done.
            concept_rows = list(_concept_rows(the_plan))
            entry_concepts = list(_entry_concepts(the_plan, sources))
            word_rows = list(_word_rows(the_plan))
            meta = _meta(the_plan)
        finally:
            indexing.wait()
        db = sqlite_utils.Database(conn)
        _write_sources(db, the_plan)
        _bulk_insert(conn, "concepts", iter(concept_rows))
        conn.executemany("UPDATE entries SET concept_id = ? WHERE id = ?", entry_concepts)
        db.table("term_words").insert_all(word_rows, batch_size=_BATCH)
        db.table("meta").insert_all(
            ({"key": k, "value": v} for k, v in meta.items()), batch_size=_BATCH
        )
        conn.executescript(INDEXES)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.commit()
        # Sampled statistics are all the planner needs here; a full ANALYZE of a
        # million-concept DB read every index (~15 s).
        conn.execute("PRAGMA analysis_limit = 1000")
        conn.execute("ANALYZE")
    finally:
        conn.close()
    return the_plan


def _index_text(conn: sqlite3.Connection) -> None:
    conn.executescript(FTS)
    for table in FTS_TABLES:
        conn.execute(
            f"INSERT INTO {table}({table}, rank) VALUES ('hashsize', ?)", (FTS_BUILD_HASHSIZE,)
        )
        conn.execute(f"INSERT INTO {table}({table}) VALUES ('rebuild')")
    conn.executescript(TEXT_INDEXES)
    build_stem_index(conn)


class _Background(threading.Thread):
    """Runs a function in a thread; :meth:`wait` joins it and re-raises its error."""

    def __init__(self, work: Callable[[], None]) -> None:
        super().__init__(name="glossary-index", daemon=True)
        self._work = work
        self._error: BaseException | None = None
        self.start()

    def run(self) -> None:
        try:
            self._work()
        except BaseException as exc:  # handed to the waiting thread, not lost
            self._error = exc

    def wait(self) -> None:
        self.join()
        if self._error is not None:
            raise self._error


def _bulk_insert(conn: sqlite3.Connection, table: str, rows: Iterator[Sequence[object]]) -> None:
    """Insert ``rows`` (a header of column names, then tuples) into ``table``."""
    columns = [str(c) for c in next(rows)]
    marks = ",".join("?" * len(columns))
    conn.executemany(f"INSERT INTO {table} ({','.join(columns)}) VALUES ({marks})", rows)


def _write_sources(db: sqlite_utils.Database, the_plan: Plan) -> None:
    volume_of = {id(s): vid for vid, v in enumerate(the_plan.volumes, start=1) for s in v.sources}
    db.table("volumes").insert_all(
        {"id": vid, "name": v.name} for vid, v in enumerate(the_plan.volumes, start=1)
    )
    db.table("sources").insert_all(
        {
            "id": sid, "file": s.file.name, "lang": s.lang.value, "title": s.file.title,
            "subtitle": s.file.subtitle, "sha256": s.file.sha256,
            "entries": len(s.file.entries), "volume_id": volume_of[id(s)],
        }
        for sid, s in enumerate(the_plan.sources, start=1)
    )


def _volume_ids(the_plan: Plan) -> dict[int, int]:
    return {id(v): k for k, v in enumerate(the_plan.volumes, start=1)}


#: ``concepts.langs`` by (has Spanish, has Portuguese): a lookup, not a join per concept.
_LANGS_COLUMN = {(True, True): "es,pt", (True, False): "es", (False, True): "pt"}


# Rows as a header, then tuples (no dict per row): sqlite-utils' list mode and
# _bulk_insert both take that shape.
def _concept_rows(the_plan: Plan) -> Iterator[Sequence[object]]:
    vids = _volume_ids(the_plan)
    yield ("id", "slug", "volume_id", "langs", "sort_key")
    es, pt = Lang.ES, Lang.PT
    for cid, c in enumerate(the_plan.concepts, start=1):
        langs = _LANGS_COLUMN[(es in c.entries, pt in c.entries)]
        yield (cid, c.slug, vids[id(c.volume)], langs, c.sort_key)


def _entry_rows(sources: list[Source]) -> Iterator[Sequence[object]]:
    """Every entry, in file order: ids follow :func:`_entry_ids`; concept ids later."""
    yield ("id", "concept_id", "lang", "term", "definition", "source_id", "line", "term_key")
    eid = 0
    for sid, s in enumerate(sources, start=1):
        lang = s.lang.value
        for e in s.file.entries:
            eid += 1
            yield (eid, 0, lang, e.term, e.definition, sid, e.line, e.key)


def _entry_concepts(the_plan: Plan, sources: list[Source]) -> Iterator[tuple[int, int]]:
    """``(concept_id, entry_id)`` for every entry, in entry id order.

    In id order the UPDATE walks the table's pages once; in concept order it
    hopped between them and took 31 s for 2M entries instead of a few.
    """
    first_id: dict[int, int] = {}
    count = 0
    for s in sources:
        first_id[id(s)] = count + 1
        count += len(s.file.entries)
    concept_of = array("i", bytes(4 * (count + 1)))  # entry id -> concept id
    for cid, c in enumerate(the_plan.concepts, start=1):
        for source, e in c.entries.values():
            concept_of[first_id[id(source)] + e.number] = cid
    for eid in range(1, count + 1):
        yield (concept_of[eid], eid)


def _word_rows(the_plan: Plan) -> Iterator[Sequence[object]]:
    yield ("word", "first", "length")
    seen: set[str] = set()
    for c in the_plan.concepts:
        for _source, e in c.entries.values():
            for w in e.key.split():
                if w not in seen:
                    seen.add(w)
                    yield (w, w[0], len(w))


def _counts(concepts: Sequence[PlannedConcept]) -> dict[str, int]:
    both = sum(1 for c in concepts if len(c.entries) == 2)
    es_only = sum(1 for c in concepts if list(c.entries) == [Lang.ES])
    return {
        "concepts": len(concepts), "both": both, "es_only": es_only,
        "pt_only": len(concepts) - both - es_only,
    }


def content_hash(sources: Sequence[Source]) -> str:
    """Hash of what the DB is built from: schema version and each source's bytes."""
    h = hashlib.sha256(f"schema {SCHEMA_VERSION}\n".encode())
    for s in sorted(sources, key=lambda s: s.file.name):
        h.update(f"{s.file.name}\t{s.file.sha256}\n".encode())
    return h.hexdigest()


def _meta(the_plan: Plan) -> dict[str, str]:
    return {
        "schema_version": str(SCHEMA_VERSION),
        "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "tool_version": __version__,
        "content_sha256": content_hash(the_plan.sources),
        "counts": json.dumps(_counts(the_plan.concepts)),
        "sources": json.dumps(
            [{"file": s.file.name, "lang": s.lang.value, "sha256": s.file.sha256,
              "entries": len(s.file.entries)} for s in the_plan.sources],
            ensure_ascii=False,
        ),
    }
