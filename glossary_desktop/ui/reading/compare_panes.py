"""The two panes compared: a word's counterpart lit on hover, differences marked,
sentences in rows.

Everything here is drawn with ``QTextEdit.ExtraSelection`` (:mod:`.pane_marks`)
and block margins (:mod:`.sentence_rows`) on what the panes already show:
pointing at a word or turning "Show differences" on re-renders nothing. The
alignment (:mod:`glossary_desktop.compare`) is computed when a concept is shown,
once per concept. Nothing is compared, so none of this is imported, before the
window's first frame.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from glossary_desktop.domain import LANGS, Concept, Field, Lang, Span
from glossary_desktop.render.html import blocks_after_term
from glossary_desktop.ui.reading.entry_pane import EntryPane

if TYPE_CHECKING:
    # The aligner, the pane maps and the marks are imported when the first
    # concept is compared (see start): the first frame of the window does without.
    from glossary_desktop.compare import ConceptComparison, Difference, OverviewRow, Pair
    from glossary_desktop.compare.alignment import Alignment
    from glossary_desktop.ui.reading.pane_map import PaneMap

#: Concepts whose alignment is kept (going back and forth costs nothing).
CACHED = 64
#: Word pairs a concept's alignment may weigh while the window shows it
#: (:func:`glossary_desktop.compare.work`: Spanish words times Portuguese words,
#: terms and definitions): the aligner's time grows with them, and a concept is
#: shown as the reader types; a heavier one (two definitions of some 1,500
#: characters, or a huge term) is shown without counterparts or rows rather
#: than hold up the next keystroke. ``compare`` on the command line allows more
#: (:data:`glossary_desktop.compare.MAX_WORK`).
MOST_COMPARED = 50_000


class ComparePanes(QObject):
    """Counterparts, differences and sentence rows for a :class:`ConceptView`'s panes.

    Nothing is compared before :meth:`start` (after the window's first frame).
    """

    #: Comparing has started: what is shown should be shown again, compared.
    started = Signal()
    #: A concept is shown: the number of its differences, or -1 (not compared).
    counted = Signal(int)

    def __init__(self, panes: dict[Lang, EntryPane], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panes = panes
        self._started = False
        self._cache: OrderedDict[int, ConceptComparison | None] = OrderedDict()
        self._comparison: ConceptComparison | None = None
        self._maps: dict[Lang, PaneMap] = {}
        self._pair: tuple[Field, Pair] | None = None
        self._differences = False
        self._known: dict[str, tuple[Difference, ...]] = {}  # slug -> Compare all's
        self._at = -1  # the difference F8 selected
        self._in_rows = False
        self._margins: dict[Lang, dict[int, float]] = {}  # block number -> its own margin
        self._padding = False
        # A timer of this object's own, not QTimer.singleShot(0, method): it dies with
        # the panes, so a window disposed before the event loop turns (switching
        # glossaries) is never laid out after its documents are gone.
        self._line_up_timer = QTimer(self)
        self._line_up_timer.setSingleShot(True)
        self._line_up_timer.setInterval(0)
        self._line_up_timer.timeout.connect(self._line_up)
        for lang, pane in panes.items():
            pane.document().setUndoRedoEnabled(False)  # margins set here are not edits
            pane.pointed.connect(lambda pos, lg=lang: self.point(lg, pos))
            pane.cursorPositionChanged.connect(
                lambda lg=lang: self.point(lg, self.panes[lg].textCursor().position())
            )
            pane.document().contentsChanged.connect(lambda lg=lang: self._forget(lg))

    # -- the shown concept ---------------------------------------------------------

    @property
    def ready(self) -> bool:
        return self._started

    def start(self) -> None:
        """Compare the concepts shown from now on, and the one shown now."""
        if not self._started:
            self._started = True
            self.started.emit()

    def comparison(self, concept: Concept | None) -> ConceptComparison | None:
        """``concept`` aligned (cached), or ``None``: one side missing, or more
        to align than :data:`MOST_COMPARED`."""
        if concept is None or not self._started:
            return None
        if concept.id in self._cache:
            self._cache.move_to_end(concept.id)
            return self._cache[concept.id]
        # lazy: 72 modules, 43 ms of the window's start-up
        from glossary_desktop.compare import compare_concept  # late: see start

        found = compare_concept(concept, budget=MOST_COMPARED)
        self._cache[concept.id] = found
        if len(self._cache) > CACHED:
            self._cache.popitem(last=False)
        return found

    def sentences(self, concept: Concept, lang: Lang, in_rows: bool) -> list[Span]:
        """The sentences of ``concept``'s definition in ``lang`` to show a block each:
        none unless it has two sides shown ``in_rows`` (side by side)."""
        entry = concept.entries.get(lang)
        if not in_rows or entry is None or self.comparison(concept) is None:
            return []
        # lazy: 72 modules, 43 ms of the window's start-up
        from glossary_desktop.compare.sentences import sentence_spans

        return sentence_spans(entry.definition)

    def rendered(self, concept: Concept | None, in_rows: bool) -> None:
        """The panes now show ``concept`` (with sentence blocks if ``in_rows``)."""
        self._comparison = self.comparison(concept)
        self._in_rows = in_rows
        self._pair = None
        self._maps.clear()
        self._margins.clear()
        if concept is not None and self._comparison is not None:
            # lazy: 1 module, 1.8 ms of the window's start-up
            from glossary_desktop.ui.reading.pane_map import PaneMap  # late: see start

            for lang in LANGS:
                entry = concept.entries[lang]
                spans = self.sentences(concept, lang, in_rows)
                parts = [(s.start, entry.definition[s.start : s.end]) for s in spans] or [
                    (0, entry.definition)
                ]
                self._maps[lang] = PaneMap.read(
                    self.panes[lang].document(), entry.term, parts, blocks_after_term(entry)
                )
        for lang, pane in self.panes.items():
            shown = self._maps.get(lang)
            pane.join_blocks(frozenset(
                b.blockNumber() for b in shown.definition_blocks()[1:]
            ) if shown is not None else frozenset())
        self._at = -1
        self._refresh()
        self.schedule_line_up()
        self.counted.emit(-1 if self._comparison is None else len(self.shown))

    def _forget(self, lang: Lang) -> None:
        """The pane's text changed (a new concept): its map no longer holds."""
        if not self._padding:
            self._maps.pop(lang, None)

    # -- counterparts --------------------------------------------------------------

    def point(self, lang: Lang, position: int) -> None:
        """The mouse or the caret is at ``position`` of ``lang``'s pane (-1: off the text)."""
        found = self._pair_at(lang, position)
        if self._differences and lang in self._maps:
            # lazy: 75 modules, 47 ms of the window's start-up
            from glossary_desktop.ui.reading.difference_steps import explain  # late: see start

            explain(self.panes[lang], lang, self._maps[lang], self.shown, position)
        if found != self._pair:
            self._pair = found
            self._refresh()

    def _pair_at(self, lang: Lang, position: int) -> tuple[Field, Pair] | None:
        pane_map, compared = self._maps.get(lang), self._comparison
        if pane_map is None or compared is None or position < 0:
            return None
        where = pane_map.source_at(position)
        if where is None:
            return None
        field, offset = where
        pair = self._alignment(field).counterpart(lang, offset)
        return None if pair is None else (field, pair)

    def _alignment(self, field: Field) -> Alignment:
        assert self._comparison is not None
        return self._comparison.term if field is Field.TERM else self._comparison.definition

    # -- differences ---------------------------------------------------------------

    @property
    def differences(self) -> bool:
        return self._differences

    def set_differences(self, on: bool) -> None:
        """Mark (or stop marking) the differences, in both panes."""
        self._differences = on
        if not on:
            for pane in self.panes.values():
                pane.setToolTip("")
        self._refresh()

    @property
    def shown(self) -> tuple[Difference, ...]:
        """The shown concept's differences, in order: Compare all's when it has
        them (inconsistent terms need the whole glossary), else the concept's own."""
        compared = self._comparison
        if compared is None:
            return ()
        return self._known.get(compared.slug, compared.differences)

    @property
    def shown_slug(self) -> str | None:
        return None if self._comparison is None else self._comparison.slug

    def know(self, rows: list[OverviewRow]) -> None:
        """Compare all's rows: the differences of their concepts, found in the whole glossary."""
        self._known = {row.slug: row.differences for row in rows}
        self._refresh()
        if self._comparison is not None:
            self.counted.emit(len(self.shown))

    def step(self, forward: bool) -> bool:
        """Select the next (or previous) difference in both panes; ``False`` past the
        last (or before the first)."""
        at = self._at + 1 if forward else (self._at if self._at >= 0 else len(self.shown)) - 1
        if not 0 <= at < len(self.shown):
            return False
        self.select(at)
        return True

    def select(self, index: int) -> None:
        """Select the shown concept's difference ``index`` (-1: the last) and scroll to it."""
        # lazy: 75 modules, 49 ms of the window's start-up
        from glossary_desktop.ui.reading.difference_steps import select  # late: see start

        self._at = index % len(self.shown)
        select(self.panes, self._maps, self.shown[self._at])

    def _refresh(self) -> None:
        compared = self._comparison
        for lang, pane in self.panes.items():
            pane_map = self._maps.get(lang)
            if pane_map is None or compared is None:
                pane.setExtraSelections([])
                continue
            # lazy: 74 modules, 45 ms of the window's start-up
            from glossary_desktop.ui.reading.pane_marks import marks  # late: see start

            shown = self.shown if self._differences else ()
            pane.setExtraSelections(marks(pane, lang, pane_map, shown, self._pair))

    # -- sentences in rows -----------------------------------------------------------

    def schedule_line_up(self) -> None:
        """Line the rows up once the panes have their new size (the next turn of
        the event loop: a resize and a zoom come in bursts)."""
        if not self._line_up_timer.isActive():
            self._line_up_timer.start()

    def _line_up(self) -> None:
        self._padding = True
        try:
            self._restore_margins()
            if self._in_rows and len(self._maps) == len(LANGS):
                self._pad_rows()
        finally:
            self._padding = False

    def _restore_margins(self) -> None:
        if not self._margins:
            return
        # lazy: 1 module, 1.6 ms of the window's start-up
        from glossary_desktop.ui.reading.sentence_rows import set_bottom_margin  # late: see start

        for lang, margins in self._margins.items():
            doc = self.panes[lang].document()
            for number, margin in margins.items():
                set_bottom_margin(doc.findBlockByNumber(number), margin)
        self._margins.clear()

    def _pad_rows(self) -> None:
        # lazy: 1 module, 1.7 ms of the window's start-up
        from glossary_desktop.ui.reading.sentence_rows import line_up  # late: see start

        assert self._comparison is not None
        es, pt = (self._maps[lang].definition_blocks() for lang in LANGS)
        if not es or not pt:
            return
        starts = [(es[0], pt[0])]
        if len(es) > 1 or len(pt) > 1:
            # lazy: 72 modules, 45 ms of the window's start-up
            from glossary_desktop.compare.sentences import sentence_rows

            spans = [self.sentences_shown(lang) for lang in LANGS]
            rows = sentence_rows(spans[0], spans[1], self._comparison.definition)
            starts += [(es[r.es_lo], pt[r.pt_lo]) for r in rows[1:]]
        starts.append((es[-1].next(), pt[-1].next()))  # the source lines under them
        for lang, blocks in zip(LANGS, zip(*starts, strict=True), strict=True):
            self._margins[lang] = {
                b.previous().blockNumber(): b.previous().blockFormat().bottomMargin()
                for b in blocks if b.isValid() and b.previous().isValid()
            }
        line_up([(a, b) for a, b in starts if a.isValid() and b.isValid()])

    def sentences_shown(self, lang: Lang) -> list[Span]:
        """The definition's sentences as the pane shows them, a block each."""
        segments = [s for s in self._maps[lang].segments if s.field is Field.DEFINITION]
        return [Span(s.offsets[0], s.offsets[-1] + 1) for s in segments if s.offsets]

