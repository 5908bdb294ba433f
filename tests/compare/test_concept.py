"""A concept compared, and the overview of every paired concept, least alike first."""

from __future__ import annotations

from pathlib import Path

from glossary_desktop.compare import Kind, compare_concept, overview
from glossary_desktop.domain import Concept, Entry, Field, Lang
from glossary_desktop.glossary import Glossary


def concept(slug: str, es: tuple[str, str] | None, pt: tuple[str, str] | None) -> Concept:
    entries = {}
    if es:
        entries[Lang.ES] = Entry(Lang.ES, *es)
    if pt:
        entries[Lang.PT] = Entry(Lang.PT, *pt)
    return Concept(0, slug, "v", entries)


FULL = concept("full", ("Datos Masivos", "Volúmenes masivos de datos."),
               ("Dados Massivos", "Volumes massivos de dados."))
SHORT = concept("short", ("Modelo Distribuido", "Un modelo entrenado en muchos nodos de cálculo "
                          "con gradientes sincronizados en cada paso."),
                ("Modelo Distribuído", "Um modelo treinado em muitos nós."))
ES_ONLY = concept("es-only", ("Kubernetes", "Orquestación de contenedores."), None)


def test_a_concept_with_one_side_has_nothing_to_compare() -> None:
    assert compare_concept(ES_ONLY) is None


def test_terms_and_definitions_are_aligned() -> None:
    compared = compare_concept(SHORT)
    assert compared is not None
    assert "short" == compared.slug
    assert 2 == len(compared.term.pairs)
    es = SHORT.entries[Lang.ES].definition
    unmatched = [es[s.start:s.end] for s in compared.definition.unmatched_es]
    assert ["de", "cálculo", "con", "gradientes", "sincronizados", "en", "cada", "paso"] \
        == unmatched


def test_a_clause_left_out_is_one_missing_difference() -> None:
    compared = compare_concept(SHORT)
    assert compared is not None
    es = SHORT.entries[Lang.ES].definition
    assert [(Kind.MISSING, Field.DEFINITION, "cálculo con gradientes sincronizados en cada paso")] \
        == [(d.kind, d.field, es[d.es.start:d.es.end]) for d in compared.differences if d.es]
    assert all(d.pt is None for d in compared.differences)
    assert compared.similarity < 0.8


def test_the_overview_lists_paired_concepts_least_alike_first() -> None:
    rows = overview([FULL, ES_ONLY, SHORT])
    assert ["short", "full"] == [r.slug for r in rows]
    assert ("Modelo Distribuido", "Modelo Distribuído") == (rows[0].es_term, rows[0].pt_term)
    assert rows[0].similarity < rows[1].similarity == 1.0


def test_the_overview_of_the_seeds(glossary_db: Path) -> None:
    with Glossary.open(glossary_db) as g:
        rows = overview(g.concepts())
    assert 13 == len(rows)
    assert sorted(rows, key=lambda r: (r.similarity, r.slug)) == rows
    # "a costa de una posible inconsistencia" / "ao custo de uma eventual consistência"
    assert "entrenamiento-asincronico" == rows[0].slug
    assert [Kind.NEGATION] == [d.kind for d in rows[0].differences]
    assert rows[0].similarity < 0.7
    assert all(0.9 <= r.similarity <= 1.0 and not r.differences for r in rows[1:])
