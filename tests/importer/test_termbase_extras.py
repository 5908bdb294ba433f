"""Synonyms, notes, contexts and subject fields of term bases: stored, read back, never a
definition. The project's TBX files (``tests/data/tbx``), and small files made here."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from glossary_desktop.domain import Entry, Lang, Note, NoteKind
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR

from .tbx_files import TBX_DATA, found_as_term, tbx_v3

SUBJECT, NOTE, CONTEXT = NoteKind.SUBJECT, NoteKind.NOTE, NoteKind.CONTEXT


@pytest.fixture(scope="module")
def fixtures_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("extras") / "g.db"
    build_db([TBX_DATA / "ia_dct_v3.tbx", TBX_DATA / "glosario_pt_v2.tbx"], out)
    return out


def test_a_dct_concept_keeps_its_synonyms_contexts_subject_and_note(fixtures_db: Path) -> None:
    with Glossary.open(fixtures_db) as glossary:
        network = glossary.find("red neuronal")
    assert network is not None
    es = network.entries[Lang.ES]
    assert ("red neuronal", ("red neuronal artificial", "red de neuronas")) \
        == (es.term, es.synonyms)
    assert "Modelo de cómputo formado por capas de unidades conectadas que aprende " \
        "ajustando los pesos de sus conexiones." == es.definition
    assert (
        Note(CONTEXT, "La red neuronal se entrenó con un millón de imágenes etiquetadas."),
        Note(CONTEXT, "Una red neuronal con muchas capas ocultas se llama profunda."),
        Note(CONTEXT, "Las redes neuronales artificiales se inspiran libremente en el "
             "cerebro."),
    ) == es.notes
    assert (
        Note(SUBJECT, "Aprendizaje automático"),
        Note(NOTE, "G-Source: glosario interno del equipo de datos"),
    ) == network.notes
    assert ("rede neural", ("rede neuronal",)) == (
        network.entries[Lang.PT].term, network.entries[Lang.PT].synonyms
    )


def test_a_martif_concept_keeps_its_synonyms_in_order_and_its_subject(fixtures_db: Path) -> None:
    with Glossary.open(fixtures_db) as glossary:
        learning = glossary.find("Aprendizagem de máquina")
    assert learning is not None
    # The file order, with the superseded term moved last.
    assert ("Aprendizado de máquina", "Aprendizagem automática", "Aprendizado automático") \
        == learning.entries[Lang.PT].synonyms
    assert (Note(SUBJECT, "Aprendizado de máquina"),) == learning.notes


@pytest.mark.parametrize(
    ("query", "slug"),
    [
        ("Aprendizagem automática", "aprendizagem-de-maquina"),  # a synonym, whole
        ("arvore decisoria", "arvore-de-decisao"),  # accents folded, as for a heading
        ("gran modelo de lenguaje", "modelo-de-lenguaje-grande"),
        ("modelo LLM", "modelo-de-lenguaje-grande"),
        ("red de neuronas", "red-neuronal"),  # superseded, still findable
    ],
)
def test_every_synonym_finds_its_concept_as_a_term(
    fixtures_db: Path, query: str, slug: str
) -> None:
    assert (slug, "EXACT", slug) == found_as_term(fixtures_db, query)


def test_text_sources_have_no_synonyms_or_notes(glossary_db: Path) -> None:
    conn = sqlite3.connect(glossary_db)
    try:
        assert [(0, 0)] == conn.execute(
            "SELECT (SELECT count(*) FROM synonyms), (SELECT count(*) FROM notes)"
        ).fetchall()
    finally:
        conn.close()


def test_notes_and_contexts_are_never_the_definition(tmp_path: Path) -> None:
    source = tmp_path / "t.tbx"
    source.write_text(tbx_v3(
        '<conceptEntry id="c1"><descrip type="subjectField">Redes</descrip>'
        '<note>De la concepción.</note>'
        '<langSec xml:lang="es-ES"><note>Del español.</note>'
        '<termSec><term>red neuronal</term><termNote type="administrativeStatus">'
        "preferredTerm-admn-sts</termNote>"
        '<descrip type="context">Una red neuronal aprende.</descrip></termSec>'
        '<termSec><term>red de neuronas</term></termSec></langSec>'
        '<langSec xml:lang="pt-BR"><termSec><term>rede neural</term></termSec></langSec>'
        "</conceptEntry>"
    ), encoding="utf-8")
    out = tmp_path / "g.db"
    build_db([source], out)
    with Glossary.open(out) as glossary:
        concept = glossary.find("red de neuronas")
    assert concept is not None
    assert Entry(
        Lang.ES, "red neuronal", "", "t.tbx", 2, ("red de neuronas",),
        (Note(NOTE, "Del español."), Note(CONTEXT, "Una red neuronal aprende.")),
    ) == concept.entries[Lang.ES]
    assert Entry(Lang.PT, "rede neural", "", "t.tbx", 2) == concept.entries[Lang.PT]
    assert (Note(SUBJECT, "Redes"), Note(NOTE, "De la concepción.")) == concept.notes


def test_csv_synonym_note_context_and_subject_columns_are_stored(tmp_path: Path) -> None:
    table = tmp_path / "redes.csv"
    table.write_text(
        "es,es_synonyms,es_note,es_context,pt,pt_synonyms,subject,note\n"
        'red neuronal,red de neuronas | RNA,Del español.,"Una red aprende.\nOtra red.",'
        'rede neural,,IA,"Muy usada.\n\nDesde 1958."\n',
        encoding="utf-8",
    )
    out = tmp_path / "g.db"
    build_db([*sources_in(DATA_DIR), table], out)  # beside the text files
    with Glossary.open(out) as glossary:
        concept = glossary.find("rede neural")
        assert concept is not None
        assert ("red de neuronas", "RNA") == concept.entries[Lang.ES].synonyms
        assert (Note(NOTE, "Del español."), Note(CONTEXT, "Una red aprende."),
                Note(CONTEXT, "Otra red.")) == concept.entries[Lang.ES].notes
        assert ((), ()) == (concept.entries[Lang.PT].synonyms, concept.entries[Lang.PT].notes)
        assert (Note(SUBJECT, "IA"), Note(NOTE, "Muy usada."), Note(NOTE, "Desde 1958.")) \
            == concept.notes
        assert [concept.slug] == [h.concept.slug for h in glossary.search("rna")]
        seed = glossary.find("Dask")
        assert seed is not None
        assert ((), (), ()) == (seed.notes, seed.entries[Lang.ES].synonyms,
                                seed.entries[Lang.ES].notes)


def test_a_synonym_cleaned_into_its_heading_is_kept_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    table = tmp_path / "redes.csv"
    table.write_text("es,es_synonyms\nRed,Re\u00add | Malla\n", encoding="utf-8")
    out = tmp_path / "g.db"
    build_db([table], out)
    with Glossary.open(out) as glossary:
        red = glossary.find("Red")
    assert red is not None
    assert ("Red", ("Malla",)) == (red.entries[Lang.ES].term, red.entries[Lang.ES].synonyms)
