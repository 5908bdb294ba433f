"""The status bar's legend while View > Show differences is on: a sample of each
kind's mark with its name, and how many differences the shown concept has
("No differences found" only when it was compared and has none)."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from glossary_desktop.ui.look import KIND_LOOKS, kind_colours, kind_name


class DifferencesLegend(QWidget):
    """The legend (objectName ``differencesLegend``); its samples follow the theme."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("differencesLegend")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.count = QLabel(self)
        self.count.setObjectName("differencesCount")
        layout.addWidget(self.count)
        self.samples: dict[str, QLabel] = {}
        for kind in KIND_LOOKS:
            sample = QLabel(self)
            sample.setObjectName(f"differenceSample_{kind}")
            layout.addWidget(sample)
            self.samples[kind] = sample
        self.setToolTip(self.tr("Differences between the two languages: F8 goes to the next, "
                                "Shift+F8 to the previous; point at one for why"))
        self._paint_samples()

    def set_count(self, count: int) -> None:
        """The shown concept has ``count`` differences (-1: it was not compared)."""
        if count < 0:
            self.count.clear()
        elif count == 0:
            self.count.setText(self.tr("No differences found"))
        else:
            self.count.setText(self.tr("Differences: %Ln", "", count))

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
