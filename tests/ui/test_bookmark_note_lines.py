"""A note of several lines in the bookmarks panel: translators write one remark a line.

The selected row shows the note's lines as lines (they ran together:
"portuguésComparar"), the other rows its first line with an ellipsis, and the
note's tooltip the note (it showed the first line only).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QTableView

from glossary_desktop.models.bookmark_cells import TOOLTIP_LINES
from glossary_desktop.models.bookmarks import NOTE
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.window.main_window import MainWindow

LINES = ("Revisar el pt", "Comparar con <b>PyTorch</b> & co.", "Preguntar")


def _panel(window: MainWindow, user_dir: Path, note: str) -> QTableView:
    """The open panel: Dask (newest, row 0) with ``note``, Sharding with a one-line one."""
    with UserStore.open(user_dir) as other:
        other.add("sharding", "Sharding", "corta")
        other.add("dask", "Dask", note)
    window.bookmarks.poll()
    window.bookmarks_panel.set_shown(True)
    return window.bookmarks_panel.dock.table


def _shown(rich_text: str) -> str:
    """What a tooltip of ``rich_text`` reads."""
    document = QTextDocument()
    document.setHtml(rich_text)
    return document.toPlainText()


def test_the_selected_row_shows_each_line_of_its_note(
    window: MainWindow, user_dir: Path
) -> None:
    # Lines short enough to fit the cell's width on one line when run together.
    table = _panel(window, user_dir, "uno\ndos\ntres")
    model = table.model()
    one_line = table.verticalHeader().defaultSectionSize()
    table.setCurrentIndex(model.index(1, NOTE))  # Sharding: Dask on one line
    assert one_line == table.rowHeight(0)
    assert "uno…" == model.index(0, NOTE).data()
    table.setCurrentIndex(model.index(0, NOTE))
    # Three short lines, each on a line of its own (not run together on one).
    assert table.rowHeight(0) >= 3 * table.fontMetrics().lineSpacing()
    assert one_line == table.rowHeight(1)


def test_a_notes_tooltip_shows_the_note_as_written(window: MainWindow, user_dir: Path) -> None:
    table = _panel(window, user_dir, "\n".join(LINES))
    tip = table.model().index(0, NOTE).data(Qt.ItemDataRole.ToolTipRole)
    # Every line, and markup in the note shown as typed, not as formatting.
    assert "\n".join(LINES) == _shown(tip)


def test_a_tooltip_of_a_note_of_many_lines_stops_with_an_ellipsis(
    window: MainWindow, user_dir: Path
) -> None:
    table = _panel(window, user_dir, "\n".join(f"línea {n}" for n in range(200)))
    tip = _shown(table.model().index(0, NOTE).data(Qt.ItemDataRole.ToolTipRole))
    assert [f"línea {n}" for n in range(TOOLTIP_LINES - 1)] == tip.splitlines()[:-1]
    assert f"línea {TOOLTIP_LINES - 1}…" == tip.splitlines()[-1]
