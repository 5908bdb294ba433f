"""View > Compare all: every paired concept with its similarity, the most different first.

A reviewer looks for omissions, additions and wrong pairs: the rows are sorted
lowest similarity first, any header re-sorts, and clicking a row (or Enter)
opens its concept in the main window, which stays usable beside the dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.compare import OverviewRow
from glossary_desktop.models.overview import (
    PORTUGUESE,
    SIMILARITY,
    SPANISH,
    OverviewModel,
    OverviewWorker,
)
from glossary_desktop.progress_lines import ChildFailed
from glossary_desktop.ui.termlist import put_portuguese_first


class CompareAllDialog(QDialog):
    """The comparison overview (objectName ``compareAllDialog``), filled by a child
    process (:class:`OverviewWorker`), which closing the dialog ends."""

    def __init__(
        self,
        db_path: Path,
        open_slug: Callable[[str], object],
        parent: QWidget,
        *,
        portuguese_first: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("compareAllDialog")
        self.setWindowTitle(self.tr("Compare all"))
        self.resize(640, 480)
        self._open_slug = open_slug
        self.status = QLabel(self.tr("Comparing…"), self)
        self.status.setObjectName("compareAllStatus")
        self.progress = QProgressBar(self)
        self.model = OverviewModel(self)
        self.table = QTableView(self)
        self.table.setObjectName("compareAllTable")
        self.table.setAccessibleName(self.tr("Compare all"))
        self.table.setAccessibleDescription(
            self.tr("Concepts in both languages, the most different first; a click or Enter "
                    "opens one")
        )
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SIMILARITY, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(SIMILARITY, Qt.SortOrder.AscendingOrder)
        self.set_portuguese_first(portuguese_first)
        self.table.clicked.connect(self._open)
        self.table.activated.connect(self._open)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.table, 1)
        self.worker = OverviewWorker(db_path, self)
        self.worker.progress.connect(self._on_progress)
        self.worker.finished.connect(self._on_finished)
        self.worker.failed.connect(self._on_failed)
        self.worker.start()

    @property
    def loaded(self) -> bool:
        """Whether the rows are in (or the glossary could not be read)."""
        return self.progress.isHidden()

    def set_portuguese_first(self, on: bool) -> None:
        """The Portuguese column before the Spanish one, as in the window (View >
        Portuguese first)."""
        put_portuguese_first(self.table.horizontalHeader(), SPANISH, PORTUGUESE, on)

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)

    def _on_finished(self, rows: list[OverviewRow]) -> None:
        self.model.set_rows(rows)
        header = self.table.horizontalHeader()
        self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.progress.hide()
        self.status.setText(
            self.tr("Concepts in both languages: %Ln. Click one to open it.", "", len(rows))
        )

    def _on_failed(self, error: Exception) -> None:
        self.progress.hide()
        if isinstance(error, ChildFailed):
            text = self.tr("The comparison stopped unexpectedly: %1").replace("%1", error.detail)
        else:
            text = self.tr("The glossary could not be read: %1").replace("%1", str(error))
        self.status.setText(text)

    def _open(self, index: QModelIndex) -> None:
        row = self.model.row_at(index.row())
        if row is not None:
            self._open_slug(row.slug)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.worker.cancel()
        super().closeEvent(event)
