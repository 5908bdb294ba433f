"""The term list's empty state: "No results", with "Did you mean" links.

A label laid over the list (not a line in the window's layout), shown only
while the list is empty: showing or hiding it moves nothing, so a search
that finds nothing costs no re-layout of the list and the panes (a visible
share of a keystroke on the million-concept benchmark), and the window never jumps.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from glossary_desktop.render.html import suggestion_from_href

#: Space between the notice and the edges of the list.
MARGIN = 16


class EmptyNotice(QLabel):
    """Rich text over an empty list (objectName ``searchMessage``)."""

    #: A "Did you mean" suggestion was clicked (the word).
    suggestion_chosen = Signal(str)

    def __init__(self, parent: QWidget, area: Callable[[], QRect]) -> None:
        """``area``: where the rows are, in ``parent``'s coordinates (asked when shown)."""
        super().__init__(parent)
        self._area = area
        self.setObjectName("searchMessage")
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setOpenExternalLinks(False)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.setVisible(False)
        self.linkActivated.connect(self._on_link)

    def show_message(self, html: str) -> None:
        """Show ``html`` (built by render.html); empty hides the notice."""
        if html == self.text() and self.isVisible() == bool(html):
            return
        self.setText(html)
        if html:
            self.place()
        self.setVisible(bool(html))

    def place(self) -> None:
        """Lay the notice over the rows' area, a little in from its edges."""
        self.setGeometry(self._area().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN))

    def _on_link(self, href: str) -> None:
        word = suggestion_from_href(href)
        if word is not None:
            self.suggestion_chosen.emit(word)
