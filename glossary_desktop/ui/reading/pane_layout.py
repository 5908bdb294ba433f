"""How the two panes share the concept view: the widths at which they stand side by
side or stack, and their scroll bars moving together."""

from __future__ import annotations

from collections.abc import Mapping

from glossary_desktop.domain import Lang
from glossary_desktop.ui.reading.entry_pane import EntryPane

#: Below this many average characters a line in each pane side by side, the panes
#: stack (Spanish above Portuguese): a definition must stay readable, never
#: broken mid-word, however narrow the window.
MIN_LINE_CHARS = 30
#: The fewest characters a line of a definition shows, panes stacked: a narrow
#: window takes room from the term list (its terms elide, whole in tooltips) first.
READABLE_LINE_CHARS = 25


def pane_width(pane: EntryPane, chars: int) -> int:
    """``pane``'s width for ``chars`` average characters a line (its font, margins
    and scroll bar)."""
    scroll_bar = pane.verticalScrollBar().sizeHint().width()
    margins = 2 * int(pane.document().documentMargin()) + scroll_bar
    return chars * pane.fontMetrics().averageCharWidth() + margins


class ScrollTogether:
    """Scrolling one pane scrolls the other to the same fraction of its length: the
    two texts differ in length, so the same pixel offset would not be the same place."""

    def __init__(self, panes: Mapping[Lang, EntryPane]) -> None:
        self._panes = panes
        self._syncing = False  # the other pane's move, caused here, is not followed back
        for lang, pane in panes.items():
            pane.verticalScrollBar().valueChanged.connect(lambda _v, lg=lang: self._follow(lg))

    def _follow(self, source: Lang) -> None:
        if self._syncing:
            return
        src = self._panes[source].verticalScrollBar()
        fraction = src.value() / src.maximum() if src.maximum() else 0.0
        self._syncing = True
        try:
            for lang, pane in self._panes.items():
                if lang != source:
                    bar = pane.verticalScrollBar()
                    bar.setValue(round(fraction * bar.maximum()))
        finally:
            self._syncing = False
