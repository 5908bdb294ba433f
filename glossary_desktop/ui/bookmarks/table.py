"""The bookmarks panel's table: its keys (Enter opens, F2 edits the note, Delete
removes) and when its expanded row is laid out again."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QTableView, QWidget

from glossary_desktop.models.bookmarks import NOTE, TERM
from glossary_desktop.ui.look import FocusFramed

#: The terms' column's share of the table's width: two terms, one a line, want more
#: room than the first line of a note (which the expanded row shows whole).
TERMS_SHARE = 0.6


class PanelTable(FocusFramed, QTableView):
    """Enter opens the bookmark; F2 edits its note, whichever cell of the row is current;
    Delete removes it."""

    activated_row = Signal(int)
    #: Delete was pressed with no note being edited: remove the current row's bookmark.
    delete_pressed = Signal()
    #: The table's size changed, or a click ended: time to lay out the expanded row.
    relayout = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: A mouse button is down: rows must not move under it (the click would
        #: end on another row, and open nothing).
        self.pressing = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The terms take their share, the note the rest (whatever a scroll bar leaves).
        self.setColumnWidth(TERM, round(self.contentsRect().width() * TERMS_SHARE))
        self.relayout.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.pressing = True
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)  # emits clicked: the row is still where it was
        self.pressing = False
        self.relayout.emit()

    def editing(self) -> bool:
        """Whether a note editor is open (its Enter, ignored by the editor, comes here
        too). Not the view's state only: Qt sets it back to "not editing" when any
        row is removed, while the editor stays open."""
        return (
            self.state() == QAbstractItemView.State.EditingState
            or self.indexWidget(self.currentIndex()) is not None
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.editing():
            if self.currentIndex().isValid():
                self.activated_row.emit(self.currentIndex().row())
            return
        current = self.currentIndex()
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                      Qt.KeyboardModifier.KeypadModifier)
        if event.key() == Qt.Key.Key_Delete and plain and not self.editing():
            self.delete_pressed.emit()
            return
        if (
            event.key() == Qt.Key.Key_F2
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
            and current.isValid()
            and current.column() != NOTE
            and not self.editing()
        ):
            # A click or Ctrl+B leaves the term cell current, which has nothing
            # to edit: F2 would do nothing, while the hint promises the note.
            note = current.siblingAtColumn(NOTE)
            self.setCurrentIndex(note)
            self.edit(note)
            return
        super().keyPressEvent(event)
