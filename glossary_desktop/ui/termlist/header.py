"""The term list's column header: each language's name, or its code where the name does not fit.

At 150 % scaling in an 800x600 window (or beside the bookmarks panel) the list
can be narrower than "Espanhol ▾ | Português" with room for the order mark: Qt
clipped both names to a few letters under the mark, and the columns could not
be told apart. A section too narrow for its name shows the language's code
("ES", "PT") instead, never a part of the name, and its tooltip the name;
:meth:`TermHeader.width_for_codes` tells the list how wide it must be for them.

The language columns share the width the star's column leaves by what they show
(:meth:`TermHeader.set_needs`): Spanish terms are often longer than their
Portuguese counterparts, and equal halves cut the Spanish ones first.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent, QResizeEvent
from PySide6.QtWidgets import QHeaderView, QStyle, QStyleOptionHeader, QToolTip, QWidget


class TermHeader(QHeaderView):
    """A horizontal header whose sections in ``short_labels`` (logical index: text)
    show that text when narrower than their whole title needs, and whose shared
    sections (:meth:`set_needs`) divide the width the others leave."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self._short: dict[int, str] = {}
        self._needs: dict[int, tuple[int, int]] = {}  # logical index: (readable, whole)
        self.setObjectName("termListHeader")
        self.setAccessibleName(self.tr("Term list columns"))
        self.setAccessibleDescription(self.tr(
            "Bookmarked, Spanish and Portuguese; click a language to list the terms "
            "alphabetically by it"
        ))

    def set_short_labels(self, labels: Mapping[int, str]) -> None:
        changed = self._short.keys() | labels.keys()
        self._short = dict(labels)
        for logical in changed:  # (not viewport().update(): see _share_out)
            self.updateSection(logical)

    def set_needs(self, needs: Mapping[int, tuple[int, int]]) -> None:
        """Let the sections in ``needs`` (logical index: the width that shows its
        texts readably, the width that shows them whole) share the width the other
        sections leave: each its readable width first (in proportion to them where
        there is less), then the rest in proportion to what each still lacks to
        show its texts whole. At every width of the header."""
        self._needs = {logical: (max(1, least), max(1, least, whole))
                       for logical, (least, whole) in needs.items()}
        for logical in self._needs:
            self.setSectionResizeMode(logical, QHeaderView.ResizeMode.Fixed)  # sized here
        self._share_out()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._share_out()

    def _shared(self) -> list[int]:
        return [s for s in self._needs if s < self.count() and not self.isSectionHidden(s)]

    def _share_out(self) -> None:
        shared = self._shared()
        if not shared:
            return
        others = sum(
            self.sectionSize(s) for s in range(self.count())
            if s not in self._needs and not self.isSectionHidden(s)
        )
        # The viewport's width (a header never shows scroll bars), not asked of the
        # viewport: asking a scroll area for its viewport makes PySide resolve every
        # lazy QtWidgets class (some 30 ms, before the first frame).
        rest = max(0, self.maximumViewportSize().width() - others)
        least = {s: self._needs[s][0] for s in shared}
        lacks = {s: self._needs[s][1] - least[s] for s in shared}
        if rest <= sum(least.values()) or not any(lacks.values()):
            sizes = {s: rest * least[s] // sum(least.values()) for s in shared}
        else:
            extra = rest - sum(least.values())
            sizes = {s: least[s] + extra * lacks[s] // sum(lacks.values()) for s in shared}
        sizes[shared[-1]] += rest - sum(sizes.values())  # what rounding left, to the last
        for logical, size in sizes.items():
            self.resizeSection(logical, size)

    def title(self, logical: int) -> str:
        """Section ``logical``'s whole title (the model's header text)."""
        return str(self.model().headerData(logical, self.orientation()) or "")

    def shows_short(self, logical: int) -> bool:
        """Whether section ``logical`` shows its short label: its title does not fit."""
        # sectionSizeHint: Qt's measure of the title, its margins and the order mark.
        return logical in self._short and self.sectionSize(logical) < self.sectionSizeHint(logical)

    def width_for_codes(self) -> int:
        """The width at which every shared section shows at least its short label
        (its code) whole, or its title where it has none. The other sections keep
        their sizes; the shared ones, this narrow, divide the rest in proportion
        to their readable widths (:meth:`set_needs`)."""
        fixed, rest = 0, 0
        shared = self._shared()
        total = sum(self._needs[s][0] for s in shared)
        for logical in range(self.count()):
            if self.isSectionHidden(logical):
                continue
            if logical not in shared:
                fixed += self.sectionSize(logical)
                continue
            label = self._short.get(logical)
            needs = (
                max(self.minimumSectionSize(), self._width_of(label)) if label is not None
                else self.sectionSizeHint(logical)
            )
            rest = max(rest, -(-needs * total // self._needs[logical][0]))  # rounded up
        return fixed + rest

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
