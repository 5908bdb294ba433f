"""Writing the glossary database from a :class:`~.plan.Plan`, atomically.

The database is built in a temporary file beside the target and renamed over
it only when complete and synced: a failed build leaves any existing database
byte-for-byte unchanged and no half-written file behind. Rows go in through
sqlite-utils; the schema (FTS5 options, indexes) is plain SQL from
:mod:`glossary_desktop.store.schema`, shared with the reader.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import sqlite_utils

from glossary_desktop._version import __version__
from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.plan import Plan, PlannedConcept, Source, plan
from glossary_desktop.store.schema import FTS, INDEXES, SCHEMA_VERSION, TABLES
from glossary_desktop.text import term_key, words

_BATCH = 10_000


@dataclass(frozen=True, slots=True)
class BuildReport:
    """What a build wrote and what it could not pair."""

    out: Path
    plan: Plan
    seconds: float

    @property
    def counts(self) -> dict[str, int]:
        return _counts(self.plan.concepts)


def build_db(sources: Sequence[Path], out: Path) -> BuildReport:
    """Build the glossary at ``out`` from ``sources`` (text files), atomically."""
    start = time.perf_counter()
    the_plan = plan([Path(s) for s in sources])
    out = Path(out)
    if out.is_dir():
        raise SourceError(out, "output path is a directory")
    with _atomic_target(out) as tmp:
        _write(the_plan, tmp)
    return BuildReport(out, the_plan, time.perf_counter() - start)


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
    """A temporary path beside ``out``, renamed over it only on success."""
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".tmp", dir=out.parent)
    os.close(fd)
    tmp = Path(name)
    try:
        yield tmp
        with tmp.open("rb") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, out)
        _fsync_dir(out.parent)
    finally:
        for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
            leftover.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):  # not every filesystem syncs directories
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _write(the_plan: Plan, path: Path) -> None:
    conn = sqlite3.connect(path)
    try:
        # A temporary file that is renamed only when complete needs no journal.
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.executescript(TABLES)
        db = sqlite_utils.Database(conn)
        source_ids = _write_sources(db, the_plan)
        db.table("concepts").insert_all(_concept_rows(the_plan), batch_size=_BATCH)
        db.table("entries").insert_all(_entry_rows(the_plan, source_ids), batch_size=_BATCH)
        db.table("term_words").insert_all(_word_rows(the_plan), batch_size=_BATCH)
        db.table("meta").insert_all(
            ({"key": k, "value": v} for k, v in _meta(the_plan).items()), batch_size=_BATCH
        )
        conn.executescript(INDEXES)
        conn.executescript(FTS)
        conn.execute("INSERT INTO entries_fts(entries_fts) VALUES ('rebuild')")
        conn.execute("INSERT INTO entries_fts(entries_fts) VALUES ('optimize')")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.commit()
        conn.execute("ANALYZE")
    finally:
        conn.close()


def _write_sources(db: sqlite_utils.Database, the_plan: Plan) -> dict[int, int]:
    by_source: dict[int, int] = {}
    volume_rows: list[dict[str, object]] = []
    source_rows: list[dict[str, object]] = []
    for vid, volume in enumerate(the_plan.volumes, start=1):
        volume_rows.append({"id": vid, "name": volume.name})
        for s in volume.sources:
            sid = len(source_rows) + 1
            by_source[id(s)] = sid
            source_rows.append({
                "id": sid, "file": s.file.name, "lang": s.lang.value, "title": s.file.title,
                "subtitle": s.file.subtitle, "sha256": s.file.sha256,
                "entries": len(s.file.entries), "volume_id": vid,
            })
    db.table("volumes").insert_all(volume_rows)
    db.table("sources").insert_all(source_rows)
    return by_source


def _volume_ids(the_plan: Plan) -> dict[int, int]:
    return {id(v): k for k, v in enumerate(the_plan.volumes, start=1)}


def _concept_rows(the_plan: Plan) -> Iterator[dict[str, object]]:
    vids = _volume_ids(the_plan)
    for cid, c in enumerate(the_plan.concepts, start=1):
        yield {
            "id": cid, "slug": c.slug, "volume_id": vids[id(c.volume)],
            "langs": ",".join(lang.value for lang in (Lang.ES, Lang.PT) if lang in c.entries),
            "sort_key": c.sort_key,
        }


def _entry_rows(the_plan: Plan, source_ids: dict[int, int]) -> Iterator[dict[str, object]]:
    eid = 0
    for cid, c in enumerate(the_plan.concepts, start=1):
        for lang in (Lang.ES, Lang.PT):
            if lang not in c.entries:
                continue
            source, e = c.entries[lang]
            eid += 1
            yield {
                "id": eid, "concept_id": cid, "lang": lang.value, "term": e.term,
                "definition": e.definition, "source_id": source_ids[id(source)],
                "line": e.line, "term_key": term_key(e.term),
            }


def _word_rows(the_plan: Plan) -> Iterator[dict[str, object]]:
    seen: set[str] = set()
    for c in the_plan.concepts:
        for _source, e in c.entries.values():
            for w in words(e.term):
                if w not in seen:
                    seen.add(w)
                    yield {"word": w, "first": w[0], "length": len(w)}


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
