"""Files that plainly translate each other, by their names, titles and terms,
built end to end: one volume, every entry paired with its translation."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.domain import Lang
from glossary_desktop.importer.build import build_db
from glossary_desktop.importer.twin_clues import clue_twins, titles_translate
from glossary_desktop.importer.twins import Sketch, sketch
from tests.importer.test_templated_pairs import DROPOUT, ES, LATENCY, PRODUCTS, PT, served

Entries = list[tuple[str, str]]


def write(path: Path, title: str, entries: Entries) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join([title, "Catálogo", *(x for e in entries for x in e)]),
                    encoding="utf-8")
    return path


def both_languages(db: Path) -> set[tuple[str, str]]:
    with closing(sqlite3.connect(db)) as con:
        return set(con.execute(
            "SELECT es.term, pt.term FROM entries es JOIN entries pt "
            "ON es.concept_id = pt.concept_id AND es.lang = 'es' AND pt.lang = 'pt'"
        ))


def catalogue(tmp_path: Path, es_name: str, pt_name: str, *, titles: tuple[str, str] = (
        "Catálogo de modelos", "Catálogo de modelos"), pt_names: list[str] | None = None,
) -> tuple[Path, Path]:
    pt_names = PRODUCTS if pt_names is None else pt_names
    return (write(tmp_path / es_name, titles[0], [served(n, True) for n in PRODUCTS]),
            write(tmp_path / pt_name, titles[1], [served(n, False) for n in pt_names]))


TRUE_PAIRS = {(served(n, True)[0], served(n, False)[0]) for n in PRODUCTS}


@pytest.mark.parametrize(("es_name", "pt_name"), [
    ("modelos.es.txt", "modelos.pt.txt"),
    ("modelos_es.txt", "modelos_pt.txt"),
    ("modelos-ES.txt", "modelos-pt_BR.txt"),
])
def test_templated_files_named_as_translations_are_one_volume(
    tmp_path: Path, es_name: str, pt_name: str
) -> None:
    es, pt = catalogue(tmp_path, es_name, pt_name)
    report = build_db([es, pt], tmp_path / "g.db")
    assert [2] == [len(v.sources) for v in report.volumes]
    assert TRUE_PAIRS == both_languages(tmp_path / "g.db")


def test_the_terms_and_titles_are_enough_whatever_the_names(tmp_path: Path) -> None:
    es, pt = catalogue(tmp_path, "catalogo.txt", "lista.txt",
                       titles=("Catálogo de versiones", "Catálogo de versões"),
                       pt_names=PRODUCTS[:8])
    report = build_db([es, pt], tmp_path / "g.db")
    assert [2] == [len(v.sources) for v in report.volumes]
    assert {p for p in TRUE_PAIRS if p[1] in {served(n, False)[0] for n in PRODUCTS[:8]}} \
        == both_languages(tmp_path / "g.db")


@dataclass(frozen=True)
class Described:
    path: Path
    lang: Lang
    title: str
    sketch: Sketch


@pytest.mark.parametrize(("es_name", "pt_name", "twins"), [
    ("es/modelos.txt", "pt/modelos.txt", True),
    ("spanish/modelos.txt", "portuguese/modelos.txt", True),
    ("modelos.es.txt", "modelos.pt.txt", True),
    ("modelos.es.txt", "modelos.es.txt", False),  # no Portuguese part
    ("es/modelos.txt", "pt/otros.txt", False),
    ("a/es/modelos.txt", "b/pt/modelos.txt", False),
    ("modelos.txt", "modelos.txt", False),
])
def test_names_that_differ_only_by_a_language_part(
    es_name: str, pt_name: str, twins: bool
) -> None:
    # A name and a title are two clues; the entries, on other subjects, give none.
    es = Described(Path("/d", es_name), Lang.ES, "Modelos", sketch([("Uno", "Primero.")]))
    pt = Described(Path("/d", pt_name), Lang.PT, "Modelos", sketch([("Dois", "Segundo.")]))
    assert ({0: 0} if twins else {}) == clue_twins([es], [pt], {})


@pytest.mark.parametrize("clue", ["name", "title", "terms"])
def test_one_clue_alone_is_not_a_translation(tmp_path: Path, clue: str) -> None:
    other = [(f"Receita {k}", f"Preparo número {k} de um bolo de laranja.") for k in range(12)]
    es = write(tmp_path / ("modelos.es.txt" if clue == "name" else "a.es.txt"),
               "Catálogo de modelos", [served(n, True) for n in PRODUCTS])
    pt_entries = [served(n, False) for n in PRODUCTS] if clue == "terms" else other
    pt = write(tmp_path / ("modelos.pt.txt" if clue == "name" else "b.pt.txt"),
               "Catálogo de modelos" if clue == "title" else "Livro de receitas", pt_entries)
    if clue == "terms":  # the definitions of another template: nothing stands out
        pt_entries = [(t, f"Receita que leva {t.split()[1]} e laranja, servida fria no verão.")
                      for t, _ in pt_entries]
        write(pt, "Livro de receitas", pt_entries)
    report = build_db([es, pt], tmp_path / "g.db")
    assert [1, 1] == [len(v.sources) for v in report.volumes]


@pytest.mark.parametrize(("a", "b", "same"), [
    ("Glosario IA", "Glossário IA", True),
    ("Catálogo de versiones", "Catálogo de versões", True),
    ("Glosario de Redes", "Glossário de Visão", False),
    ("Catálogo de modelos", "Livro de receitas", False),
    ("", "", False),
])
def test_titles_that_translate_each_other(a: str, b: str, same: bool) -> None:
    assert same == titles_translate(a, b)


def test_the_build_lists_the_pairs_made_by_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    es = write(tmp_path / "ia.es.txt", "Glosario IA",
               [*ES[:6], LATENCY[0], *ES[6:9], DROPOUT[0], *ES[9:]])
    pt = write(tmp_path / "ia.pt.txt", "Glossário IA",
               [*PT[:6], LATENCY[1], *PT[6:9], DROPOUT[1], *PT[9:]])
    db = tmp_path / "g.db"
    assert 0 == main(["build-db", "--out", str(db), str(es), str(pt)])
    out = capsys.readouterr().out
    assert "15 pairs" in out
    assert "Could not pair" not in out
    assert ("Paired 2 entries by position (their neighbours are pairs; check them):\n"
            "  ia.es.txt:15: Latencia de Sincronización = ia.pt.txt:15: Latência de Sincronização\n"
            "  ia.es.txt:23: Abandono = ia.pt.txt:23: Dropout\n") in out
    assert {(LATENCY[0][0], LATENCY[1][0]), (DROPOUT[0][0], DROPOUT[1][0])} \
        <= both_languages(db)
