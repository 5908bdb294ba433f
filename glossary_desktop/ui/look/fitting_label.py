"""A one-line label that gives way in a crowded status bar: elided, whole in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget

#: Characters a squeezed label still shows before its "…".
MIN_CHARS = 6


class FittingLabel(QLabel):
    """A plain one-line label that asks for its whole text but accepts less: the
    text is then cut with "…" (not clipped mid-letter under the next widget), and
    the tooltip holds all of it."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        room = self.fontMetrics().averageCharWidth() * MIN_CHARS
        return QSize(min(hint.width(), room + margins.left() + margins.right()), hint.height())

    def shown_text(self) -> str:
        """The text as painted at the label's present width."""
        return self.fontMetrics().elidedText(
            self.text(), Qt.TextElideMode.ElideRight, self.contentsRect().width()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter, self.contentsRect(), int(self.alignment()), self.palette(),
            self.isEnabled(), self.shown_text(), self.foregroundRole(),
        )
