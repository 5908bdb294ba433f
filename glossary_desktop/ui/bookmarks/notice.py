"""The status bar's "Bookmark removed: Sharding [Undo]" message, with a real Undo button.

A widget of the status bar, not one of its temporary messages: those cannot hold
a button. The two never show together: this notice clears the temporary message
when it shows, and the window's next message ("Bookmark restored", "Not saved:
...") ends it (:meth:`WindowStatus.message`), so the bar never says "removed"
beside "restored". A menu's status tip only covers it while the menu is open (the
bar hides its widgets under any temporary message, and shows them again after).
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QHideEvent
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QStatusBar, QToolButton, QWidget
from shiboken6 import isValid

#: How long the notice stays; Edit > Undo works after it too.
NOTICE_MS = 10_000


class UndoNotice(QWidget):
    """"Bookmark removed: {name}" and an Undo button (objectName ``undoButton``) that
    triggers ``undo``; the widget's objectName is ``bookmarkUndoNotice``."""

    def __init__(self, bar: QStatusBar, undo: QAction) -> None:
        super().__init__(bar)
        self.setObjectName("bookmarkUndoNotice")
        self._bar = bar
        #: Where the focus was when the notice showed: it goes back there when the
        #: notice goes with the focus on its button (else Qt picks the next widget).
        self._focus_before: QWidget | None = None
        self.label = QLabel(self)
        self.label.setObjectName("undoNoticeText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # a term is text, never markup
        self.button = QToolButton(self)
        self.button.setObjectName("undoButton")
        self.button.setText(self.tr("&Undo"))
        self.button.setToolTip(undo.toolTip())
        # Tab reaches it, as it does every other button (a tool button's default is
        # Tab only; a click must be able to take the focus too).
        self.button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.button.clicked.connect(undo.trigger)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.button)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(NOTICE_MS)
        self._timer.timeout.connect(self.end)
        bar.addWidget(self)
        self.hide()

    @property
    def text(self) -> str:
        """What the notice says, without its button."""
        return self.label.text()

    def show_removed(self, name: str) -> None:
        """Say that the bookmark ``name`` was removed, in place of any other message."""
        self._bar.clearMessage()
        focus = QApplication.focusWidget()
        if focus is not self.button:
            self._focus_before = focus
        self.label.setText(self.tr("Bookmark removed: {0}").format(name))
        self.label.setToolTip(self.label.text())
        self.show()
        self._timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """Going with the focus on its button (time up, a newer message, the bar making
        room for a status tip): the focus goes back where it was. Here, before Qt
        passes it on to the next widget."""
        before = self._focus_before
        if (self.button.hasFocus() and before is not None and isValid(before)
                and before.isVisible()):
            before.setFocus(Qt.FocusReason.OtherFocusReason)
        super().hideEvent(event)

    def end(self) -> None:
        """A newer message replaces this one (or its time is up)."""
        self._timer.stop()
        self.hide()
        self._focus_before = None
