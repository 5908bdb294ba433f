"""The term list model: ids only, lazy rows, search results with spans."""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang, ListFilter, Scope, Span
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.term_cells import MISSING, STAR_OFF, STAR_ON
from glossary_desktop.models.term_list import (
    PAGE_SIZE,
    Column,
    ConceptIdRole,
    SlugRole,
    SpansRole,
    StateRole,
    TermListModel,
)

Display = Qt.ItemDataRole.DisplayRole


@pytest.fixture
def glossary(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


@pytest.fixture
def model(glossary: Glossary) -> TermListModel:
    return TermListModel(glossary)


def _cell(model: TermListModel, row: int, col: Column, role: int = Display) -> object:
    return model.index(row, col).data(role)


def test_unfiltered_list_is_every_concept_alphabetically(model: TermListModel) -> None:
    assert 31 == model.rowCount()
    assert 3 == model.columnCount()
    assert "Agrupación de Recursos" == _cell(model, 0, Column.ES)
    assert MISSING == _cell(model, 0, Column.PT)
    assert "Aprendizado de Máquina Distribuído" == _cell(model, 1, Column.PT)
    assert 31 == _cell(model, 30, Column.ES, ConceptIdRole)
    assert "tensorflow-distribuido" == _cell(model, 30, Column.ES, SlugRole)


def test_headers(model: TermListModel) -> None:
    horizontal = Qt.Orientation.Horizontal
    assert ["", "Spanish", "Portuguese"] == [model.headerData(c, horizontal) for c in Column]


def test_qtmodeltester_unfiltered(qtmodeltester: ModelTester, model: TermListModel) -> None:
    qtmodeltester.check(model)


def test_qtmodeltester_with_search_results(
    qtmodeltester: ModelTester, model: TermListModel, glossary: Glossary
) -> None:
    model.show_hits(glossary.search("paralelismo"))
    qtmodeltester.check(model)


def test_search_results_in_rank_order_with_spans(model: TermListModel, glossary: Glossary) -> None:
    hits = glossary.search("sincronico")
    model.show_hits(hits)
    assert len(hits) == model.rowCount()
    assert "Entrenamiento Sincrónico" == _cell(model, 0, Column.ES)
    assert (Span(14, 24),) == _cell(model, 0, Column.ES, SpansRole)
    assert (Span(12, 20),) == _cell(model, 0, Column.PT, SpansRole)  # "Síncrono", a form
    assert model.hit(hits[0].concept.id) is hits[0]


def test_plain_rows_have_no_spans(model: TermListModel) -> None:
    assert () == _cell(model, 0, Column.ES, SpansRole)
    assert model.hit(1) is None


def test_filtered_ids(model: TermListModel, glossary: Glossary) -> None:
    ids = glossary.list_ids(ListFilter(scope=Scope.BOTH))
    model.show_ids(ids)
    assert 13 == model.rowCount()
    assert all(_cell(model, r, Column.PT) != MISSING for r in range(13))


def test_row_of_and_concept_id(model: TermListModel) -> None:
    assert 11 == model.row_of(12)
    assert 12 == model.concept_id(11)
    assert model.row_of(0) is None
    assert model.row_of(999) is None
    model.show_ids(array("i", [12, 3, 7]))
    assert 1 == model.row_of(3)
    assert model.row_of(4) is None
    assert 7 == model.concept_id(2)


def test_model_reset_is_signalled(qtbot: QtBot, model: TermListModel) -> None:
    with qtbot.waitSignal(model.modelReset):
        model.show_ids(array("i", [1]))
    assert 1 == model.rowCount()


def test_stars_follow_the_bookmarked_slugs(qtbot: QtBot, model: TermListModel) -> None:
    assert STAR_OFF == _cell(model, 0, Column.STAR)
    assert _cell(model, 0, Column.STAR, StateRole) is False
    with qtbot.waitSignal(model.dataChanged) as blocker:
        model.set_starred(frozenset({"agrupacion-de-recursos"}))
    top_left, bottom_right = blocker.args[0], blocker.args[1]
    assert (top_left.row(), top_left.column()) == (0, Column.STAR)
    assert (bottom_right.row(), bottom_right.column()) == (30, Column.STAR)
    assert STAR_ON == _cell(model, 0, Column.STAR)
    assert STAR_OFF == _cell(model, 1, Column.STAR)


def test_missing_entry_state(model: TermListModel) -> None:
    assert _cell(model, 0, Column.ES, StateRole) is True
    assert _cell(model, 0, Column.PT, StateRole) is False


class _CountingGlossary:
    """Wraps a Glossary and counts the row fetches the model makes."""

    def __init__(self, glossary: Glossary) -> None:
        self._glossary = glossary
        self.fetches: list[int] = []

    def __getattr__(self, name: str) -> object:
        return getattr(self._glossary, name)

    def term_rows(self, ids: list[int]) -> object:
        self.fetches.append(len(ids))
        return self._glossary.term_rows(ids)

    def concepts_by_ids(self, ids: list[int]) -> object:
        raise AssertionError("the list loaded whole concepts (with definitions)")


def test_rows_are_fetched_a_page_at_a_time_and_cached(glossary: Glossary) -> None:
    counting = _CountingGlossary(glossary)
    model = TermListModel(counting)  # type: ignore[arg-type]  # duck-typed spy
    assert [] == counting.fetches  # a reset or a new model fetches nothing
    for row in range(model.rowCount()):
        for col in Column:
            model.index(row, col).data()
    assert [min(PAGE_SIZE, 31)] == counting.fetches
    model.show_ids(None)
    assert 1 == len(counting.fetches)
    model.index(5, Column.ES).data()
    assert 2 == len(counting.fetches)


def test_a_whole_concept_is_loaded_only_when_asked_for(glossary: Glossary) -> None:
    model = TermListModel(glossary)
    concept = model.concept_at(1)
    assert concept is not None
    assert concept.slug == model.index(1, Column.ES).data(SlugRole)
    assert concept.entries[Lang.PT].definition  # definitions, which rows do not carry
    assert model.concept_at(31) is None


def test_invalid_indexes_give_nothing(model: TermListModel) -> None:
    assert model.index(31, 0).data() is None
    assert model.index(-1, 0).data() is None
    assert model.concept_at(31) is None
    assert model.headerData(9, Qt.Orientation.Horizontal) is None
    assert model.headerData(0, Qt.Orientation.Vertical) is None


@pytest.mark.parametrize("column", list(Column))
def test_every_cell_is_enabled_and_selectable_and_has_no_children(
    model: TermListModel, column: Column
) -> None:
    expected = (
        Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        | Qt.ItemFlag.ItemNeverHasChildren
    )
    assert expected == model.index(0, column).flags()
    assert Qt.ItemFlag.NoItemFlags == model.flags(model.index(-1, column))


def test_a_term_opening_with_punctuation_is_listed_among_its_letter(tmp_path: Path) -> None:
    from glossary_desktop.importer.build import build_db  # the importer: this test only

    terms = ["Zócalo", "«Falso amigo»", "¿Qué es un token?", "Ñandú", "Nube", "\"Búfer\"",
             "(Año) fiscal", "Abeja", "¡Olé!", "'Ajo'", "Gato"]
    body = "".join(f"{t}\nDefinición número {n} de la lista de términos.\n"
                   for n, t in enumerate(terms))
    src = tmp_path / "lista.txt"
    src.write_text(f"Glosario\nPruebas\n{body}", encoding="utf-8")
    build_db([src], tmp_path / "g.db")

    with Glossary.open(tmp_path / "g.db") as glossary:
        model = TermListModel(glossary)
        listed = [_cell(model, row, Column.ES) for row in range(model.rowCount())]

    assert ["Abeja", "'Ajo'", "(Año) fiscal", "\"Búfer\"", "«Falso amigo»", "Gato", "Nube",
            "Ñandú", "¡Olé!", "¿Qué es un token?", "Zócalo"] == listed


def test_a_hits_cell_kept_for_painting_is_the_next_searchs_after_a_reset(
    model: TermListModel, glossary: Glossary
) -> None:
    # Row 0 shows another concept, and the same one with other matches, after each search.
    first = glossary.search("gradiente", 50, whole=False)
    model.show_hits(first)
    before = model.cell(0, Column.ES)
    assert before is not None
    assert before.spans
    assert model.cell(0, Column.ES) is before  # kept: painted again as it was
    for query in ("paralelismo", "descenso"):
        hits = glossary.search(query, 50, whole=False)
        model.show_hits(hits)
        after = model.cell(0, Column.ES)
        term = hits[0].concept.entries[Lang.ES].term
        assert after is not None
        assert after.text.startswith(term), query
        assert after.text[after.spans[0].start : after.spans[0].end].lower().startswith(
            query[:5]
        )
    model.show_ids(None)  # the whole list: no hit, no highlight
    plain = model.cell(0, Column.ES)
    assert plain is not None
    assert () == plain.spans


def test_a_hits_star_is_never_kept(model: TermListModel, glossary: Glossary) -> None:
    model.show_hits(glossary.search("gradiente", 50, whole=False))
    slug = model.index(0, Column.ES).data(SlugRole)
    assert (STAR_OFF, False, ()) == model.cell(0, Column.STAR)
    model.set_starred(frozenset({slug}))  # another process starred it: the store says so
    assert (STAR_ON, True, ()) == model.cell(0, Column.STAR)
    model.set_starred(frozenset())
    assert (STAR_OFF, False, ()) == model.cell(0, Column.STAR)
