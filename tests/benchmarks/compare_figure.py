"""The comparison figures of ``make bench`` (issue 29): comparing one concept whose
definitions are 300 words a side, against reading that concept.

A small glossary of such concepts is built in the run's work folder, each
definition a run of shorter ones joined, both languages alike. The texts are
real Spanish and Portuguese: the pairs of the comparison corpus
(tests/data/compare_corpus*.txt) and of the seed glossary, twelve joined a concept,
:data:`CONCEPTS` samples of them. For reference, the same from the
generator's pseudo-words (ten definitions of 15-40 words joined), whose look-alike
syllables give the aligner more candidates than real text does.

Comparing is what the window does for a concept shown: align its terms and
definitions, find the differences, check its terms against the glossary's
usage (counted once beforehand, as Compare all does). The floor is reading the
same concept from the database (``Glossary.get``). Each concept is timed
:data:`REPEATS` times (a new slug each time: never a cached comparison) and its
best time kept; the figure is the p95 over the concepts, the target an absolute
20 ms.
"""

from __future__ import annotations

import csv
import random
import statistics
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from glossary_desktop.compare import TermUsage, compare_concept
from glossary_desktop.domain import Concept, Lang
from glossary_desktop.glossary import Glossary

from . import generate
from .figure import p95

#: Long concepts built, definitions joined into each (real ones are about 35
#: words, generated ones 15-40), timings of each.
CONCEPTS = 40
JOINED_REAL = 12
JOINED_GENERATED = 10
REPEATS = 5
#: Most milliseconds comparing such a concept may take (issue 29).
TARGET_MS = 20.0


def real_pairs() -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """(term, definition) of each language, for every pair of the comparison
    corpus and the seed glossary."""
    from glossary_desktop.importer.parse import read_source
    from glossary_desktop.paths import DATA_DIR
    from tests.compare.corpus import CORPUS, read_corpus

    found = []
    for path in (CORPUS, CORPUS.with_name("compare_corpus_heldout.txt")):
        for record in read_corpus(path):
            es, pt = record.concept.es, record.concept.pt
            assert es is not None
            assert pt is not None
            found.append(((es.term, es.definition), (pt.term, pt.definition)))
    es_seeds = read_source(DATA_DIR / "ia-distribuida.es.txt").entries
    pt_seeds = read_source(DATA_DIR / "ia-distribuida.pt.txt").entries
    found += [((a.term, a.definition), (b.term, b.definition))
              for a, b in zip(es_seeds, pt_seeds, strict=True)]
    return found


def generated_pairs(seed: int = 1) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """(term, definition) of each language, for generated concepts in both."""
    return [((c.es[0], c.es[1]), (c.pt[0], c.pt[1]))
            for c in generate.concepts(2 * CONCEPTS * JOINED_GENERATED, seed) if c.es and c.pt]


def long_sources(folder: Path, real: bool = True) -> list[Path]:
    """A term table of :data:`CONCEPTS` concepts with definitions of about 300
    words: samples of real pairs joined (``real``), or runs of generated ones.
    A table, as a term base would be: its rows are concepts already paired."""
    pairs = real_pairs() if real else generated_pairs()
    joined = JOINED_REAL if real else JOINED_GENERATED
    path = folder / f"long-{'real' if real else 'generated'}.csv"
    with path.open("w", encoding="utf-8", newline="") as table:
        rows = csv.writer(table)
        rows.writerow(["es", "es_definition", "pt", "pt_definition"])
        for n in range(CONCEPTS):
            run = random.Random(n).sample(pairs, joined) if real else \
                pairs[n * joined:(n + 1) * joined]
            rows.writerow([f"{run[0][0][0]} {n}", " ".join(p[0][1] for p in run),
                           f"{run[0][1][0]} {n}", " ".join(p[1][1] for p in run)])
    return [path]


def _best_ms(work: Callable[[], object], repeats: int = REPEATS) -> tuple[float, float]:
    """The best wall-clock and processor milliseconds of ``repeats`` runs: the two
    differ by what other processes took from this one (2 cores, several jobs)."""
    wall = cpu = float("inf")
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        work()
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall * 1e3, cpu * 1e3


def measure(db: Path) -> dict[str, float]:
    """p95 and median ms of comparing and of reading each concept of ``db``,
    and the definitions' median length in words."""
    with Glossary.open(db) as glossary:
        concepts = [c for c in glossary.concepts() if c.es and c.pt]
        usage = TermUsage()
        for concept in concepts:  # the glossary counted, caches warm: as in the window
            compared = compare_concept(concept)
            assert compared is not None
            usage.add(compared.usage)
        compare_ms, compare_cpu, read_ms = [], [], []
        for concept in concepts:
            slugs = iter([f"{concept.slug}#{n}" for n in range(REPEATS)])

            def compare(c: Concept = concept, slugs: Iterator[str] = slugs) -> None:
                fresh = compare_concept(c._replace(slug=next(slugs)))
                assert fresh is not None
                fresh.with_usage(usage)

            wall, cpu = _best_ms(compare)
            compare_ms.append(wall)
            compare_cpu.append(cpu)
            read_ms.append(_best_ms(lambda c=concept: glossary.get(c.slug))[0])
        words = statistics.median(len(c.entries[Lang.ES].definition.split()) for c in concepts)
    return {
        "compare_p95": p95(compare_ms), "compare_median": statistics.median(compare_ms),
        "compare_cpu_p95": p95(compare_cpu),
        "read_p95": p95(read_ms), "read_median": statistics.median(read_ms),
        "words": words, "concepts": len(concepts),
    }
