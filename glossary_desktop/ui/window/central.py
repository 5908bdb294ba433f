"""The main window's central widget: the search bar on top, the term list (under its
"Showing results for" line) beside the two panes."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from glossary_desktop.glossary import Glossary
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.ui.reading import ConceptView
from glossary_desktop.ui.search import CorrectionLabel, SearchBar
from glossary_desktop.ui.termlist import TermListView
from glossary_desktop.ui.window.list_fit import ListSplitter, sample_rows


class Central(NamedTuple):
    """The parts of the central widget the window wires."""

    search_bar: SearchBar
    term_list: TermListView
    concept_view: ConceptView
    splitter: ListSplitter
    correction_label: CorrectionLabel


def build_central(window: QMainWindow, glossary: Glossary, term_model: TermListModel) -> Central:
    """Lay out ``window``'s central widget over ``glossary``, the list showing ``term_model``."""
    central = QWidget(window)
    search_bar = SearchBar(glossary.volumes(), central)
    term_list = TermListView(central)
    term_list.set_term_model(term_model)
    concept_view = ConceptView(glossary.links, central)
    splitter = ListSplitter(central)
    splitter.setObjectName("mainSplitter")
    splitter.setChildrenCollapsible(False)
    # The "Showing results for" line sits over the list's column only: shown or
    # hidden, it re-lays out that column, not the panes beside it, so a corrected
    # search's rows are not held back by a layout of the whole window.
    correction_label = CorrectionLabel(central)
    list_column = QWidget(central)
    column = _flat(QVBoxLayout(list_column))
    column.addWidget(correction_label)
    column.addWidget(term_list, 1)
    splitter.addWidget(list_column)
    splitter.addWidget(concept_view)
    # The list as wide as its terms need (list_fit); once the user chose its
    # width, it takes a quarter of what the window gains, the panes the rest.
    splitter.setStretchFactor(0, 1)
    splitter.setStretchFactor(1, 3)
    splitter.wanted = term_list.fit_terms(sample_rows(glossary))
    layout = _flat(QVBoxLayout(central))
    layout.addWidget(search_bar)
    layout.addWidget(splitter, 1)
    window.setCentralWidget(central)
    return Central(search_bar, term_list, concept_view, splitter, correction_label)


def _flat(layout: QVBoxLayout) -> QVBoxLayout:
    """``layout`` with no margins nor spacing: its widgets' own frames separate them."""
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(0)
    return layout
