"""Two sources of one file name, told apart by folders named for their languages (issue 30)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from glossary_desktop.errors import SourceError
from glossary_desktop.importer.build import build_db
from glossary_desktop.paths import DATA_DIR

from .test_build import SEED_PAIRS, query

SPANISH = DATA_DIR / "ia-distribuida.es.txt"
PORTUGUESE = DATA_DIR / "ia-distribuida.pt.txt"


def _place(root: Path, **files: Path) -> list[Path]:
    """Copy each seed file to ``root/<folder>/x.txt``; the copies."""
    placed = []
    for folder, seed in files.items():
        (root / folder).mkdir()
        placed.append(Path(shutil.copy(seed, root / folder / "x.txt")))
    return placed


def test_one_name_in_a_spanish_and_a_portuguese_folder_is_one_volume(tmp_path: Path) -> None:
    out = tmp_path / "g.db"
    report = build_db(_place(tmp_path, es=SPANISH, pt=PORTUGUESE), out)

    assert {"concepts": 13, "both": 13, "es_only": 0, "pt_only": 0} == report.counts
    assert [("x.txt", "es", 1), ("x.txt", "pt", 1)] == query(
        out, "SELECT file, lang, volume_id FROM sources ORDER BY lang")
    pairs = query(out, "SELECT es.term, pt.term FROM entries es JOIN entries pt "
                       "ON es.concept_id = pt.concept_id AND es.lang = 'es' AND pt.lang = 'pt'")
    assert SEED_PAIRS == dict(pairs)


def test_the_slugs_of_such_a_glossary_survive_a_rebuild(tmp_path: Path) -> None:
    sources = _place(tmp_path, spanish=SPANISH, portuguese=PORTUGUESE)
    first, again = tmp_path / "first.db", tmp_path / "again.db"
    build_db(sources, first)
    build_db(sources, again, previous=first)
    sql = "SELECT id, slug FROM concepts ORDER BY id"
    assert 13 == len(set(query(first, sql)))
    assert query(first, sql) == query(again, sql)


def test_one_name_in_two_folders_of_one_language_is_refused(tmp_path: Path) -> None:
    es, spanish = _place(tmp_path, es=SPANISH, spanish=PORTUGUESE)
    with pytest.raises(SourceError) as caught:
        build_db([spanish, es], tmp_path / "g.db")
    assert (SourceError.SAME_NAME, {"other": es}) == (caught.value.reason, caught.value.fields)
    assert not (tmp_path / "g.db").exists()


def test_language_folders_holding_one_language_are_refused_once_read(tmp_path: Path) -> None:
    es, pt = _place(tmp_path, es=PORTUGUESE, pt=PORTUGUESE)
    with pytest.raises(SourceError) as caught:
        build_db([pt, es], tmp_path / "g.db")
    assert (pt, SourceError.SAME_NAME, {"other": es}) == (
        caught.value.path, caught.value.reason, caught.value.fields)
    assert ["es", "pt"] == sorted(p.name for p in tmp_path.iterdir())
