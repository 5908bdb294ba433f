"""A term base's synonyms under the heading, its notes under the definition, in both panes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication

from glossary_desktop.domain import Lang, Span
from glossary_desktop.ui.look.i18n import Translations
from glossary_desktop.ui.window.main_window import MainWindow
from tests.importer.tbx_files import REDES, table_glossary

from .conftest import MakeWindow


@pytest.fixture(scope="module")
def termbase_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return table_glossary(tmp_path_factory.mktemp("synonyms-view"), REDES)


@pytest.fixture
def window(make_window: MakeWindow, termbase_db: Path) -> MainWindow:
    window = make_window(db=termbase_db)
    assert window.open_slug("red-neuronal")
    return window


def _lines(window: MainWindow, lang: Lang) -> list[str]:
    text = window.concept_view.panes[lang].toPlainText()
    return [line for line in text.split("\n") if line.strip()]


def test_synonyms_under_the_heading_notes_under_the_definition(window: MainWindow) -> None:
    assert [
        "Red neuronal",
        "Synonyms: Red de neuronas · <b>RNA</b>",  # source text stays text
        "Modelo de neuronas artificiales.",
        "Subject field: IA",
        "Note: Muy usada.",
        "Context: Una red neuronal aprende.",
        "redes.csv",
    ] == _lines(window, Lang.ES)[:7]
    assert [
        "Rede neural",
        "Modelo de neurônios artificiais.",
        "Subject field: IA",  # the concept's notes show in both panes
        "Note: Muy usada.",
        "Note: Do português.",
    ] == _lines(window, Lang.PT)[:5]


def test_the_definition_is_still_where_counterparts_are_looked_up(window: MainWindow) -> None:
    concept = window.current_concept
    assert concept is not None
    assert concept.es is not None
    definition = concept.es.definition
    comparison = window.concept_view.comparison
    assert [Span(0, len(definition))] == comparison.sentences_shown(Lang.ES)


def test_a_search_for_a_synonym_lists_the_heading_with_the_synonym(window: MainWindow) -> None:
    window.search_now("neuronas")
    model = window.term_list.model()
    es_cell = model.index(0, 1)
    assert "Red neuronal  —  Red de neuronas" == model.data(es_cell, Qt.ItemDataRole.DisplayRole)
    shown = window.current_concept
    assert shown is not None
    assert "red-neuronal" == shown.slug
    html = window.concept_view.panes[Lang.ES].toHtml()
    assert "neuronas</span>" in html  # highlighted under the heading


@pytest.fixture
def spanish(qapp: QApplication) -> Iterator[None]:
    translations = Translations(qapp, QLocale("es"))
    yield
    translations.remove()
    QLocale.setDefault(QLocale.c())


@pytest.mark.usefixtures("spanish")
def test_the_labels_are_in_the_readers_language(window: MainWindow) -> None:
    lines = _lines(window, Lang.ES)
    assert "Sinónimos: Red de neuronas · <b>RNA</b>" == lines[1]
    assert ["Área temática: IA", "Nota: Muy usada.", "Contexto: Una red neuronal aprende."] \
        == lines[3:6]
