"""View > Compare all: every paired concept, the most differences first (then the
lowest similarity), sortable, filtered by kind; a row opens."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, QProcess, Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from glossary_desktop.cli.compare_all import ranked
from glossary_desktop.compare import OverviewRow
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.comparing import overview_of
from glossary_desktop.models import child_command
from glossary_desktop.models.overview import (
    DIFFERENCES,
    PORTUGUESE,
    SIMILARITY,
    SPANISH,
    similarity_text,
)
from glossary_desktop.text import sort_key
from glossary_desktop.ui.compare.all_pairs import CompareAllDialog
from glossary_desktop.ui.window.main_window import MainWindow
from tests.children import children
from tests.ui.conftest import MakeWindow


def opened(qtbot: QtBot, window: MainWindow) -> CompareAllDialog:
    action = window.findChild(QAction, "compareAllAction")
    assert isinstance(action, QAction)
    action.trigger()
    dialog = window.compare.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.loaded, timeout=60_000)  # a child process, on a busy machine
    return dialog


def slugs(dialog: CompareAllDialog) -> list[str]:
    model = dialog.model
    return [row.slug for i in range(model.rowCount()) if (row := model.row_at(i)) is not None]


def every_row(db: Path) -> list[OverviewRow]:
    """``db``'s overview as Compare all's child computes it."""
    with Glossary.open(db) as glossary:
        return overview_of(glossary)


def test_compare_all_lists_the_13_pairs_most_differences_first(
    qtbot: QtBot, window: MainWindow, glossary_db: Path
) -> None:
    dialog = opened(qtbot, window)
    every = every_row(glossary_db)
    assert 13 == len(every)
    differing = ranked(every)  # compare --all's order: most differences, least alike
    assert len(differing) >= 1
    assert [r.slug for r in differing] == slugs(dialog)[:len(differing)]
    rest = [r for r in every if not r.differences]
    assert sorted(r.similarity for r in rest) == _similarities(dialog)[len(differing):]
    header = dialog.table.horizontalHeader()
    assert (DIFFERENCES, DIFFERENCES) == (header.logicalIndex(0), header.sortIndicatorSection())
    top = differing[0]
    assert similarity_text(top.similarity) == dialog.model.index(0, SIMILARITY).data()
    counts = dialog.model.index(0, DIFFERENCES).data()
    assert counts.startswith(f"{len(top.differences)}: ")
    assert all(d.kind.value.replace("_", " ") in counts for d in top.differences)
    assert "0" == dialog.model.index(len(every) - 1, DIFFERENCES).data()
    assert "13" in dialog.status.text()


def test_the_filter_keeps_the_concepts_with_a_kind(
    qtbot: QtBot, make_window: MakeWindow, corpus_db: Path
) -> None:
    dialog = opened(qtbot, make_window(db=corpus_db))
    every = every_row(corpus_db)
    kinds = dialog.kind
    assert "All concepts" == kinds.currentText()
    for i in range(1, kinds.count()):
        kinds.setCurrentIndex(i)
        kind = kinds.currentData()
        assert kind.replace("_", " ") == kinds.currentText()
        listed = {r.slug for r in every if any(d.kind == kind for d in r.differences)}
        assert listed, kind
        assert listed == set(slugs(dialog))
        shown = [dialog.model.row_at(i) for i in range(dialog.model.rowCount())]
        assert sorted(shown, key=lambda r: (-len(r.differences), r.similarity)) == shown
    kinds.setCurrentIndex(0)
    assert len(every) == dialog.model.rowCount()


def click_header(qtbot: QtBot, dialog: CompareAllDialog, column: int) -> list[str]:
    """Click ``column``'s header; that column's terms, top to bottom."""
    header = dialog.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    return [dialog.model.index(i, column).data() for i in range(dialog.model.rowCount())]


def test_headers_sort_the_rows(qtbot: QtBot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    terms = click_header(qtbot, dialog, SPANISH)
    assert sorted(terms, key=sort_key) == terms
    dialog.table.sortByColumn(SIMILARITY, Qt.SortOrder.DescendingOrder)
    similarity = _similarities(dialog)
    assert sorted(similarity, reverse=True) == similarity


def test_clicking_a_row_opens_its_concept(qtbot: QtBot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    table = dialog.table
    row = 4
    slug = slugs(dialog)[row]
    rect = table.visualRect(dialog.model.index(row, SPANISH))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.current_concept is not None
    assert slug == window.current_concept.slug
    table.setCurrentIndex(dialog.model.index(0, SPANISH))
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert slugs(dialog)[0] == window.current_concept.slug


def test_an_unreadable_glossary_is_said_in_the_dialog(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    broken = tmp_path / "broken.db"
    broken.write_bytes(b"not a database")
    dialog = CompareAllDialog(broken, window.open_slug, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.loaded)
    assert 0 == dialog.model.rowCount()
    with pytest.raises(GlossaryError) as raised:
        Glossary.open(broken)
    assert str(raised.value) in dialog.status.text()


def test_opening_it_again_shows_the_same_rows(qtbot: QtBot, window: MainWindow) -> None:
    dialog = opened(qtbot, window)
    dialog.close()
    assert dialog is opened(qtbot, window)
    assert dialog.isVisible()
    assert 13 == dialog.model.rowCount()


def test_deleting_the_dialog_while_comparing_ends_its_child(
    qtbot: QtBot, window: MainWindow, thousands_db: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    before = children()
    dialog = CompareAllDialog(thousands_db, window.open_slug, window)
    process = dialog.worker.command.process
    qtbot.waitUntil(lambda: process.state() == QProcess.ProcessState.Running)
    assert process.processId() in children()  # comparing, in a child process
    dialog.deleteLater()
    qtbot.waitUntil(lambda: not isValid(dialog))
    assert set() == children() - before
    assert "Traceback" not in capfd.readouterr().err


def test_the_rows_are_computed_in_a_child_process(
    qtbot: QtBot, window: MainWindow, glossary_db: Path
) -> None:
    dialog = CompareAllDialog(glossary_db, window.open_slug, window)
    qtbot.addWidget(dialog)
    process = dialog.worker.command.process
    assert sys.executable == process.program()
    with qtbot.waitSignal(process.finished, timeout=30_000) as ended:
        pass
    assert (0, QProcess.ExitStatus.NormalExit) == tuple(ended.args)
    qtbot.waitUntil(lambda: dialog.loaded)
    assert 13 == dialog.model.rowCount()


def test_a_child_that_crashes_is_said_in_the_dialog(
    qtbot: QtBot, window: MainWindow, glossary_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(child_command, "own_command",
                        lambda: [sys.executable, "-c", "raise MemoryError"])
    dialog = CompareAllDialog(glossary_db, window.open_slug, window)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.loaded, timeout=30_000)
    assert (0, "The comparison stopped unexpectedly: MemoryError") == (
        dialog.model.rowCount(), dialog.status.text())


@pytest.mark.parametrize(
    ("similarity", "expected"), [(1.0, "100.0%"), (0.996, "99.6%"), (0.0, "0.0%")]
)
def test_a_similarity_short_of_one_never_reads_100(similarity: float, expected: str) -> None:
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.C))
    try:
        assert expected == similarity_text(similarity)
    finally:
        QLocale.setDefault(before)


def _similarities(dialog: CompareAllDialog) -> list[float]:
    """The similarity of each listed row, top to bottom."""
    rows = [dialog.model.row_at(i) for i in range(dialog.model.rowCount())]
    assert None not in rows
    return [row.similarity for row in rows if row is not None]


def _language_columns(dialog: CompareAllDialog) -> list[int]:
    """The dialog's language columns in the order they are shown."""
    return sorted((SPANISH, PORTUGUESE), key=dialog.table.horizontalHeader().visualIndex)


def test_the_columns_follow_portuguese_first(qtbot: QtBot, window: MainWindow) -> None:
    """As the window's list and panes do: chosen before opening, and while open."""
    order = window.findChild(QAction, "langOrderAction")
    order.trigger()
    dialog = opened(qtbot, window)
    assert [PORTUGUESE, SPANISH] == _language_columns(dialog)
    header = dialog.table.horizontalHeader()
    assert DIFFERENCES == header.logicalIndex(0)  # the differences stay first

    order.trigger()
    assert [SPANISH, PORTUGUESE] == _language_columns(dialog)
    order.trigger()
    dialog.close()
    assert [PORTUGUESE, SPANISH] == _language_columns(opened(qtbot, window))


def test_portuguese_first_still_sorts_by_the_column_clicked(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.findChild(QAction, "langOrderAction").trigger()
    dialog = opened(qtbot, window)
    header = dialog.table.horizontalHeader()
    assert header.sectionViewportPosition(PORTUGUESE) < header.sectionViewportPosition(SPANISH)
    terms = click_header(qtbot, dialog, PORTUGUESE)
    assert 13 == len(terms)
    assert sorted(terms, key=sort_key) == terms
