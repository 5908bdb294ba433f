"""The main splitter: the term list as wide as its terms need, within limits.

The list's width follows its content: the width at which a sample of the
glossary's rows shows every term whole (measured once, when the window is
built: :meth:`TermListView.fit_terms`), but no more than half the splitter (the
definitions come first), unless half would show fewer than 16 characters of a
term: then that much (where the panes keep their minimum width). The list keeps
that width at every window size and beside the bookmarks panel, until the user
drags the handle: from then on the list keeps the user's width, and the window
remembers that choice.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSplitter, QWidget

from glossary_desktop.domain import TermRow
from glossary_desktop.glossary import Glossary

#: Rows of the glossary measured for the list's width: all of a small glossary,
#: spread over a large one (one query of a page of rows).
SAMPLE_ROWS = 32
#: The list's largest share of the splitter while it follows its content.
MAX_SHARE = 0.5


def sample_ids(count: int, wanted: int = SAMPLE_ROWS) -> list[int]:
    """Concept ids spread evenly over ``count`` concepts (ids are 1 to ``count``,
    in alphabetical order), at most ``wanted`` of them."""
    if count <= wanted:
        return list(range(1, count + 1))
    step = (count - 1) / (wanted - 1)
    return sorted({1 + round(i * step) for i in range(wanted)})


def sample_rows(glossary: Glossary) -> list[TermRow]:
    """The rows measured for the list's width (see :func:`sample_ids`)."""
    return list(glossary.term_rows(sample_ids(glossary.concept_count)).values())


class ListSplitter(QSplitter):
    """The list (first widget) beside the panes, at the width :attr:`wanted` allows
    while :attr:`fitting`."""

    #: The user dragged the handle: the list keeps their width from now on.
    chosen = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        #: The list's widths that show its terms readably and whole ((0, 0): not
        #: measured yet).
        self.wanted = (0, 0)
        #: Whether the list follows its content (no width chosen by the user).
        self.fitting = True
        # Only a drag of the handle moves it (setSizes does not): the user's choice.
        self.splitterMoved.connect(self._moved)

    def _moved(self, _pos: int, _index: int) -> None:
        if self.fitting:
            self.fitting = False
            self.chosen.emit()

    def fit(self) -> None:
        """Give the list the width that shows its terms whole, within :data:`MAX_SHARE`
        of the splitter but at least the readable one (the splitter keeps each side's
        minimum)."""
        sizes = self.sizes()
        total = sum(sizes)
        readable, whole = self.wanted
        if not self.fitting or whole <= 0 or len(sizes) != 2 or total <= 0:
            return
        width = min(whole, max(readable, int(total * MAX_SHARE)))
        if sizes[0] != width:
            self.setSizes([width, total - width])

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)  # shares out the change first; fit() corrects it
        self.fit()
