"""The term list's column header: each language's name, or its code where the name does not fit.

At 150 % scaling in an 800x600 window (or beside the bookmarks panel) the list
can be narrower than "Espanhol ▾ | Português" with room for the order mark: Qt
clipped both names to a few letters under the mark, and the columns could not
be told apart. A section too narrow for its name shows the language's code
("ES", "PT") instead, never a part of the name, and its tooltip the name;
:meth:`TermHeader.width_for` tells the list how wide it must be for either.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QToolTip, QWidget


class TermHeader(QHeaderView):
    """A horizontal header whose sections in ``short_labels`` (logical index: text)
    show that text when narrower than their whole title needs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._short: dict[int, str] = {}
        self.setObjectName("termListHeader")
        self.setAccessibleName(self.tr("Term list columns"))
        self.setAccessibleDescription(self.tr(
            "Bookmarked, Spanish and Portuguese; click a language to list the terms "
            "alphabetically by it"
        ))

    def set_short_labels(self, labels: Mapping[int, str]) -> None:
        self._short = dict(labels)
        self.viewport().update()

    def title(self, logical: int) -> str:
        """Section ``logical``'s whole title (the model's header text)."""
        return str(self.model().headerData(logical, self.orientation()) or "")

    def shows_short(self, logical: int) -> bool:
        """Whether section ``logical`` shows its short label: its title does not fit."""
        # sectionSizeHint: Qt's measure of the title, its margins and the order mark.
        return logical in self._short and self.sectionSize(logical) < self.sectionSizeHint(logical)

    def width_for(self, *, short: bool) -> int:
        """The width every section needs to show its whole title, or (``short``) its
        short label where it has one. A fixed section keeps its size; the stretched
        ones share the rest equally, so each gets as much as the widest needs."""
        fixed, stretched = 0, []
        for logical in range(self.count()):
            if self.isSectionHidden(logical):
                continue
            if self.sectionResizeMode(logical) == QHeaderView.ResizeMode.Fixed:
                fixed += self.sectionSize(logical)
            elif short and logical in self._short:
                label = self._width_of(self._short[logical])
                stretched.append(max(self.minimumSectionSize(), label))
            else:
                stretched.append(self.sectionSizeHint(logical))
        return fixed + len(stretched) * max(stretched, default=0)

    def _width_of(self, text: str) -> int:
        """The width the style gives a section showing ``text`` and an order mark,
        measured as Qt measures a title (``sectionSizeHint``): in bold."""
        option = QStyleOptionHeader()
        self.initStyleOption(option)
        option.text = text
        bold = self.font()
        bold.setBold(True)
        option.fontMetrics = QFontMetrics(bold)
        if self.isSortIndicatorShown():  # either language's column may carry the mark
            option.sortIndicator = QStyleOptionHeader.SortIndicator.SortDown
        size = self.style().sizeFromContents(
            QStyle.ContentsType.CT_HeaderSection, option, QSize(), self
        )
        return size.width()

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        super().initStyleOptionForIndex(option, logicalIndex)
        if self.shows_short(logicalIndex):
            option.text = self._short[logicalIndex]

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            logical = self.logicalIndexAt(event.pos())
            if self.shows_short(logical):  # the whole title, where the code stands for it
                QToolTip.showText(event.globalPos(), self.title(logical), self)
                return True
        return super().viewportEvent(event)
