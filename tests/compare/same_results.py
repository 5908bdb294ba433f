"""Whether two versions of the comparison give the same results, word for word:
``python -m tests.compare.same_results OUT.json [--against REF.json]``.

A change meant to make comparing faster must not change what it finds. This
writes everything :func:`.compare_concept` answers (both alignments, every
difference with its offsets and reason, the agreement, what the concept adds
to the glossary's usage and the inconsistent terms that usage then finds) for:

- the comparison corpus (both files) and the seed glossary, as concepts;
- the same texts paired with an unrelated text of the other language, and with
  their Spanish sentences in reverse order (where the rescue pass and the
  missing / added checks do most);
- 800 generated concepts (``make bench``'s pseudo-words, 15-40 words a
  definition);
- the 40 long concepts of each kind that ``make bench``'s compare figure times
  (about 300 words a definition).

``--against`` compares the results with those written before (another tree's)
and lists the first concepts that differ; the exit status says whether any did.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from glossary_desktop.compare import TermUsage, compare_concept
from glossary_desktop.domain import Concept, Entry, Lang
from tests.benchmarks import compare_figure

TextPair = tuple[tuple[str, str], tuple[str, str]]


def _concept(slug: str, pair: TextPair) -> Concept:
    (es_term, es_text), (pt_term, pt_text) = pair
    return Concept(0, slug, "", {Lang.ES: Entry(Lang.ES, es_term, es_text),
                                 Lang.PT: Entry(Lang.PT, pt_term, pt_text)})


def _reversed_sentences(text: str) -> str:
    return " ".join(reversed(text.split(". ")))


def concepts() -> Iterator[Concept]:
    """Every concept compared (see the module)."""
    real = compare_figure.real_pairs()
    for n, pair in enumerate(real):
        yield _concept(f"real-{n}", pair)
    for n, (es, _) in enumerate(real):
        yield _concept(f"unrelated-{n}", (es, real[(n + 7) % len(real)][1]))
        yield _concept(f"reordered-{n}", ((es[0], _reversed_sentences(es[1])), real[n][1]))
    for n, pair in enumerate(compare_figure.generated_pairs()):
        yield _concept(f"generated-{n}", pair)
    generated = compare_figure.generated_pairs()
    for n in range(compare_figure.CONCEPTS):
        runs = {
            "long-real": random.Random(n).sample(real, compare_figure.JOINED_REAL),
            "long-generated": generated[n * compare_figure.JOINED_GENERATED:
                                        (n + 1) * compare_figure.JOINED_GENERATED],
        }
        for kind, run in runs.items():
            yield _concept(f"{kind}-{n}", (
                (f"{run[0][0][0]} {n}", " ".join(p[0][1] for p in run)),
                (f"{run[0][1][0]} {n}", " ".join(p[1][1] for p in run)),
            ))


def results() -> dict[str, Any]:
    """Slug -> what comparing it answers, as JSON values (tuples as lists)."""
    found = {}
    compared = []
    usage = TermUsage()
    for concept in concepts():
        comparison = compare_concept(concept)
        assert comparison is not None
        usage.add(comparison.usage)
        compared.append(comparison)
    for comparison in compared:
        found[comparison.slug] = {
            "term": comparison.term,
            "definition": comparison.definition,
            "differences": comparison.differences,
            "agreement": comparison.agreement,
            "similarity": comparison.similarity,
            "usage": comparison.usage,
            "with_usage": comparison.with_usage(usage).differences,
        }
    # Through JSON and back: tuples, NamedTuples and enums as plain lists and
    # strings, sets sorted (their order changes from run to run).
    return json.loads(json.dumps(found, default=_plain))


def _plain(value: object) -> object:
    return sorted(value) if isinstance(value, set | frozenset) else str(value)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="where to write the results (JSON)")
    parser.add_argument("--against", type=Path, help="results written before, to compare with")
    args = parser.parse_args(argv)
    got = results()
    args.out.write_text(json.dumps(got, ensure_ascii=False, sort_keys=True), encoding="utf-8")
    print(f"{len(got)} concepts compared, written to {args.out}")
    if args.against is None:
        return 0
    before = json.loads(args.against.read_text(encoding="utf-8"))
    differ = [slug for slug in sorted(set(got) | set(before)) if got.get(slug) != before.get(slug)]
    for slug in differ[:10]:
        for key in sorted(set(got.get(slug, {})) | set(before.get(slug, {}))):
            if got.get(slug, {}).get(key) != before.get(slug, {}).get(key):
                print(f"{slug}: {key} differs")
    print(f"{len(differ)} of {len(got)} concepts differ from {args.against}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
