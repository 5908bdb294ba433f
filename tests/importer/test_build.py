"""Building the glossary database: schema, pairs, fidelity, atomic writes."""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.errors import OutputError, SourceError
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.importer.indexing import FTS_BUILD_HASHSIZE
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.schema import FTS_TABLES, SCHEMA_VERSION
from tests.store.faults import small_tmpfs

# Every Spanish term of the first volume and its Portuguese translation.
SEED_PAIRS = {
    "Aprendizaje Automático Distribuido": "Aprendizado de Máquina Distribuído",
    "Servidor de Parámetros": "Servidor de Parâmetros",
    "Paralelismo de Datos": "Paralelismo de Dados",
    "Paralelismo de Modelo": "Paralelismo de Modelo",
    "Descenso de Gradiente Distribuido": "Descida de Gradiente Distribuída",
    "Sharding": "Sharding",
    "Entrenamiento Sincrónico": "Treinamento Síncrono",
    "Entrenamiento Asincrónico": "Treinamento Assíncrono",
    "Aprendizaje Profundo Distribuido": "Aprendizagem Profunda Distribuída",
    "Dask": "Dask",
    "TensorFlow Distribuido": "TensorFlow Distribuído",
    "PyTorch Distribuido": "PyTorch Distribuído",
    "Hadoop YARN": "Hadoop YARN",
}


def query(db: Path, sql: str) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(db)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def test_seed_counts(glossary_db: Path) -> None:
    assert [(31,)] == query(glossary_db, "SELECT count(*) FROM concepts")
    assert [("es", 18), ("es,pt", 13)] == query(
        glossary_db, "SELECT langs, count(*) FROM concepts GROUP BY langs ORDER BY langs"
    )


def test_seed_pairs_are_all_correct(glossary_db: Path) -> None:
    rows = query(glossary_db, """
        SELECT es.term, pt.term FROM entries es JOIN entries pt
        ON pt.concept_id = es.concept_id AND pt.lang = 'pt' WHERE es.lang = 'es'""")
    assert SEED_PAIRS == dict(rows)


def test_every_source_line_reaches_the_db_exactly_once(glossary_db: Path) -> None:
    stored = query(glossary_db, """
        SELECT s.file, e.line, e.term, e.definition FROM entries e
        JOIN sources s ON s.id = e.source_id""")
    expected = []
    for path in sources_in(DATA_DIR):
        lines = path.read_text(encoding="utf-8-sig").split("\n")
        body = [(n, x.strip()) for n, x in enumerate(lines, start=1) if x.strip()][2:]
        for (n, term), (_, definition) in zip(body[::2], body[1::2], strict=True):
            expected.append((path.name, n, term, definition))
    assert sorted(expected) == sorted(stored)
    assert len(expected) == 13 + 13 + 18


def test_schema_version_and_metadata(glossary_db: Path) -> None:
    assert [(SCHEMA_VERSION,)] == query(glossary_db, "PRAGMA user_version")
    meta = {str(k): str(v) for k, v in query(glossary_db, "SELECT key, value FROM meta")}
    sources = json.loads(str(meta["sources"]))
    assert {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sources_in(DATA_DIR)} == {
        s["file"]: s["sha256"] for s in sources
    }
    assert {"built_at", "tool_version", "content_sha256", "counts"} <= set(meta)


def test_concept_ids_are_alphabetical_with_enye_after_n(tmp_path: Path) -> None:
    src = tmp_path / "g.txt"
    src.write_text("Glosario\nS\nÑandú\nAve.\nnube\nAgua.\nOso\nAnimal.\nárbol\nPlanta.\n",
                   encoding="utf-8")
    out = tmp_path / "g.db"
    build_db([src], out)
    rows = query(out, "SELECT e.term FROM concepts c JOIN entries e ON e.concept_id = c.id "
                      "ORDER BY c.id")
    assert [("árbol",), ("nube",), ("Ñandú",), ("Oso",)] == rows


def test_fts_folds_accents_and_weights_terms(glossary_db: Path) -> None:
    rows = query(glossary_db, "SELECT e.term FROM entries_fts f JOIN entries e ON e.id = f.rowid "
                              "WHERE entries_fts MATCH 'sincronico' ORDER BY rank")
    assert ("Entrenamiento Sincrónico",) == rows[0]


