"""Under the concept shown: the glossary of the library it comes from, when not the
window's, and the same term in the library's other glossaries ("Also in").

Each line is one glossary's concept with that Spanish or Portuguese term (folded,
a heading or a synonym): its terms, a link that shows it in the panes (its
definitions one click away), and, where the translation differs from the concept
shown while the other language's term is shared, both translations side by side
("iate: Fragmentação; this glossary: Sharding"). Asked of the library only when
it holds other glossaries: a window over one glossary shows nothing and asks
nothing.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from glossary_desktop.domain import AlsoIn, Concept, GlossaryRef, Lang
from glossary_desktop.glossary.shelf import Shelf
from glossary_desktop.models.sourced import shown

#: A link of this widget: "also:N", the N-th concept listed.
_SCHEME = "also:"


class AlsoInView(QLabel):
    """The "Also in" lines (objectName ``alsoIn``), hidden when there are none."""

    #: The user chose a listed concept: its glossary and the concept (its own id).
    chosen = Signal(object, object)

    def __init__(self, shelf: Shelf, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("alsoIn")
        self._shelf = shelf
        self.found: list[AlsoIn] = []
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.setContentsMargins(12, 4, 12, 4)
        self.linkActivated.connect(self._on_link)
        self.setVisible(False)

    def show_for(self, concept: Concept | None, ref: GlossaryRef, foreign: bool) -> None:
        """List the other glossaries' concepts sharing a term with ``concept``, of
        glossary ``ref`` (``foreign``: not the window's, which is said first)."""
        self.found = self._shelf.also_in(ref, concept) if concept is not None else []
        lines = []
        if foreign and concept is not None:
            lines.append(escape(self.tr("From the glossary “{0}” of your library; "
                                        "its bookmarks are kept there.").format(shown(ref)[1])))
        if self.found:
            lines.append(f"<b>{escape(self.tr('Also in:'))}</b>")
            lines.extend(self._line(n, also, concept) for n, also in enumerate(self.found)
                         if concept is not None)
        self.setText("<br>".join(lines))
        self.setVisible(bool(lines))

    def _line(self, number: int, also: AlsoIn, concept: Concept) -> str:
        label, name = shown(also.glossary)
        terms = " | ".join(escape(e.term) if e is not None else "—"
                           for e in (also.concept.es, also.concept.pt))
        line = (f'<a href="{_SCHEME}{number}" title="{escape(name)}">{escape(label)}</a>: '
                f"{terms}")
        for lang in also.differs:
            theirs, ours = also.concept.entries[lang], concept.entries.get(lang)
            said = self.tr("different translation ({0}): {1}: {2}; this glossary: {3}").format(
                self._language(lang), label, theirs.term, ours.term if ours else "—")
            line += f" — <b>≠ {escape(said)}</b>"
        return line

    def _language(self, lang: Lang) -> str:
        return self.tr("Spanish") if lang is Lang.ES else self.tr("Portuguese")

    def _on_link(self, link: str) -> None:
        if link.startswith(_SCHEME):
            also = self.found[int(link.removeprefix(_SCHEME))]
            self.chosen.emit(also.glossary, also.concept)
