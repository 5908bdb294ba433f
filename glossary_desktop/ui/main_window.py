"""The reader's main window: search on top, terms on the left, both languages on the right.

Builds and lays out the parts and wires them; what each part does lives in its
own object: the search (:mod:`.search_controller`), which concept is shown and
the history (:mod:`.navigation`), the saved settings (:mod:`.window_settings`).
The parts get what they need through their constructors;
:mod:`glossary_desktop.app` builds this window.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QSplitter, QVBoxLayout, QWidget

from glossary_desktop.domain import Concept, Lang
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.render.html import escape
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.actions import WindowActions
from glossary_desktop.ui.bookmarks_controller import BookmarksController
from glossary_desktop.ui.bookmarks_panel import BookmarksPanel
from glossary_desktop.ui.compare_controller import CompareController
from glossary_desktop.ui.concept_view import ConceptView
from glossary_desktop.ui.first_frame import after_first_frame
from glossary_desktop.ui.icons import app_icon
from glossary_desktop.ui.menus import build_menus, build_toolbar
from glossary_desktop.ui.navigation import Navigator
from glossary_desktop.ui.note_editor import NoteEditor
from glossary_desktop.ui.preferences import Preferences, stored_theme
from glossary_desktop.ui.search_bar import BOOKMARKED, SearchBar
from glossary_desktop.ui.search_controller import SearchController
from glossary_desktop.ui.term_list import TermListView
from glossary_desktop.ui.window_settings import DEFAULT_SIZE, WindowSettings
from glossary_desktop.ui.window_status import WindowStatus

#: The term list's share of the window's width when nothing was saved.
LIST_SHARE = 0.32

if TYPE_CHECKING:
    from glossary_desktop.models.bookmarks import BookmarkListModel
    from glossary_desktop.ui.bookmarks_dock import BookmarksDock
    from glossary_desktop.ui.library_menu import LibraryController

class MainWindow(QMainWindow):
    """The glossary reader (objectName ``mainWindow``)."""

    def __init__(
        self,
        glossary: Glossary,
        store: UserStore,
        settings: QSettings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.glossary = glossary
        self.store = store
        self._shown_once = False
        #: File > Import/Export and the Glossaries menu (set by app.build_window).
        self.library: LibraryController | None = None
        self.actions_ = WindowActions(self)
        self.term_model = TermListModel(glossary, self)
        self._build_central()
        # The one writer of this window's bookmarks (star, list stars, panel, undo).
        self.bookmarks = BookmarksController(store, glossary, self.actions_.undo, self)
        self.note_editor = NoteEditor(self.bookmarks, self.concept_view)
        self.concept_view.add_below(self.note_editor)
        self.search = SearchController(
            glossary, self.search_bar, self.term_model, self.term_list.notice,
            self.bookmarks.starred, self,
        )
        a = self.actions_
        self.navigator = Navigator(
            glossary, store, self.term_model, self.term_list, self.concept_view, a.back, a.forward,
            self,
        )
        self.settings = WindowSettings(settings)
        self.bookmarks_panel = BookmarksPanel(
            self, self.bookmarks, glossary, self.actions_.bookmarks_panel,
            order=self.settings.bookmark_order, open_slug=self.navigator.open_slug,
        )
        view_menu = build_menus(self, self.actions_)
        self.preferences = Preferences(settings, view_menu, stored_theme(settings))
        build_toolbar(self, self.actions_)
        self.status = WindowStatus(self, a.undo, self.bookmarks.warning())
        self.count_label = self.status.count_label
        self.stats_label = self.status.stats_label
        self.warning_label = self.status.warning_label
        self.compare = CompareController(
            self, settings, self.concept_view.comparison, self.statusBar(), a.differences,
            a.compare_all, glossary.path, self.navigator.open_slug,
        )
        self._connect()
        self._set_tab_order()
        self.term_model.set_starred(self.bookmarks.starred())
        self._restore()
        self._on_concept_changed(self.current_concept)

    # -- construction --------------------------------------------------------------

    def _build_central(self) -> None:
        central = QWidget(self)
        self.search_bar = SearchBar(self.glossary.volumes(), central)
        self.search_bar.box.passed_shortcuts = self.actions_.bookmark.shortcuts()
        self.term_list = TermListView(central)
        self.term_list.set_term_model(self.term_model)
        self.concept_view = ConceptView(self.glossary.links, central)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, central)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.term_list)
        self.splitter.addWidget(self.concept_view)
        # The list takes a quarter of the width it gains, the panes the rest: long
        # terms get room on a large screen, the definitions keep most of it.
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setSizes([round(LIST_SHARE * 1000), round((1 - LIST_SHARE) * 1000)])
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.search_bar)
        # "Showing results for ...": a corrected typo is said, not silently used.
        self.correction_label = QLabel(central)
        self.correction_label.setObjectName("correctionLabel")
        self.correction_label.setContentsMargins(10, 4, 10, 4)
        self.correction_label.hide()
        layout.addWidget(self.correction_label)
        layout.addWidget(self.splitter, 1)
        self.setCentralWidget(central)

    @property
    def bookmark_model(self) -> BookmarkListModel:
        """The bookmarks panel's model (built when first asked for)."""
        return self.bookmarks_panel.model

    @property
    def bookmarks_dock(self) -> BookmarksDock:
        """The bookmarks panel (built when first asked for or shown)."""
        return self.bookmarks_panel.dock

    def _connect(self) -> None:
        a = self.actions_
        a.bookmark.triggered.connect(self._on_bookmark_action)
        a.focus_search.triggered.connect(self.focus_search)
        a.copy_both.triggered.connect(lambda: self.concept_view.copy())
        a.zoom_in.triggered.connect(lambda: self.concept_view.set_zoom(self.concept_view.zoom + 1))
        a.zoom_out.triggered.connect(lambda: self.concept_view.set_zoom(self.concept_view.zoom - 1))
        a.zoom_reset.triggered.connect(lambda: self.concept_view.set_zoom(0))
        a.quit.triggered.connect(self.close)
        a.lang_order.toggled.connect(self.set_portuguese_first)
        a.shortcuts.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        self.preferences.message.connect(self.status.message)
        box = self.search_bar.box
        box.down_pressed.connect(self.enter_list)
        box.enter_pressed.connect(self.open_first_result)
        self.search.searched.connect(self._on_searched)
        self.navigator.concept_changed.connect(self._on_concept_changed)
        self.term_list.star_clicked.connect(self._on_star_clicked)
        marks = self.bookmarks
        marks.changed.connect(self.bookmarks_changed)
        marks.failed.connect(self.status.report_write_failure)
        marks.message.connect(self.status.message)
        marks.removed.connect(lambda _slug: self.status.undo_notice.show_removed())
        self.term_list.copy_requested.connect(lambda: self.concept_view.copy())
        self.term_list.typed.connect(self._type_into_search)
        self.term_list.order_requested.connect(self.list_in_order_of)
        self.concept_view.suggestion_link.connect(self.search.use_suggestion)
        # The mouse's back and forward buttons: the list and the panes ignore them,
        # so they reach mouseReleaseEvent below. (Not event filters on their
        # viewports: asking a scroll area for its viewport makes PySide resolve
        # every lazy QtWidgets class, ~30 ms of start-up.)

    def _set_tab_order(self) -> None:
        bar = self.search_bar
        panes = self.concept_view.panes_in_order()
        chain = [bar.box, bar.scope, bar.volume, self.term_list, *panes, self.note_editor.edit]
        for first, second in pairwise(chain):
            self.setTabOrder(first, second)

    def _restore(self) -> None:
        """The saved geometry and layout, then the first list and concept."""
        s = self.settings
        if not s.restore_window(self):
            self.resize(*DEFAULT_SIZE)
        s.restore_splitter(self.splitter)
        s.restore_splitter(self.concept_view.splitter)
        self.concept_view.set_zoom(s.zoom())
        self.actions_.lang_order.setChecked(s.portuguese_first())
        if s.bookmarks_shown():
            self.bookmarks_panel.dock  # noqa: B018 - built now: restoreState placed it
        self.search.search_now()
        last = s.last_concept()
        if not (last and self.navigator.open_slug(last)):
            first = self.term_model.concept_at(0)
            if first is not None:
                self.navigator.show_concept(first)

    def _save(self) -> None:
        s = self.settings
        s.save_window(self)
        s.save_splitter(self.splitter)
        s.save_splitter(self.concept_view.splitter)
        s.set_zoom(self.concept_view.zoom)
        if self.bookmarks_panel.loaded:  # else the saved order still holds
            s.set_bookmark_order(self.bookmark_model.order)
        s.set_bookmarks_shown(self.bookmarks_panel.shown)
        concept = self.current_concept
        if concept is not None:
            s.set_last_concept(concept.slug)
        s.sync()

    # -- searching -----------------------------------------------------------------

    def search_now(self, text: str | None = None) -> None:
        """Run the search at once, skipping the debounce (``text``: type it first)."""
        if text is not None:
            self.search_bar.box.setText(text)
        self.search.search_now()

    def focus_search(self) -> None:
        self.search_bar.box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_bar.box.selectAll()

    def _type_into_search(self, text: str) -> None:
        """A letter typed in the list starts a new search with it."""
        box = self.search_bar.box
        box.setFocus(Qt.FocusReason.OtherFocusReason)
        box.selectAll()
        box.insert(text)

    def enter_list(self) -> None:
        """Down in the search box: into the list, at the shown result or the first."""
        if self.search.pending:
            self.search.search_now()
        self.navigator.enter_list()

    def open_first_result(self) -> None:
        """Enter in the search box: open the first row and move into the list."""
        if self.search.pending:
            self.search.search_now()
        self.navigator.open_first_result()

    def list_in_order_of(self, lang: Lang) -> None:
        """A list header's click: the full list in that language's alphabetical order.
        Search results stay in order of relevance, and the status bar says so."""
        self.search.order = lang
        if self.search_bar.box.text().strip():
            self.status.message(self.tr(
                "Search results are in order of relevance; clear the search to list "
                "the terms alphabetically by that language."
            ))
        else:
            self.search.search_now()

    def _on_searched(self, text: str, count: int) -> None:
        self.status.show_count(bool(text.strip()), count)
        self.term_list.show_order(None if text.strip() else self.search.order)
        corrected = self.search.corrected
        if corrected:
            self.correction_label.setText(
                self.tr("No results for “{0}”. Showing results for <b>{1}</b>.").format(
                    escape(text.strip()), escape(corrected)
                )
            )
        self.correction_label.setVisible(bool(corrected))
        # The panes follow the search (its best result, or why there is none),
        # once the list shows it.
        self.navigator.follow_search(bool(text.strip()), self.search.empty_reason)

    # -- the shown concept -----------------------------------------------------------

    @property
    def current_concept(self) -> Concept | None:
        return self.navigator.concept

    def open_slug(self, slug: str) -> bool:
        """Show the concept ``slug``; ``False`` if it does not exist."""
        return self.navigator.open_slug(slug)

    def _on_concept_changed(self, concept: Concept | None) -> None:
        self.note_editor.show_concept(concept)  # saves the last concept's unsaved note first
        self.bookmarks_panel.set_current(concept.slug if concept is not None else "")
        self._update_bookmark_action()
        app = self.tr("Glossary Desktop")
        self.setWindowTitle(f"{concept.title} — {app}" if concept is not None else app)

    # -- bookmarks -----------------------------------------------------------------

    def toggle_bookmark(self, concept: Concept | None = None) -> None:
        """Star ``concept`` (default: the one shown) if it is not starred on disk, else unstar."""
        concept = concept or self.current_concept
        if concept is not None:
            self.bookmarks.set_bookmarked(concept, not self.bookmarks.is_starred(concept))

    def _on_bookmark_action(self, checked: bool) -> None:
        """The star (or Ctrl+D): its new checked state is what the user asked for."""
        if self.current_concept is not None:
            self.bookmarks.set_bookmarked(self.current_concept, checked)

    def _on_star_clicked(self, row: int) -> None:
        concept = self.term_model.concept_at(row)
        if concept is not None:
            on = concept.slug in self.bookmarks.starred()  # what the star showed
            self.bookmarks.set_bookmarked(concept, not on)

    def bookmarks_changed(self) -> None:
        """Show the store's bookmarks everywhere (list stars, action, panel)."""
        self.term_model.set_starred(self.bookmarks.starred())
        self.bookmarks_panel.refresh()
        self._update_bookmark_action()
        if self.search_bar.scope_value == BOOKMARKED:
            self.search.search_now()

    def _update_bookmark_action(self) -> None:
        self.bookmarks.show_on(self.actions_.bookmark, self.current_concept)

    def show_startup_warning(self) -> None:
        """Tell the user once about a recovered or read-only bookmarks file."""
        if self.store.warning:
            self.status.warn(self.tr("Bookmarks"), self.bookmarks.warning())

    # -- view ----------------------------------------------------------------------

    def set_portuguese_first(self, on: bool) -> None:
        """View > Portuguese first: the list's columns and the panes, remembered."""
        self.term_list.set_portuguese_first(on)
        self.concept_view.set_portuguese_first(on)
        self.settings.set_portuguese_first(on)
        self._set_tab_order()

    def show_shortcuts(self) -> None:
        """Help > Keyboard shortcuts (F1): every action's keys, read from the actions."""
        from glossary_desktop.ui.help import ShortcutsDialog, open_dialog  # only when asked

        open_dialog(ShortcutsDialog(self))

    def show_about(self) -> None:
        from glossary_desktop.ui.help import AboutDialog, open_dialog  # only when asked

        open_dialog(AboutDialog(self, self.glossary))

    # -- events --------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            after_first_frame(self, self._fill_in)

    def _fill_in(self) -> None:
        """What the first frame does without: the glossary's counts (read from JSON),
        the window icon, and comparing the panes (the aligner's import).

        Under X11 the icon went out with the window: every size drawn, up to 256
        px, and sent to the X server as ``_NET_WM_ICON``, 11 ms of the first
        show. Window managers pick up a later change of it; offscreen ignores it.
        """
        self.status.show_stats(self.glossary.stats())
        self.setWindowIcon(app_icon())
        self.concept_view.comparison.start()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self._mouse_navigation(event):
            super().mouseReleaseEvent(event)

    def _mouse_navigation(self, event: QMouseEvent) -> bool:
        """The mouse's back and forward buttons walk the history."""
        if event.button() == Qt.MouseButton.BackButton:
            self.actions_.back.trigger()
            return True
        if event.button() == Qt.MouseButton.ForwardButton:
            self.actions_.forward.trigger()
            return True
        return False

    def closeEvent(self, event: QCloseEvent) -> None:
        self.search.stop()
        self.note_editor.flush_all()  # what was typed in the last pause is saved too
        self.bookmarks.stop()
        self.navigator.flush()
        self._save()
        super().closeEvent(event)
