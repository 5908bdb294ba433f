"""Traps for the pairing: each must give zero wrong pairs, and say what it left.

Templates that differ only in a product name, shuffled files, one side missing
every other or every third entry, near-twin definitions, a file translating a
tenth of another; end to end through ``build-db`` where the user would see it.
"""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.importer.align import Alignment, match
from glossary_desktop.importer.build import build_db
from glossary_desktop.paths import DATA_DIR
from tests.benchmarks.generate import concepts

Entries = list[tuple[str, str]]

ES_SEED = DATA_DIR / "ia-distribuida.es.txt"
PT_SEED = DATA_DIR / "ia-distribuida.pt.txt"


def made(alignment: Alignment) -> set[tuple[int, int]]:
    return {(i, j) for i, j in alignment.pairs if i is not None and j is not None}


def template(name: str, es: bool) -> tuple[str, str]:
    if es:
        return (f"{name} Distribuido", f"Estrategias integradas de {name} que permiten el "
                "entrenamiento distribuido de modelos en múltiples GPU y máquinas con "
                "sincronización automática de variables.")
    return (f"{name} Distribuído", f"Estratégias integradas do {name} que permitem o "
            "treinamento distribuído de modelos em múltiplas GPUs e máquinas com "
            "sincronização automática de variáveis.")


FRAMEWORKS = ["TensorFlow", "JAX", "MXNet", "PyTorch"]


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_a_template_differing_only_in_the_name_is_never_paired_across_names(seed: int) -> None:
    es = [template(name, es=True) for name in FRAMEWORKS]
    pt_names = [name for name in FRAMEWORKS if name != "JAX"]
    random.Random(seed).shuffle(pt_names)
    pt = [template(name, es=False) for name in pt_names]
    expected = {(FRAMEWORKS.index(name), j) for j, name in enumerate(pt_names)}
    alignment = match(es, pt)
    assert expected == made(alignment)
    assert (FRAMEWORKS.index("JAX"), None) in alignment.pairs


def lines_of(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")


def write(path: Path, header: list[str], entries: Entries) -> Path:
    path.write_text("\n".join(header + [x for e in entries for x in e]), encoding="utf-8")
    return path


def seed(path: Path) -> tuple[list[str], Entries]:
    lines = lines_of(path)
    return lines[:2], list(zip(lines[2::2], lines[3::2], strict=True))


def both_languages(db: Path) -> set[tuple[str, str]]:
    with closing(sqlite3.connect(db)) as con:
        return set(con.execute(
            "SELECT es.term, pt.term FROM entries es JOIN entries pt "
            "ON es.concept_id = pt.concept_id AND es.lang = 'es' AND pt.lang = 'pt'"
        ))


SEED_PAIRS = set(zip((t for t, _ in seed(ES_SEED)[1]), (t for t, _ in seed(PT_SEED)[1]),
                     strict=True))


@pytest.mark.parametrize("manifest", [False, True])
def test_the_portuguese_seed_sorted_alphabetically_pairs_13_of_13(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], manifest: bool
) -> None:
    header, entries = seed(PT_SEED)
    write(tmp_path / "ia-distribuida.pt.txt", header, sorted(entries))
    (tmp_path / "ia-distribuida.es.txt").write_bytes(ES_SEED.read_bytes())
    if manifest:  # naming both files as one volume must give one volume
        (tmp_path / "manifest.toml").write_text(
            '[[source]]\nfile = "ia-distribuida.es.txt"\nvolume = "IA"\n'
            '[[source]]\nfile = "ia-distribuida.pt.txt"\nvolume = "IA"\n', encoding="utf-8")
    db = tmp_path / "g.db"
    code = main(["build-db", "--out", str(db), *map(str, sorted(tmp_path.glob("*.txt")))])
    out = capsys.readouterr().out
    assert 0 == code
    assert "13 pairs" in out
    assert "Could not pair" not in out
    assert 1 == out.count("  volume ")
    assert SEED_PAIRS == both_languages(db)


@pytest.mark.parametrize(("keep", "shuffle"), [(2, False), (2, True), (3, False), (3, True)])
def test_one_side_missing_every_other_or_every_third_entry(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], keep: int, shuffle: bool
) -> None:
    header, entries = seed(PT_SEED)
    kept = entries[::keep]
    if shuffle:
        random.Random(keep).shuffle(kept)
    pt = write(tmp_path / "pt.txt", header, kept)
    db = tmp_path / "g.db"
    code = main(["build-db", "--out", str(db), str(ES_SEED), str(pt)])
    out = capsys.readouterr().out
    assert 0 == code
    pt_terms = {t for t, _ in kept}
    assert {p for p in SEED_PAIRS if p[1] in pt_terms} == both_languages(db)
    # Every Spanish entry left alone is listed with its file and line.
    _, es_entries = seed(ES_SEED)
    missing = [(3 + 2 * k, term) for k, (term, _) in enumerate(es_entries)
               if k % keep]
    assert f"Could not pair {len(missing)} entries" in out
    for line, term in missing:
        assert f"  ia-distribuida.es.txt:{line}: {term}\n" in out


def test_near_twin_definitions_in_one_file_give_no_wrong_pair() -> None:
    es = [
        ("Entrenamiento Síncrono", "Método de entrenamiento distribuido donde todos los workers "
         "sincronizan sus gradientes en cada paso antes de actualizar el modelo."),
        ("Entrenamiento Semisíncrono", "Método de entrenamiento distribuido donde casi todos los "
         "workers sincronizan sus gradientes en cada paso antes de actualizar el modelo."),
        ("Dask", "Biblioteca de computación paralela flexible para Python que extiende pandas."),
    ]
    pt = [
        ("Dask", "Biblioteca de computação paralela flexível para Python que estende pandas."),
        ("Treinamento Semissíncrono", "Método de treinamento distribuído onde quase todos os "
         "workers sincronizam seus gradientes a cada passo antes de atualizar o modelo."),
    ]
    pairs = made(match(es, pt))
    assert pairs <= {(1, 1), (2, 0)}  # right or unpaired, never crossed
    assert (2, 0) in pairs
    only_one = made(match(es[:2], pt[1:]))
    assert only_one <= {(1, 0)}


def generated(size: int) -> tuple[Entries, Entries]:
    """``size`` bench-like concepts translated in full, in the same order."""
    both = [(c.es, c.pt) for c in concepts(size * 2, seed=3) if c.es and c.pt][:size]
    return [es for es, _ in both], [pt for _, pt in both]


@pytest.mark.parametrize("step", [10, 3])
def test_a_file_translating_a_tenth_or_every_third_entry_is_found_and_paired(
    tmp_path: Path, step: int
) -> None:
    es, pt = generated(120)
    write(tmp_path / "vol.es.txt", ["Glosario Prueba", "Sintético"], es)
    write(tmp_path / "vol.pt.txt", ["Glossário Teste", "Sintético"], pt[::step])
    report = build_db([tmp_path / "vol.es.txt", tmp_path / "vol.pt.txt"], tmp_path / "g.db")
    assert 1 == len(report.volumes)
    expected = {(es[k][0], pt[k][0]) for k in range(0, len(es), step)}
    assert expected == both_languages(tmp_path / "g.db")
