"""The bookmarks panel: starred concepts with a note each, newest first or A-Z.

A note's cell shows a one-line preview; its editor stops typing at the store's
maximum length.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.models.bookmarks import NOTE, TERM, BookmarkListModel, ExistsRole, SlugRole
from glossary_desktop.store.user_db import NOTE_MAX_CHARS

_GONE = QColor("#9aa0a6")


class _BookmarkDelegate(QStyledItemDelegate):
    """Dims and italicises bookmarks whose concept is not in this glossary (as
    starred); a note's editor takes at most the store's maximum length."""

    def createEditor(
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        editor = super().createEditor(parent, option, index)
        if isinstance(editor, QLineEdit):
            editor.setObjectName("noteEditor")
            editor.setMaxLength(NOTE_MAX_CHARS)
        return editor

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        if index.column() == TERM and index.data(ExistsRole) is False:
            option.palette.setColor(QPalette.ColorRole.Text, _GONE)
            option.font.setItalic(True)


class _BookmarkTable(QTableView):
    """Enter opens the bookmark (F2 edits its note, as in any table)."""

    activated_row = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.state() != QAbstractItemView.State.EditingState
        ):
            if self.currentIndex().isValid():
                self.activated_row.emit(self.currentIndex().row())
            return
        super().keyPressEvent(event)


class BookmarksDock(QDockWidget):
    """A dock listing bookmarks (objectName ``bookmarksDock``)."""

    #: Open this bookmark's concept (slug).
    open_requested = Signal(str)
    #: Remove this bookmark (slug).
    remove_requested = Signal(str)

    def __init__(self, model: BookmarkListModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("bookmarksDock")
        self.setWindowTitle(self.tr("Bookmarks"))
        self.model = model
        body = QWidget(self)
        self.order = QComboBox(body)
        self.order.setObjectName("bookmarkOrder")
        self.order.setAccessibleName(self.tr("Bookmark order"))
        self.order.setAccessibleDescription(
            self.tr("List bookmarks newest first or alphabetically")
        )
        self.order.addItem(self.tr("Newest first"), "newest")
        self.order.addItem(self.tr("Alphabetical"), "alpha")
        self.order.setCurrentIndex(max(0, self.order.findData(model.order)))
        self.table = self._table(body)
        self.remove_button = QPushButton(self.tr("&Remove"), body)
        self.remove_button.setObjectName("removeBookmarkButton")
        self.remove_button.setAccessibleName(self.tr("Remove bookmark"))
        self.remove_button.setAccessibleDescription(
            self.tr("Remove the selected bookmark and its note (Ctrl+Z undoes it)")
        )
        hint = QLabel(self.tr("Double-click or F2 to edit a note."), body)
        hint.setStyleSheet("color: #6b7280;")
        top = QHBoxLayout()
        top.addWidget(self.order, 1)
        top.addWidget(self.remove_button)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(hint)
        body.setFocusProxy(self.table)
        body.setMinimumWidth(180)  # a term and the start of a note, in a small window too
        self.setWidget(body)
        self.order.currentIndexChanged.connect(lambda _i: model.set_order(self.order.currentData()))
        self.remove_button.clicked.connect(self._remove_current)

    def _table(self, parent: QWidget) -> QTableView:
        table = _BookmarkTable(parent)
        table.setObjectName("bookmarksTable")
        table.setAccessibleName(self.tr("Bookmarks"))
        table.setAccessibleDescription(
            self.tr("Your bookmarked terms and their notes; Enter opens one, F2 edits its note")
        )
        table.setModel(self.model)
        table.setItemDelegate(_BookmarkDelegate(table))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        table.setTabKeyNavigation(False)
        table.verticalHeader().setVisible(False)
        table.setWordWrap(False)
        table.setShowGrid(False)
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(TERM, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(NOTE, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(NOTE, 110)
        table.activated_row.connect(self._open_row)
        table.doubleClicked.connect(
            lambda index: self._open_row(index.row()) if index.column() == TERM else None
        )
        return table

    def _open_row(self, row: int) -> None:
        if self.model.index(row, TERM).data(ExistsRole):
            self.open_requested.emit(self.model.index(row, TERM).data(SlugRole))

    def _remove_current(self) -> None:
        index = self.table.currentIndex()
        if index.isValid():
            self.remove_requested.emit(self.model.index(index.row(), TERM).data(SlugRole))
