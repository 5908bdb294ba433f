"""What a glossary records about its own build: sources, volumes, counts, metadata.

Written by :mod:`.writer` once the concepts are in place.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from datetime import UTC, datetime

from glossary_desktop._version import __version__
from glossary_desktop.importer.plan import Source, Volume
from glossary_desktop.store.schema import SCHEMA_VERSION


def write_sources(
    conn: sqlite3.Connection, sources: list[Source], volumes: list[Volume]
) -> None:
    """The ``volumes`` and ``sources`` tables (a source's id is its position)."""
    volume_of = {s.path: v.id for v in volumes for s in v.sources}
    conn.executemany("INSERT INTO main.volumes (id, name) VALUES (?, ?)",
                     ((v.id, v.name) for v in volumes))
    conn.executemany(
        "INSERT INTO main.sources (id, file, lang, title, subtitle, sha256, entries, volume_id)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ((sid, s.name, s.lang.value, s.title, s.subtitle, s.sha256, s.entries,
          volume_of[s.path]) for sid, s in enumerate(sources, start=1)),
    )


def count_concepts(conn: sqlite3.Connection) -> dict[str, int]:
    """Concepts in both languages, Spanish only, Portuguese only, and in all."""
    by_langs = dict(conn.execute("SELECT langs, count(*) FROM main.concepts GROUP BY langs"))
    both, es_only, pt_only = (int(by_langs.get(k, 0)) for k in ("es,pt", "es", "pt"))
    return {
        "concepts": both + es_only + pt_only, "both": both, "es_only": es_only,
        "pt_only": pt_only,
    }


def content_hash(sources: Sequence[Source]) -> str:
    """Hash of what the DB is built from: schema version and each source's bytes."""
    h = hashlib.sha256(f"schema {SCHEMA_VERSION}\n".encode())
    for s in sorted(sources, key=lambda s: s.name):
        h.update(f"{s.name}\t{s.sha256}\n".encode())
    return h.hexdigest()


def meta(sources: list[Source], counts: dict[str, int]) -> dict[str, str]:
    """The ``meta`` table's rows: schema, time, tool version, hashes, counts."""
    return {
        "schema_version": str(SCHEMA_VERSION),
        "built_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "tool_version": __version__,
        "content_sha256": content_hash(sources),
        "counts": json.dumps(counts),
        "sources": json.dumps(
            [{"file": s.name, "lang": s.lang.value, "sha256": s.sha256,
              "entries": s.entries} for s in sources],
            ensure_ascii=False,
        ),
    }
