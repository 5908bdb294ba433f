"""3. start-up, 4. memory and 2. keystroke: the window's figures, each in a child
process of its own (``child.py``) or a launch of the app and of hello-world."""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import generate
from .figure import Figure, child, child_env, p95
from .library_figure import plus_small
from .queries import Probe

#: The launch time handed to the start-up programs (read by glossary_desktop.selftest
#: and build/hello.py alike).
LAUNCH_ENV = "GLOSSARY_DESKTOP_LAUNCH_TIME"


#: What the start-up programs print: ms from launch to their window exposed.
_SHOWN = re.compile(r"(\d+) ms after launch")


def _shown_after(args: Sequence[str]) -> float:
    """Run a start-up program; seconds from its launch to its window exposed.

    The programs are the executable's own measurement, from source: the app's
    ``--self-test`` (a normal launch up to the first frame, then its checks)
    and ``build/hello.py``. They time themselves from the launch time given in
    ``$GLOSSARY_DESKTOP_LAUNCH_TIME``; nothing else runs in their process.
    """
    started = time.time()
    proc = subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        env={**child_env(), LAUNCH_ENV: repr(started)},
        timeout=600,
        check=False,
    )
    found = _SHOWN.search(proc.stdout)
    if proc.returncode != 0 or not found:
        tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
        raise RuntimeError(f"{' '.join(args)} failed ({proc.returncode}): {' | '.join(tail)}")
    return int(found[1]) / 1000


def measure_startup(db: Path, runs: int) -> list[Figure]:
    """The app against the hello-world window (the target), and against a bare one.

    The same programs and clock as ``build/measure_startup.py`` for the
    executable, run from source: the hello-world window is its baseline
    (``build/hello.py``); the bare window (``--bare``: no text, no Qt enum) is
    printed for reference, with no target.
    """
    hello = str(generate.REPO_ROOT / "build" / "hello.py")
    programs = {
        "bare": [hello, "--bare"],
        "hello": [hello],
        "app": ["-m", "glossary_desktop", "--self-test", "--db", str(db)],
    }
    times: dict[str, list[float]] = {name: [] for name in programs}
    # One uncounted run of each first: it writes the bytecode cache and warms the
    # OS file cache, as any launch after the first finds them.
    for k in range(runs + 1):  # interleaved
        for name, args in programs.items():
            shown = _shown_after(args)
            if k:
                times[name].append(shown)
    app = statistics.median(times["app"])
    return [
        Figure(
            "start-up to window",
            "s",
            app,
            statistics.median(times["hello"]),
            1.5,
            f"median of {runs}, app (--self-test) with this DB vs hello-world (build/hello.py)",
            extra={"app_runs": times["app"], "hello_runs": times["hello"]},
        ),
        Figure(
            "start-up, bare window",
            "s",
            app,
            statistics.median(times["bare"]),
            None,
            "the same app runs vs an empty window without text (reference)",
            extra={"bare_runs": times["bare"]},
        ),
    ]


def measure_memory(db: Path, user_dir: Path, probes: Sequence[Probe], work: Path) -> Figure:
    qfile = work / "memory-queries.json"
    qfile.write_text(json.dumps([p.text for p in probes[:12]]))
    hello = child("memory-hello")["maxrss_kb"] / 1024
    app = child("memory-app", str(db), str(user_dir), str(qfile))["maxrss_kb"] / 1024
    return Figure(
        "peak RSS", "MB", app, hello, 1.5, "12 searches + list scrolled end to end vs hello-world"
    )


def measure_keystroke(
    db: Path, user_dir: Path, probes: Sequence[Probe], reps: int, work: Path
) -> tuple[list[Figure], list[dict[str, Any]]]:
    qfile = work / "keystroke-queries.json"
    qfile.write_text(json.dumps([p.text for p in probes]))
    result = child("keystroke", str(db), str(user_dir), str(qfile), str(reps))
    rows = result["queries"]
    keys = [r["keystroke"] * 1e3 for r in rows]
    panes = [r.get("panes", r["keystroke"]) * 1e3 for r in rows]
    eng = [r["engine"] * 1e3 for r in rows]
    figs = [
        Figure(
            "keystroke median",
            "ms",
            statistics.median(keys),
            statistics.median(eng),
            None,
            "box text set -> model updated, list painted vs engine alone",
        ),
        Figure(
            "keystroke p95",
            "ms",
            p95(keys),
            p95(eng),
            1.3,
            f"{len(rows)} queries, median of {reps} runs each",
        ),
        Figure(
            "keystroke to panes p95",
            "ms",
            p95(panes),
            p95(eng),
            None,
            "the same, until the panes show the best result and all is painted",
        ),
        _by_round("keystroke p95, round", rows, "keystroke_runs", 1.3),
        _by_round("to panes p95, round", rows, "panes_runs", None),
    ]
    return figs, rows


def measure_library_keystroke(
    db: Path, size: int, base: Path, probes: Sequence[Probe], reps: int, work: Path,
    single: Figure,
) -> Figure:
    """Keystroke to list, the window built on the run's glossary plus 5 imported ones
    of SIZE/100 (the issue's "1M plus 5 of 10k" at 1M), against the same window on
    the run's glossary alone (``single``, the keystroke p95 of this run)."""
    from glossary_desktop.importer.build import build_db  # not measured: in this process

    user_dir = plus_small(size, base, build_db)
    figs, _rows = measure_keystroke(db, user_dir, probes, reps, work)
    library = figs[1]  # its keystroke p95
    return Figure(
        "keystroke p95, library +5", "ms", library.value, single.value, 1.3,
        f"the window on this glossary plus 5 imported (all glossaries searched) vs on "
        f"it alone, same run; engine alone {library.floor:.2f} ms",
    )


def _by_round(
    name: str, rows: Sequence[dict[str, Any]], key: str, target: float | None
) -> Figure:
    """The p95 ratio within each round of the battery (every query once, engine and
    window times of one moment's load), and the round whose ratio is the median.

    Steadier than the p95 of per-query medians over the whole run, which can
    divide one query's time in a busy minute by another's in a quiet one.
    """
    rounds = min(len(r[key]) for r in rows)
    ratios = sorted(
        (p95([r[key][i] for r in rows]) / p95([r["engine_runs"][i] for r in rows]), i)
        for i in range(rounds)
    )
    _ratio, mid = ratios[len(ratios) // 2]  # the upper median: never the kinder one
    return Figure(
        name,
        "ms",
        p95([r[key][mid] * 1e3 for r in rows]),
        p95([r["engine_runs"][mid] * 1e3 for r in rows]),
        target,
        f"median of {rounds} rounds' p95 ratios (a round: every query once); "
        f"rounds from {ratios[0][0]:.2f}x to {ratios[-1][0]:.2f}x",
    )
