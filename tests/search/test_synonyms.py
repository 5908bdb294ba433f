"""A synonym finds its concept in every term tier, under every filter, ranked as a term."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from glossary_desktop import Glossary
from glossary_desktop.domain import Excerpt, Lang, ListFilter, Scope, Span, Tier
from tests.importer.tbx_files import table_glossary

TABLE = (
    "id,es,es_synonyms,es_definition,pt,pt_definition\n"
    "a,Red neuronal,Perceptrón multicapa | Capa oculta,Modelo de neuronas.,"
    "Rede neural,Modelo de neurônios.\n"
    "b,Perceptrón,,Una neurona sola.,,\n"
    "c,Retropropagación,,Entrena un perceptrón multicapa con gradientes.,"
    "Retropropagação,Treina uma rede.\n"
)


@pytest.fixture(scope="module")
def glossary(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glossary]:
    with Glossary.open(table_glossary(tmp_path_factory.mktemp("synonyms"), TABLE)) as g:
        yield g


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("perceptron multicapa", [("red-neuronal", Tier.EXACT),
                                  ("retropropagacion", Tier.DEFINITION)]),
        ("perceptron mul", [("red-neuronal", Tier.TERM_PREFIX),
                            ("retropropagacion", Tier.DEFINITION)]),
        ("multicapa", [("red-neuronal", Tier.TERM_WORD), ("retropropagacion", Tier.DEFINITION)]),
        ("capas ocultas", [("red-neuronal", Tier.TERM_STEM)]),  # another form of "Capa oculta"
        ("multicpa", [("red-neuronal", Tier.FUZZY)]),  # a typo
        ("perceptron", [("perceptron", Tier.EXACT), ("red-neuronal", Tier.TERM_PREFIX),
                        ("retropropagacion", Tier.DEFINITION)]),
    ],
)
def test_a_synonym_is_found_in_each_term_tier(
    glossary: Glossary, query: str, expected: list[tuple[str, Tier]]
) -> None:
    assert expected == [(h.concept.slug, h.tier) for h in glossary.search(query)]


@pytest.mark.parametrize(
    ("flt", "found"),
    [
        (ListFilter(Scope.BOTH), True),  # a wide filter: checked on the concept row
        (ListFilter(Scope.MISSING_PT), False),
        (ListFilter(slugs=frozenset({"red-neuronal"})), True),  # narrow: a table of ids
        (ListFilter(slugs=frozenset({"perceptron"})), False),
    ],
)
def test_a_synonym_is_found_under_a_filter_that_keeps_its_concept(
    glossary: Glossary, flt: ListFilter, found: bool
) -> None:
    slugs = [h.concept.slug for h in glossary.search("capa oculta", flt=flt)]
    assert (["red-neuronal"] if found else []) == slugs


def test_a_hit_on_a_synonym_alone_shows_that_synonym(glossary: Glossary) -> None:
    hit = glossary.search("multicapa")[0]
    assert Excerpt(Lang.ES, "Perceptrón multicapa", (Span(11, 20),), synonym=True) == hit.excerpt
    assert ((Span(11, 20),), ()) == hit.synonym_spans(Lang.ES)
    assert glossary.search("red neuronal")[0].excerpt is None  # the heading shows the match


def test_a_synonym_mentioned_in_a_definition_links_to_its_concept(glossary: Glossary) -> None:
    concept = glossary.find("Retropropagación")
    assert concept is not None
    assert ["red-neuronal"] == [k.slug for k in glossary.links(concept, Lang.ES)]
    by_synonym = glossary.find("capa oculta")
    assert by_synonym is not None
    assert "red-neuronal" == by_synonym.slug
