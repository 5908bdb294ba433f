"""Which concept the panes show: the list's selection, links, back and forward.

The navigator keeps the reading panes, the term list's current row and the
history in step. Two kinds of showing differ only in what they remember:

- the user's own choice (a click or arrow in the list, a link, a bookmark, Enter)
  goes into the back/forward history at once;
- the best result that a search brings up goes into it only if the user stays
  on it (the visit timer), so typing a word does not fill the history with every
  intermediate result.

Either way the store records a visit once the concept stayed on screen for
:data:`VISIT_DELAY_MS`: arrowing through the list must not commit a transaction
per row.
"""

from __future__ import annotations

from contextlib import suppress
from typing import Protocol

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction

from glossary_desktop.domain import Concept
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.history import History
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.store.user_db import NotSaved, UserStore
from glossary_desktop.ui.reading.concept_view import ConceptView

VISIT_DELAY_MS = 800


class RowList(Protocol):
    """What the navigator asks of the term list (its room is beside this one, not
    below it: the window hands its ``TermListView`` in)."""

    def selectionModel(self) -> QItemSelectionModel: ...
    def currentIndex(self) -> QModelIndex: ...
    def scrollTo(self, index: QModelIndex) -> None: ...
    def scrollToTop(self) -> None: ...
    def setFocus(self, reason: Qt.FocusReason) -> None: ...
    def show_now(self) -> None: ...


