"""Search results: why a concept matched (its tier) and where (spans, excerpts)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import IntEnum, StrEnum
from typing import NamedTuple, TypeVar

from glossary_desktop.domain.concept import LANGS, Concept, Lang

_V = TypeVar("_V")  # a hit's part, given or loaded when first asked for


class Span(NamedTuple):
    """A matched stretch of a field, as Python string offsets ``[start, end)``."""

    start: int
    end: int


class Field(StrEnum):
    TERM = "term"
    DEFINITION = "definition"


class Tier(IntEnum):
    """Why a concept matched, best first; results are ordered by tier then score.

    A term is a heading or a synonym: within a tier, headings come first.
    """

    EXACT = 0  # the whole term equals the query
    TERM_PREFIX = 1  # the term starts with the query
    TERM_WORD = 2  # a word of the term starts with each query word
    TERM_STEM = 3  # the term has each query word in another form ("gradientes": Gradiente)
    DEFINITION = 4  # found in a definition only
    FUZZY = 5  # a close spelling of the query (typo tolerance)


class Match(NamedTuple):
    """Where in a concept the query matched: language, field and spans."""

    lang: Lang
    field: Field
    spans: tuple[Span, ...]


class Excerpt(NamedTuple):
    """A short stretch of a definition around the first match, for a definition-only hit
    (or a correction found in a definition); or, with ``synonym``, the synonym that
    matched when no heading did.

    ``text`` starts or ends with "…" where the definition was cut; ``spans``
    are offsets into ``text`` (not into the definition).
    """

    lang: Lang
    text: str
    spans: tuple[Span, ...]
    synonym: bool = False


#: About how many characters an excerpt shows.
EXCERPT_CHARS = 80


def excerpt(lang: Lang, text: str, spans: tuple[Span, ...], width: int = EXCERPT_CHARS) -> Excerpt:
    """``text`` cut to about ``width`` characters around its first span, at word breaks."""
    first = spans[0]
    # A third of the room left by the match goes before it: enough to read it in context.
    room = max(0, width - (first.end - first.start))
    start = max(0, min(first.start - room // 3, len(text) - width))
    end = min(len(text), max(start + width, first.end))
    if start > 0:
        space = text.find(" ", start, first.start)
        start = space + 1 if space != -1 else start
    if end < len(text):
        space = text.rfind(" ", first.end, end)
        end = space if space != -1 else end
    head = "…" if start > 0 else ""
    tail = "…" if end < len(text) else ""
    shift = len(head) - start
    kept = tuple(
        Span(s.start + shift, s.end + shift) for s in spans if s.start >= start and s.end <= end
    )
    return Excerpt(lang, head + text[start:end] + tail, kept)


def _words_matched(text: str, spans: tuple[Span, ...]) -> int:
    """How many different words the spans mark (each query word marks its own;
    case aside, a word written once with its accent and once without counts twice)."""
    return len({text[s.start : s.end].casefold() for s in spans})


def no_spans(_text: str) -> tuple[Span, ...]:
    """A span finder that finds nothing (a hit without a query's tokens)."""
    return ()


class Hit:
    """One search result: the concept, why it matched and where.

    Where is computed when first asked for, field by field, by ``find_spans``
    (the spans of the query in a text): a search returns up to hundreds of
    hits, the list paints the terms of a screenful, and only the one concept
    shown needs its definitions matched. The concept itself may come later
    (a loader in its place): a window lists hundreds of hits and paints a screenful.
    ``corrected`` is the corrected query that
    found a :attr:`Tier.FUZZY` hit ("paralelismo" for "paralelsmo"), else "" (as its
    concept writes it: worked out from the concept when first asked for); ``typed``
    the query as typed, for a :attr:`Tier.TERM_STEM` hit, which holds it in another form.
    """

    __slots__ = (
        "_concept", "_corrected", "_excerpt", "_spans", "concept_id", "find_spans", "tier", "typed"
    )

    def __init__(
        self,
        concept: Concept | Callable[[], Concept],
        tier: Tier,
        find_spans: Callable[[str], tuple[Span, ...]] = no_spans,
        corrected: str | Callable[[], str] = "",
        typed: str = "",
        *,
        concept_id: int = 0,
    ) -> None:
        """``concept``, or what loads it when first asked for (then ``concept_id``
        says which it is); ``corrected`` likewise, or what works it out."""
        self.concept_id = concept.id if isinstance(concept, Concept) else concept_id
        self._concept = concept
        self.tier = tier
        self.find_spans = find_spans
        self._corrected = corrected
        self.typed = typed
        self._spans: dict[tuple[Lang, Field], tuple[Span, ...]] = {}
        self._excerpt: tuple[Excerpt | None] | None = None  # (excerpt,) once worked out

    @property
    def concept(self) -> Concept:
        self._concept = concept = _now(self._concept, Concept)
        return concept

    @property
    def corrected(self) -> str:
        self._corrected = corrected = _now(self._corrected, str)
        return corrected

    @corrected.setter
    def corrected(self, corrected: str) -> None:
        self._corrected = corrected

    def rekeyed(self, concept: Callable[[], Concept], key: int) -> Hit:
        """The same hit under another id (``key``), ``concept`` loading it so keyed."""
        return Hit(concept, self.tier, self.find_spans,
                   lambda: self.corrected, self.typed, concept_id=key)

    def __repr__(self) -> str:
        return f"Hit(concept={self.concept!r}, tier={self.tier!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hit) and self.concept == other.concept and self.tier == other.tier

    def __hash__(self) -> int:
        return hash((self.concept, self.tier))

    @property
    def matches(self) -> tuple[Match, ...]:
        """Every field of the concept where the query matched."""
        found = (
            Match(lang, fld, self.spans(lang, fld))
            for lang in self.concept.entries
            for fld in Field
        )
        return tuple(m for m in found if m.spans)

    @property
    def excerpt(self) -> Excerpt | None:
        """Why the hit is there when its headings do not show it: for a
        definition-only hit, the first definition's text around the match; for
        a hit on a synonym alone, that synonym (``synonym`` set); for a
        correction that neither shows (found in a definition), the definition.
        Worked out once: the list asks it of each cell of the hit's row it paints."""
        if self._excerpt is None:
            self._excerpt = (self._find_excerpt(),)
        return self._excerpt[0]

    def _find_excerpt(self) -> Excerpt | None:
        if self.tier is Tier.DEFINITION:
            return self._definition_excerpt()
        if any(self.spans(lang, Field.TERM) for lang in self.concept.entries):
            return None
        for lang in LANGS:
            entry = self.concept.entries.get(lang)
            for synonym, spans in zip(
                entry.synonyms if entry else (), self.synonym_spans(lang), strict=True
            ):
                if spans:
                    return Excerpt(lang, synonym, spans, synonym=True)
        return self._definition_excerpt() if self.tier is Tier.FUZZY else None

    def _definition_excerpt(self) -> Excerpt | None:
        # The definition holding the most of the query's words ("redes neurais":
        # the Portuguese one, though the Spanish has "redes"); Spanish on a tie.
        found = [
            (-_words_matched(entry.definition, spans), i, entry.lang, spans)
            for i, entry in enumerate(self.concept.entries.get(lang) for lang in LANGS)
            if entry and (spans := self.spans(entry.lang, Field.DEFINITION))
        ]
        if not found:
            return None
        _, _, lang, spans = min(found)
        return excerpt(lang, self.concept.entries[lang].definition, spans)

    def synonym_spans(self, lang: Lang) -> tuple[tuple[Span, ...], ...]:
        """Where the query matched in each synonym of the entry in ``lang``."""
        entry = self.concept.entries.get(lang)
        return tuple(self.find_spans(s) for s in entry.synonyms) if entry else ()

    def spans(self, lang: Lang, fld: Field) -> tuple[Span, ...]:
        """Where the query matched in one field (``()``: nowhere, or no entry)."""
        key = (lang, fld)
        spans = self._spans.get(key)
        if spans is None:
            entry = self.concept.entries.get(lang)
            text = "" if entry is None else entry.term if fld is Field.TERM else entry.definition
            spans = self._spans[key] = self.find_spans(text) if text else ()
        return spans


def _now(value: _V | Callable[[], _V], kind: type[_V]) -> _V:
    """``value``, or what its loader gives (a hit's parts may come when first asked for)."""
    if isinstance(value, kind):
        return value
    assert callable(value)
    return value()


def corrected_query(hits: Sequence[Hit]) -> str:
    """The corrected query that results stand for ("Showing results for ..."): the
    correction of the first hit when every hit came from a close spelling, else ""."""
    if hits and all(h.tier is Tier.FUZZY for h in hits):
        return hits[0].corrected
    return ""
