"""A drop-down list that says its choice whole or elided ("Todos os te…"), never
clipped mid-letter, however narrow a window or panel makes it."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QWidget,
)


class ElidedCombo(QComboBox):
    """A combo box whose label is elided where it is narrower than its text (the
    styles clip it mid-letter). ``min_chars``: the fewest average characters its
    minimum size keeps, below its longest label's width (``None``: Qt's minimum)."""

    def __init__(self, parent: QWidget | None = None, *, min_chars: int | None = None) -> None:
        super().__init__(parent)
        self._min_chars = min_chars

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        if self._min_chars is None:
            return hint
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(self.fontMetrics().averageCharWidth() * self._min_chars, 0)
        least = self.style().sizeFromContents(
            QStyle.ContentsType.CT_ComboBox, option, text, self
        )
        return QSize(min(hint.width(), least.width()), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """As QComboBox paints itself, with the label elided to its field."""
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, option,
            QStyle.SubControl.SC_ComboBoxEditField, self,
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, field.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)
