"""Two aligned texts as the difference checks read them: the words of each side,
which words are linked to which, and how sure each link is.

The aligner returns offsets (:class:`.Alignment`); the checks want word indices
both ways (the Spanish words a Portuguese word is linked to, the nearest linked
word before a gap) and each link's *confidence*: a pair spelled alike, on the
hand-checked list or the same name is sure, a pair taken only for filling the
gap between two others (``posible`` / ``eventual``) is likely, no more.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import NamedTuple

from glossary_desktop.compare.align import Aligned
from glossary_desktop.compare.sentences import Row, sentence_rows, sentence_spans
from glossary_desktop.compare.vocabulary import is_function_word, lemma
from glossary_desktop.compare.words import Word
from glossary_desktop.domain import Lang, Span

#: The confidence of a pair spelled alike, on the hand-checked list, or the same
#: name or number; and of a pair found only by its place, between two others.
SURE_CONFIDENCE = 1.0
PLACE_CONFIDENCE = 0.6


class Link(NamedTuple):
    """Counterparts as word index ranges of each side, and how sure the pair is (0-1)."""

    es: range
    pt: range
    confidence: float


class Side:
    """One text: its words, which are content words, and for each word the link
    it belongs to (or -1)."""

    def __init__(self, lang: Lang, text: str, words: list[Word]) -> None:
        self.lang = lang
        self.text = text
        self.words = words
        self.link = [-1] * len(words)
        self._content = [not is_function_word(w.key, lang) for w in words]
        self._keys: list[str] | None = None
        self._starts = [w.start for w in words]

    def content(self, i: int) -> bool:
        """Whether word ``i`` is a content word (not an article, a preposition, ...)."""
        return self._content[i]

    def key(self, lo: int, hi: int) -> str:
        """The content words ``[lo, hi)`` folded, without their plural ending
        (:func:`.vocabulary.lemma`), joined by a space: "" if there are none."""
        if self._keys is None:
            self._keys = [lemma(self.text[w.start:w.end], self.lang) if content else ""
                          for w, content in zip(self.words, self._content, strict=True)]
        if hi - lo == 1:
            return self._keys[lo]
        return " ".join(k for k in self._keys[lo:hi] if k)

    def span(self, lo: int, hi: int) -> Span:
        """The text of words ``[lo, hi)``, as offsets."""
        return Span(self.words[lo].start, self.words[hi - 1].end)

    def written(self, lo: int, hi: int) -> str:
        return self.text[self.words[lo].start:self.words[hi - 1].end]

    def within(self, sentences: list[Span], lo: int, hi: int) -> range:
        """The words of ``sentences[lo:hi]`` (all words if there are no sentences)."""
        if not sentences:
            return range(len(self.words))
        end = sentences[hi - 1].end
        return range(bisect_left(self._starts, sentences[lo].start),
                     bisect_left(self._starts, end))


class Paired:
    """A Spanish and a Portuguese text with their word links (see the module)."""

    def __init__(self, es_text: str, pt_text: str, aligned: Aligned) -> None:
        self.alignment = aligned.alignment
        self._rows: list[tuple[range, range]] | None = None
        self.es = Side(Lang.ES, es_text, aligned.es)
        self.pt = Side(Lang.PT, pt_text, aligned.pt)
        self.links: list[Link] = []
        es_link, pt_link, placed = self.es.link, self.pt.link, aligned.placed
        for k, block in enumerate(aligned.blocks):
            es_lo, es_hi, pt_lo, pt_hi = block
            es_link[es_lo:es_hi] = [k] * (es_hi - es_lo)
            pt_link[pt_lo:pt_hi] = [k] * (pt_hi - pt_lo)
            sure = not placed or block not in placed
            self.links.append(Link(range(es_lo, es_hi), range(pt_lo, pt_hi),
                                   SURE_CONFIDENCE if sure else PLACE_CONFIDENCE))

    def side(self, lang: Lang) -> Side:
        return self.es if lang is Lang.ES else self.pt

    def other(self, lang: Lang) -> Side:
        return self.pt if lang is Lang.ES else self.es

    def counterparts(self, lang: Lang, i: int) -> range:
        """The words of the other side linked to word ``i`` of ``lang`` (maybe none)."""
        k = self.side(lang).link[i]
        if k < 0:
            return range(0)
        link = self.links[k]
        return link.pt if lang is Lang.ES else link.es

    def facing(self, lang: Lang, lo: int, hi: int) -> range:
        """The words of the other side that stand where words ``[lo, hi)`` of
        ``lang`` do: between the counterparts of the nearest linked words before
        and after them (up to the text's ends)."""
        side, other = self.side(lang), self.other(lang)
        before = next((i for i in range(lo - 1, -1, -1) if side.link[i] >= 0), None)
        after = next((i for i in range(hi, len(side.words)) if side.link[i] >= 0), None)
        start = max(self.counterparts(lang, before)) + 1 if before is not None else 0
        stop = min(self.counterparts(lang, after)) if after is not None else len(other.words)
        return range(start, stop) if start <= stop else range(stop, start)

    def rows(self) -> list[tuple[range, range]]:
        """The words of each row of corresponding sentences (:mod:`.sentences`):
        Spanish word indices, Portuguese word indices."""
        if self._rows is None:
            es = sentence_spans(self.es.text)
            pt = sentence_spans(self.pt.text)
            rows = sentence_rows(es, pt, self.alignment) or [Row(0, len(es), 0, len(pt))]
            self._rows = [(self.es.within(es, r.es_lo, r.es_hi),
                           self.pt.within(pt, r.pt_lo, r.pt_hi)) for r in rows]
        return self._rows
