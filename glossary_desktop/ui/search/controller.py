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

from glossary_desktop.domain import (
    GlossaryRef,
    Lang,
    ListFilter,
    Scope,
    SourcedHit,
    corrected_query,
)
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.shelf import Member, Shelf
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
        shelf: Shelf | None = None,
        bookmarked_in: Callable[[str], frozenset[str]] | None = None,
    ) -> None:
        """Fills ``term_model`` from ``glossary`` as ``search_bar`` asks; ``notice`` (over
        the list) says why nothing was found; ``bookmarked``: the starred slugs now.
        ``shelf``: the library, when it holds other glossaries than ``glossary``
        (the model lists their rows: ``set_sources``); ``bookmarked_in``: the starred
        slugs of another of its glossaries (its id), each keeping its own."""
        super().__init__(parent)
        self._glossary = glossary
        self._shelf = shelf
        self._bar = search_bar
        self._model = term_model
        self._notice = notice
        self._bookmarked = bookmarked
        self._bookmarked_in = bookmarked_in
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
        listed = (text, bar.scope_value, bar.volume_id, self.order,
                  None if self._shelf is None else bar.glossary_id)
        self.new_list, self._listed = listed != self._listed, listed
        self.corrected = ""
        other = self._other_glossary()
        if other is not None or (self._shelf is not None and bar.glossary_id is None
                                 and text.strip()):
            self._search_library(text, flt, other)
        elif not text.strip():
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

    def _other_glossary(self) -> Member | None:
        """The library's glossary the filter chose, when not the window's own."""
        if self._shelf is None:
            return None
        chosen = self._bar.glossary_id
        if chosen is None:
            return None
        return next((m for m in self._shelf.members
                     if m.ref.id == chosen and m.ref != self._home), None)

    def _search_library(self, text: str, flt: ListFilter, only: Member | None) -> None:
        """Fill the list from the library (``only``: one other glossary of it)."""
        assert self._shelf is not None
        model, shelf = self._model, self._shelf
        found: list[SourcedHit] = []
        if only is None:
            # Not whole, as the window's own glossary: the list paints a screenful.
            found = shelf.search(text, RESULT_LIMIT, self._filter_for(flt), whole=False)
        elif (other := shelf.glossary(only)) is not None and text.strip():
            found = [SourcedHit(only.ref, h)
                     for h in other.search(text, RESULT_LIMIT, self._other(flt, only),
                                           whole=False)]
        elif other is not None:  # its whole list, as the window's own is listed
            model.show_foreign_ids(
                only.ref, other.list_ids(self._other(flt, only) or ListFilter(), self.order))
        if only is None or text.strip() or other is None:
            model.show_sourced(found)
        hits = [s.hit for s in found]
        self.corrected = corrected_query(hits)
        if model.rowCount():
            self.empty_reason = ""
        elif text.strip():
            self.empty_reason = self._no_results(text)
        else:
            self.empty_reason = no_results_html(self.tr("No terms match these filters."))

    def _filter_for(self, flt: ListFilter) -> Callable[[Member], ListFilter | None]:
        home = self._home

        def filter_for(member: Member) -> ListFilter | None:
            if member.ref == home:
                return None if flt.is_everything else flt
            return self._other(flt, member)
        return filter_for

    def _other(self, flt: ListFilter, member: Member) -> ListFilter | None:
        """``flt`` for another glossary of the library: "bookmarked only" lists its
        own bookmarks."""
        if flt.slugs is not None and flt.volume_id is None and self._bookmarked_in is not None:
            return ListFilter(scope=flt.scope, slugs=self._bookmarked_in(member.ref.id))
        return _foreign(flt)

    @property
    def _home(self) -> GlossaryRef | None:
        sources = self._model.sources
        return None if sources is None else sources.home

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
        if self._shelf is not None and self._bar.glossary_id is None:
            said = self._shelf.suggest(text, filter_for=self._filter_for(flt))
        else:
            said = self._glossary.suggest(text, flt=flt)
        return no_results_html(message.format(shown), self.tr("Did you mean:"), said)

    def use_suggestion(self, word: str) -> None:
        """Search for a "Did you mean" spelling."""
        self._bar.box.setText(word)
        self.search_now()


def _foreign(flt: ListFilter) -> ListFilter | None:
    """``flt`` for another glossary of the library: the languages it covers; the
    volumes and the bookmarks offered are the window's glossary's own, so under
    either nothing of another glossary is listed."""
    if flt.volume_id is not None or flt.slugs is not None:
        return ListFilter(slugs=frozenset())
    return None if flt.scope is Scope.ALL else ListFilter(scope=flt.scope)
