"""Pairing translations by content: wherever entries sit, never a wrong pair."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from glossary_desktop.importer import align
from glossary_desktop.importer.align import Alignment, match
from glossary_desktop.importer.parse import read_source
from glossary_desktop.paths import DATA_DIR
from tests.benchmarks.generate import concepts

Entries = list[tuple[str, str]]


def seed_entries(name: str) -> Entries:
    return [(e.term, e.definition) for e in read_source(DATA_DIR / name).entries]


ES = seed_entries("ia-distribuida.es.txt")
PT = seed_entries("ia-distribuida.pt.txt")
N = len(ES)


def made(alignment: Alignment) -> set[tuple[int, int]]:
    return {(i, j) for i, j in alignment.pairs if i is not None and j is not None}


def test_seed_files_pair_one_to_one() -> None:
    assert tuple((k, k) for k in range(N)) == match(ES, PT).pairs


@pytest.mark.parametrize("missing", [0, 4, 7, N - 1])
def test_entry_missing_in_portuguese_leaves_one_unpaired(missing: int) -> None:
    pt = PT[:missing] + PT[missing + 1 :]
    expected = {(k, k if k < missing else k - 1) for k in range(N) if k != missing}
    alignment = match(ES, pt)
    assert (missing, None) in alignment.pairs
    assert expected == made(alignment)


@pytest.mark.parametrize("extra", [0, 5, N])
def test_extra_entry_in_portuguese_leaves_one_unpaired(extra: int) -> None:
    stranger = ("Bolo", "Uma definição totalmente diferente sobre culinária e receitas de bolo.")
    pt = [*PT[:extra], stranger, *PT[extra:]]
    alignment = match(ES, pt)
    assert (None, extra) in alignment.pairs
    assert N == alignment.paired


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_index_appears_once_in_left_order(seed: int) -> None:
    es, pt = ES[2:], PT[:-3]
    random.Random(seed).shuffle(pt)
    pairs = match(es, pt).pairs
    assert list(range(len(es))) == [i for i, _ in pairs if i is not None]
    assert list(range(len(pt))) == sorted(j for _, j in pairs if j is not None)


def test_an_in_order_file_keeps_the_right_only_entries_in_place() -> None:
    cake = ("Bolo", "Receita de bolo de cenoura com cobertura de chocolate.")
    pt = [*PT[:6], cake, *PT[6:]]
    expected = [*((k, k) for k in range(6)), (None, 6), *((k, k + 1) for k in range(6, N))]
    assert tuple(expected) == match(ES, pt).pairs


def test_unrelated_files_do_not_pair() -> None:
    infra = seed_entries("ia-infraestructura.es.txt")
    assert 0 == match(infra, PT).paired


def generated(size: int) -> tuple[Entries, Entries, dict[int, int]]:
    """Bench-like files of ``size`` concepts; Portuguese index -> its Spanish one."""
    es: Entries = []
    pt: Entries = []
    truth: dict[int, int] = {}
    for c in concepts(size, seed=7):
        if c.es and c.pt:
            truth[len(pt)] = len(es)
        if c.es:
            es.append(c.es)
        if c.pt:
            pt.append(c.pt)
    return es, pt, truth


def test_large_shuffled_files_pair_through_blocking_with_no_wrong_pair() -> None:
    es, pt, truth = generated(3000)
    assert len(es) * len(pt) > align.EXHAUSTIVE  # the blocked path, not all pairs
    order = list(range(len(pt)))
    random.Random(5).shuffle(order)
    shuffled = [pt[k] for k in order]
    pairs = made(match(es, shuffled))
    right = {(truth[order[j]], j) for j in range(len(order)) if order[j] in truth}
    assert set() == pairs - right  # zero wrong pairs
    assert len(pairs) >= 0.99 * len(right)
    # Candidates come from content alone: the order of the file changes nothing.
    in_order = made(match(es, pt))
    assert in_order == {(i, order[j]) for i, j in pairs}


# The seeds plus entries that invite mistakes: a template repeated with other
# names, and two near-twin definitions.
TRAP_ES = [
    *ES,
    ("JAX Distribuido", "Estrategias integradas de JAX que permiten el entrenamiento distribuido "
     "de modelos en múltiples GPU y máquinas con sincronización automática de variables."),
    ("Réplica Síncrona", "Copia del modelo que se actualiza en cada paso con los gradientes de "
     "todos los nodos del clúster."),
]
TRAP_PT = [
    *PT,
    ("Réplica Síncrona", "Cópia do modelo que é atualizada a cada passo com os gradientes de "
     "todos os nós do cluster."),
]


@settings(max_examples=30, deadline=None)
@given(st.permutations(range(len(TRAP_ES))), st.permutations(range(len(TRAP_PT))))
def test_shuffling_either_file_never_changes_the_pairs(
    left_order: list[int], right_order: list[int]
) -> None:
    expected = made(match(TRAP_ES, TRAP_PT))
    es = [TRAP_ES[k] for k in left_order]
    pt = [TRAP_PT[k] for k in right_order]
    got = {(left_order[i], right_order[j]) for i, j in made(match(es, pt))}
    assert expected == got


@pytest.mark.parametrize(("left", "right", "expected"), [
    ([], [], ()),
    (ES[:2], [], ((0, None), (1, None))),
    ([], PT[:2], ((None, 0), (None, 1))),
])
def test_an_empty_side_leaves_everything_unpaired(
    left: Entries, right: Entries, expected: tuple[tuple[int | None, int | None], ...]
) -> None:
    assert expected == match(left, right).pairs
