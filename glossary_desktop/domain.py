"""Plain data the whole application shares: languages, entries, concepts, hits.

Immutable named tuples, stdlib only, so every layer can use them without pulling
in SQLite or Qt. Named tuples rather than frozen dataclasses: a slotted frozen
dataclass costs several times more to define (it ``exec``s its methods and builds
the class twice), and these are defined on every start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import IntEnum, StrEnum
from typing import NamedTuple


class Lang(StrEnum):
    """A language of the glossary (ISO 639-1 code)."""

    ES = "es"
    PT = "pt"

    @property
    def english_name(self) -> str:
        return _ENGLISH_NAMES[self]


_ENGLISH_NAMES = {Lang.ES: "Spanish", Lang.PT: "Portuguese"}

#: Display order of the panes and list columns.
LANGS: tuple[Lang, ...] = (Lang.ES, Lang.PT)


class Entry(NamedTuple):
    """One language's side of a concept, with where it came from."""

    lang: Lang
    term: str
    definition: str
    source: str = ""  # source file name
    line: int = 0  # 1-based line of the term in the source


class Concept(NamedTuple):
    """One idea, with at most one entry per language.

    ``id`` is the concept's position in alphabetical order (1-based) in the
    database it came from; ``slug`` is the stable key that survives rebuilds.
    Concepts are equal, and hash, by id, slug and volume: ``entries`` is a dict.
    """

    id: int
    slug: str
    volume: str
    entries: dict[Lang, Entry]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Concept) and self[:3] == other[:3]

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self[:3])

    @property
    def es(self) -> Entry | None:
        return self.entries.get(Lang.ES)

    @property
    def pt(self) -> Entry | None:
        return self.entries.get(Lang.PT)

    @property
    def title(self) -> str:
        """The term shown when one name is needed: Spanish, else Portuguese."""
        for lang in LANGS:
            entry = self.entries.get(lang)
            if entry is not None:
                return entry.term
        return self.slug


class TermRow(NamedTuple):
    """What the term list shows of a concept: its slug and its terms, no definitions.

    A page of the list is 128 of these; with definitions it was ~180 KB to read
    and build for the first screen, and for every page scrolled through.
    """

    id: int
    slug: str
    terms: dict[Lang, str]

    @classmethod
    def of(cls, concept: Concept) -> TermRow:
        return cls(concept.id, concept.slug, {lg: e.term for lg, e in concept.entries.items()})


class Span(NamedTuple):
    """A matched stretch of a field, as Python string offsets ``[start, end)``."""

    start: int
    end: int


class Field(StrEnum):
    TERM = "term"
    DEFINITION = "definition"


class Tier(IntEnum):
    """Why a concept matched, best first; results are ordered by tier then score."""

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
    """A short stretch of a definition around the first match, for a definition-only hit.

    ``text`` starts or ends with "…" where the definition was cut; ``spans``
    are offsets into ``text`` (not into the definition).
    """

    lang: Lang
    text: str
    spans: tuple[Span, ...]


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


def no_spans(_text: str) -> tuple[Span, ...]:
    """A span finder that finds nothing (a hit without a query's tokens)."""
    return ()


class Hit:
    """One search result: the concept, why it matched and where.

    Where is computed when first asked for, field by field, by ``find_spans``
    (the spans of the query in a text): a search returns up to hundreds of
    hits, the list paints the terms of a screenful, and only the one concept
    shown needs its definitions matched. ``corrected`` is the corrected query that
    found a :attr:`Tier.FUZZY` hit ("paralelismo" for "paralelsmo"), else "".
    """

    __slots__ = ("_spans", "concept", "corrected", "find_spans", "tier")

    def __init__(
        self,
        concept: Concept,
        tier: Tier,
        find_spans: Callable[[str], tuple[Span, ...]] = no_spans,
        corrected: str = "",
    ) -> None:
        self.concept = concept
        self.tier = tier
        self.find_spans = find_spans
        self.corrected = corrected
        self._spans: dict[tuple[Lang, Field], tuple[Span, ...]] = {}

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
        """For a definition-only hit, the first definition's text around the match."""
        if self.tier is not Tier.DEFINITION:
            return None
        for lang in LANGS:
            entry = self.concept.entries.get(lang)
            spans = self.spans(lang, Field.DEFINITION) if entry else ()
            if entry and spans:
                return excerpt(lang, entry.definition, spans)
        return None

    def spans(self, lang: Lang, fld: Field) -> tuple[Span, ...]:
        """Where the query matched in one field (``()``: nowhere, or no entry)."""
        key = (lang, fld)
        spans = self._spans.get(key)
        if spans is None:
            entry = self.concept.entries.get(lang)
            text = "" if entry is None else entry.term if fld is Field.TERM else entry.definition
            spans = self._spans[key] = self.find_spans(text) if text else ()
        return spans


