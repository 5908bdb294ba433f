"""The aligner against the hand-written gold alignment of the 13 seed pairs.

Precision is the share of the aligner's word links that the gold allows (sure
or possible); recall the share of the gold's sure links the aligner found.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.compare import align
from glossary_desktop.domain import Concept
from glossary_desktop.glossary import Glossary
from tests.compare.gold import read_sections, resolve

FIELDS = ("term", "definition")


@pytest.fixture(scope="module")
def paired(glossary_db: Path) -> dict[str, Concept]:
    with Glossary.open(glossary_db) as g:
        return {c.slug: c for c in g.concepts() if c.es and c.pt}


def texts(concept: Concept, field: str) -> tuple[str, str]:
    assert concept.es is not None
    assert concept.pt is not None
    if field == "term":
        return concept.es.term, concept.pt.term
    return concept.es.definition, concept.pt.definition


def test_the_gold_covers_every_seed_pair_and_resolves(paired: dict[str, Concept]) -> None:
    sections = read_sections()
    assert 13 == len(paired)
    assert {(slug, f) for slug in paired for f in FIELDS} == set(sections)
    for (slug, field), lines in sections.items():
        gold = resolve(*texts(paired[slug], field), lines)
        assert gold.sure, (slug, field)


def test_precision_and_recall_against_the_gold(
    paired: dict[str, Concept], capsys: pytest.CaptureFixture[str]
) -> None:
    counts = {f: [0, 0, 0, 0] for f in FIELDS}  # found, found right, sure, sure found
    for (slug, field), lines in read_sections().items():
        es, pt = texts(paired[slug], field)
        gold = resolve(es, pt, lines)
        found = align(es, pt).word_links()
        c = counts[field]
        c[0] += len(found)
        c[1] += len(found & gold.possible)
        c[2] += len(gold.sure)
        c[3] += len(found & gold.sure)
    total = [sum(c[k] for c in counts.values()) for k in range(4)]
    with capsys.disabled():
        for name, (found_n, right, sure, hit) in [*counts.items(), ("all", total)]:
            print(f"\ngold alignment, {name}: precision {right / found_n:.3f} ({right}/{found_n}),"
                  f" recall {hit / sure:.3f} ({hit}/{sure})", end="")
        print()
    assert total[1] / total[0] >= 0.9
    assert total[3] / total[2] >= 0.8
