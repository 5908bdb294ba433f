"""The comparison overview as a table: every paired concept and its similarity.

A lazy table model over a plain list of :class:`OverviewRow` (``data`` reads the
row asked for; nothing per cell is built ahead), sortable by any column.
:class:`OverviewWorker` computes the rows off the window's thread, with progress,
on its own read-only connection to the glossary.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)

from glossary_desktop.compare import OverviewRow, overview
from glossary_desktop.domain import Concept
from glossary_desktop.errors import GlossaryError
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.index import Index
from glossary_desktop.text import sort_key

#: Columns: similarity, Spanish term, Portuguese term.
SIMILARITY, SPANISH, PORTUGUESE = range(3)

#: Concepts between two progress reports.
PROGRESS_EVERY = 500


def similarity_text(similarity: float) -> str:
    """A similarity as a percentage to one decimal in the user's locale ("99.6%"):
    rounded to whole percents, a pair missing a word would read 100%."""
    return QLocale().toString(similarity * 100, "f", 1) + "%"


class OverviewModel(QAbstractTableModel):
    """Paired concepts with their similarity; lowest first until sorted otherwise."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[OverviewRow] = []
        self._headers = (self.tr("Similarity"), self.tr("Spanish"), self.tr("Portuguese"))

    def set_rows(self, rows: list[OverviewRow]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def row_at(self, row: int) -> OverviewRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._headers)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self._headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index.row()) if index.isValid() else None
        if row is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == SIMILARITY:
                return similarity_text(row.similarity)
            return row.es_term if column == SPANISH else row.pt_term
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SIMILARITY:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # A term column in the term list's order (accents and case ignored, ñ after
        # n, leading ¿ « ignored): casefold() put "Árbol" and "Ñandú" after "Zeta".
        keys = {
            SIMILARITY: lambda r: (r.similarity, r.slug),
            SPANISH: lambda r: (sort_key(r.es_term), r.slug),
            PORTUGUESE: lambda r: (sort_key(r.pt_term), r.slug),
        }
        self.layoutAboutToBeChanged.emit()
        self._rows.sort(key=keys[column], reverse=order == Qt.SortOrder.DescendingOrder)
        self.layoutChanged.emit()


class OverviewWorker(QObject):
    """Computes the overview of a glossary file in a thread of its own.

    Signals reach the window's thread queued; :meth:`cancel` stops the work at
    the next concept (a closed dialog does not wait for it).
    """

    #: Concepts read so far, of how many.
    progress = Signal(int, int)
    #: The rows, lowest similarity first.
    finished = Signal(list)
    #: The glossary could not be read (the reason, to show as it is).
    failed = Signal(str)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._path = path
        self._cancelled = threading.Event()
        self._thread: threading.Thread | None = None
        # Deleted with its dialog (or the window) before the end: stop, and emit
        # nothing more on a deleted object. The lambda holds the event, not self.
        cancelled = self._cancelled
        self.destroyed.connect(lambda *_: cancelled.set())

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name="compare-all", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._cancelled.set()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        try:
            with Glossary.open(self._path) as glossary:
                total = glossary.concept_count
                rows = overview(self._counted(glossary.concepts(), total))
        except GlossaryError as exc:
            self._emit(self.failed, str(exc))
            return
        self._emit(self.finished, rows)

    def _emit(self, signal: Any, *args: object) -> None:
        if self._cancelled.is_set():
            return
        try:
            signal.emit(*args)
        except RuntimeError:  # deleted between the check and the emit: nobody listens
            self._cancelled.set()

    def _counted(self, concepts: Iterable[Concept], total: int) -> Iterator[Concept]:
        for done, concept in enumerate(concepts):
            if self._cancelled.is_set():
                return
            if done % PROGRESS_EVERY == 0:
                self._emit(self.progress, done, total)
            yield concept
        self._emit(self.progress, total, total)
