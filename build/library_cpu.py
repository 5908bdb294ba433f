"""The library figures of issue 32 by processor time, from source: two trees interleaved.

    python build/library_cpu.py --root build/bench/1m-s1 [--pairs 6] [--reps 9] TREE_A TREE_B
    python build/library_cpu.py --root build/bench/1m-s1 --same TREE_A TREE_B

For a machine shared with other work, where wall-clock times swing with the
load. ROOT is a ``make bench`` cache folder (``build/bench/SIZE-s1``) whose
library figure has run once: its glossary, its ``library/`` of 5 glossaries of
SIZE/100 (``plus-small``), 50 of SIZE/1000 (``many-small``) and their union
(``tests/benchmarks/library_figure.py``; at ``--size 1m`` issue 32's own sizes).
Each tree searches the same glossaries through the library index its own code
writes: ``ROOT/library-TREENAME/`` holds links to them, indexed by a child of
that tree. The children alternate, the order swapping each pair; each takes
every battery query once to warm, then ``--reps`` repetitions of the library
search (limit 50, not ``whole``, as the window asks) interleaved with the single
glossary's, timed by ``time.process_time``: the p95 and the median of the query
medians, and their ratios to the single glossary's.

``--same``: each tree's result lists (glossary, concept, tier, the query as typed,
the correction) over many queries, limits and filters, compared line by line.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CASES = ("plus-small", "many-small")
LIMIT = 50


def _setup(root: Path, folder: Path) -> tuple[Any, Any, list[tuple[str, Path, Path, list[Path]]]]:
    """In a child: the classes and, for each case, its name, single glossary, user
    folder (this tree's index) and the sources of the battery's queries."""
    from glossary_desktop.glossary import Glossary
    from glossary_desktop.glossary.shelf import Shelf
    from tests.benchmarks import library_figure as lf
    from tests.benchmarks.generate import ensure_sources, parse_size

    size = parse_size(root.name.split("-")[0])
    small = max(100, size // lf.MANY_SHARE)
    lib = root / "library"
    union = [lf._apart(p, n, lib / f"union-{small}")
             for n in range(lf.MANY) for p in lf._sources(small, 100 + n, lib)]
    cases = [
        ("plus-small", root / "glossary.db", folder / "plus-small", ensure_sources(size, 1, root)),
        ("many-small", lib / f"union-{small}.db", folder / "many-small", union),
    ]
    return Glossary, Shelf, cases


def _names(case: str) -> list[str] | None:
    """The glossaries searched: the 50 alone (no built-in) in the 50-glossary case."""
    return [f"g{n:02}" for n in range(50)] if case == "many-small" else None


def child_times(root: Path, folder: Path, reps: int) -> dict[str, dict[str, float]]:
    from tests.benchmarks.queries import battery

    glossary, shelf_of, cases = _setup(root, folder)
    clock = time.process_time

    def cpu(fn: Callable[[], object]) -> float:
        t0 = clock()
        fn()
        return clock() - t0

    got: dict[str, dict[str, float]] = {}
    for case, db, user, sources in cases:
        queries = [p.text for p in battery(sources)]
        lib: list[float] = []
        one: list[float] = []
        with glossary.open(db) as single, shelf_of.of_library(db, user, _names(case)) as shelf:
            for text in queries:
                by_shelf = partial(shelf.search, text, LIMIT, whole=False)
                alone = partial(single.search, text, limit=LIMIT, whole=False)
                by_shelf(), alone()  # warm the pages of every glossary once
                a, b = [], []
                for _ in range(reps):  # interleaved: both see the same machine state
                    a.append(cpu(by_shelf))
                    b.append(cpu(alone))
                lib.append(statistics.median(a) * 1e3)
                one.append(statistics.median(b) * 1e3)
        got[case] = {"p95": _p95(lib), "floor": _p95(one), "median": statistics.median(lib),
                     "floor median": statistics.median(one)}
        got[case]["ratio"] = got[case]["p95"] / got[case]["floor"]
        got[case]["median ratio"] = got[case]["median"] / got[case]["floor median"]
    return got


def child_same(root: Path, folder: Path) -> Iterator[str]:
    """This tree's result lists, one JSON line a search."""
    from glossary_desktop.domain import ListFilter, Scope
    from tests.benchmarks.generate import read_pairs
    from tests.benchmarks.queries import battery

    _glossary, shelf_of, cases = _setup(root, folder)
    rng = random.Random(7)
    both = ListFilter(scope=Scope.BOTH)
    for case, db, user, sources in cases:
        terms = [t for f in sources[:4] for t, _d in read_pairs(f)[:3000]]
        queries = [p.text for p in battery(sources)]
        for term in rng.sample(terms, min(60, len(terms))):
            words = term.split()
            queries += [term, term[: rng.randint(1, 4)], words[0], " ".join(words[:2])]
            if len(words[0]) > 4:
                i = rng.randrange(1, len(words[0]) - 1)
                queries += [words[0][:i] + words[0][i + 1:], words[0][:i] + "x" + words[0][i:]]
        for names in (_names(case), None) if case == "many-small" else (None,):
            with shelf_of.of_library(db, user, names) as shelf:
                for limit in (1, 2, 10, 50, 200):
                    for text in dict.fromkeys(queries):
                        for flt in (None, both):
                            hits = shelf.search(text, limit, (lambda _m, f=flt: f),
                                                whole=False)
                            yield json.dumps([case, names is None, limit, text, flt is not None, [
                                (h.glossary.id, h.hit.concept_id, int(h.hit.tier), h.hit.typed,
                                 h.hit.corrected) for h in hits]], ensure_ascii=False)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, -(-95 * len(ordered) // 100) - 1)]


def _own_index(tree: Path, root: Path) -> Path:
    """``ROOT/library-TREENAME``: links to the cases' glossaries, indexed by ``tree``'s code."""
    folder = root / f"library-{tree.name}"
    for case in CASES:
        (folder / case).mkdir(parents=True, exist_ok=True)
        link = folder / case / "glossaries"
        if not link.exists():
            link.symlink_to(root / "library" / case / "glossaries")
    code = ("import sys; from pathlib import Path; from glossary_desktop.store.library import "
            "Library; [Library(Path(d)).reindex() for d in sys.argv[1:]]")
    _run(tree, ["-c", code, *(str(folder / case) for case in CASES)])
    return folder


def _run(tree: Path, args: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, *args], cwd=tree, env=env, capture_output=True,
                         text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"the child from {tree} failed:\n{out.stderr[-3000:]}")
    return out.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs=2, type=Path, metavar="TREE")
    parser.add_argument("--root", type=Path, required=True, help="a make bench cache folder")
    parser.add_argument("--pairs", type=int, default=6)
    parser.add_argument("--reps", type=int, default=9, help="repetitions of each query a child")
    parser.add_argument("--same", action="store_true", help="compare the trees' result lists")
    parser.add_argument("--child", choices=("times", "same"), help=argparse.SUPPRESS)
    parser.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if args.child == "times":
        print(json.dumps(child_times(root, args.folder, args.reps)))
        return 0
    if args.child == "same":
        for line in child_same(root, args.folder):
            print(line)
        return 0
    trees = [t.resolve() for t in args.trees]
    folders = [_own_index(tree, root) for tree in trees]
    me = str(Path(__file__).resolve())
    common = [me, *map(str, trees), "--root", str(root)]
    if args.same:
        said = [_run(t, [*common, "--child", "same", "--folder", str(f)]).splitlines()
                for t, f in zip(trees, folders, strict=True)]
        differ = [a for a, b in zip(*said, strict=True) if a != b]
        print(f"{len(said[0])} searches, {len(differ)} different" + (f": {differ[0]}" if differ
                                                                      else ""))
        return 1 if differ or len(said[0]) != len(said[1]) else 0
    got: list[list[dict[str, dict[str, float]]]] = [[], []]
    for i in range(args.pairs):
        for t in ((0, 1) if i % 2 == 0 else (1, 0)):
            out = _run(trees[t], [*common, "--child", "times", "--folder", str(folders[t]),
                                  "--reps", str(args.reps)])
            got[t].append(json.loads(out))
            print(f"pair {i + 1} {trees[t].name}: {out.strip()}", flush=True)
    print(f"\nprocessor time, ms: median [range] of {args.pairs} children; "
          f"{time.strftime('%Y-%m-%d %H:%M')}, load {os.getloadavg()[0]:.1f}")
    for case in CASES:
        print(case)
        for key in got[0][0][case]:
            print(f"  {key:13} " + "  ".join(
                f"{trees[t].name} {_spread([g[case][key] for g in got[t]]):24}" for t in (0, 1)))
    return 0


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} [{min(values):.3f}-{max(values):.3f}]"


if __name__ == "__main__":
    sys.exit(main())
