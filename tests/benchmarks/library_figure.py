"""The library figures of ``make bench`` (issue 32): one search over several glossaries.

1. The run's glossary (SIZE concepts) as the built-in one plus 5 imported
   glossaries of SIZE/100 each (at 1M: "1M plus 5 of 10k"): the library-wide
   search (``Shelf.search``, limit 50, what the window's keystroke would run)
   against ``Glossary.search`` on the run's glossary alone, the same queries,
   interleaved; p95 of the query medians, target 1.3x. This is the search part
   of the keystroke path, so both as the window asks them: not ``whole`` (a
   hit's concept loads when its row is painted; the keystroke figures time that).
2. 50 imported glossaries of SIZE/1000 concepts (at 1M: "50 of 1k") against one
   glossary holding the same 50 sets of concepts (50k), the queries drawn from the
   first of them; target 1.5x.

The glossaries are generated with seeds of their own (never copies: 50 copies
would all find the same concepts) and cached beside the run's sources.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path

from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.store.library import Library

from .figure import elapsed, p95
from .generate import ensure_sources
from .queries import battery

SMALL = 5
SMALL_SHARE = 100
MANY = 50
MANY_SHARE = 1000
LIMIT = 50
Build = Callable[[Sequence[Path], Path], object]



def _glossary(size: int, seed: int, base: Path, out: Path, build: Build) -> Path:
    """A glossary of ``size`` generated concepts at ``out``, built once."""
    if not out.exists():
        out.parent.mkdir(parents=True, exist_ok=True)
        build(_sources(size, seed, base), out)
    return out


def _sources(size: int, seed: int, base: Path) -> list[Path]:
    return ensure_sources(size, seed, base / f"src-{size}-s{seed}")


def _apart(source: Path, n: int, folder: Path) -> Path:
    """``source`` copied into ``folder`` under a name and title of its own (the
    generator names every seed's volume alike), for one glossary of them all."""
    out = folder / source.name.replace("bench-", f"bench-s{n:02}-")
    if not out.exists():
        folder.mkdir(parents=True, exist_ok=True)
        title, rest = source.read_text(encoding="utf-8").split("\n", 1)
        out.write_text(f"{title} {n:02}\n{rest}", encoding="utf-8")
    return out


def _library(user_dir: Path, count: int, size: int, base: Path, build: Build) -> None:
    """``count`` glossaries of ``size`` in ``user_dir``'s library, and its index (as an
    import leaves it: the library searches through it)."""
    for n in range(count):
        _glossary(size, 100 + n, base, user_dir / "glossaries" / f"g{n:02}" / "glossary.db",
                  build)
    Library(user_dir).reindex()


def plus_small(size: int, base: Path, build: Build) -> Path:
    """The user folder whose library holds the 5 glossaries of SIZE/100 (built once,
    indexed each time): with the run's glossary, the "+5 small" library."""
    plus = base / "library" / "plus-small"
    _library(plus, SMALL, max(100, size // SMALL_SHARE), base / "library", build)
    return plus


def _compare(
    one: Glossary, shelf: Shelf, queries: Sequence[str], reps: int
) -> tuple[float, float, float, float]:
    """p95 and median of the query medians: the shelf's, then the single glossary's."""
    lib: list[float] = []
    single: list[float] = []
    for text in queries:
        shelf.search(text, LIMIT, whole=False)  # warm the pages of every glossary once
        one.search(text, limit=LIMIT, whole=False)
        a: list[float] = []
        b: list[float] = []
        for _ in range(reps):  # interleaved: both see the same machine state
            a.append(elapsed(partial(shelf.search, text, LIMIT, whole=False)))
            b.append(elapsed(partial(one.search, text, limit=LIMIT, whole=False)))
        lib.append(statistics.median(a) * 1e3)
        single.append(statistics.median(b) * 1e3)
    return p95(lib), p95(single), statistics.median(lib), statistics.median(single)



def measure(
    db: Path, sources: Sequence[Path], size: int, reps: int, base: Path, build: Build
) -> dict[str, dict[str, float]]:
    """Both figures' numbers (ms): ``plus_small`` and ``many_small``."""
    folder = base / "library"
    queries = [p.text for p in battery(sources)]
    plus = plus_small(size, base, build)
    with Glossary.open(db) as one, Shelf.of_library(db, plus) as shelf:
        p95, floor, median, floor_median = _compare(one, shelf, queries, reps)
    got = {"plus_small": {"p95": p95, "floor": floor, "median": median,
                          "floor_median": floor_median, "small": max(100, size // SMALL_SHARE)}}
    small = max(100, size // MANY_SHARE)
    many = folder / "many-small"
    _library(many, MANY, small, folder, build)
    union = [_apart(p, n, folder / f"union-{small}")
             for n in range(MANY) for p in _sources(small, 100 + n, folder)]
    big = folder / f"union-{small}.db"
    if not big.exists():
        build(union, big)
    big_queries = [p.text for p in battery(union)]
    # The 50 glossaries alone: the built-in one is left out of the shelf.
    names = [f"g{n:02}" for n in range(MANY)]
    with Glossary.open(big) as one, Shelf.of_library(big, many, names) as shelf:
        p95, floor, median, floor_median = _compare(one, shelf, big_queries, reps)
    got["many_small"] = {"p95": p95, "floor": floor, "median": median,
                         "floor_median": floor_median, "small": small}
    return got
