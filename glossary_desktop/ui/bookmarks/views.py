"""Every place the window shows which concepts are bookmarked, kept in step with the store.

The window shows bookmarks in three places: the stars in the term list, the
star action (toolbar, Bookmarks menu, Ctrl+D) and the bookmarks panel; a
"bookmarked only" search lists them too. This object turns a click on a star
into a write through the window's one writer
(:class:`~glossary_desktop.ui.bookmarks.controller.BookmarksController`) and,
each time the writer says the store changed (here, or in another window or
command), shows the store's state in all of them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from glossary_desktop.domain import Concept
from glossary_desktop.ui.bookmarks.controller import BookmarksController
from glossary_desktop.ui.bookmarks.panel import BookmarksPanel
from glossary_desktop.ui.search.bar import BOOKMARKED
from glossary_desktop.ui.search.controller import SearchController
from glossary_desktop.ui.window.parts import WindowParts


class BookmarkViews(QObject):
    """The stars, the star action and the panel of one window."""

    def __init__(
        self,
        parts: WindowParts,
        controller: BookmarksController,
        panel: BookmarksPanel,
        search: SearchController,
    ) -> None:
        super().__init__(controller)
        self._parts = parts
        self._controller = controller
        self._panel = panel
        self._search = search
        parts.actions.bookmark.triggered.connect(self._on_star_action)
        parts.term_list.star_clicked.connect(self._on_star_clicked)
        controller.changed.connect(self.refresh)
        parts.term_model.set_starred(controller.starred())

    def toggle(self, concept: Concept) -> None:
        """Star ``concept`` if it is not starred on disk, else unstar it."""
        self._controller.set_bookmarked(concept, not self._controller.is_starred(concept))

    def _on_star_action(self, checked: bool) -> None:
        """The star (or Ctrl+D): its new checked state is what the user asked for."""
        concept = self._parts.concept_view.concept
        if concept is not None:
            self._controller.set_bookmarked(concept, checked)

    def _on_star_clicked(self, row: int) -> None:
        concept = self._parts.term_model.concept_at(row)
        if concept is not None:
            on = concept.slug in self._controller.starred()  # what the star showed
            self._controller.set_bookmarked(concept, not on)

    def refresh(self) -> None:
        """Show the store's bookmarks everywhere (list stars, action, panel)."""
        self._parts.term_model.set_starred(self._controller.starred())
        self._panel.refresh()
        self.show_current()
        if self._parts.search_bar.scope_value == BOOKMARKED:
            self._search.search_now()

    def show_current(self) -> None:
        """The panes show another concept: the star and the panel's mark follow it."""
        concept = self._parts.concept_view.concept
        self._panel.set_current(concept.slug if concept is not None else "")
        self._controller.show_on(self._parts.actions.bookmark, concept)