def corrected_query(hits: Sequence[Hit]) -> str:
    """The corrected query that results stand for ("Showing results for ..."): the
    correction of the first hit when every hit came from a close spelling, else ""."""
    if hits and all(h.tier is Tier.FUZZY for h in hits):
        return hits[0].corrected
    return ""


class Scope(StrEnum):
    """Which concepts the term list shows."""

    ALL = "all"
    BOTH = "both"  # an entry in both languages
    MISSING_PT = "missing-pt"  # Spanish only
    MISSING_ES = "missing-es"  # Portuguese only


class ListFilter(NamedTuple):
    """A restriction of the term list: language coverage, volume, a set of slugs.

    ``slugs`` (e.g. the bookmarked ones) is ``None`` for no restriction.
    """

    scope: Scope = Scope.ALL
    volume_id: int | None = None
    slugs: frozenset[str] | None = None

    @property
    def is_everything(self) -> bool:
        return self.scope is Scope.ALL and self.volume_id is None and self.slugs is None


class Stats(NamedTuple):
    """Counts shown in the status bar and the CLI."""

    concepts: int
    both: int
    es_only: int
    pt_only: int


class Volume(NamedTuple):
    """A set of source files that translate each other (or one file alone)."""

    id: int
    name: str


class Link(NamedTuple):
    """A mention, inside a definition, of another concept's term."""

    start: int
    end: int
    slug: str


class Bookmark(NamedTuple):
    """A starred concept, by slug, with what it saw of the concept when starred.

    ``term`` names it when its concept is gone; ``es_term``, ``pt_term`` and
    ``source`` (the file of its first entry) tell whether the concept that has
    the slug today is still the one starred (:meth:`status`). Empty in bookmarks
    made before they were kept.
    """

    slug: str
    term: str
    note: str
    created_at: float  # Unix time
    es_term: str = ""
    pt_term: str = ""
    source: str = ""

    @classmethod
    def of(cls, concept: Concept, note: str = "", created_at: float = 0.0) -> Bookmark:
        es, pt = concept.es, concept.pt
        first = es or pt
        return cls(concept.slug, concept.title, note, created_at,
                   es.term if es else "", pt.term if pt else "", first.source if first else "")

    def status(self, concept: Concept | None) -> BookmarkStatus:
        """Whether ``concept`` (the one with this slug today, if any) is the starred one.

        The same concept means: every term the bookmark saw is still there in its
        language, and the first entry comes from the same file. Terms compare
        with case and accents as written; a rebuild keeps them byte for byte.
        """
        if concept is None:
            return BookmarkStatus.MISSING
        saw = {Lang.ES: self.es_term, Lang.PT: self.pt_term}
        if not any(saw.values()):  # made before snapshots: the remembered term must be there
            terms = {e.term for e in concept.entries.values()}
            same = not self.term or self.term in terms
            return BookmarkStatus.OK if same else BookmarkStatus.CHANGED
        now = Bookmark.of(concept)
        for lang, term in saw.items():
            entry = concept.entries.get(lang)
            if term and (entry is None or entry.term != term):
                return BookmarkStatus.CHANGED
        if self.source and now.source != self.source:
            return BookmarkStatus.CHANGED
        return BookmarkStatus.OK


class BookmarkStatus(StrEnum):
    """What became of a bookmark's concept in the glossary open now."""

    OK = "ok"
    CHANGED = "changed"  # the slug names a concept with other terms or from another file
    MISSING = "missing"  # no concept has the slug
