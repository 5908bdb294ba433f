"""What a main window keeps between runs and puts back when it opens: its geometry
and splitters (the list's width, unless the list still follows its terms), the
zoom, the language order, the bookmarks panel, the list's order and the last
concept read."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.ui.bookmarks import BookmarksPanel
from glossary_desktop.ui.reading import ConceptView, Navigator
from glossary_desktop.ui.search import SearchController
from glossary_desktop.ui.window.list_fit import ListSplitter
from glossary_desktop.ui.window.settings import WindowSettings


class KeptLayout:
    """Restores and saves ``window``'s layout and reading place in ``settings``;
    ``lang_order`` is View > Portuguese first."""

    def __init__(
        self,
        window: QMainWindow,
        settings: WindowSettings,
        *,
        splitter: ListSplitter,
        concept_view: ConceptView,
        lang_order: QAction,
        bookmarks_panel: BookmarksPanel,
        search: SearchController,
        navigator: Navigator,
    ) -> None:
        self._window = window
        self._settings = settings
        self._splitter = splitter
        self._view = concept_view
        self._lang_order = lang_order
        self._panel = bookmarks_panel
        self._search = search
        self._navigator = navigator

    def restore(self) -> None:
        """The saved geometry and layout, then the first list and concept."""
        s, splitter = self._settings, self._splitter
        unsaved = s.restore_layout(self._window, [splitter, self._view.splitter])
        # The list follows its terms unless the user dragged its width (and it was kept).
        splitter.fitting = not s.list_width_chosen() or splitter in unsaved
        splitter.chosen.connect(lambda: s.set_list_width_chosen(True))
        splitter.fit()
        self._view.set_zoom(s.zoom())
        self._lang_order.setChecked(s.portuguese_first())
        self._panel.restore()
        self._search.order = s.list_order()
        self._search.search_now()
        self._navigator.start(s.last_concept())

    def save(self) -> None:
        s = self._settings
        s.save_layout(self._window, [self._splitter, self._view.splitter])
        s.set_zoom(self._view.zoom)
        s.set_list_order(self._search.order)
        self._panel.save()
        concept = self._navigator.concept
        if concept is not None and not self._navigator.foreign:
            s.set_last_concept(concept.slug)
        s.sync()
