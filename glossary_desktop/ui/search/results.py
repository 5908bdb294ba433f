"""How the rest of the window follows a search, and the ways from the box into the list.

:class:`~glossary_desktop.ui.search.controller.SearchController` fills the term
list; this object owns what the window does with each search it runs: the
count in the status bar, the "Showing results for" line over the list, the
headers' order mark, and the panes following the best result (or saying why
there is none). It also owns the keys that move between the search box and the
list: Down and Enter in the box, a letter typed in the list, Edit > Search; and
the full list's order (a header's click, View > Portuguese first).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QWidget

from glossary_desktop.domain import Lang
from glossary_desktop.render.html import escape
from glossary_desktop.ui.reading import Navigator
from glossary_desktop.ui.search.bar import SearchBar
from glossary_desktop.ui.search.controller import SearchController
from glossary_desktop.ui.termlist import TermListView


class StatusLine(Protocol):
    """Where the window says a search's count and passing messages (its status bar)."""

    def show_count(self, searching: bool, count: int) -> None: ...
    def message(self, text: str) -> None: ...


class CorrectionLabel(QLabel):
    """"Showing results for ...", over the list: a corrected typo is said, not
    silently used (hidden while the typed spelling found something)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("correctionLabel")
        self.setContentsMargins(10, 4, 10, 4)
        # The list's column can be narrower than the sentence.
        self.setWordWrap(True)
        self.hide()

    def show_correction(self, typed: str, corrected: str) -> None:
        """``corrected`` is what the results of ``typed`` stand for ("": nothing to say)."""
        if corrected:
            self.setText(
                self.tr("No results for “{0}”. Showing results for <b>{1}</b>.").format(
                    escape(typed.strip()), escape(corrected)
                )
            )
        self.setVisible(bool(corrected))


class SearchResults(QObject):
    """Shows each search's outcome across the window."""

    def __init__(
        self,
        search: SearchController,
        navigator: Navigator,
        status: StatusLine,
        correction: CorrectionLabel,
        search_bar: SearchBar,
        term_list: TermListView,
        *,
        lang_order: QAction,
        focus_search: QAction,
    ) -> None:
        """``lang_order`` is View > Portuguese first, ``focus_search`` Edit > Search."""
        super().__init__(search)
        self._bar = search_bar
        self._list = term_list
        self._search = search
        self._navigator = navigator
        self._status = status
        self._correction = correction
        search.searched.connect(self._on_searched)
        search_bar.box.down_pressed.connect(self.enter_list)
        search_bar.box.enter_pressed.connect(self.open_first_result)
        term_list.typed.connect(self._type_into_search)
        term_list.order_requested.connect(self.list_in_order_of)
        # View > Portuguese first (chosen, not restored: the saved order holds then).
        lang_order.triggered.connect(
            lambda on: self.list_in_order_of(Lang.PT if on else Lang.ES)
        )
        focus_search.triggered.connect(self.focus_search)

    # -- between the box and the list ----------------------------------------------

    def focus_search(self) -> None:
        box = self._bar.box
        box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        box.selectAll()

    def _type_into_search(self, text: str) -> None:
        """A letter typed in the list starts a new search with it."""
        box = self._bar.box
        box.setFocus(Qt.FocusReason.OtherFocusReason)
        box.selectAll()
        box.insert(text)

    def enter_list(self) -> None:
        """Down in the search box: into the list, at the shown result or the first."""
        if self._search.pending:
            self._search.search_now()
        self._navigator.enter_list()

    def open_first_result(self) -> None:
        """Enter in the search box: open the first row and move into the list."""
        if self._search.pending:
            self._search.search_now()
        self._navigator.open_first_result()

    def list_in_order_of(self, lang: Lang) -> None:
        """A list header's click, or View > Portuguese first: the full list in that
        language's alphabetical order. Search results stay in order of relevance,
        and the status bar says so."""
        self._search.order = lang
        if self._bar.box.text().strip():
            self._status.message(self.tr(
                "Search results are in order of relevance; clear the search to list "
                "the terms alphabetically by that language."
            ))
        else:
            self._search.search_now()

    # -- a search ran ----------------------------------------------------------------

    def _on_searched(self, text: str, count: int) -> None:
        searching = bool(text.strip())
        self._status.show_count(searching, count)
        self._list.show_order(None if searching else self._search.order)
        self._correction.show_correction(text, self._search.corrected)
        # The panes follow the search (its best result, or why there is none),
        # once the list shows it.
        self._navigator.follow_search(
            searching, self._search.empty_reason, new_list=self._search.new_list
        )
