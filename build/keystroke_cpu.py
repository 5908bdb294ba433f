"""Processor time per keystroke, from source: one tree, or two interleaved (A/B).

    python build/keystroke_cpu.py [--pairs 5] [--rounds 2] [--db PATH] [--profile OUT] [TREE ...]
    python build/keystroke_cpu.py --alone --user DIR [--db PATH]   # issue 32's library figure

For a machine shared with other work, where wall-clock times swing with the
load. Each child builds the window from one source TREE (default: this one)
on the benchmark's glossary (``make bench``'s, 100k by default), shows it
offscreen and types the benchmark's keystroke queries (``tests/benchmarks``)
as its keystroke figure does: the empty box, then the query, searched at once.
It times each keystroke in processor time (``time.process_time``), to the list
painted (the view's ``shown`` signal), to the panes showing the best result
(``MainWindow.search_now`` and one pass of the event loop returned), and to
idle (the event loop drained: whatever the keystroke left to do later). Beside
them, what the wall clock holds beyond this thread's processor time: the list's
wall-clock p95, the processor time of other threads while the list is painted
(Qt splits a tall fill, the scroll bar's, across its GUI thread pool and waits),
the times the thread waited (voluntary context switches) and was preempted
(involuntary), and the longest garbage collection in a timed keystroke. With
two trees the children alternate, the order swapping each pair, and the
second's figures over the first's are printed pair by pair (median, range).
``--profile OUT``: one child of the first tree under ``cProfile`` timed by
processor time, its stats written to OUT (``python -m pstats OUT``).
``--alone --user DIR``: one tree's window on DB alone against the same window on
DB with DIR's library (every glossary searched), the keystroke-to-list figure of
issue 32 by processor time (``make bench`` times it by the wall clock).
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FIGURES = ("list mean", "list p95", "panes p95", "idle mean", "engine p95", "list/engine p95",
           "list wall p95", "pool ms", "waits", "preempted", "gc max ms")


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def child(
    db: str, queries: list[str], rounds: int, profile: str | None, user: str | None = None
) -> dict[str, Any]:
    """In the child: the window shown, every query typed ``rounds`` times."""
    from PySide6.QtCore import QAbstractEventDispatcher, QEventLoop
    from PySide6.QtWidgets import QApplication

    from glossary_desktop import Glossary
    from glossary_desktop.app import build_window

    app = QApplication(sys.argv[:1])
    folder = Path(user) if user else Path(tempfile.mkdtemp(prefix="keystroke-cpu-"))
    window: Any = build_window(Path(db), folder)
    window.show()
    while (handle := window.windowHandle()) is None or not handle.isExposed():
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 10)
    view = window.term_list
    dispatcher = QAbstractEventDispatcher.instance()
    assert dispatcher is not None

    def settle() -> None:
        for _ in range(20):
            if not dispatcher.processEvents(QEventLoop.ProcessEventsFlag.AllEvents):
                return

    def type_(text: str) -> None:
        window.search_now(text)
        app.processEvents()

    listed: list[tuple[float, float, float]] = []
    view.shown.connect(lambda: listed.append(_clocks()))
    pauses: list[float] = []  # garbage collections, wall-clock seconds
    began = [0.0]

    def collecting(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            pauses.append(time.perf_counter() - began[0])

    gc.callbacks.append(collecting)
    engine = Glossary.open(db)
    limit = 200
    for q in queries:  # warm both paths once
        engine.search(q, limit=limit)
        type_(q)
        settle()
    profiler = None
    if profile:
        import cProfile

        profiler = cProfile.Profile(time.process_time)
    times: dict[str, dict[str, list[float]]] = {
        q: {"list": [], "panes": [], "idle": [], "engine": [], "wall": [], "pool": [],
            "waits": [], "preempted": [], "gc": []} for q in queries
    }
    for _ in range(rounds):
        for q in queries:
            type_("")
            settle()
            e0 = time.process_time()
            engine.search(q, limit=limit)
            e1 = time.process_time()
            listed.clear()
            pauses.clear()
            if profiler is not None:
                profiler.enable()
            u0 = resource.getrusage(resource.RUSAGE_THREAD)
            c0 = _clocks()
            t0 = c0[0]
            type_(q)
            t1 = time.process_time()
            settle()
            t2 = time.process_time()
            u1 = resource.getrusage(resource.RUSAGE_THREAD)
            if profiler is not None:
                profiler.disable()
            got = times[q]
            c1 = listed[0] if listed else c0
            got["engine"].append(e1 - e0)
            got["list"].append((listed[0][0] if listed else t1) - t0)
            got["panes"].append(t1 - t0)
            got["idle"].append(t2 - t0)
            got["wall"].append(c1[2] - c0[2])
            got["pool"].append((c1[0] - c0[0]) - (c1[1] - c0[1]))  # process less this thread
            got["waits"].append(u1.ru_nvcsw - u0.ru_nvcsw)
            got["preempted"].append(u1.ru_nivcsw - u0.ru_nivcsw)
            got["gc"].append(max(pauses, default=0.0))
    if profiler is not None and profile:
        profiler.dump_stats(profile)
    med = {k: [statistics.median(t[k]) * 1e3 for t in times.values()]
           for k in ("list", "panes", "idle", "engine")}
    med["wall"] = [statistics.median(t["wall"]) * 1e3 for t in times.values()]
    every = {k: [v * 1e3 for t in times.values() for v in t[k]]
             for k in ("list", "idle", "pool", "gc")}
    counts = {k: [v for t in times.values() for v in t[k]] for k in ("waits", "preempted")}
    return {
        "list mean": statistics.fmean(every["list"]),
        "list p95": _p95(med["list"]),
        "panes p95": _p95(med["panes"]),
        "idle mean": statistics.fmean(every["idle"]),
        "engine p95": _p95(med["engine"]),
        "list/engine p95": _p95(med["list"]) / _p95(med["engine"]),
        "list wall p95": _p95(med["wall"]),
        "pool ms": statistics.fmean(every["pool"]),
        "waits": statistics.fmean(counts["waits"]),
        "preempted": statistics.fmean(counts["preempted"]),
        "gc max ms": max(every["gc"]),
    }


def _clocks() -> tuple[float, float, float]:
    """Processor time of the process and of this thread, and the wall clock."""
    return time.process_time(), time.thread_time(), time.perf_counter()


def launch(
    tree: Path, db: str, qfile: Path, rounds: int, profile: str | None, user: str | None = None
) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"), PYTHONPATH=str(tree))
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", "--db", db,
           "--queries", str(qfile), "--rounds", str(rounds)]
    if profile:
        cmd += ["--profile", profile]
    if user:
        cmd += ["--user", user]
    out = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"the child from {tree} failed:\n{out.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def _queries(db: Path) -> list[str]:
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks.queries import battery

    stamp = json.loads((db.parent / "sources.json").read_text())
    sources = [db.parent / "sources" / name for name in stamp["files"]]
    return [p.text for p in battery(sources)]


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.2f} [{min(values):.2f}-{max(values):.2f}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="*", type=Path, default=[ROOT], metavar="TREE")
    parser.add_argument("--pairs", type=int, default=5, help="children of each tree")
    parser.add_argument("--rounds", type=int, default=2, help="of every query, per child")
    parser.add_argument("--db", type=Path, default=ROOT / "build/bench/100k-s1/glossary.db")
    parser.add_argument("--profile", help="profile one child of the first tree into this file")
    parser.add_argument("--user", help="the user folder (its library: every glossary searched); "
                        "default a new empty one")
    parser.add_argument("--alone", action="store_true",
                        help="with --user and one tree: the window alone (A) against the "
                        "window on that library (B), children alternating")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--queries", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.alone and not args.user:
        parser.error("--alone compares with the window on --user's library")
    if args.child:
        queries = json.loads(args.queries.read_text())
        print(json.dumps(child(str(args.db), queries, args.rounds, args.profile, args.user)))
        return 0
    qfile = Path(tempfile.mkdtemp(prefix="keystroke-cpu-")) / "queries.json"
    qfile.write_text(json.dumps(_queries(args.db)))
    trees = [t.resolve() for t in args.trees]
    if args.profile:
        launch(trees[0], str(args.db), qfile, args.rounds, args.profile, args.user)
        print(f"profile of {trees[0]} in {args.profile}")
        return 0
    # Each side: a tree and its user folder (None: a new empty one, no library).
    sides = ([(trees[0], None), (trees[0], args.user)] if args.alone
             else [(t, args.user) for t in trees])
    names = ["alone", "library"] if args.alone else [t.name for t in trees]
    got: list[list[dict[str, Any]]] = [[] for _ in sides]
    for i in range(args.pairs):
        order = list(range(len(sides)))
        if i % 2:
            order.reverse()
        for t in order:
            tree, user = sides[t]
            got[t].append(launch(tree, str(args.db), qfile, args.rounds, None, user))
            print(f"pair {i + 1} {names[t]}: "
                  + ", ".join(f"{k} {got[t][-1][k]:.2f}" for k in FIGURES), flush=True)
    print(f"\nprocessor time per keystroke, ms: median [range] of {args.pairs} children "
          f"({args.rounds} rounds each); {time.strftime('%Y-%m-%d %H:%M')}, "
          f"load {os.getloadavg()[0]:.1f}")
    for k in FIGURES:
        line = f"{k:15} " + "  ".join(f"{_spread([g[k] for g in runs]):24}" for runs in got)
        if len(sides) == 2:
            pairs = [(a[k], b[k]) for a, b in zip(*got, strict=True) if a[k]]
            line += "  B/A " + (_spread([b / a for a, b in pairs]) if pairs else "-")
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