@pytest.mark.parametrize("table", FTS_TABLES)
def test_fts_indexes_are_built_with_the_larger_write_buffer(glossary_db: Path, table: str) -> None:
    # The build's speed depends on it (61 s instead of 85 s at a million concepts).
    conn = sqlite3.connect(glossary_db)
    try:
        (value,) = conn.execute(f"SELECT v FROM {table}_config WHERE k = 'hashsize'").fetchone()
    finally:
        conn.close()
    assert FTS_BUILD_HASHSIZE == value


def test_slugs_are_stable_across_rebuilds(tmp_path: Path, glossary_db: Path) -> None:
    again = tmp_path / "again.db"
    build_db(sources_in(DATA_DIR), again)
    sql = "SELECT id, slug FROM concepts ORDER BY id"
    assert query(glossary_db, sql) == query(again, sql)


def test_pairing_needs_no_manifest_and_survives_a_missing_entry(tmp_path: Path) -> None:
    es_lines = (DATA_DIR / "ia-distribuida.es.txt").read_text(encoding="utf-8").split("\n")
    pt_lines = (DATA_DIR / "ia-distribuida.pt.txt").read_text(encoding="utf-8").split("\n")
    del pt_lines[8:10]  # the fourth Portuguese entry (Paralelismo de Modelo)
    (tmp_path / "a.txt").write_text("\n".join(pt_lines), encoding="utf-8")
    (tmp_path / "b.txt").write_text("\n".join(es_lines), encoding="utf-8")
    report = build_db([tmp_path / "a.txt", tmp_path / "b.txt"], tmp_path / "g.db")
    assert {"concepts": 13, "both": 12, "es_only": 1, "pt_only": 0} == report.counts
    assert [("b.txt", 9, "Paralelismo de Modelo")] == report.unpaired


def test_the_build_leaves_the_processs_garbage_collector_alone(tmp_path: Path) -> None:
    # The collector is the whole process's: a window importing in a thread had it
    # off for the whole import. Only the command line's own process pauses it.
    seen: list[bool] = []
    build_db(sources_in(DATA_DIR), tmp_path / "g.db",
             progress=lambda *_: seen.append(gc.isenabled()))
    assert (True, {True}) == (len(seen) > 4, set(seen))


def test_build_is_atomic(tmp_path: Path) -> None:
    out = tmp_path / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    before = out.read_bytes()
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"Glosario\nS\nA\nDef.\nB\n")
    with pytest.raises(SourceError) as caught:
        build_db([*sources_in(DATA_DIR), bad], out)
    assert (bad, SourceError.NO_DEFINITION) == (caught.value.path, caught.value.reason)
    assert before == out.read_bytes()
    assert ["bad.txt", "glossary.db"] == sorted(p.name for p in tmp_path.iterdir())


