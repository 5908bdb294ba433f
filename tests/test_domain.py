"""Plain data: the excerpt a definition-only hit shows, and where its match is."""

from __future__ import annotations

import pytest

from glossary_desktop.domain import (
    EXCERPT_CHARS,
    Concept,
    Entry,
    Excerpt,
    Hit,
    Lang,
    Span,
    Tier,
    corrected_query,
)
from glossary_desktop.domain import excerpt as make_excerpt
from glossary_desktop.search.highlight import span_finder

LONG = (
    "Técnica de particionamiento horizontal de datos donde el conjunto de datos se divide "
    "en fragmentos distribuidos en diferentes nodos para un procesamiento paralelo eficiente."
)


def _marked(found: Excerpt) -> list[str]:
    return [found.text[s.start : s.end] for s in found.spans]


@pytest.mark.parametrize(
    ("word", "expected_text", "marked"),
    [
        # At the start: nothing cut before, the end cut at a word break.
        ("tecnica", "Técnica de particionamiento horizontal de datos donde el conjunto de datos "
                    "se…", "Técnica"),
        # In the middle: cut on both sides, the match about a third of the way in.
        ("fragmentos", "…de datos se divide en fragmentos distribuidos en diferentes nodos para "
                       "un…", "fragmentos"),
        # At the end: the window slides back so it is still about full.
        ("eficiente", "…distribuidos en diferentes nodos para un procesamiento paralelo "
                      "eficiente.", "eficiente"),
    ],
)
def test_excerpt_around_the_first_match(word: str, expected_text: str, marked: str) -> None:
    found = make_excerpt(Lang.ES, LONG, span_finder((word,))(LONG))
    assert (expected_text, [marked]) == (found.text, _marked(found))
    assert len(found.text) <= EXCERPT_CHARS + 2  # the two ellipses


def test_excerpt_keeps_every_match_inside_it() -> None:
    found = make_excerpt(Lang.ES, LONG, span_finder(("datos",))(LONG))
    assert ["datos", "datos"] == _marked(found)


def test_a_match_longer_than_the_excerpt_is_kept_whole() -> None:
    text = "Un " + "x" * 100 + " largo."
    found = make_excerpt(Lang.ES, text, (Span(3, 103),))
    assert ("…" + "x" * 100 + "…", [Span(1, 101)]) == (found.text, list(found.spans))


def test_a_short_definition_is_whole() -> None:
    text = "Biblioteca de computación paralela."
    found = make_excerpt(Lang.PT, text, span_finder(("paralela",))(text))
    assert Excerpt(Lang.PT, text, (Span(26, 34),)) == found


def test_only_definition_hits_and_corrections_found_in_a_definition_have_an_excerpt() -> None:
    concept = Concept(1, "sharding", "v", {
        Lang.ES: Entry(Lang.ES, "Sharding", "Sin coincidencia."),
        Lang.PT: Entry(Lang.PT, "Sharding", "Fragmentos distribuídos por nós."),
    })
    finder = span_finder(("fragmentos",))
    in_definition = Excerpt(Lang.PT, "Fragmentos distribuídos por nós.", (Span(0, 10),))
    assert in_definition == Hit(concept, Tier.DEFINITION, finder).excerpt
    assert in_definition == Hit(concept, Tier.FUZZY, finder, "fragmentos").excerpt
    assert None is Hit(concept, Tier.FUZZY, span_finder(("sharding",)), "sharding").excerpt
    assert None is Hit(concept, Tier.TERM_WORD, finder).excerpt
    assert None is Hit(concept, Tier.DEFINITION, span_finder(("nada",))).excerpt


def test_corrected_query_only_when_every_hit_is_a_close_spelling() -> None:
    concept = Concept(1, "paralelismo-de-datos", "v", {})
    fuzzy = Hit(concept, Tier.FUZZY, corrected="paralelismo")
    assert "paralelismo" == corrected_query([fuzzy, fuzzy])
    assert "" == corrected_query([Hit(concept, Tier.DEFINITION), fuzzy])
    assert "" == corrected_query([])
