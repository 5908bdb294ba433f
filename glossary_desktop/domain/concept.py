"""Languages, entries and concepts: what a glossary holds.

Named tuples rather than frozen dataclasses: a slotted frozen dataclass costs
several times more to define (it ``exec``s its methods and builds the class
twice), and these are defined on every start-up.
"""

from __future__ import annotations

from enum import StrEnum
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


class NoteKind(StrEnum):
    """What a term base says beside a definition; shown, never taken as one."""

    SUBJECT = "subject"  # the subject field ("Astronomy")
    NOTE = "note"
    CONTEXT = "context"  # a sentence using the term


class Note(NamedTuple):
    """One note, context or subject field, as the source wrote it."""

    kind: NoteKind
    text: str


class Entry(NamedTuple):
    """One language's side of a concept, with where it came from.

    ``synonyms`` are more terms for the same concept (a term base lists them;
    the text sources have none), after ``term``, the heading; a search finds
    the concept by any of them. ``notes`` are the notes and contexts the
    source gives for this language, in its order.
    """

    lang: Lang
    term: str
    definition: str
    source: str = ""  # source file name
    line: int = 0  # 1-based line of the term in the source
    synonyms: tuple[str, ...] = ()
    notes: tuple[Note, ...] = ()

    @property
    def terms(self) -> tuple[str, ...]:
        """The heading, then the synonyms."""
        return (self.term, *self.synonyms)


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
    #: What the source says of the whole concept (its subject field, a note),
    #: shown with every language's entry.
    notes: tuple[Note, ...] = ()

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
