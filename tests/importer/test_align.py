"""Pairing translations by content: a missing entry costs one pair, not all."""

from __future__ import annotations

import pytest

from glossary_desktop.importer.align import align
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR


def seed_definitions(name: str) -> list[str]:
    return [e.definition for e in read_source(DATA_DIR / name).entries]


ES = seed_definitions("ia-distribuida.es.txt")
PT = seed_definitions("ia-distribuida.pt.txt")
N = len(ES)


def test_seed_files_pair_one_to_one() -> None:
    assert tuple((k, k) for k in range(N)) == align(ES, PT).pairs


@pytest.mark.parametrize("missing", [0, 4, 7, N - 1])
def test_entry_missing_in_portuguese_leaves_one_unpaired(missing: int) -> None:
    pt = PT[:missing] + PT[missing + 1 :]
    expected = [(k, k if k < missing else k - 1) for k in range(N) if k != missing]
    pairs = align(ES, pt).pairs
    assert (missing, None) in pairs
    assert expected == [p for p in pairs if None not in p]


@pytest.mark.parametrize("extra", [0, 5, N])
def test_extra_entry_in_portuguese_leaves_one_unpaired(extra: int) -> None:
    stranger = "Uma definição totalmente diferente sobre culinária e receitas de bolo."
    pt = [*PT[:extra], stranger, *PT[extra:]]
    pairs = align(ES, pt).pairs
    assert (None, extra) in pairs
    assert N == align(ES, pt).paired


def test_two_gaps_and_a_swap_region() -> None:
    es = ES[:3] + ES[4:10] + ES[11:]  # Spanish lacks 3 and 10
    pt = PT[:6] + PT[7:]  # Portuguese lacks 6
    pairs = align(es, pt).pairs
    matched = {
        (ES.index(es[i]), PT.index(pt[j])) for i, j in pairs if i is not None and j is not None
    }
    assert {(k, k) for k in range(N) if k not in (3, 6, 10)} == matched


def test_every_index_appears_once() -> None:
    es, pt = ES[2:], PT[:-3]
    pairs = align(es, pt).pairs
    assert list(range(len(es))) == [i for i, _ in pairs if i is not None]
    assert list(range(len(pt))) == [j for _, j in pairs if j is not None]


def test_unrelated_files_do_not_pair() -> None:
    infra = seed_definitions("ia-infraestructura.es.txt")
    assert align(infra[: len(PT)], PT).paired <= 2
