"""Time the word aligner per concept: ``python -m tests.compare.bench_align``.

Three sets: the 13 seed pairs (term and definition, as the window would ask),
1,000 generated pairs like ``make bench``'s (15-40 words a definition), and the
13 seed definitions joined into one long text a side. Each figure is printed
beside a floor measured in the same run: splitting and folding the same texts
into words, the least any word aligner does. The target is 5 ms a concept.

The inputs are frozen out of the garbage collector's sight (``gc.freeze``) once
built: otherwise a full collection of the generated vocabulary (~10 ms, the
benchmark's own heap) lands inside whichever concept happens to trigger it.
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
from collections.abc import Callable, Sequence

from glossary_desktop.compare import align
from glossary_desktop.compare.words import tokens
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR
from tests.benchmarks.generate import concepts

#: A concept as the texts to align: (Spanish, Portuguese) term, then definition.
Item = Sequence[tuple[str, str]]


def per_item_ms(
    work: Callable[[str, str], object], items: Sequence[Item], rounds: int
) -> tuple[list[float], list[float]]:
    """Milliseconds per item (all its text pairs): the first round's (caches
    cold, as when each concept is shown once), and the best of ``rounds``."""
    times = []
    for _ in range(rounds):
        this_round = []
        for item in items:
            start = time.perf_counter()
            for es, pt in item:
                work(es, pt)
            this_round.append((time.perf_counter() - start) * 1e3)
        times.append(this_round)
    return times[0], [min(column) for column in zip(*times, strict=True)]


def seed_items() -> list[Item]:
    es = read_source(DATA_DIR / "ia-distribuida.es.txt").entries
    pt = read_source(DATA_DIR / "ia-distribuida.pt.txt").entries
    return [[(a.term, b.term), (a.definition, b.definition)] for a, b in zip(es, pt, strict=True)]


def main() -> int:
    seeds = seed_items()
    sets: dict[str, Sequence[Item]] = {
        "seed concepts": seeds,
        "generated concepts": [
            [(c.es[0], c.pt[0]), (c.es[1], c.pt[1])] for c in concepts(1200, 1) if c.es and c.pt
        ][:1000],
        "13 seeds joined": [[(" ".join(s[1][0] for s in seeds), " ".join(s[1][1] for s in seeds))]],
    }
    gc.collect()
    gc.freeze()
    print("ms a concept (term and definition): first round (cold caches), then the best")
    print("of several; floor: the same texts' words split and folded (best of several)")
    print(f"{'set':<20} {'words':>6} {'cold':>7} {'median':>8} {'p95':>7} {'max':>7} "
          f"{'floor':>7} {'ratio':>6}")
    for name, items in sets.items():
        rounds = 5 if len(items) > 100 else 20
        cold, best = per_item_ms(align, items, rounds)
        ms = sorted(best)
        floor = statistics.median(
            per_item_ms(lambda a, b: (tokens(a), tokens(b)), items, rounds)[1]
        )
        words = statistics.median(len(tokens(item[-1][0])) for item in items)
        median = statistics.median(ms)
        print(f"{name:<20} {words:>6.0f} {statistics.median(cold):>7.2f} {median:>8.2f} "
              f"{ms[int(0.95 * (len(ms) - 1))]:>7.2f} {ms[-1]:>7.2f} {floor:>7.3f} "
              f"{median / floor:>5.0f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
