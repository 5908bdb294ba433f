"""The status bar's "Bookmark removed: Undo" notice, whose Undo is a link.

A permanent status-bar widget, not a temporary message: temporary messages
cannot hold a link, and they hide the bar's other widgets.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QStatusBar

#: How long the notice stays; Ctrl+Z (the Edit menu's Undo) works after it too.
NOTICE_MS = 10_000


class UndoNotice(QLabel):
    """"Bookmark removed: Undo" (objectName ``bookmarkUndoNotice``); Undo triggers ``undo``."""

    def __init__(self, bar: QStatusBar, undo: QAction) -> None:
        super().__init__(bar)
        self.setObjectName("bookmarkUndoNotice")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.setText(self.tr('Bookmark removed: <a href="undo">Undo</a>'))
        self.setToolTip(undo.toolTip())
        self.linkActivated.connect(lambda _link: undo.trigger())
        undo.triggered.connect(self.hide)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(NOTICE_MS)
        self._timer.timeout.connect(self.hide)
        bar.addPermanentWidget(self)
        self.hide()

    def show_removed(self) -> None:
        self.show()
        self._timer.start()
