"""What a term list cell shows: the term and its matches, or why a definition-only
result is listed (the words around the match, after the term)."""

from __future__ import annotations

import re

import pytest

from glossary_desktop.domain import Concept, Entry, Hit, Lang, Span, Tier
from glossary_desktop.models.term_cells import (
    EXCERPT_SEPARATOR,
    MISSING,
    STAR_OFF,
    STAR_ON,
    Cell,
    Why,
    star_cell,
    term_cell,
    term_tooltip,
    why,
)

DEFINITION = "Un método que reparte los datos de entrenamiento entre varias máquinas."


def _hit(tier: Tier, word: str) -> Hit:
    concept = Concept(1, "reparto", "ml", {
        Lang.ES: Entry(Lang.ES, "Reparto de datos", DEFINITION),
        Lang.PT: Entry(Lang.PT, "Partição de dados", "Um método que divide os dados."),
    })

    def find(text: str) -> tuple[Span, ...]:
        return tuple(Span(m.start(), m.end()) for m in re.finditer(word, text))

    return Hit(concept, tier, find)


def _marked(cell: Cell) -> list[str]:
    return [cell.text[s.start:s.end] for s in cell.spans]


@pytest.mark.parametrize(
    ("on", "expected"),
    [(True, Cell(STAR_ON, True, ())), (False, Cell(STAR_OFF, False, ()))],
)
def test_star_cell(on: bool, expected: Cell) -> None:
    assert expected == star_cell(on)


def test_no_entry_in_the_language_is_a_dash() -> None:
    assert Cell(MISSING, False, ()) == term_cell(None, Lang.PT, None)


def test_a_plain_row_is_its_term_without_spans() -> None:
    assert Cell("Reparto de datos", True, ()) == term_cell("Reparto de datos", Lang.ES, None)


def test_a_term_match_is_marked_in_the_term() -> None:
    cell = term_cell("Reparto de datos", Lang.ES, _hit(Tier.TERM_WORD, "datos"))
    assert "Reparto de datos" == cell.text
    assert ["datos"] == _marked(cell)


def test_a_definition_match_shows_the_words_around_it_after_the_term() -> None:
    cell = term_cell("Reparto de datos", Lang.ES, _hit(Tier.DEFINITION, "máquinas"))
    term, _, context = cell.text.partition(EXCERPT_SEPARATOR)
    assert "Reparto de datos" == term
    assert context.startswith("…")  # cut a word or two before the match
    assert context.endswith("varias máquinas.")
    assert ["máquinas"] == _marked(cell)


def test_the_excerpt_is_only_in_the_column_of_its_language() -> None:
    hit = _hit(Tier.DEFINITION, "máquinas")  # matched the Spanish definition only
    assert Cell("Partição de dados", True, ()) == term_cell("Partição de dados", Lang.PT, hit)


@pytest.mark.parametrize(
    ("term", "lang", "tier", "expected"),
    [
        (None, Lang.PT, Tier.DEFINITION, None),
        ("Reparto de datos", Lang.ES, Tier.TERM_WORD, "Reparto de datos"),
        # The Portuguese column shows no excerpt (the Spanish definition matched).
        ("Partição de dados", Lang.PT, Tier.DEFINITION, "Partição de dados"),
    ],
)
def test_a_tooltip_is_the_term_where_no_excerpt_is_shown(
    term: str | None, lang: Lang, tier: Tier, expected: str | None
) -> None:
    assert expected == term_tooltip(term, lang, _hit(tier, "máquinas"))


def test_the_tooltip_of_a_definition_match_holds_its_whole_excerpt() -> None:
    # The cell cuts the excerpt to the list's width; the tooltip has all of it.
    hit = _hit(Tier.DEFINITION, "máquinas")
    assert f"Reparto de datos\n{DEFINITION}" == term_tooltip("Reparto de datos", Lang.ES, hit)


@pytest.mark.parametrize(
    ("tier", "corrected", "typed", "expected"),
    [
        (Tier.FUZZY, "datos", "", (Lang.ES, Why.CORRECTION, "datos")),  # the column marked
        (Tier.FUZZY, "máquinas", "", (Lang.ES, Why.CORRECTION, "máquinas")),  # the excerpt's
        (Tier.TERM_STEM, "", "dato", (Lang.ES, Why.FORM, "dato")),
        (Tier.TERM_WORD, "", "", None),  # the highlight says it all
        (Tier.DEFINITION, "", "", None),  # the excerpt says it
    ],
)
def test_why_a_row_is_there(
    tier: Tier, corrected: str, typed: str, expected: tuple[Lang, Why, str] | None
) -> None:
    hit = _hit(tier, corrected or "datos")
    hit.corrected, hit.typed = corrected, typed
    assert expected == why(hit)


def test_the_words_saying_why_follow_the_term_where_no_excerpt_says_it() -> None:
    # A correction found in a definition: the words around it, the correction marked.
    hit = _hit(Tier.FUZZY, "máquinas")
    cell = term_cell("Reparto de datos", Lang.ES, hit, "≈ máquinas")
    assert cell.text.startswith(f"Reparto de datos{EXCERPT_SEPARATOR}…")
    assert ["máquinas"] == _marked(cell)
    # Found in the term: the label alone after it, the term still marked.
    cell = term_cell("Reparto de datos", Lang.ES, _hit(Tier.TERM_STEM, "datos"), "forma: dato")
    assert f"Reparto de datos{EXCERPT_SEPARATOR}forma: dato" == cell.text
    assert ["datos"] == _marked(cell)