def test_failure_while_writing_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import glossary_desktop.importer.writer as writer

    def explode(*_args: object) -> None:
        raise OSError("disk full")

    # While pairing, the build has its WAL, shared-memory and staging files open.
    monkeypatch.setattr(writer, "_stored", explode)
    shutil.copy(DATA_DIR / "ia-distribuida.es.txt", tmp_path / "es.txt")
    with pytest.raises(OutputError, match="disk full"):
        build_db([tmp_path / "es.txt"], tmp_path / "out.db")
    assert ["es.txt"] == [p.name for p in tmp_path.iterdir()]


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MiB filesystem (tmpfs), unmounted afterwards."""
    with small_tmpfs(tmp_path / "disk", "1m") as disk:
        yield disk


def test_a_full_disk_leaves_the_old_glossary_and_no_temporary_file(
    small_disk: Path, tmp_path: Path
) -> None:
    out = small_disk / "glossary.db"
    build_db([DATA_DIR / "ia-distribuida.es.txt"], out)
    before = out.read_bytes()
    with (small_disk / "filler").open("wb", buffering=0) as filler, \
            contextlib.suppress(OSError):
        while True:  # until the disk is full
            filler.write(bytes(4096))
    with pytest.raises(OutputError, match="full"):
        build_db(sources_in(DATA_DIR), out)
    assert before == out.read_bytes()
    assert ["filler", "glossary.db"] == sorted(p.name for p in small_disk.iterdir())


def test_output_path_that_is_a_directory(tmp_path: Path) -> None:
    with pytest.raises(OutputError, match="output path is a directory"):
        build_db(sources_in(DATA_DIR), tmp_path)


def test_no_sources_in_folder(tmp_path: Path) -> None:
    with pytest.raises(SourceError) as caught:
        sources_in(tmp_path)
    assert SourceError.NO_TXT_SOURCES == caught.value.reason



def test_failure_while_indexing_is_raised_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import glossary_desktop.importer.writer as writer

    def explode(_conn: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(writer, "index_text", explode)  # runs in the indexing thread
    shutil.copy(DATA_DIR / "ia-distribuida.es.txt", tmp_path / "es.txt")
    with pytest.raises(OutputError, match="disk is full"):
        build_db([tmp_path / "es.txt"], tmp_path / "out.db")
    assert ["es.txt"] == [p.name for p in tmp_path.iterdir()]


def test_built_db_is_readable_by_everyone(glossary_db: Path) -> None:
    assert 0o644 == glossary_db.stat().st_mode & 0o777


def _build_one(tmp_path: Path, text: str) -> Path:
    src = tmp_path / "g.es.txt"
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "g.db"
    build_db([src], out)
    return out


@pytest.mark.parametrize("invisible", ["\u00ad", "\u200b", "\u2060", "\ufeff"])
def test_a_term_with_an_invisible_character_is_found_by_its_visible_spelling(
    tmp_path: Path, invisible: str
) -> None:
    from glossary_desktop.domain import Lang
    from glossary_desktop.glossary import Glossary

    out = _build_one(tmp_path, f"Glosario\nS\nAlgo\nOtra cosa.\nPara{invisible}lelismo "
                               "Cuántico\nTécnica de cómputo.\n")
    with Glossary.open(out) as glossary:
        hits = glossary.search("paralelismo cuantico")
        found = glossary.find("Paralelismo Cuántico")
    assert ["Paralelismo Cuántico"] == [h.concept.entries[Lang.ES].term for h in hits]
    assert found is not None
    assert "paralelismo-cuantico" == found.slug


def test_homographs_and_look_alikes_are_concepts_of_their_own(tmp_path: Path) -> None:
    out = _build_one(tmp_path, "Glosario\nS\nRed\nConjunto de computadoras.\nAño\nDoce meses.\n"
                               "Ano\nParte del cuerpo.\nred\nMalla para pescar.\n"
                               "Red\nConjunto de computadoras.\n")
    rows = query(out, "SELECT e.term, e.definition, c.slug FROM concepts c "
                      "JOIN entries e ON e.concept_id = c.id ORDER BY e.line")
    terms = [(term, definition) for term, definition, _ in rows]
    assert [("Red", "Conjunto de computadoras."), ("Año", "Doce meses."),
            ("Ano", "Parte del cuerpo."), ("red", "Malla para pescar.")] == terms
    assert 4 == len({slug for _, _, slug in rows})


def test_two_sources_with_the_same_file_name_are_refused(tmp_path: Path) -> None:
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        shutil.copy(DATA_DIR / "ia-distribuida.es.txt", tmp_path / folder / "es.txt")
    with pytest.raises(SourceError) as caught:
        build_db([tmp_path / "b" / "es.txt", tmp_path / "a" / "es.txt"], tmp_path / "g.db")
    assert (SourceError.SAME_NAME, {"other": tmp_path / "a" / "es.txt"}) == (
        caught.value.reason, caught.value.fields)
    assert ["a", "b"] == sorted(p.name for p in tmp_path.iterdir())


def test_the_same_file_given_twice_is_read_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(DATA_DIR.parent)
    report = build_db([Path("data/ia-distribuida.es.txt"), DATA_DIR / "ia-distribuida.es.txt"],
                      tmp_path / "g.db")
    assert [Path("data/ia-distribuida.es.txt")] == [s.path for s in report.sources]
