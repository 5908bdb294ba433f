"""Stable slugs: a concept keeps its slug across rebuilds, a new one never takes an old one.

The user's story (issue 12): bookmark ``dask`` with a note, add a file that
brings another "Dask", rebuild over the same glossary: the bookmark still
opens the original Dask and its definition.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.build import build_db
from glossary_desktop.paths import DATA_DIR

# A Spanish volume of its own that also defines "Dask"; by name it comes before
# the seed files, so without the slug history its Dask would take ``dask``.
HOMONYM = """Glosario de Herramientas
Otro volumen
Dask
Herramienta de tablas en Python para datos que no caben en la memoria de una computadora.
Ray
Biblioteca para distribuir aplicaciones de Python entre muchas computadoras.
"""


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A copy of ``data/`` the test may change."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    return folder


def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert (0, "") == (code, err)
    return out


def build(capsys: pytest.CaptureFixture[str], data: Path, out: Path, *extra: str) -> None:
    cli(capsys, "build-db", "--quiet", "--out", str(out), *extra,
        *map(str, sorted(data.glob("*.txt"))))


def show(capsys: pytest.CaptureFixture[str], db: Path, slug: str) -> dict[str, object]:
    concept: dict[str, object] = json.loads(cli(capsys, "show", slug, "--json", "--db", str(db)))
    return concept


def slugs_of(db: Path, term: str) -> list[str]:
    conn = sqlite3.connect(db)
    try:
        rows = conn.execute("SELECT DISTINCT c.slug FROM concepts c JOIN entries e "
                            "ON e.concept_id = c.id WHERE e.term = ? ORDER BY c.slug", (term,))
        return [slug for (slug,) in rows]
    finally:
        conn.close()


def history(db: Path) -> dict[str, int]:
    conn = sqlite3.connect(db)
    try:
        return dict(conn.execute("SELECT slug, retired FROM slugs"))
    finally:
        conn.close()


# The history is read from the previous glossary attached by its URI: folder names
# with spaces, accents or bytes that are not UTF-8 must reach it whole.
@pytest.mark.parametrize("folder", ["", "glosário con espacio", os.fsdecode(b"d\xffr")])
def test_a_bookmark_keeps_its_concept_when_a_homonym_arrives(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str], folder: str
) -> None:
    (tmp_path / folder).mkdir(exist_ok=True)
    db, user = tmp_path / folder / "glossary.db", tmp_path / "user"
    build(capsys, data, db)
    before = show(capsys, db, "dask")
    cli(capsys, "bookmarks", "add", "dask", "--note", "N", "--db", str(db),
        "--user-dir", str(user))

    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, db)

    assert before == show(capsys, db, "dask")
    (new,) = [s for s in slugs_of(db, "Dask") if s != "dask"]
    assert new.startswith("dask-")
    assert "Herramienta de tablas" in json.dumps(show(capsys, db, new), ensure_ascii=False)
    marks = json.loads(cli(capsys, "bookmarks", "list", "--json", "--db", str(db),
                           "--user-dir", str(user)))
    assert [("dask", "N", True)] == [(m["slug"], m["note"], m["exists"]) for m in marks]


def test_without_a_history_the_first_dask_in_file_order_takes_the_slug(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The contrast that shows the history at work: a fresh output has none.
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, tmp_path / "fresh.db")
    assert "Herramienta de tablas" in json.dumps(
        show(capsys, tmp_path / "fresh.db", "dask"), ensure_ascii=False
    )


def test_previous_names_the_glossary_whose_slugs_to_keep(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    build(capsys, data, tmp_path / "old.db")
    before = show(capsys, tmp_path / "old.db", "dask")
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, tmp_path / "new.db", "--previous", str(tmp_path / "old.db"))
    assert before == show(capsys, tmp_path / "new.db", "dask")


def test_a_glossary_built_before_the_history_keeps_its_slugs(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "glossary.db"
    build(capsys, data, db)
    before = show(capsys, db, "dask")
    conn = sqlite3.connect(db)
    conn.execute("DROP TABLE slugs")  # as built by the previous version
    conn.commit()
    conn.close()
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, db)
    assert before == show(capsys, db, "dask")


def test_a_corrected_definition_keeps_the_slug(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "glossary.db"
    build(capsys, data, db)
    seed = data / "ia-distribuida.es.txt"
    text = seed.read_text(encoding="utf-8")
    assert "Biblioteca de computación paralela" in text
    seed.write_text(text.replace("Biblioteca de computación paralela",
                                 "Biblioteca corregida de computación paralela"), encoding="utf-8")
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, db)
    assert "Biblioteca corregida" in json.dumps(show(capsys, db, "dask"), ensure_ascii=False)


def test_a_new_concept_never_takes_a_retired_slug(
    tmp_path: Path, data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "glossary.db"
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, db)
    assert ["ray"] == slugs_of(db, "Ray")

    (data / "a-herramientas.es.txt").write_text(HOMONYM.split("Ray\n")[0], encoding="utf-8")
    build(capsys, data, db)
    assert [] == slugs_of(db, "Ray")
    assert 1 == history(db)["ray"]

    (data / "b-otros.es.txt").write_text(
        "Glosario B\nOtro\nRay\nTrazado de rayos para dibujar escenas en tres dimensiones.\n",
        encoding="utf-8",
    )
    build(capsys, data, db)
    (other,) = slugs_of(db, "Ray")
    assert other.startswith("ray-")
    assert (1, 0) == (history(db)["ray"], history(db)[other])

    # The original concept coming back is not new: it gets its own slug again.
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    build(capsys, data, db)
    assert sorted(["ray", other]) == slugs_of(db, "Ray")


def test_slugs_are_the_same_on_every_fresh_build(tmp_path: Path, data: Path) -> None:
    (data / "a-herramientas.es.txt").write_text(HOMONYM, encoding="utf-8")
    sources = sorted(data.glob("*.txt"))
    build_db(sources, tmp_path / "one.db")
    build_db(list(reversed(sources)), tmp_path / "two.db")
    assert slugs_of(tmp_path / "one.db", "Dask") == slugs_of(tmp_path / "two.db", "Dask")
    assert history(tmp_path / "one.db") == history(tmp_path / "two.db")


def test_a_previous_that_is_not_a_glossary_is_refused(tmp_path: Path, data: Path) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# not a database\n", encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        build_db(sorted(data.glob("*.txt")), tmp_path / "g.db", previous=notes)
    assert (notes, SourceError.PREVIOUS_NOT_GLOSSARY) == (caught.value.path, caught.value.reason)
    assert ["data", "notes.md"] == sorted(p.name for p in tmp_path.iterdir())
