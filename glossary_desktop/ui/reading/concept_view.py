"""The Spanish and Portuguese panes side by side, scrolling and zooming together."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QSize, Qt, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QLabel, QSplitter, QVBoxLayout, QWidget

from glossary_desktop.domain import LANGS, Concept, Hit, Lang, Link
from glossary_desktop.render.html import DARK_COLORS, LIGHT_COLORS, is_show_all
from glossary_desktop.ui.look import is_dark
from glossary_desktop.ui.reading.compare_panes import ComparePanes
from glossary_desktop.ui.reading.concept_text import Highlights, PaneText, copy_text, highlights
from glossary_desktop.ui.reading.entry_pane import COPY_BOTH, EntryPane
from glossary_desktop.ui.reading.pane_layout import (
    MIN_LINE_CHARS,
    READABLE_LINE_CHARS,
    ScrollTogether,
    pane_width,
)

#: Zoom steps from the default size; each is 10 %.
MIN_ZOOM, MAX_ZOOM = -4, 12
_STEP = 1.1


class LinkFinder(Protocol):
    """A definition's cross-references (``carried``: also those its other
    language's definition carries over, through the word alignment)."""

    def __call__(self, concept: Concept, lang: Lang, *, carried: bool = ...) -> list[Link]: ...


class ConceptView(QWidget):
    """Both entries of one concept; a missing one is said plainly."""

    #: A cross-reference was followed (the slug).
    concept_link = Signal(str)
    #: A "Did you mean" spelling in a message was chosen (the word).
    suggestion_link = Signal(str)
    #: The zoom step changed (new step).
    zoom_changed = Signal(int)

    def __init__(self, find_links: LinkFinder, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._find_links = find_links
        self._concept: Concept | None = None
        self._zoom = 0
        self._shown_html: dict[Lang, str] = {}  # what each pane was last given
        self._message = ""  # why no concept is shown (markup), while none is
        self._shown_key: tuple[int, Highlights] | None = None
        self._links: dict[Lang, list[Link]] = {}  # of the shown concept
        self._hit: Hit | None = None  # whose spans are shown
        self._whole: set[Lang] = set()  # languages whose long definition is shown whole
        self._text = PaneText(self)
        self.panes: dict[Lang, EntryPane] = {
            lang: EntryPane(f"{lang.value}Pane", self) for lang in LANGS
        }
        self._headings: dict[Lang, QLabel] = {}
        self._base_point_size = self.panes[Lang.ES].font().pointSizeF()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("paneSplitter")
        self.splitter.setChildrenCollapsible(False)
        self._columns = {lang: self._column(lang) for lang in LANGS}
        for lang in LANGS:
            self.splitter.addWidget(self._columns[lang])
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(0)
        self._layout.addWidget(self.splitter, 1)
        self.comparison = ComparePanes(self.panes, self)
        self.comparison.started.connect(self._compared)
        self._scrolling = ScrollTogether(self.panes)
        self._connect()

    def add_below(self, widget: QWidget) -> None:
        """Put ``widget`` under both definitions (the note), across the full width."""
        self._layout.addWidget(widget)

    def _column(self, lang: Lang) -> QWidget:
        column = QWidget(self.splitter)
        heading = QLabel(self._text.language_name(lang).upper(), column)
        heading.setObjectName(f"{lang.value}Heading")
        self._headings[lang] = heading
        self._style_heading(heading)
        heading.setBuddy(self.panes[lang])
        pane = self.panes[lang]
        pane.setAccessibleName(self._text.entry_name(lang))
        pane.setAccessibleDescription(
            self.tr("The term and its definition; links open related concepts")
        )
        layout = QVBoxLayout(column)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(heading)
        layout.addWidget(self.panes[lang], 1)
        return column

    def _style_heading(self, heading: QLabel) -> None:
        muted = (DARK_COLORS if is_dark(self.palette()) else LIGHT_COLORS)["muted"]
        heading.setStyleSheet(
            f"color: {muted}; font-weight: 600; letter-spacing: 1px; padding: 8px 18px 0 18px;"
        )

    def _connect(self) -> None:
        for lang, pane in self.panes.items():
            pane.concept_link.connect(self.concept_link)
            pane.suggestion_link.connect(self.suggestion_link)
            pane.zoom_requested.connect(lambda d: self.set_zoom(self._zoom + d))
            pane.copy_requested.connect(lambda what, lg=lang: self.copy(what, lg))
            pane.anchorClicked.connect(lambda url, lg=lang: self._on_anchor(url, lg))
        self.splitter.splitterMoved.connect(lambda _pos, _i: self.comparison.schedule_line_up())

    # -- content -------------------------------------------------------------------

    @property
    def concept(self) -> Concept | None:
        return self._concept

    def show_concept(self, concept: Concept | None, hit: Hit | None = None) -> None:
        """Render ``concept`` (``None``: empty panes), highlighting ``hit``'s spans.

        Every search re-shows the current concept (its highlights follow the
        query); if neither it nor its highlights changed, nothing is rebuilt,
        and a pane whose HTML did not change is left alone: a keystroke pays no
        HTML or re-layout for a concept outside the results.
        """
        self._message = ""
        key = None if concept is None else (concept.id, highlights(hit))
        if key == self._shown_key:
            return
        self._shown_key = key
        if concept is None or self._concept is None or concept.id != self._concept.id:
            self._links.clear()
            self._whole.clear()
        self._concept = concept
        self._hit = hit
        for lang, pane in self.panes.items():
            html = self._html(concept, lang, hit) if concept is not None else ""
            if html != self._shown_html.get(lang):
                pane.setHtml(html)
                self._shown_html[lang] = html
        self.comparison.rendered(concept, not self.stacked)

    def show_message(self, html: str) -> None:
        """No concept, and why: ``html`` (escaped markup, e.g. "No results for ...")
        in the first pane, the other one empty."""
        self.show_concept(None)
        self._message = html
        first = self.panes_in_order()[0]
        for lang, pane in self.panes.items():
            text = f'<p class="missing">{html}</p>' if html and pane is first else ""
            if text != self._shown_html.get(lang):
                pane.setHtml(text)
                self._shown_html[lang] = text

    def _on_anchor(self, url: QUrl, lang: Lang) -> None:
        if self._concept is None or not is_show_all(url.toString()):
            return
        self._whole.add(lang)
        html = self._html(self._concept, lang, self._hit)
        self.panes[lang].setHtml(html)
        self._shown_html[lang] = html
        self.comparison.rendered(self._concept, not self.stacked)

    def _links_of(self, concept: Concept, lang: Lang) -> list[Link]:
        """Cross-references of the shown concept (one lookup per concept and language).

        Those carried over from the other language come with the comparison (the
        word alignment), which starts right after the first frame.
        """
        links = self._links.get(lang)
        if links is None:
            links = self._links[lang] = self._find_links(
                concept, lang, carried=self.comparison.ready
            )
        return links

    def _compared(self) -> None:
        # Shown again, compared: sentence rows, and the links carried over.
        self._links.clear()
        self._rerender()

    def _html(self, concept: Concept, lang: Lang, hit: Hit | None) -> str:
        return self._text.html(
            concept, lang, hit,
            links=self._links_of(concept, lang) if lang in concept.entries else (),
            whole=lang in self._whole,
            sentences=self.comparison.sentences(concept, lang, not self.stacked),
        )

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme chosen, or the desktop's
            self.restyle()

    def restyle(self) -> None:
        """The palette changed: the panes' colours follow it (their HTML is re-rendered)."""
        dark = is_dark(self.palette())  # the panes may not have the new palette yet
        for pane in self.panes.values():
            pane.restyle(dark)
        for heading in self._headings.values():
            self._style_heading(heading)
        self._rerender()

    def _rerender(self) -> None:
        concept, self._shown_key = self._concept, None
        self._shown_html.clear()
        if concept is None:  # a message in the new colours ("No results ...")
            self.show_message(self._message)
        else:
            self.show_concept(concept, self._hit)

    # -- layout --------------------------------------------------------------------

    @property
    def portuguese_first(self) -> bool:
        return self.splitter.indexOf(self._columns[Lang.PT]) == 0

    def panes_in_order(self) -> list[EntryPane]:
        """The panes as the reader sees them (first one first)."""
        order = {lang: self.splitter.indexOf(column) for lang, column in self._columns.items()}
        return [self.panes[lang] for lang in sorted(self.panes, key=order.__getitem__)]

    def set_portuguese_first(self, on: bool) -> None:
        """The Portuguese pane first (left, or on top when stacked), or second."""
        if on != self.portuguese_first:
            sizes = self.splitter.sizes()
            self.splitter.insertWidget(0, self._columns[Lang.PT if on else Lang.ES])
            self.splitter.setSizes(sizes[::-1])
            if self._concept is None:  # what is said stays in the first pane
                self.show_message(self._message)

    @property
    def stacked(self) -> bool:
        """Whether the panes are one above the other (a narrow window)."""
        return self.splitter.orientation() == Qt.Orientation.Vertical

    def side_by_side_width(self) -> int:
        """The narrowest width at which both panes still fit :data:`MIN_LINE_CHARS`."""
        return 2 * pane_width(self.panes[LANGS[0]], MIN_LINE_CHARS) + self.splitter.handleWidth()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        readable = pane_width(self.panes[LANGS[0]], READABLE_LINE_CHARS)
        return QSize(max(hint.width(), readable), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_orientation()
        self.comparison.schedule_line_up()

    def _fit_orientation(self) -> None:
        stack = self.width() < self.side_by_side_width()
        if stack != self.stacked:
            self.splitter.setOrientation(
                Qt.Orientation.Vertical if stack else Qt.Orientation.Horizontal
            )
            half = (self.height() if stack else self.width()) // 2
            self.splitter.setSizes([half, half])
            if self._concept is not None:  # sentences in rows side by side only
                self._rerender()

    # -- zoom ----------------------------------------------------------------------

    @property
    def zoom(self) -> int:
        return self._zoom

    def set_zoom(self, step: int) -> None:
        step = max(MIN_ZOOM, min(MAX_ZOOM, step))
        if step == self._zoom:
            return
        self._zoom = step
        for pane in self.panes.values():
            font = pane.font()
            font.setPointSizeF(self._base_point_size * _STEP**step)
            pane.setFont(font)
        self._fit_orientation()  # larger letters need more width side by side
        self.comparison.schedule_line_up()
        self.zoom_changed.emit(step)

    # -- copying -------------------------------------------------------------------

    def copy_text(self, what: str, lang: Lang = Lang.ES) -> str:
        """Plain text of the term, the definition (in ``lang``) or both languages."""
        return copy_text(self._concept, what, lang)

    def copy(self, what: str = COPY_BOTH, lang: Lang = Lang.ES) -> None:
        text = self.copy_text(what, lang)
        clipboard = QGuiApplication.clipboard()
        if text and clipboard is not None:
            clipboard.setText(text)
