"""The benchmark harness: every figure measured beside its floor, in one run.

Figures (issue 5), each printed as figure / floor / ratio with its target:

1. search: engine time per query (``Glossary.search(q, limit=50)``), median
   and p95 over a fixed battery, against the plain FTS5 query
   ``SELECT rowid FROM entries_fts WHERE entries_fts MATCH '"tok"*' LIMIT 50``
   on the same database; plus the slowest query.
2. keystroke to list: search box text set, immediate search (the window's
   ``search_now()``, no debounce), results in the model and the list painted
   (offscreen), against the engine time alone for the same query; and
   keystroke to panes: until the panes show the best result and everything
   is painted (the window paints the list first).
3. start-up: process start to first window exposed and painted, against the
   hello-world window of ``build/hello.py`` (the executable's baseline too: a
   title and a line of text) shown the same way, median of interleaved runs;
   and, for reference only, against a bare window with no text at all.
4. memory: peak RSS after a dozen searches and scrolling the whole list end
   to end, against the hello-world window.
5. build: ``build_db`` time against a plain ``sqlite3`` bulk insert of the
   same rows plus an FTS5 ``rebuild`` (same tokenizer and prefix indexes),
   each in a fresh process (``buildstep.py``); the peak RSS of both and the DB
   size on disk against the floor's. Then the same concepts as one TBX v3
   file (``tbx_source.py``): its import's time and peak RSS against the text
   import's (issue 18: at most 2x the time, the same memory bound). Above
   100k, the same concepts as one volume, a single Spanish and Portuguese
   file (``volume_figure.py``): time against the same floor, peak under
   500 MB and at most 1.3x the 100k build's (issue 30).
6. compare: comparing a concept with 300-word definitions (align, differences,
   its terms against the glossary's usage) against reading it from the
   database, p95 over 40 such concepts of real Spanish and Portuguese; target
   under 20 ms (issue 29, ``compare_figure.py``). The same of generated text,
   for reference.

Qt figures run in child processes (``child.py``) under
``QT_QPA_PLATFORM=offscreen``. Sources and the database are cached in
``build/bench/<size>-s<seed>/``; the report is also written to
``build/bench/report-<size>.json``.

Usage (from the repository root)::

    python -m tests.benchmarks                 # default: 100k concepts, a few minutes
    python -m tests.benchmarks --size 1m       # the issue's full run (~15+ minutes)
    python -m tests.benchmarks --size 10k --only search,build
    python -m tests.benchmarks --size 1m --reuse-db   # skip the import (no build figure)

Timings are never asserted in the test suite: ``test_bench_smoke.py`` only
checks that a tiny run produces every figure.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import platform
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from . import generate
from .build_figures import build_glossary, built_counts, measure_build
from .figure import Figure, window_api
from .generate import CACHE_ROOT, ensure_sources, parse_size, size_label
from .queries import battery
from .report import query_table, table
from .search_figures import measure_compare, measure_library, measure_search
from .tbx_source import ensure_tbx
from .window_figures import (
    measure_keystroke,
    measure_library_keystroke,
    measure_memory,
    measure_startup,
)

FIGURES = ("search", "build", "startup", "memory", "keystroke", "compare", "library")
#: The keystroke runs each query this many times the search's repetitions: its
#: p95 (the second slowest of some twenty query medians) flipped across the
#: target between runs at the search's count.
KEYSTROKE_REPS_FACTOR = 3


# -- the run --------------------------------------------------------------------------


def _machine() -> dict[str, Any]:
    info: dict[str, Any] = {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "sqlite": sqlite3.sqlite_version,
    }
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                info["cpu"] = line.split(":", 1)[1].strip()
                break
    with contextlib.suppress(ImportError):
        import PySide6

        info["pyside6"] = PySide6.__version__
    return info


def _pending(names: Sequence[tuple[str, str]], why: str) -> list[Figure]:
    return [Figure(n, u, None, None, None, why, status="pending") for n, u in names]


_QT_FIGURES = {
    "startup": [("start-up to window", "s"), ("start-up, bare window", "s")],
    "memory": [("peak RSS", "MB")],
    "keystroke": [
        ("keystroke median", "ms"), ("keystroke p95", "ms"), ("keystroke to panes p95", "ms"),
        ("keystroke p95, round", "ms"), ("to panes p95, round", "ms"),
    ],
}


def run(
    size: int,
    seed: int,
    only: Sequence[str],
    reps: int,
    runs: int,
    root: Path | None,
    reuse_db: bool,
    log: Callable[[str], None],
) -> dict[str, Any]:
    base = root if root is not None else generate.cache_dir(size, seed)
    base.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    sources = ensure_sources(size, seed, base)
    log(f"sources: {len(sources)} files in {base / 'sources'} ({time.perf_counter() - t0:.1f} s)")
    db = base / "glossary.db"
    figures: list[Figure] = []
    tbx_counts: dict[str, int] | None = None
    work = Path(tempfile.mkdtemp(prefix="bench-", dir=base))
    try:
        if "build" in only and not reuse_db:
            t0 = time.perf_counter()
            tbx = ensure_tbx(size, seed, base)
            log(f"sources: {tbx} ({time.perf_counter() - t0:.1f} s)")
            log("build: importing (real importer), the TBX file, then the floor ...")
            build_figs, tbx_counts = measure_build(sources, tbx, db, work, size, seed)
            figures += build_figs
        elif _usable(db, base / "sources.json"):
            log(f"build: reusing {db}")
        else:
            log("build: importing (not measured) ...")
            build_glossary(sources, db)
        probes = battery(sources)
        if "search" in only:
            log(f"search: {len(probes)} queries x {reps} ...")
            search_figs, qtimes = measure_search(db, probes, reps)
            figures += search_figs
        else:
            qtimes = []
        if "compare" in only:
            log("compare: 300-word definitions ...")
            figures += measure_compare(work)
        if "library" in only:
            log("library: 1 glossary plus 5 small ones, 50 small ones vs one ...")
            figures += measure_library(db, sources, size, reps, base)
        qt_wanted = [f for f in ("startup", "memory", "keystroke") if f in only]
        why = window_api() if qt_wanted else None
        user_dir = work / "user"
        user_dir.mkdir()
        keystrokes: list[dict[str, Any]] = []
        for fig in qt_wanted:
            if why:
                figures += _pending(_QT_FIGURES[fig], why)
                continue
            log(f"{fig} ...")
            try:
                if fig == "startup":
                    figures += measure_startup(db, runs)
                elif fig == "memory":
                    figures.append(measure_memory(db, user_dir, probes, work))
                else:
                    kfigs, keystrokes = measure_keystroke(
                        db, user_dir, probes, reps * KEYSTROKE_REPS_FACTOR, work
                    )
                    figures += kfigs
                    if "library" in only:
                        figures.append(measure_library_keystroke(
                            db, size, base, probes, reps * KEYSTROKE_REPS_FACTOR, work, kfigs[1]))
            except (RuntimeError, subprocess.TimeoutExpired) as exc:
                figures += [
                    Figure(n, u, None, None, None, str(exc), status="error")
                    for n, u in _QT_FIGURES[fig]
                ]
        stamp = json.loads((base / "sources.json").read_text())
        return {
            "size": size,
            "seed": seed,
            "when": time.strftime("%Y-%m-%d %H:%M:%S"),
            "machine": _machine(),
            "expected_counts": stamp.get("counts"),
            "built_counts": built_counts(db),
            "tbx_counts": tbx_counts,
            "figures": [f.as_json() for f in figures],
            "queries": [asdict(q) for q in qtimes],
            "keystrokes": keystrokes,
            "seconds": time.perf_counter() - t0,
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _usable(db: Path, stamp: Path) -> bool:
    """Whether ``db`` is a glossary this app reads, built after the sources."""
    from glossary_desktop import Glossary, GlossaryError

    if not db.exists() or db.stat().st_mtime < stamp.stat().st_mtime:
        return False
    try:
        Glossary.open(db).close()
    except GlossaryError:
        return False
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tests.benchmarks",
        description="Measure search, keystroke, start-up, memory, build and compare against "
        "their floors.",
        epilog="example: python -m tests.benchmarks --size 1m --json build/bench/report-1m.json",
    )
    parser.add_argument(
        "--size",
        type=parse_size,
        default=parse_size("100k"),
        help="concepts: 10k, 100k (default), 1m or a number",
    )
    parser.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    parser.add_argument(
        "--only",
        default=",".join(FIGURES),
        help=f"comma-separated figures (default all: {','.join(FIGURES)})",
    )
    parser.add_argument("--reps", type=int, default=7, help="runs per search query (default 7)")
    parser.add_argument("--runs", type=int, default=9, help="start-up runs each (default 9)")
    parser.add_argument(
        "--reuse-db",
        action="store_true",
        help="reuse the cached glossary.db if current (no build figure; the import takes "
        "minutes at 1m)",
    )
    parser.add_argument("--root", type=Path, help="cache folder (default build/bench/SIZE-sSEED)")
    parser.add_argument(
        "--json", type=Path, help="report file (default build/bench/report-SIZE.json)"
    )
    parser.add_argument("--queries", action="store_true", help="also print every query's times")
    args = parser.parse_args(argv)
    only = [f.strip() for f in args.only.split(",") if f.strip()]
    unknown = sorted(set(only) - set(FIGURES))
    if unknown:
        parser.error(f"unknown figure(s): {', '.join(unknown)} (choose from {', '.join(FIGURES)})")

    def log(msg: str) -> None:
        print(f"[bench] {msg}", file=sys.stderr, flush=True)

    report = run(args.size, args.seed, only, args.reps, args.runs, args.root, args.reuse_db, log)
    out = args.json or CACHE_ROOT / f"report-{size_label(args.size)}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=1, ensure_ascii=False))
    print(table(report))
    if args.queries and report["queries"]:
        print()
        print(query_table(report))
    print(f"\nreport: {out}")
    return 0
