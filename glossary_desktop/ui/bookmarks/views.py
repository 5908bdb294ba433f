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
from PySide6.QtGui import QAction

from glossary_desktop.domain import Concept, GlossaryRef
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.ui.bookmarks.controller import BookmarksController
from glossary_desktop.ui.bookmarks.panel import BookmarksPanel
from glossary_desktop.ui.reading import ConceptView
from glossary_desktop.ui.search import BOOKMARKED, SearchBar, SearchController
from glossary_desktop.ui.termlist import TermListView


class BookmarkViews(QObject):
    """The stars, the star action and the panel of one window.

    ``star`` is the star action; the list's stars are ``term_model``'s, clicked in
    ``term_list``; ``concept_view`` says which concept is shown; a "bookmarked
    only" search of ``search_bar`` is run again when the bookmarks change.
    """

    def __init__(
        self,
        controller: BookmarksController,
        panel: BookmarksPanel,
        search: SearchController,
        *,
        star: QAction,
        search_bar: SearchBar,
        term_model: TermListModel,
        term_list: TermListView,
        concept_view: ConceptView,
    ) -> None:
        super().__init__(controller)
        self._star = star
        self._bar = search_bar
        self._model = term_model
        self._view = concept_view
        self._controller = controller
        self._panel = panel
        self._search = search
        star.triggered.connect(self._on_star_action)
        term_list.star_clicked.connect(self._on_star_clicked)
        controller.changed.connect(self.refresh)
        term_model.set_starred(controller.starred(), self._starred_in)

    def _glossary(self, concept: Concept) -> str | None:
        """The glossary whose bookmarks hold ``concept``'s (``None``: the window's)."""
        ref = self._model.foreign(concept.id)
        return None if ref is None else ref.id

    def _starred_in(self, ref: GlossaryRef) -> frozenset[str]:
        return self._controller.starred_in(ref.id)

    def toggle(self, concept: Concept) -> None:
        """Star ``concept`` if it is not starred on disk, else unstar it (in its own
        glossary's bookmarks)."""
        glossary = self._glossary(concept)
        on = self._controller.is_starred(concept, glossary)
        self._controller.set_bookmarked(concept, not on, glossary)

    def _on_star_action(self, checked: bool) -> None:
        """The star (or Ctrl+D): its new checked state is what the user asked for."""
        concept = self._view.concept
        if concept is not None:
            self._controller.set_bookmarked(concept, checked, self._glossary(concept))

    def _on_star_clicked(self, row: int) -> None:
        concept = self._model.concept_at(row)
        if concept is not None:
            glossary = self._glossary(concept)
            shown = self._controller.stores.home.id if glossary is None else glossary
            on = concept.slug in self._controller.starred_in(shown)  # what the star showed
            self._controller.set_bookmarked(concept, not on, glossary)

    def refresh(self) -> None:
        """Show the store's bookmarks everywhere (list stars, action, panel)."""
        self._model.set_starred(self._controller.starred(), self._starred_in)
        self._panel.refresh()
        self.show_current()
        if self._bar.scope_value == BOOKMARKED:
            self._search.search_now()

    def show_current(self) -> None:
        """The panes show another concept: the star and the panel's mark follow it."""
        concept = self._view.concept
        glossary = self._glossary(concept) if concept is not None else None
        home = self._controller.stores.home.id
        self._panel.set_current(
            (home if glossary is None else glossary, concept.slug) if concept is not None else None)
        self._controller.show_on(self._star, concept, glossary)
