"""The reader's main window: search on top, terms on the left, both languages on the right.

Builds and lays out the parts and wires them. Each concern is an object of its
own, given what it needs through its constructor: the search and how the window
follows it (:mod:`..search.controller`, :mod:`..search.results`), the shown concept
and the history (:mod:`..reading.navigation`), the bookmark writer and its views
(:mod:`..bookmarks.controller`, :mod:`..bookmarks.views`, :mod:`..bookmarks.panel`,
:mod:`..bookmarks.note_editor`), zoom, copy and Help (:mod:`.view_commands`), the status bar,
the settings, what is kept between runs (:mod:`.kept_layout`) and the comparison
commands. The window keeps the layout and the order of start-up and close.
:mod:`glossary_desktop.app` builds it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QCloseEvent, QMouseEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow

from glossary_desktop.domain import Concept, GlossaryRef
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.models.bookmark_stores import BookmarkStores
from glossary_desktop.models.sourced import Sources
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.bookmarks import (
    WRITE_TIMEOUT_S,
    BookmarksController,
    BookmarksPanel,
    BookmarkViews,
    NoteEditor,
    ask_to_lose_note,
)
from glossary_desktop.ui.compare import CompareController
from glossary_desktop.ui.library import LibraryController
from glossary_desktop.ui.look import Preferences, app_icon, theme_in_use
from glossary_desktop.ui.reading import Navigator
from glossary_desktop.ui.search import SearchController, SearchResults
from glossary_desktop.ui.window.actions import WindowActions
from glossary_desktop.ui.window.central import build_central
from glossary_desktop.ui.window.first_frame import after_first_frame
from glossary_desktop.ui.window.kept_layout import KeptLayout
from glossary_desktop.ui.window.lookup_wiring import WindowLookup
from glossary_desktop.ui.window.menus import build_menus, build_toolbar
from glossary_desktop.ui.window.printing import SheetPrinting
from glossary_desktop.ui.window.settings import WindowSettings
from glossary_desktop.ui.window.status import WindowStatus
from glossary_desktop.ui.window.view_commands import ViewCommands

if TYPE_CHECKING:
    from glossary_desktop.ui.window.other_glossaries import OtherGlossaries


class MainWindow(QMainWindow):
    """The glossary reader (objectName ``mainWindow``) over ``glossary``, one of
    ``library``'s (``current``: the imported one by that name; ``None``: the
    built-in glossary), with the user's bookmarks in ``store``."""

    def __init__(
        self,
        glossary: Glossary,
        store: UserStore,
        settings: QSettings,
        library: Library,
        current: str | None,
        shelf: Shelf | None = None,
    ) -> None:
        """``shelf``: the whole library, when it holds more than ``glossary``: the
        list shows every glossary's rows, each naming its own."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.glossary = glossary
        self.store = store
        self._shown_once = False
        self._glossary_name = current  # the imported glossary read, if one
        self.actions_ = WindowActions(self)
        self.term_model = TermListModel(glossary, self)
        self.shelf = shelf
        home = GlossaryRef.built_in() if current is None else GlossaryRef.imported(current)
        if shelf is not None:
            self.term_model.set_sources(Sources(home, shelf))
        central = build_central(self, glossary, self.term_model)
        self.search_bar, self.term_list = central.search_bar, central.term_list
        self.concept_view, self.splitter = central.concept_view, central.splitter
        self.correction_label = central.correction_label
        # The one writer of this window's bookmarks (star, list stars, panel, undo).
        self.bookmarks = BookmarksController(
            BookmarkStores(home, store, glossary, shelf, write_timeout=WRITE_TIMEOUT_S),
            self.actions_.undo, self)
        # The other glossaries' stores go with the window (its own is the app's).
        self.destroyed.connect(self.bookmarks.stores.close)
        self.note_editor = NoteEditor(self.bookmarks, self.concept_view)
        #: Closing with a note that cannot be saved: whether to close anyway (given
        #: why it failed). Not asked when the close cannot wait (``False``: a stop
        #: signal, a switch of glossary). Attributes, so that automation can answer.
        self.ask_to_lose_note: Callable[[str], bool] = partial(ask_to_lose_note, self)
        self.ask_before_losing_note = True
        self.settings = s = WindowSettings(settings)
        a, bar, model, view = self.actions_, self.search_bar, self.term_model, self.concept_view
        self.search = SearchController(
            glossary, bar, model, self.term_list.notice, self.bookmarks.starred, self,
            shelf=shelf, bookmarked_in=self.bookmarks.starred_in,
        )
        if shelf is not None:
            bar.set_glossaries([m.ref for m in shelf.members])
        self.navigator = Navigator(
            glossary, store, model, self.term_list, view,
            back=a.back, forward=a.forward, parent=self,
        )
        #: The library's other glossaries ("Also in"; none: a library of one).
        self.others: OtherGlossaries | None = None
        if shelf is not None and model.sources is not None:
            # lazy: 4 modules, 5.5 ms of the window's start-up ("Also in", html's entities)
            from glossary_desktop.ui.window.other_glossaries import OtherGlossaries

            self.others = OtherGlossaries(shelf, model.sources, model, view, self.navigator)
        self.also_in = None if self.others is None else self.others.also_in
        view.add_below(self.note_editor)
        self.bookmarks_panel = BookmarksPanel(
            self, s, self.bookmarks,
            (lambda _glossary, slug: self.navigator.open_slug(slug)) if self.others is None
            else self.others.open_bookmark,
            show_action=a.bookmarks_panel, lang_order=a.lang_order, term_list=self.term_list,
        )
        self.bookmark_views = BookmarkViews(
            self.bookmarks, self.bookmarks_panel, self.search, star=a.bookmark,
            search_bar=bar, term_model=model, term_list=self.term_list, concept_view=view,
        )
        #: File > Import/Export and the Glossaries menu, built before the menus that hold them.
        self.library = LibraryController(
            self, library, current, glossary=glossary, store=store, settings=s
        )
        # The search box has the focus most of the time, and a line edit keeps
        # Ctrl+E (end of line on X11) for itself: pass the menus' shortcuts on.

        self.printing = SheetPrinting(self)  # File > Print… and Export PDF…
        file_actions = [*self.library.file_actions, *self.printing.actions]
        for action in (a.bookmark, *file_actions):
            bar.box.passed_shortcuts += action.shortcuts()
        view_menu = build_menus(self, a, file_actions, self.library.menu)
        self.preferences = Preferences(settings, view_menu, theme_in_use(settings))
        build_toolbar(self, a)
        self.status = WindowStatus(self, a.undo, self.bookmarks)
        self.results = SearchResults(
            self.search, self.navigator, self.status, self.correction_label, bar,
            self.term_list, lang_order=a.lang_order, focus_search=a.focus_search,
        )
        self.view_commands = ViewCommands(
            self, glossary, store, s, a, self.term_list, view
        )
        self.compare = CompareController(
            self, glossary, view, s, self.navigator.open_slug,
            differences=a.differences, next_difference=a.next_difference,
            previous_difference=a.previous_difference, compare_all=a.compare_all,
            lang_order=a.lang_order,
        )
        #: The popup for other programs' selections, the tray, coming to the front.
        self.lookup = WindowLookup(self, glossary, store, self.bookmarks, a, self.settings,
                                   self.navigator.open_slug, self.search_now, self.quit)
        self._quitting = False  # File > Quit, the tray's Quit: not into the tray
        self.kept = KeptLayout(self, s, splitter=self.splitter, concept_view=view,
                               lang_order=a.lang_order, bookmarks_panel=self.bookmarks_panel,
                               search=self.search, navigator=self.navigator)
        self._connect()
        self._set_tab_order()
        self.kept.restore()
        self._on_concept_changed(self.current_concept)

    # -- construction --------------------------------------------------------------

    def _connect(self) -> None:
        self.actions_.quit.triggered.connect(self.quit)
        self.view_commands.order_changed.connect(self._set_tab_order)
        self.preferences.message.connect(self.status.message)
        self.navigator.concept_changed.connect(self._on_concept_changed)
        self.concept_view.suggestion_link.connect(self.search.use_suggestion)
        # The mouse's back and forward buttons: the list and the panes ignore them,
        # so they reach mouseReleaseEvent below. (Not event filters on their
        # viewports: asking a scroll area for its viewport makes PySide resolve
        # every lazy QtWidgets class.)

    def _set_tab_order(self) -> None:
        bar = self.search_bar
        panes = self.concept_view.panes_in_order()
        chain = [bar.box, bar.scope, bar.volume, self.term_list, *panes, self.note_editor.edit,
                 self.status.undo_notice.button]  # "Bookmark removed: [Undo]", while shown
        for first, second in pairwise(chain):
            self.setTabOrder(first, second)

    # -- what automation and the app call ------------------------------------------

    def search_now(self, text: str | None = None) -> None:
        """Run the search at once, skipping the debounce (``text``: type it first)."""
        if text is not None:
            self.search_bar.box.setText(text)
        self.search.search_now()

    def quit(self) -> bool:
        """Close the window, even where closing it would keep the reader in the tray;
        whether it closed (a note that cannot be saved may keep it)."""
        self._quitting = True
        closed = self.close()
        self._quitting = closed
        return closed

    @property
    def current_concept(self) -> Concept | None:
        return self.navigator.concept

    def open_slug(self, slug: str) -> bool:
        """Show the concept ``slug``; ``False`` if it does not exist."""
        return self.navigator.open_slug(slug)

    def toggle_bookmark(self, concept: Concept | None = None) -> None:
        """Star ``concept`` (default: the one shown) if it is not starred on disk, else unstar."""
        concept = concept or self.current_concept
        if concept is not None:
            self.bookmark_views.toggle(concept)

    def show_startup_warning(self) -> None:
        """Tell the user once about a recovered or read-only bookmarks file."""
        self.status.show_startup_warning()

    def show_glossary_name(self, name: str | None) -> None:
        """Name in the title the imported glossary this window reads (``None``: the
        built-in one, which the app's name alone stands for)."""
        self._glossary_name = name
        self._set_title(self.current_concept)

    def _on_concept_changed(self, concept: Concept | None) -> None:
        # Saves the last concept's unsaved note first; another glossary's concept
        # has its note in that glossary's bookmarks.
        ref = self.term_model.foreign(concept.id) if concept is not None else None
        self.note_editor.show_concept(concept, None if ref is None else ref.id)
        self.bookmark_views.show_current()
        self._set_title(concept)
        if self.others is not None:
            self.others.follow(concept)

    def _set_title(self, concept: Concept | None) -> None:
        app = self.tr("Glossary Desktop")
        if self._glossary_name is not None:
            app = self.tr("{0} — Glossary Desktop").format(self._glossary_name)
        self.setWindowTitle(f"{concept.title} — {app}" if concept is not None else app)

    # -- events --------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            after_first_frame(self, self._fill_in)

    def _fill_in(self) -> None:
        """What the first frame does without: the glossary's counts (read from JSON), the
        window icon, comparing the panes (the aligner's import), the lookup popup, the tray.

        Under X11 an icon set before the first show goes out with the window: every
        size drawn, up to 256 px, and sent to the X server as ``_NET_WM_ICON``.
        Window managers pick up a later change of it; offscreen ignores it.
        """
        self.status.show_stats(self.glossary.stats())
        self.setWindowIcon(app_icon())
        self.concept_view.comparison.start()
        self.lookup.start()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """The mouse's back and forward buttons walk the history."""
        buttons = {Qt.MouseButton.BackButton: self.actions_.back,
                   Qt.MouseButton.ForwardButton: self.actions_.forward}
        action = buttons.get(event.button())
        if action is not None:
            action.trigger()
        else:
            super().mouseReleaseEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        why = self.note_editor.unsaved_reason()
        # Never dropped without a word: the user may free the disk and try again.
        if why is not None and self.ask_before_losing_note and not self.ask_to_lose_note(why):
            event.ignore()
            return
        if not self._quitting and self.lookup.keeps_running():
            self.kept.save()
            event.ignore()
            self.hide()  # the popup needs a running reader: it stays in the tray
            self.lookup.kept()
            return
        self.search.stop()
        self.bookmarks.stop()
        self.navigator.flush()
        self.kept.save()
        super().closeEvent(event)
