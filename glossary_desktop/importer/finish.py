"""The last step of a build: concepts in alphabetical order, then what describes them.

Once every volume is paired, each planned concept (schema ``plan``, one row per
concept with the ids of its entries, :mod:`.writer`) has its slug
(:mod:`.slugs`). Here, all in SQL, the concepts get their ids, which are their
alphabetical positions, the entries get their concepts' ids, and the slug
history, sources, counts, metadata, indexes and planner statistics are written.
"""

from __future__ import annotations

import sqlite3

from glossary_desktop.importer import slugs, summary
from glossary_desktop.importer.checkpoint import Checkpoint
from glossary_desktop.importer.plan import Source, Volume
from glossary_desktop.store.schema import INDEXES, SCHEMA_VERSION


def finish(
    conn: sqlite3.Connection, sources: list[Source], volumes: list[Volume], check: Checkpoint,
) -> dict[str, int]:
    """Write concepts and metadata from the staging table (``plan.concepts``, every
    concept with its slug and entries). ``check`` raises between the steps once
    the build is cancelled."""
    # The indexing thread is done: a plain file again, written in place.
    conn.execute("PRAGMA main.journal_mode = DELETE")
    conn.execute("PRAGMA main.journal_mode = OFF")
    summary.write_sources(conn, sources, volumes)
    check()
    # Concepts in alphabetical order: the id is the position (one sort; slugs
    # are unique, so they make the order total).
    conn.execute("CREATE TABLE plan.ordered (pid INTEGER PRIMARY KEY, cid INTEGER NOT NULL)")
    conn.execute("""
        INSERT INTO plan.ordered (pid, cid)
        SELECT pid, row_number() OVER (ORDER BY sort_key, slug) FROM plan.concepts""")
    conn.execute("""
        INSERT INTO main.concepts (id, slug, volume_id, langs, sort_key)
        SELECT o.cid, p.slug, p.volume_id, p.langs, p.sort_key
        FROM plan.ordered AS o JOIN plan.concepts AS p USING (pid) ORDER BY o.cid""")
    check()
    # Entries are looked up in id order: the UPDATE then walks the table's pages
    # once, where concept order hopped between them (31 s for 2M entries).
    conn.execute("""
        UPDATE main.entries SET concept_id = m.cid FROM (
            SELECT eid, cid FROM (
                SELECT p.es_id AS eid, o.cid FROM plan.concepts AS p
                JOIN plan.ordered AS o USING (pid) WHERE p.es_id IS NOT NULL
                UNION ALL
                SELECT p.pt_id, o.cid FROM plan.concepts AS p
                JOIN plan.ordered AS o USING (pid) WHERE p.pt_id IS NOT NULL)
            ORDER BY eid) AS m
        WHERE entries.id = m.eid""")
    check()
    slugs.write_history(conn)
    counts = summary.count_concepts(conn)
    conn.executemany("INSERT INTO main.meta (key, value) VALUES (?, ?)",
                     summary.meta(sources, counts).items())
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
