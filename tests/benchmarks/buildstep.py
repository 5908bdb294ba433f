"""One build of the benchmark, in its own process: the importer or the floor.

``python -m tests.benchmarks.buildstep importer OUT SOURCE...`` runs the real
importer; ``... raw OUT GLOSSARY_DB SOURCE...`` the floor (the simplest parse,
one bulk insert into a plain table, then an FTS5 ``rebuild`` with the same
tokenizer and prefix indexes as ``GLOSSARY_DB``). Prints one JSON line:
``{"seconds": s, "peak_mb": m}``.
"""

from __future__ import annotations

import json
import re
import sqlite3
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from .generate import read_pairs


def importer(sources: Sequence[Path], out: Path) -> float:
    """Import ``sources`` into ``out`` with the real importer; seconds."""
    from glossary_desktop.importer.build import build_db
    from glossary_desktop.importer.writer import collector_paused

    t0 = time.perf_counter()
    with collector_paused():  # as build-db and import run it
        build_db(list(sources), out)
    return time.perf_counter() - t0


def fts_options(db: Path) -> tuple[str, str]:
    """(tokenize, prefix) of the glossary's FTS table, for a like-for-like floor."""
    conn = sqlite3.connect(db)
    try:
        (sql,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'entries_fts'").fetchone()
    finally:
        conn.close()
    tok = re.search(r"tokenize\s*=\s*'([^']*)'", sql)
    pre = re.search(r"prefix\s*=\s*'([^']*)'", sql)
    return (tok.group(1) if tok else "unicode61 remove_diacritics 2", pre.group(1) if pre else "")


def raw_build(sources: Sequence[Path], out: Path, tokenize: str, prefix: str) -> float:
    """The floor: simplest parse, one bulk insert, FTS5 rebuild; seconds."""
    out.unlink(missing_ok=True)
    t0 = time.perf_counter()
    conn = sqlite3.connect(out)
    conn.execute(
        "CREATE TABLE entries (id INTEGER PRIMARY KEY, lang TEXT, term TEXT, definition TEXT)"
    )
    prefix_opt = f", prefix='{prefix}'" if prefix else ""
    conn.execute(
        "CREATE VIRTUAL TABLE fts USING fts5(term, definition, content='entries', "
        f"content_rowid='id', tokenize='{tokenize}'{prefix_opt})"
    )
    with conn:
        for path in sources:
            lang = path.name.split(".")[-2]
            conn.executemany(
                "INSERT INTO entries (lang, term, definition) VALUES (?, ?, ?)",
                ((lang, t, d) for t, d in read_pairs(path)),
            )
        conn.execute("INSERT INTO fts(fts) VALUES ('rebuild')")
    conn.close()
    return time.perf_counter() - t0


def _peak_mb() -> float:
    """This process's peak resident memory, threads included.

    Not ``ru_maxrss``: Linux carries it across fork and exec, so a child of the
    harness reported the harness's own peak (479 MB after generating a million
    concepts) whenever its own was lower. ``VmHWM`` is this program's alone.
    """
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


def main(argv: Sequence[str]) -> int:
    mode, out, *rest = argv
    if mode == "importer":
        seconds = importer([Path(p) for p in rest], Path(out))
    elif mode == "raw":
        tokenize, prefix = fts_options(Path(rest[0]))
        seconds = raw_build([Path(p) for p in rest[1:]], Path(out), tokenize, prefix)
    else:
        raise SystemExit(f"unknown mode {mode!r} (importer or raw)")
    print(json.dumps({"seconds": seconds, "peak_mb": _peak_mb()}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
