"""The last step of a build: concepts in alphabetical order, then what describes them.

Once every volume is paired, each planned concept (schema ``plan``, one row per
concept, :mod:`.writer`) has its slug (:mod:`.slugs`). Here the concepts get
their ids, which are their alphabetical positions (one sort, in SQL), the
entries get their concepts' ids, and the slug history, sources, counts,
metadata, indexes and planner statistics are written.
"""

from __future__ import annotations

import sqlite3
from array import array
from collections.abc import Iterator

import sqlite_utils

from glossary_desktop.importer import slugs, summary
from glossary_desktop.importer.checkpoint import Checkpoint
from glossary_desktop.importer.plan import Source, Volume
from glossary_desktop.store.schema import INDEXES, SCHEMA_VERSION


def finish(
    conn: sqlite3.Connection, sources: list[Source], volumes: list[Volume],
    entry_plan: array[int], check: Checkpoint,
) -> dict[str, int]:
    """Write concepts and metadata; ``entry_plan`` maps entry id -> planned concept.
    ``check`` raises between the steps once the build is cancelled."""
    # The indexing thread is done: a plain file again, written in place.
    conn.execute("PRAGMA main.journal_mode = DELETE")
    conn.execute("PRAGMA main.journal_mode = OFF")
    summary.write_sources(sqlite_utils.Database(conn), sources, volumes)
    check()
    concept_id = array("i", bytes(4 * len(entry_plan)))  # pid -> concept id

    def concepts() -> Iterator[tuple[object, ...]]:
        """Concepts in alphabetical order: the id is the position (one sort, in SQL)."""
        ordered = conn.execute(
            "SELECT pid, slug, volume_id, langs, sort_key FROM plan.concepts "
            "ORDER BY sort_key, slug"
        )
        for cid, (pid, slug, volume_id, langs, key) in enumerate(ordered, start=1):
            concept_id[pid] = cid
            yield (cid, slug, volume_id, langs, key)

    conn.executemany(
        "INSERT INTO main.concepts (id, slug, volume_id, langs, sort_key) "
        "VALUES (?, ?, ?, ?, ?)", check.each(concepts())
    )
    # In entry id order the UPDATE walks the table's pages once; in concept
    # order it hopped between them and took 31 s for 2M entries, not a few.
    conn.executemany(
        "UPDATE entries SET concept_id = ? WHERE id = ?",
        check.each((concept_id[entry_plan[eid]], eid) for eid in range(1, len(entry_plan))),
    )
    check()
    slugs.write_history(conn)
    counts = summary.count_concepts(conn)
    sqlite_utils.Database(conn).table("meta").insert_all(
        {"key": k, "value": v} for k, v in summary.meta(sources, counts).items()
    )
    conn.executescript(INDEXES)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    conn.commit()
    conn.execute("DETACH DATABASE plan")
    # Sampled statistics are all the planner needs here; a full ANALYZE of a
    # million-concept DB read every index (~15 s).
    check()
    conn.execute("PRAGMA analysis_limit = 1000")
    conn.execute("ANALYZE")
    return counts
