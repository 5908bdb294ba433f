"""The term list view at scale: a million rows cost what thirty do."""

from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtWidgets import QHeaderView, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Concept, Entry, Lang, Stats
from glossary_desktop.models.term_list import Column, TermListModel
from glossary_desktop.ui.term_list import TermListView

MILLION = 1_000_000


class _SyntheticGlossary:
    """Just what the model asks of a glossary, for a million made-up concepts."""

    def __init__(self) -> None:
        self.fetched = 0

    def stats(self) -> Stats:
        return Stats(MILLION, MILLION, 0, 0)

    def concepts_by_ids(self, ids: Sequence[int]) -> list[Concept]:
        self.fetched += len(ids)
        return [
            Concept(
                i,
                f"c{i}",
                "v",
                {
                    Lang.ES: Entry(Lang.ES, f"término {i}", "def"),
                    Lang.PT: Entry(Lang.PT, f"termo {i}", "def"),
                },
            )
            for i in ids
        ]


def test_a_million_rows_are_shown_without_touching_them(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    glossary = _SyntheticGlossary()
    model = TermListModel(glossary, parent)  # type: ignore[arg-type]  # duck-typed stand-in
    view = TermListView(parent)
    start = time.perf_counter()
    view.set_term_model(model)
    parent.resize(600, 400)
    parent.show()
    qtbot.waitExposed(parent)
    view.scrollToBottom()
    model.show_ids(None)  # a reset, as after clearing a search
    view.scrollToBottom()
    qtbot.wait(1)  # let it paint
    elapsed = time.perf_counter() - start
    assert MILLION == model.rowCount()
    assert "término 1000000" == model.index(MILLION - 1, Column.ES).data()
    assert glossary.fetched < 2_000  # only the pages on screen were loaded
    assert elapsed < 2.0  # measured ~0.05 s; a per-row layout takes seconds
    header = view.verticalHeader()
    assert QHeaderView.ResizeMode.Fixed == header.sectionResizeMode(0)
