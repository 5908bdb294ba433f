"""View > Look up selected text: the watch on other programs' selections and the popup.

The action is the window's (``lookupPopupAction``); this object follows it. A
selection that settles is resolved as ``show`` resolves a name (a slug or term,
else a search hit on a term): a popup about a word found only in some
definition would be noise. The selected text is held for that call only: it is
never written to the store, the settings or a log. The star writes through the
window's one bookmark writer, so the window's star, its list and its undo
follow; its state is read back from the store.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction

from glossary_desktop.domain import Concept, Lang
from glossary_desktop.glossary import Glossary
from glossary_desktop.ui.lookup.popup import LookupPopup
from glossary_desktop.ui.lookup.watch import SelectionWatch


class BookmarkWriter(Protocol):
    """What the popup's star needs of the window's bookmark writer."""

    @property
    def changed(self) -> SignalInstance: ...

    def is_starred(self, concept: Concept) -> bool: ...

    def set_bookmarked(self, concept: Concept, on: bool) -> None: ...


class LookupController(QObject):
    """The popup of one window, shown for other programs' selections while ``action`` is on."""

    def __init__(
        self,
        glossary: Glossary,
        action: QAction,
        bookmarks: BookmarkWriter,
        portuguese_first: Callable[[], bool],
        open_slug: Callable[[str], object],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._glossary = glossary
        self._bookmarks = bookmarks
        self._portuguese_first = portuguese_first
        self.action = action
        self.popup = LookupPopup()
        self.watch = SelectionWatch(self)
        self.watch.selected.connect(self.look_up)
        action.toggled.connect(self._switch)
        self.watch.set_on(action.isChecked())  # built after the switch was set
        self.popup.star_wanted.connect(bookmarks.set_bookmarked)
        self.popup.open_wanted.connect(open_slug)
        bookmarks.changed.connect(self._show_star)

    def look_up(self, text: str) -> bool:
        """Show the popup for the concept ``text`` names; ``False`` (and no popup) if none."""
        concept = self._glossary.resolve(text)
        if concept is None:
            return False
        order = (Lang.PT, Lang.ES) if self._portuguese_first() else (Lang.ES, Lang.PT)
        self.popup.show_concept(concept, order, self._bookmarks.is_starred(concept))
        return True

    def close(self) -> None:
        """The window goes: the watch stops, the popup is deleted (it has no parent)."""
        self.watch.set_on(False)
        self.popup.hide()
        self.popup.deleteLater()

    def _switch(self, on: bool) -> None:
        self.watch.set_on(on)
        if not on:
            self.popup.hide()

    def _show_star(self) -> None:
        concept = self.popup.concept
        if concept is not None and self.popup.isVisible():
            self.popup.set_starred(self._bookmarks.is_starred(concept))
