"""Term bases in ``build-db``: TBX and CSV files beside the text sources, end to end."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer import termbase
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.importer.termbase import write_termbase
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.schema import TABLES

from .tbx_files import TBX_DATA

CSV = (
    "es,es_definition,pt,pt_definition,en\n"
    "red neuronal,Modelo de capas.,rede neural,Modelo de camadas.,neural network\n"
    "tensor,Arreglo de n dimensiones.,,,\n"
    ",,,,cloud\n"
)


def test_text_tbx_and_csv_sources_build_one_glossary(tmp_path: Path) -> None:
    table = tmp_path / "redes.csv"
    table.write_text(CSV, encoding="utf-8")
    out = tmp_path / "g.db"
    report = build_db([*sources_in(DATA_DIR), TBX_DATA / "glosario_pt_v2.tbx", table], out)
    # 31 from the text files (13 in both languages), 6 Portuguese from the TBX, 2
    # from the CSV (one in both languages, one Spanish only).
    assert {"concepts": 39, "both": 14, "es_only": 19, "pt_only": 6} == report.counts
    assert [("glosario_pt_v2.tbx", 1), ("redes.csv", 1)] == [
        (v.name, len(v.termbase.skipped)) for v in report.volumes if v.termbase is not None
    ]
    with Glossary.open(out) as glossary:
        red = glossary.find("rede neural")
        assert red is not None
        assert ("redes.csv", "Modelo de capas.", "Modelo de camadas.") == (
            red.volume, red.entries[Lang.ES].definition, red.entries[Lang.PT].definition
        )
        assert "redes.csv" == red.entries[Lang.ES].source
        assert 2 == red.entries[Lang.ES].line  # the row's line in the table
        tensor = glossary.find("tensor")
        assert tensor is not None
        assert [Lang.ES] == list(tensor.entries)
        trimmed = glossary.find("Retropropagação")  # "Retropropagação " in the file
        assert trimmed is not None
        assert ("glosario_pt_v2.tbx", "Retropropagação") == (
            trimmed.volume, trimmed.entries[Lang.PT].term
        )
        assert "dask" in {h.concept.slug for h in glossary.search("dask")}


def test_the_same_term_base_twice_gets_distinct_slugs(tmp_path: Path) -> None:
    # The DCA and DCT files hold the same 7 concepts: 14 concepts, 14 slugs.
    out = tmp_path / "g.db"
    report = build_db([TBX_DATA / "ia_dca_v3.tbx", TBX_DATA / "ia_dct_v3.tbx"], out)
    assert 14 == report.counts["concepts"]
    with Glossary.open(out) as glossary:
        assert 14 == len({c.slug for c in glossary.concepts()})


def test_a_malformed_term_base_stops_the_build_and_keeps_the_old_glossary(
    tmp_path: Path,
) -> None:
    out = tmp_path / "g.db"
    build_db(sources_in(DATA_DIR), out)
    before = out.read_bytes()
    broken = tmp_path / "broken.tbx"
    broken.write_text("<martif>\n<text>\n</martif>\n", encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        build_db([*sources_in(DATA_DIR), broken], out)
    assert (broken, 3, SourceError.BAD_XML) == (
        caught.value.path, caught.value.line, caught.value.reason)
    assert before == out.read_bytes()
    assert [out] == list(tmp_path.glob("g.db*"))


def test_a_term_base_with_no_spanish_or_portuguese_is_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "en.tsv"
    table.write_text("en\tes\ncloud\t\n", encoding="utf-8")
    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(table)])
    assert 1 == code
    assert (f"glossary-desktop: error: {table}: no concept with a Spanish or Portuguese "
            "term (1 in other languages only)\n") == capsys.readouterr().err


def test_build_db_lists_the_skipped_concepts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tbx = TBX_DATA / "ia_dct_v3.tbx"
    assert 0 == main(["build-db", "--out", str(tmp_path / "g.db"), str(tbx)])
    out = capsys.readouterr().out.splitlines()
    assert [
        "7 concepts, 5 in both languages, 1 Spanish only, 1 Portuguese only.",
        "  volume 'ia_dct_v3.tbx': ia_dct_v3.tbx (es, 6 entries) + ia_dct_v3.tbx (pt, 6 "
        "entries), a term base: 5 concepts in both languages",
        "Skipped 4 concepts of ia_dct_v3.tbx with no Spanish or Portuguese term:",
        # Each named where its record starts in the file.
        "  ia_dct_v3.tbx:304: c8 (en)",
        "  ia_dct_v3.tbx:317: c9 (zu)",
        "  ia_dct_v3.tbx:325: c10 (zu)",
        "  ia_dct_v3.tbx:336: c11 (en, zu)",
    ] == [out[0].partition(" s: ")[2], *out[1:]]  # "Built PATH in 0.26 s: ..."


@pytest.mark.parametrize("fmt", ["tbx", "csv"])
def test_a_glossary_exported_and_built_again_has_the_same_concepts(
    tmp_path: Path, glossary_db: Path, capsys: pytest.CaptureFixture[str], fmt: str
) -> None:
    exported = tmp_path / f"glossary.{fmt}"
    assert 0 == main(["export", "--db", str(glossary_db), "--out", str(exported)])
    again = tmp_path / "again.db"
    assert 0 == main(["build-db", "--quiet", "--out", str(again), str(exported)])
    capsys.readouterr()

    def content(path: Path) -> list[tuple[str, dict[Lang, tuple[str, str]]]]:
        with Glossary.open(path) as glossary:
            return [(c.slug, {lg: (e.term, e.definition) for lg, e in c.entries.items()})
                    for c in glossary.concepts()]

    assert content(glossary_db) == content(again)


def test_build_db_refuses_a_tbx_with_an_entity_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bomb = tmp_path / "bomb.tbx"
    bomb.write_text(
        '<?xml version="1.0"?>\n<!DOCTYPE martif [<!ENTITY a "aaaaaaaaaa">'
        '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n'
        "<martif><text><body><termEntry><langSet xml:lang='es'><tig><term>&b;</term></tig>"
        "</langSet></termEntry></body></text></martif>\n",
        encoding="utf-8",
    )
    out = tmp_path / "g.db"
    assert 1 == main(["build-db", "--out", str(out), str(bomb)])
    refused = SourceError(bomb, SourceError.XML_ENTITY, name="a")
    assert f"glossary-desktop: error: {refused}\n" == capsys.readouterr().err
    assert not out.exists()


def test_term_base_homographs_are_two_concepts_and_keep_their_slugs_across_a_rebuild(
    tmp_path: Path,
) -> None:
    first = tmp_path / "a.csv"
    first.write_text(
        "es,es_definition,pt,pt_definition\n"
        "Red,Conjunto de nodos.,Rede,Conjunto de nós.\n"
        "Red,Malla para pescar.,Rede,Malha de pesca.\n"
        "Dask,Biblioteca.,,\n",
        encoding="utf-8",
    )
    out = tmp_path / "g.db"

    def slugs() -> dict[str, str]:
        with Glossary.open(out) as glossary:
            return {c.entries[Lang.ES].definition: c.slug for c in glossary.concepts()}

    build_db([first], out)
    before = slugs()
    assert 3 == len(set(before.values()))
    homonym = tmp_path / "b.csv"
    homonym.write_text("es,es_definition\nDask,Otra cosa.\n", encoding="utf-8")
    build_db([homonym, first], out)  # the new file first in the command: order must not matter
    after = slugs()
    assert before == {d: s for d, s in after.items() if d != "Otra cosa."}
    assert "dask" != after["Otra cosa."]


def test_an_invisible_character_in_a_term_base_term_is_removed_with_a_warning(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "redes.csv"
    table.write_text("es,es_definition\nPara\u00adlelismo,Varias tareas a la vez.\n",
                     encoding="utf-8")
    out = tmp_path / "g.db"
    assert 0 == main(["build-db", "--out", str(out), str(table)])
    assert (f"glossary-desktop: warning: {table}:2: invisible characters removed: "
            "U+00AD SOFT HYPHEN\n") == capsys.readouterr().err
    with Glossary.open(out) as glossary:
        found = glossary.find("Paralelismo")
        assert found is not None
        assert "Paralelismo" == found.entries[Lang.ES].term


def test_term_base_homographs_are_numbered_in_file_order_per_language(tmp_path: Path) -> None:
    """An entry's ordinal (part of its identity) counts the earlier entries of its
    language with the same term, case ignored: 0, 1, 2 for three "Red"."""
    table = tmp_path / "redes.csv"
    table.write_text(
        "es,pt\nRed,Rede\nDask,\nred,Rede\nRed,Malha\n,Dask\n", encoding="utf-8"
    )
    conn = sqlite3.connect(":memory:")
    conn.executescript(TABLES)

    found = write_termbase(conn, table, 1, 10)

    # Spanish entries 10-13 (Red, Dask, red, Red), Portuguese 14-17 (Rede, Rede, Malha, Dask).
    assert [(Lang.ES, {12: 1, 13: 2}), (Lang.PT, {15: 1})] == [
        (s.lang, s.ordinals) for s in found.sources
    ]
    conn.close()


def test_term_words_written_in_batches_are_the_words_of_every_term(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large term base writes its distinct term words a batch at a time; the
    table ends the same as when they are written at the end, synonyms included."""
    table = tmp_path / "redes.csv"
    table.write_text(
        "es,es_synonyms,pt\nRed Neuronal,Red Neural,Rede Neural\nDescenso de Gradiente,,"
        "Descida de Gradiente\nÉpoca,,Época\nRed,,Rede\n",
        encoding="utf-8",
    )

    def words(batch: int) -> list[tuple[str, str, int]]:
        monkeypatch.setattr(termbase, "WORDS_FLUSH", batch)
        conn = sqlite3.connect(":memory:")
        conn.executescript(TABLES)
        write_termbase(conn, table, 1, 1)
        rows = conn.execute("SELECT word, first, length FROM term_words ORDER BY word")
        return list(rows)

    whole = words(10**6)
    assert ["de", "descenso", "descida", "epoca", "gradiente", "neural", "neuronal", "red",
            "rede"] == [w for w, _, _ in whole]
    assert whole == words(2)


def test_every_term_base_extension_has_a_reader_and_no_other() -> None:
    # The manifest and the writer decide "term base or text source" from the
    # extension before any reader is loaded; a reader added without its
    # extension (or the reverse) would send a file to the wrong reader.
    from glossary_desktop.importer.source_kinds import TERMBASE_SUFFIXES
    from glossary_desktop.importer.termbase import READERS

    assert TERMBASE_SUFFIXES == set(READERS)
