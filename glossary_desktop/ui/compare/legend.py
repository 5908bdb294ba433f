"""The status bar's legend while View > Show differences is on: how many
differences the shown concept has ("No differences found" only when it was
compared and has none) and a sample of each kind's mark with its name.

In a narrow window the legend gives way to the list's counts beside it: the
samples that do not fit are left out from the last, then the count is cut
with "…" (whole in its tooltip)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLayout, QWidget

from glossary_desktop.ui.look import KIND_LOOKS, FittingLabel, kind_colours, kind_name


class DifferencesLegend(QWidget):
    """The legend (objectName ``differencesLegend``); its samples follow the theme."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("differencesLegend")
        self._row = layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        # The legend's size is its own (sizeHint, minimumSizeHint below), not the
        # sum of its parts: narrower, it drops samples rather than push the counts.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self.count = FittingLabel("", self)
        self.count.setObjectName("differencesCount")
        layout.addWidget(self.count)
        self.samples: dict[str, QLabel] = {}
        for kind in KIND_LOOKS:
            sample = QLabel(self)
            sample.setObjectName(f"differenceSample_{kind}")
            layout.addWidget(sample)
            self.samples[kind] = sample
        layout.addStretch(1)
        self.setToolTip(self.tr("Differences between the two languages: F8 goes to the next, "
                                "Shift+F8 to the previous; point at one for why"))
        self._paint_samples()

    def set_count(self, count: int) -> None:
        """The shown concept has ``count`` differences (-1: it was not compared)."""
        if count < 0:
            text = ""
        elif count == 0:
            text = self.tr("No differences found")
        else:
            text = self.tr("Differences: %Ln", "", count)
        self.count.setText(text)
        self.count.setToolTip(text)
        self.updateGeometry()
        self._fit(self.width())

    def sizeHint(self) -> QSize:
        spacing = self._row.spacing()
        parts = [self.count, *self.samples.values()]
        width = sum(p.sizeHint().width() for p in parts) + spacing * (len(parts) - 1)
        return QSize(width, max(p.sizeHint().height() for p in parts))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.count.minimumSizeHint().width(), self.sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(event.size().width())

    def _fit(self, width: int) -> None:
        """Show the samples that fit in ``width`` after the count, in order."""
        spacing = self._row.spacing()
        room = width - self.count.sizeHint().width()
        for sample in self.samples.values():
            room -= spacing + sample.sizeHint().width()
            sample.setVisible(room >= 0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.LanguageChange):
            self._paint_samples()

    def _paint_samples(self) -> None:
        for kind, sample in self.samples.items():
            background, text, line = kind_colours(kind, self.palette())
            # Qt's style sheets draw no dashed underline: a border of the mark's
            # line colour, under the name, stands for it.
            sample.setStyleSheet(
                f"QLabel {{ background: {background.name()}; color: {text.name()}; "
                f"border-bottom: 2px solid {line.name()}; padding: 0 4px; }}")
            sample.setText(kind_name(kind))
