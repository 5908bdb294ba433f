"""Search behaviour on the seed glossary: ranking, folding, typos, hostile text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from glossary_desktop import Glossary
from glossary_desktop.domain import Field, Lang, Tier
from glossary_desktop.store.glossary_db import connect_readonly
from glossary_desktop.store.glossary_reads import Timing


@pytest.fixture(scope="module")
def glossary(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


# query -> the first result's Spanish (else Portuguese) term, and why it matched.
FIRST_RESULTS = [
    ("sincronico", "Entrenamiento Sincrónico", Tier.TERM_WORD),
    ("Sincrónico", "Entrenamiento Sincrónico", Tier.TERM_WORD),
    ("descida", "Descenso de Gradiente Distribuido", Tier.TERM_PREFIX),
    ("paral", "Paralelismo de Datos", Tier.TERM_PREFIX),
    ("PARALELISMO DE DADOS", "Paralelismo de Datos", Tier.EXACT),
    ("dask", "Dask", Tier.EXACT),
    ("sharding", "Sharding", Tier.EXACT),
    ("treinamento sinc", "Entrenamiento Sincrónico", Tier.TERM_PREFIX),
    ("clustering", "Clustering de GPU", Tier.TERM_PREFIX),
    ("programacion gpu", "Programación de GPU", Tier.TERM_WORD),
    ("aprendizado", "Aprendizaje Automático Distribuido", Tier.TERM_PREFIX),
    ("maquina", "Aprendizaje Automático Distribuido", Tier.TERM_WORD),
    ("yarn", "Hadoop YARN", Tier.TERM_WORD),
    ("kubernetes", "Kubernetes para ML", Tier.TERM_PREFIX),
    ("contenedores", "Orquestación de Contenedores", Tier.TERM_WORD),
    ("particionan", "Paralelismo de Datos", Tier.DEFINITION),
    ("paralelsmo", "Paralelismo de Datos", Tier.FUZZY),
    ("kuberntes", "Kubernetes para ML", Tier.FUZZY),
    ("kubernets", "Kubernetes para ML", Tier.TERM_STEM),  # "kubernet" + s stems as "kubernetes"
    ("orquestacion", "Orquestación de Contenedores", Tier.TERM_PREFIX),
]


@pytest.mark.parametrize(("text", "first", "tier"), FIRST_RESULTS)
def test_first_result(glossary: Glossary, text: str, first: str, tier: Tier) -> None:
    hits = glossary.search(text)
    assert (first, tier) == (hits[0].concept.title, hits[0].tier)


def test_ranking_tiers_never_decrease(glossary: Glossary) -> None:
    for text in ("paralelismo", "distribuido", "modelo", "gpu", "datos", "ml"):
        tiers = [h.tier for h in glossary.search(text)]
        assert sorted(tiers) == tiers, text


def test_term_hits_come_before_definition_hits(glossary: Glossary) -> None:
    hits = glossary.search("sharding")
    assert "Sharding" == hits[0].concept.title
    assert all(h.tier is Tier.DEFINITION for h in hits[1:])


def test_limit(glossary: Glossary) -> None:
    assert 3 == len(glossary.search("distribuido", limit=3))
    assert [] == glossary.search("distribuido", limit=0)


def test_spans_point_at_the_matched_text(glossary: Glossary) -> None:
    hit = glossary.search("sincronico")[0]
    term = hit.concept.es.term if hit.concept.es else ""
    assert ["Sincrónico"] == [term[s.start : s.end] for s in hit.spans(Lang.ES, Field.TERM)]
    # "Síncrono" is the word in another form (it shares the stem "sincron").
    term = hit.concept.pt.term if hit.concept.pt else ""
    assert ["Síncrono"] == [term[s.start : s.end] for s in hit.spans(Lang.PT, Field.TERM)]


def test_spans_in_both_languages_and_definitions(glossary: Glossary) -> None:
    hit = glossary.search("paralelismo")[0]
    fields = {(m.lang, m.field) for m in hit.matches}
    assert {(Lang.ES, Field.TERM), (Lang.PT, Field.TERM)} <= fields


def test_prefix_spans_cover_only_the_typed_part(glossary: Glossary) -> None:
    hit = glossary.search("paral")[0]
    term = hit.concept.es.term if hit.concept.es else ""
    assert ["Paral"] == [term[s.start : s.end] for s in hit.spans(Lang.ES, Field.TERM)]


def test_suggestions_for_a_typo(glossary: Glossary) -> None:
    assert "paralelismo" in glossary.suggest("paralelsmo")
    assert [] == glossary.suggest("paralelismo")


@pytest.mark.parametrize(
    "text",
    ["", " ", '"', '""', "*", "-", ":", "^", "+", "AND", "OR", "NOT", "NEAR(", "NEAR(a b)",
     "(", ")", "a AND", "e-mail", "col:val", "\\", "'; DROP TABLE entries; --", "🤖", "\x00",
     "\u202e", "x" * 10_000, "a " * 5_000, '"a" *b* ^c', "{term}: x", "\ud800" * 0 + "é" * 300],
)
def test_hostile_text_is_safe(glossary: Glossary, text: str) -> None:
    hits = glossary.search(text)
    assert isinstance(hits, list)
    assert all(h.concept.slug for h in hits)
    glossary.suggest(text)


@settings(max_examples=200, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=300))
def test_any_text_is_safe(glossary: Glossary, text: str) -> None:
    hits = glossary.search(text)
    assert len(hits) <= 50
    assert len({h.concept.id for h in hits}) == len(hits)


@pytest.mark.slow
@settings(max_examples=10_000, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=2_000)
       | st.lists(st.sampled_from(['"', "*", "^", "-", ":", "+", "AND", "OR", "NOT", "NEAR(",
                                  "(", ")", "sincron", "dados", " ", "ñ", "🤖", "\x00"]),
                  max_size=40).map("".join))
def test_any_text_is_safe_long(glossary: Glossary, text: str) -> None:
    hits = glossary.search(text)
    assert len({h.concept.id for h in hits}) == len(hits)


def test_runaway_query_is_interrupted(glossary_db: Path) -> None:
    from glossary_desktop.search.engine import SearchEngine

    # A deadline already past, looked at after every instruction: the first look
    # stops the statement, and the engine returns what it has (nothing) instead
    # of raising.
    reads = connect_readonly(glossary_db, Timing(steps=1))
    try:
        assert [] == SearchEngine(reads, deadline=-1.0).search("distribuido")
        assert [] == SearchEngine(reads, deadline=-1.0).suggest("distribuido")
    finally:
        reads.close()


@pytest.mark.parametrize(
    ("text", "lang", "marked"),
    [
        # The Spanish definition holds "redes" and "profundas" but not "neurais".
        ("redes neurais", Lang.PT, ["redes", "neurais"]),
        ("neurais profundas", Lang.PT, ["neurais", "profundas"]),
        ("redes neuronales", Lang.ES, ["redes", "neuronales"]),
        ("redes", Lang.ES, ["redes"]),  # both hold it: Spanish first, as the panes
    ],
)
def test_a_definition_excerpt_is_in_the_language_that_holds_the_most_query_words(
    glossary: Glossary, text: str, lang: Lang, marked: list[str]
) -> None:
    hit = next(h for h in glossary.search(text)
               if h.concept.slug == "aprendizaje-profundo-distribuido")
    found = hit.excerpt
    assert found is not None
    assert (lang, marked) == (found.lang, [found.text[s.start : s.end] for s in found.spans])


def test_no_tier_after_the_worst_asked_for(glossary: Glossary) -> None:
    """``worst`` cuts the answer after a tier and leaves the tiers before it as
    they were (a library's later glossaries are searched so)."""
    cut = 0
    for text, *_ in FIRST_RESULTS:
        whole = glossary.ranked(text, 50, fuzzy=False)
        for worst in Tier:
            bounded = glossary.ranked(text, 50, fuzzy=False, worst=worst)
            assert bounded == [r for r in whole if r.tier <= worst], (text, worst)
            cut += len(bounded) < len(whole)
    assert cut  # some answers went past a worst tier