class Navigator(QObject):
    """Shows concepts in the panes and keeps the list and the history in step."""

    #: The panes now show this concept (``None``: nothing).
    concept_changed = Signal(object)

    def __init__(
        self,
        glossary: Glossary,
        store: UserStore,
        term_model: TermListModel,
        term_list: RowList,
        concept_view: ConceptView,
        *,
        back: QAction,
        forward: QAction,
        parent: QObject,
    ) -> None:
        """``back`` and ``forward`` are the window's history actions (enabled here as
        the history allows); visits are recorded in ``store``."""
        super().__init__(parent)
        self._glossary = glossary
        self._store = store
        self._model = term_model
        self._list = term_list
        self._view = concept_view
        self._back = back
        self._forward = forward
        self.history = History()
        self._selecting = False  # selecting a row in code: not the user's choice
        self._tentative = False  # shown by a search, not yet in the history
        self._visit_timer = QTimer(self)
        self._visit_timer.setSingleShot(True)
        self._visit_timer.setInterval(VISIT_DELAY_MS)
        self._visit_timer.timeout.connect(self._stayed)
        back.triggered.connect(self.go_back)
        forward.triggered.connect(self.go_forward)
        term_list.selectionModel().currentRowChanged.connect(self._on_current_row)
        term_model.modelReset.connect(self._on_model_reset)
        concept_view.concept_link.connect(self.open_slug)
        self._update_actions()

    @property
    def concept(self) -> Concept | None:
        return self._view.concept

    @property
    def foreign(self) -> bool:
        """Whether the concept shown is another glossary's of the library: it is
        read, not bookmarked nor remembered here."""
        shown = self._view.concept
        return shown is not None and self._model.foreign(shown.id) is not None

    # -- showing ---------------------------------------------------------------------

    def open_slug(self, slug: str) -> bool:
        """Show the concept ``slug`` (a link, a bookmark); ``False`` if it does not exist."""
        concept = self._glossary.get(slug)
        if concept is None:
            return False
        self.show_concept(concept)
        return True

    def show_concept(self, concept: Concept, *, record: bool = True) -> None:
        """Show ``concept``, select it in the list if there; ``record``: in the history now
        (``False`` for a concept the history itself moved to)."""
        if record:
            self.keep_tentative()  # the user moves on from it: it was read
            if self._model.foreign(concept.id) is None:  # the history's slugs are ours
                self.history.visit(concept.slug)
        self._show(concept, tentative=False)

    def start(self, last: str) -> None:
        """The window opens on the list: show ``last`` (the slug read when it was
        closed) if it still exists, else the first row."""
        if not (last and self.open_slug(last)):
            first = self._model.concept_at(0)
            if first is not None:
                self.show_concept(first)

    def keep_tentative(self) -> None:
        """The user chose the concept a search brought up: into the history with it."""
        if self._tentative and self.concept is not None and not self.foreign:
            self.history.visit(self.concept.slug)
            self._update_actions()
        self._tentative = False

    def _show(self, concept: Concept, *, tentative: bool) -> None:
        self._tentative = tentative
        self._view.show_concept(concept, self._model.hit(concept.id))
        self._select_current()
        self._visit_timer.start()
        self._changed()

    def show_nothing(self, why: str = "") -> None:
        """No concept, and ``why`` (escaped markup) in the panes: a search found
        nothing, and an unrelated concept must not stay on screen."""
        self._visit_timer.stop()
        self._tentative = False
        self._view.show_message(why)
        self._select_current()
        self._changed()

    def follow_search(self, searching: bool, why: str = "", *, new_list: bool = True) -> None:
        """A search or filter settled: the list first, then the panes, in this same call.

        ``searching``: the box has text, so the best result is shown (recorded
        if the user stays on it); else the concept read before the search
        comes back. No rows: nothing, and ``why`` in the panes. A ``new_list``
        (another query or filter) without that concept is shown from its top.

        The row to follow is selected quietly and the list painted at once
        (:meth:`TermListView.show_now`), before the panes lay out their new
        text: the list is what a typist watches. The panes are updated before
        this returns, so they are never a turn of the event loop behind it.
        """
        target: Concept | None = None
        tentative = searching
        if self._model.rowCount():
            if not searching:
                target = self.concept if self.concept is not None else self._history_concept()
            if target is None:
                target, tentative = self._model.concept_at(0), True
        self._select(target)
        if new_list and not self._list.currentIndex().isValid():
            # Else the old list's scroll position would show some screen of the new one.
            self._list.scrollToTop()
        self._list.show_now()
        if target is None:
            self.show_nothing(why)
        elif self.concept is None or target.id != self.concept.id:
            self._show(target, tentative=tentative)
        else:  # the same concept: only its highlights follow the query
            self._view.show_concept(target, self._model.hit(target.id))

    def _history_concept(self) -> Concept | None:
        current = self.history.current
        return self._glossary.get(current) if current else None

    def go_back(self) -> None:
        if (self._tentative or self.foreign) and self.history.current is not None:
            # Back from a search's result, or from another glossary's concept (not
            # in the history): to what was read before it.
            self._show_from_history(self.history.current)
        else:
            self._show_from_history(self.history.back())

    def go_forward(self) -> None:
        self._show_from_history(self.history.forward())

    def _show_from_history(self, slug: str | None) -> None:
        """Show the concept history moved to (not recorded again: it is history)."""
        concept = self._glossary.get(slug) if slug else None
        if concept is not None:
            self.show_concept(concept, record=False)
        else:
            self._update_actions()

    def flush(self) -> None:
        """Record a visit still waiting for its timer (the window is closing)."""
        if self._visit_timer.isActive():
            self._visit_timer.stop()
            self._stayed()

    def _stayed(self) -> None:
        concept = self.concept
        if concept is None or self.foreign:
            return
        self.keep_tentative()
        with suppress(NotSaved):  # history is a convenience: not worth a message
            self._store.record_visit(concept.slug)

    def _changed(self) -> None:
        self._update_actions()
        self.concept_changed.emit(self.concept)

    def _update_actions(self) -> None:
        before_search = (self._tentative or self.foreign) and self.history.current is not None
        self._back.setEnabled(self.history.can_go_back or before_search)
        self._forward.setEnabled(self.history.can_go_forward)

    # -- the list's selection --------------------------------------------------------

    def enter_list(self) -> None:
        """Down in the search box: into the list, at the shown concept or the first row."""
        if self._model.rowCount() == 0:
            return
        if not self._list.currentIndex().isValid():
            self.select_row(0, user=True)
        self.keep_tentative()
        self._list.setFocus(Qt.FocusReason.OtherFocusReason)

    def open_first_result(self) -> None:
        """Enter in the search box: open the first row (a choice) and move into the list."""
        if self._model.rowCount():
            self.select_row(0, user=True)
            self.keep_tentative()
            self._list.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_current_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._selecting or not current.isValid():
            return
        concept = self._model.concept_at(current.row())
        if concept is not None:
            self.show_concept(concept)

    def select_row(self, row: int, *, user: bool) -> None:
        """Make ``row`` current; ``user``: as if clicked (shows it and records it)."""
        index = self._model.index(row, 1)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        self._selecting = not user
        try:
            self._list.selectionModel().setCurrentIndex(index, flags)
        finally:
            self._selecting = False
        self._list.scrollTo(index)

    def _select_current(self) -> None:
        """Select the shown concept's row (after a new search: kept by id), or nothing."""
        self._select(self.concept)

    def _select(self, concept: Concept | None) -> None:
        """Select ``concept``'s row quietly (not the user's choice), or nothing."""
        row = self._model.row_of(concept.id) if concept is not None else None
        if row is None:
            self._selecting = True
            try:
                self._list.selectionModel().clear()
            finally:
                self._selecting = False
            return
        if self._list.currentIndex().row() != row:
            self.select_row(row, user=False)

    def _on_model_reset(self) -> None:
        """A new search or filter: keep the shown concept selected (its highlights
        follow in :meth:`follow_search`, once the list is painted)."""
        self._select_current()
