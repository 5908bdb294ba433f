"""Turns what is typed and filtered into the term list's contents.

Typing restarts a single-shot timer; when it fires (or :meth:`search_now` is
called, e.g. by Enter or a benchmark) the query runs once and the list model is
reset with the result ids, best first. An empty box lists every concept under
the filters, alphabetically. An empty result says so over the list, with "Did
you mean" spellings (:mod:`glossary_desktop.ui.termlist.empty_notice`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from glossary_desktop.domain import Lang, ListFilter, Scope, corrected_query
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.term_list import TermListModel
from glossary_desktop.render.html import no_results_html
from glossary_desktop.ui.search.bar import BOOKMARKED, SearchBar
from glossary_desktop.ui.termlist import EmptyNotice

#: Quiet time after a keystroke before searching: fast typists type ~8 keys a second.
DEBOUNCE_MS = 150
#: Results listed for one query; more is noise for a person reading.
RESULT_LIMIT = 200


class SearchController(QObject):
    """Debounces the search box and fills the term list model."""

    #: A search ran: the text and how many rows the list now has.
    searched = Signal(str, int)

    def __init__(
        self,
        glossary: Glossary,
        search_bar: SearchBar,
        term_model: TermListModel,
        notice: EmptyNotice,
        bookmarked: Callable[[], frozenset[str]],
        parent: QObject,
    ) -> None:
        """Fills ``term_model`` from ``glossary`` as ``search_bar`` asks; ``notice`` (over
        the list) says why nothing was found; ``bookmarked``: the starred slugs now."""
        super().__init__(parent)
        self._glossary = glossary
        self._bar = search_bar
        self._model = term_model
        self._notice = notice
        self._bookmarked = bookmarked
        #: Why the last search listed nothing (markup for the notice and the panes).
        self.empty_reason = ""
        #: The language the full list is in alphabetical order of (a list header's
        #: click); search results are ranked whatever it is.
        self.order = Lang.ES
        #: The spelling the last search's results stand for when the typed one found
        #: nothing ("paralelismo" for "paralelsmo"), else "".
        self.corrected = ""
        #: Whether the last search listed another query, filter or order than the
        #: one before (not the same list refreshed, as a bookmark change does).
        self.new_list = True
        self._listed: tuple[object, ...] = ()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.search_now)
        search_bar.box.textChanged.connect(self._timer.start)
        search_bar.filters_changed.connect(self.search_now)
        notice.suggestion_chosen.connect(self.use_suggestion)

    @property
    def pending(self) -> bool:
        """Whether a typed change is waiting for the debounce timer."""
        return self._timer.isActive()

    def stop(self) -> None:
        self._timer.stop()

    def list_filter(self) -> ListFilter:
        """The filters of the search bar as a :class:`ListFilter`."""
        bar = self._bar
        scope = bar.scope_value
        slugs = self._bookmarked() if scope == BOOKMARKED else None
        return ListFilter(
            scope=Scope.ALL if scope == BOOKMARKED else Scope(scope),
            volume_id=bar.volume_id,
            slugs=slugs,
        )

    def search_now(self) -> None:
        """Run the search for the box's text at once (skipping the debounce)."""
        self._timer.stop()
        glossary, model, bar = self._glossary, self._model, self._bar
        text = bar.box.text()
        flt = self.list_filter()
        listed = (text, bar.scope_value, bar.volume_id, self.order)
        self.new_list, self._listed = listed != self._listed, listed
        self.corrected = ""
        if not text.strip():
            everything = flt.is_everything and self.order is Lang.ES
            model.show_ids(None if everything else glossary.list_ids(flt, self.order))
            empty = model.rowCount() == 0
            self.empty_reason = (
                no_results_html(self.tr("No terms match these filters.")) if empty else ""
            )
        else:
            # Not whole: the list paints a screenful of its rows, the panes show one.
            hits = glossary.search(
                text, RESULT_LIMIT, None if flt.is_everything else flt, whole=False
            )
            model.show_hits(hits)
            self.empty_reason = "" if hits else self._no_results(text)
            self.corrected = corrected_query(hits)
        self._notice.show_message(self.empty_reason)
        self.searched.emit(text, model.rowCount())

    def _no_results(self, text: str) -> str:
        shown = text.strip()
        if len(shown) > 60:
            shown = shown[:60] + "…"
        flt = self.list_filter()
        # Under a filter, the words may well be in the glossary: say what hid them.
        message = (
            self.tr("No results for “{0}”.") if flt.is_everything
            else self.tr("No results for “{0}” with these filters.")
        )
        return no_results_html(
            message.format(shown),
            self.tr("Did you mean:"),
            self._glossary.suggest(text, flt=flt),
        )

    def use_suggestion(self, word: str) -> None:
        """Search for a "Did you mean" spelling."""
        self._bar.box.setText(word)
        self.search_now()
