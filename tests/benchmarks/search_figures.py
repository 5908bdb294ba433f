"""1. search: the engine against a raw FTS5 query; 6. compare: a concept of
300-word definitions against reading it; the library's search against one
glossary's."""

from __future__ import annotations

import re
import sqlite3
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from . import generate
from .build_figures import build_glossary
from .compare_figure import TARGET_MS, long_sources
from .compare_figure import measure as measure_comparing
from .figure import Figure, elapsed, p95
from .library_figure import measure as measure_library_search
from .queries import Probe

_TOKEN = re.compile(r"[^\W_]+")


def _fetch(conn: sqlite3.Connection, sql: str, arg: str) -> list[Any]:
    return conn.execute(sql, (arg,)).fetchall()



def raw_match(text: str) -> str:
    """The floor's MATCH string: every folded token as ``"tok"*``."""
    return " ".join(f'"{t}"*' for t in _TOKEN.findall(generate.fold(text)))



@dataclass
class QueryTime:
    kind: str
    query: str
    engine: float
    raw: float
    hits: int
    raw_rows: int


def measure_search(
    db: Path, probes: Sequence[Probe], reps: int
) -> tuple[list[Figure], list[QueryTime]]:
    from glossary_desktop import Glossary

    glossary = Glossary.open(db)
    raw = sqlite3.connect(db.resolve().as_uri() + "?mode=ro&immutable=1", uri=True)
    sql = "SELECT rowid FROM entries_fts WHERE entries_fts MATCH ? LIMIT 50"
    times: list[QueryTime] = []
    try:
        for p in probes:
            match = raw_match(p.text)
            hits = len(glossary.search(p.text, limit=50))  # warm the pages once
            raw_rows = len(raw.execute(sql, (match,)).fetchall())
            eng: list[float] = []
            flo: list[float] = []
            for _ in range(reps):  # interleaved: both see the same machine state
                eng.append(elapsed(partial(glossary.search, p.text, limit=50)))
                flo.append(elapsed(partial(_fetch, raw, sql, match)))
            times.append(
                QueryTime(
                    p.kind, p.text, statistics.median(eng), statistics.median(flo), hits, raw_rows
                )
            )
    finally:
        glossary.close()
        raw.close()
    eng_all = [t.engine * 1e3 for t in times]
    raw_all = [t.raw * 1e3 for t in times]
    worst = max(times, key=lambda t: t.engine)
    under = worst.engine * 1e3 <= 50.0
    figs = [
        Figure(
            "search median",
            "ms",
            statistics.median(eng_all),
            statistics.median(raw_all),
            None,
            f"{len(times)} queries, median of {reps} runs each",
        ),
        Figure(
            "search p95",
            "ms",
            p95(eng_all),
            p95(raw_all),
            1.5,
            "engine vs raw FTS5 MATCH LIMIT 50",
            extra={"pass": under},
        ),
        Figure(
            "search slowest",
            "ms",
            worst.engine * 1e3,
            worst.raw * 1e3,
            None,
            f"{worst.query!r} ({worst.kind}); target <= 50 ms: {'PASS' if under else 'MISS'}",
        ),
    ]
    return figs, times


# -- 6. compare -----------------------------------------------------------------------


def measure_compare(work: Path) -> list[Figure]:
    """Comparing a concept of 300-word definitions vs reading it (``compare_figure.py``):
    real Spanish and Portuguese (the target), then generated text (for reference)."""
    figures = []
    for real in (True, False):
        db = work / f"long-{'real' if real else 'generated'}.db"
        build_glossary(long_sources(work, real), db)
        got = measure_comparing(db)
        under = got["compare_p95"] <= TARGET_MS
        figures.append(Figure(
            "compare 300 words" if real else "compare 300, generated",
            "ms",
            got["compare_p95"],
            got["read_p95"],
            None,
            f"p95 of {got['concepts']:.0f} concepts ({got['words']:.0f} words a definition), "
            f"median {got['compare_median']:.1f} ms, processor time p95 "
            f"{got['compare_cpu_p95']:.1f} ms, vs reading it"
            + (f"; target <= {TARGET_MS:.0f} ms: {'PASS' if under else 'MISS'}" if real else
               "; the same of pseudo-words, for reference"),
            extra={"pass": under, **got} if real else got,
        ))
    return figures


def measure_library(
    db: Path, sources: Sequence[Path], size: int, reps: int, base: Path
) -> list[Figure]:
    """The library-wide search (``library_figure.py``) against one glossary's."""
    from glossary_desktop.importer.build import build_db  # not measured: in this process

    got = measure_library_search(db, sources, size, reps, base, build_db)
    plus, many = got["plus_small"], got["many_small"]
    return [
        Figure("library search p95, +5 small", "ms", plus["p95"], plus["floor"], 1.3,
               f"this glossary plus 5 of {plus['small']:.0f} vs this glossary alone (median "
               f"{plus['median']:.2f} vs {plus['floor_median']:.2f} ms); the search of the "
               "keystroke path, not the painted list"),
        Figure("library search p95, 50 small", "ms", many["p95"], many["floor"], 1.5,
               f"50 glossaries of {many['small']:.0f} vs one of the same {50 * many['small']:.0f} "
               f"(median {many['median']:.2f} vs {many['floor_median']:.2f} ms)"),
    ]
