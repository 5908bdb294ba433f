"""Processor time of comparing a concept, two source trees interleaved (A/B).

    python build/compare_cpu.py [--rounds 5] [--generated] TREE_A TREE_B

``make bench``'s compare figure (``tests/benchmarks/compare_figure.py``) on a
machine shared with other work: its wall clock swings with the load, and even
processor time does (caches and cores shared), so whole runs of two trees a
minute apart differ by more than the code does. Here each round starts one
worker process a tree, and they take turns concept by concept (the order
swapped every concept), each timing the same concept at nearly the same
moment. A worker compares each of the bench's 40 long concepts (real, or
``--generated`` pseudo-words) five times under a new slug with its usage
check, as the bench does, and answers the best processor time. Printed per
round: each tree's median and p95 over the concepts, and the median over the
concepts of B's time over A's; at the end, the rounds' medians and ranges.
Same results are for ``tests.compare.same_results`` to prove, not this.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from glossary_desktop.domain import Concept

#: Each concept compared this many times a turn, the best kept (as the bench).
REPEATS = 5


def _concepts(generated: bool) -> list[Concept]:
    """The bench's long concepts, as ``tests.compare.same_results`` builds them."""
    from tests.benchmarks import compare_figure
    from tests.compare.same_results import _concept

    pairs = compare_figure.generated_pairs() if generated else compare_figure.real_pairs()
    joined = compare_figure.JOINED_GENERATED
    found = []
    for n in range(compare_figure.CONCEPTS):
        if generated:
            run = pairs[n * joined:(n + 1) * joined]
        else:
            run = random.Random(n).sample(pairs, compare_figure.JOINED_REAL)
        found.append(_concept(f"long-{n}", (
            (f"{run[0][0][0]} {n}", " ".join(p[0][1] for p in run)),
            (f"{run[0][1][0]} {n}", " ".join(p[1][1] for p in run)),
        )))
    return found


def worker(generated: bool) -> None:
    """Answer each concept number read from stdin with its best processor ms."""
    import gc

    from glossary_desktop.compare import TermUsage, compare_concept

    concepts = _concepts(generated)
    usage = TermUsage()
    for concept in concepts:  # the glossary counted, caches warm: as the bench
        compared = compare_concept(concept)
        assert compared is not None
        usage.add(compared.usage)
    gc.freeze()  # the inputs out of the collector's sight, as tests/compare/bench_align.py
    print(f"ready {len(concepts)}", flush=True)
    asked = 0
    for line in sys.stdin:
        concept, best = concepts[int(line)], float("inf")
        for _ in range(REPEATS):
            asked += 1
            fresh = concept._replace(slug=f"{concept.slug}#{asked}")  # never a cached one
            start = time.process_time()
            compared = compare_concept(fresh)
            assert compared is not None
            compared.with_usage(usage)
            best = min(best, time.process_time() - start)
        print(f"{best * 1e3:.4f}", flush=True)


def _start(tree: Path, generated: bool) -> tuple[subprocess.Popen[str], int]:
    """A worker on ``tree``'s code, and how many concepts it has."""
    command = [sys.executable, str(Path(__file__).resolve()), "--worker"]
    child = subprocess.Popen(
        command + (["--generated"] if generated else []), cwd=tree, text=True,
        env={**os.environ, "PYTHONPATH": str(tree)},
        stdin=subprocess.PIPE, stdout=subprocess.PIPE,
    )
    assert child.stdout is not None
    ready = child.stdout.readline().split()
    if ready[:1] != ["ready"]:
        raise SystemExit(f"the worker of {tree} did not start")
    return child, int(ready[1])


def _ask(child: subprocess.Popen[str], n: int) -> float:
    assert child.stdin is not None
    assert child.stdout is not None
    child.stdin.write(f"{n}\n")
    child.stdin.flush()
    return float(child.stdout.readline())


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, -(-95 * len(ordered) // 100) - 1)]


def _spread(values: list[float]) -> str:
    return f"{statistics.median(values):.3f} [{min(values):.3f}-{max(values):.3f}]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", type=Path, nargs="*", help="tree A, then tree B")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--generated", action="store_true", help="the pseudo-word concepts")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.generated)
        return 0
    if len(args.trees) != 2:
        parser.error("two trees: A, then B")
    summary: dict[str, list[float]] = {k: [] for k in ("A median", "B median", "A p95",
                                                        "B p95", "B/A")}
    for r in range(args.rounds):
        (a, count), (b, _) = (_start(tree.resolve(), args.generated) for tree in args.trees)
        times_a, times_b = [], []
        for n in range(count):
            first, second = (a, b) if (n + r) % 2 == 0 else (b, a)
            x, y = _ask(first, n), _ask(second, n)
            times_a.append(x if first is a else y)
            times_b.append(y if first is a else x)
        for child in (a, b):
            assert child.stdin is not None
            child.stdin.close()
            child.wait()
        ratio = statistics.median(y / x for x, y in zip(times_a, times_b, strict=True))
        row = {"A median": statistics.median(times_a), "B median": statistics.median(times_b),
               "A p95": _p95(times_a), "B p95": _p95(times_b), "B/A": ratio}
        for key, value in row.items():
            summary[key].append(value)
        print(f"round {r + 1}: " + ", ".join(f"{k} {v:.3f}" for k, v in row.items()), flush=True)
    print("rounds: " + "; ".join(f"{k} {_spread(v)}" for k, v in summary.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
