"""Which files translate each other, from sketches of a few hashes per entry."""

from __future__ import annotations

import random

import pytest

from glossary_desktop.importer import twins as twins_module
from glossary_desktop.importer.align import sketch, twins
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR
from tests.benchmarks.generate import concepts

Entries = list[tuple[str, str]]


def seed_entries(name: str) -> Entries:
    return [(e.term, e.definition) for e in read_source(DATA_DIR / name).entries]


def volumes(count: int, size: int) -> list[tuple[Entries, Entries]]:
    """``count`` pairs of bench-like files of ``size`` concepts, all translated."""
    both = [(c.es, c.pt) for c in concepts(count * size * 2, seed=11) if c.es and c.pt]
    return [
        ([es for es, _ in both[k * size:(k + 1) * size]],
         [pt for _, pt in both[k * size:(k + 1) * size]])
        for k in range(count)
    ]


def test_the_seeds_find_their_twin_and_the_third_file_none() -> None:
    spanish = [seed_entries("ia-distribuida.es.txt"), seed_entries("ia-infraestructura.es.txt")]
    portuguese = [seed_entries("ia-distribuida.pt.txt")]
    assert {0: 0} == twins([sketch(f) for f in spanish], [sketch(f) for f in portuguese])


def test_a_file_on_another_subject_is_nobody_s_twin() -> None:
    spanish = [seed_entries("ia-infraestructura.es.txt")]
    portuguese = [seed_entries("ia-distribuida.pt.txt")]
    assert {} == twins([sketch(f) for f in spanish], [sketch(f) for f in portuguese])


@pytest.mark.parametrize("step", [2, 3, 10])
@pytest.mark.parametrize("shuffle", [False, True])
def test_a_partial_translation_in_any_order_finds_its_file(step: int, shuffle: bool) -> None:
    (es, pt), (other_es, other_pt) = volumes(2, 120)
    part = pt[::step]
    if shuffle:
        random.Random(step).shuffle(part)
    spanish = [sketch(other_es), sketch(es)]
    portuguese = [sketch(part), sketch(other_pt)]
    assert {1: 0, 0: 1} == twins(spanish, portuguese)


def test_many_files_each_find_their_own_twin() -> None:
    files = volumes(60, 15)
    order = list(range(len(files)))
    random.Random(2).shuffle(order)
    spanish = [sketch(files[k][0]) for k in range(len(files))]
    portuguese = [sketch(files[k][1]) for k in order]
    assert {order[n]: n for n in range(len(order))} == twins(spanish, portuguese)


def test_a_sketch_keeps_a_bounded_sample_of_a_few_hashes_each(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(twins_module, "SAMPLE", 64)
    (es, pt), = volumes(1, 1000)
    s = sketch(iter(es))  # read once, as a stream
    assert 1000 == s.entries
    assert len(s.ends) <= 64
    assert 1000 <= len(s.ends) * s.stride
    assert all(len(hs) <= twins_module.HASHES for hs in s.sampled())
    # Sampled a sixteenth of each file, the twins still find each other.
    assert {0: 0} == twins([s], [sketch(pt)])


def test_an_empty_file_has_an_empty_sketch_and_no_twin() -> None:
    empty = sketch([])
    assert (0, []) == (empty.entries, empty.sampled())
    assert {} == twins([empty], [sketch(seed_entries("ia-distribuida.pt.txt"))])
