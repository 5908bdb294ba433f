"""What the concept view's panes say: each entry as HTML, the words around it translated.

The HTML itself is :mod:`glossary_desktop.render.html`'s (no Qt); here are the
words the window adds to the source's text (language names, "no entry"
messages, the labels of synonyms and notes) through ``tr()``, which spans of
a search hit a pane highlights, and the plain text a copy takes.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from glossary_desktop.domain import LANGS, Concept, Field, Hit, Lang, Link, NoteKind, Span
from glossary_desktop.render.html import Labels, entry_html, missing_html
from glossary_desktop.ui.reading.entry_pane import COPY_DEFINITION, COPY_TERM

Highlights = tuple[tuple[Span, ...], ...]


def highlights(hit: Hit | None) -> Highlights:
    """Every span ``hit`` highlights in the panes (``()`` for none at all)."""
    if hit is None:
        return ()
    spans = tuple(hit.spans(lang, fld) for lang in LANGS for fld in Field)
    synonyms = tuple(s for lang in LANGS for s in hit.synonym_spans(lang))
    return spans + synonyms if any(spans) or any(synonyms) else ()


def copy_text(concept: Concept | None, what: str, lang: Lang) -> str:
    """Plain text of the term, the definition (in ``lang``) or both languages."""
    if concept is None:
        return ""
    entry = concept.entries.get(lang)
    if what == COPY_TERM:
        return entry.term if entry else ""
    if what == COPY_DEFINITION:
        return entry.definition if entry else ""
    return "\n\n".join(
        f"{e.term}\n{e.definition}" for lg in LANGS if (e := concept.entries.get(lg))
    )


class PaneText(QObject):
    """The panes' words in the reader's language, and each pane's HTML."""

    def language_name(self, lang: Lang) -> str:
        return {Lang.ES: self.tr("Spanish"), Lang.PT: self.tr("Portuguese")}[lang]

    def entry_name(self, lang: Lang) -> str:
        return {Lang.ES: self.tr("Spanish entry"), Lang.PT: self.tr("Portuguese entry")}[lang]

    def missing_message(self, lang: Lang) -> str:
        return {
            Lang.ES: self.tr("No Spanish entry for this term"),
            Lang.PT: self.tr("No Portuguese entry for this term"),
        }[lang]

    def labels(self) -> Labels:
        return Labels(self.tr("Synonyms"), {
            NoteKind.SUBJECT: self.tr("Subject field"),
            NoteKind.NOTE: self.tr("Note"),
            NoteKind.CONTEXT: self.tr("Context"),
        })

    def html(
        self, concept: Concept, lang: Lang, hit: Hit | None, *, links: Sequence[Link],
        whole: bool, sentences: Sequence[Span],
    ) -> str:
        """``concept``'s entry in ``lang`` with ``hit``'s spans and ``links``; a long
        definition cut unless shown ``whole``; the concept's notes with the entry's."""
        entry = concept.entries.get(lang)
        if entry is None:
            return missing_html(self.missing_message(lang))
        return entry_html(
            entry,
            volume=concept.volume,
            term_spans=hit.spans(lang, Field.TERM) if hit else (),
            definition_spans=hit.spans(lang, Field.DEFINITION) if hit else (),
            links=links,
            show_all=None if whole else self.tr(
                "Show the whole definition (%Ln characters)", "", len(entry.definition)
            ),
            sentences=sentences,
            synonym_spans=hit.synonym_spans(lang) if hit else (),
            notes=(*concept.notes, *entry.notes),
            labels=self.labels(),
        )
