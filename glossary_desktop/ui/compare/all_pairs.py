"""View > Compare all: every paired concept with its differences and similarity,
the most differences first.

A reviewer looks for omissions, additions and wrong pairs: the rows are sorted
by their number of differences, most first, then lowest similarity first; any
header re-sorts, a filter keeps the concepts with a difference of one kind, and
clicking a row (or Enter) opens its concept in the main window, which stays
usable beside the dialog (F8 there goes on to the next row with differences).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.compare import Difference, OverviewRow
from glossary_desktop.models.overview import (
    DIFFERENCES,
    PORTUGUESE,
    SIMILARITY,
    SPANISH,
    OverviewModel,
    OverviewWorker,
)
from glossary_desktop.progress_lines import ChildFailed
from glossary_desktop.ui.look import KIND_LOOKS, kind_name
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
        self.model = OverviewModel(self, describe_differences)
        self.kind = QComboBox(self)
        self.kind.setObjectName("compareAllKind")
        self.kind.setAccessibleName(self.tr("Concepts with a difference of this kind"))
        self.kind.addItem(self.tr("All concepts"), None)
        for kind in KIND_LOOKS:
            self.kind.addItem(kind_name(kind), kind)
        self.kind.currentIndexChanged.connect(
            lambda _i: self.model.set_kind(self.kind.currentData()))
        kind_label = QLabel(self.tr("&Show:"), self)
        kind_label.setBuddy(self.kind)
        self.table = QTableView(self)
        self.table.setObjectName("compareAllTable")
        self.table.setAccessibleName(self.tr("Compare all"))
        self.table.setAccessibleDescription(
            self.tr("Concepts in both languages, the most differences first; a click or "
                    "Enter opens one")
        )
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(SIMILARITY, QHeaderView.ResizeMode.ResizeToContents)
        header.moveSection(header.visualIndex(DIFFERENCES), 0)  # what the rows are sorted by
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(DIFFERENCES, Qt.SortOrder.DescendingOrder)
        self.set_portuguese_first(portuguese_first)
        self.table.clicked.connect(self._open)
        self.table.activated.connect(self._open)
        layout = QVBoxLayout(self)
        filter_row = QHBoxLayout()
        filter_row.addWidget(kind_label)
        filter_row.addWidget(self.kind)
        filter_row.addStretch(1)
        layout.addLayout(filter_row)
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

    def next_slug(self, slug: str | None, forward: bool) -> str | None:
        """The concept after (``forward``) or before ``slug`` in the table's order that
        has differences (from the first or last when ``slug`` is not listed)."""
        rows = [self.model.row_at(r) for r in range(self.model.rowCount())]
        order = [r.slug for r in rows if r is not None and r.differences]
        if not forward:
            order.reverse()
        after = order.index(slug) + 1 if slug in order else 0
        found = order[after] if after < len(order) else None
        if found is not None:
            self._select(found)
        return found

    def _select(self, slug: str) -> None:
        """Show ``slug``'s row as the current one (F8 in the window moved to it)."""
        for r in range(self.model.rowCount()):
            row = self.model.row_at(r)
            if row is not None and row.slug == slug:
                self.table.selectRow(r)
                self.table.scrollTo(self.model.index(r, SPANISH))
                return

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


def describe_differences(differences: Sequence[Difference]) -> str:
    """"3: missing (2), negation": how many, and each kind once with how many if
    more than one, in the interface language; "0" for none."""
    if not differences:
        return QLocale().toString(0)
    counts = Counter(d.kind.value for d in differences)
    kinds = [kind_name(k) if n == 1 else f"{kind_name(k)} ({QLocale().toString(n)})"
             for k, n in counts.items()]
    return f"{QLocale().toString(len(differences))}: {', '.join(kinds)}"
