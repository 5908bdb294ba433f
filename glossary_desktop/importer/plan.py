"""From parsed sources to concepts: languages, volumes, pairs, one volume at a time.

The build streams (:mod:`.build`): a file is parsed, its entries written, and
only a compact :class:`Source` is kept (counts, ids, a :class:`~.twins.Sketch` for
grouping, no definition text). Files are grouped into volumes from their
sketches; then each volume's entries are read back, paired, turned into
:class:`ConceptRow` s and dropped before the next volume is read. Nothing here
touches the database.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.domain import LANGS, Lang
from glossary_desktop.importer.align import Sketch, match, twins
from glossary_desktop.importer.folded import Indexed
from glossary_desktop.importer.model import ImportReport
from glossary_desktop.importer.twin_clues import clue_twins
from glossary_desktop.text import identity, sort_key_of_identity

#: Definitions read to tell the language of a file without a manifest entry.
LANGUAGE_SAMPLE = 50


@dataclass(frozen=True, slots=True)
class Source:
    """What the build keeps of a parsed file once its entries are written."""

    path: Path
    lang: Lang
    volume_name: str | None
    title: str
    subtitle: str
    sha256: str
    entries: int  # how many entries it has (after exact duplicates were dropped)
    first_id: int  # entries.id of its first entry; its ids are consecutive
    sketch: Sketch = field(repr=False)
    #: entry id -> how many earlier entries of the file have the same term (homographs only)
    ordinals: dict[int, int] = field(default_factory=dict, repr=False)

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def ids(self) -> range:
        return range(self.first_id, self.first_id + self.entries)


@dataclass(slots=True)
class Volume:
    """Source files that translate each other (one file when it has no twin)."""

    id: int
    name: str
    sources: list[Source]
    paired: int = 0
    #: The pairs made by position alone (:func:`.leftovers.by_position`), to be checked.
    by_position: list[ByPosition] = field(default_factory=list)
    #: A term base's report (its skipped concepts): its concepts come paired.
    termbase: ImportReport | None = None
    by_lang: dict[Lang, Source] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.by_lang = {s.lang: s for s in self.sources}


class Stored(NamedTuple):
    """An entry read back from the database for pairing."""

    id: int
    term: str
    definition: str
    key: str
    line: int


class ByPosition(NamedTuple):
    """A pair made by position alone: its Spanish and its Portuguese entry."""

    file: str
    line: int
    term: str
    other_file: str
    other_line: int
    other_term: str


class Unpaired(NamedTuple):
    """An entry of a two-file volume left without a translation."""

    file: str
    line: int
    term: str


def group(sources: list[Source]) -> list[Volume]:
    """Pair each Spanish file with the Portuguese file that translates it.

    A volume the manifest names with one Spanish and one Portuguese file is
    that pair; the other files find their partners by content (:func:`twins`),
    else by their names, titles and terms (:func:`.twin_clues.clue_twins`).
    """
    by_name: dict[str, list[Source]] = {}
    for s in sources:
        if s.volume_name:
            by_name.setdefault(s.volume_name, []).append(s)
    fixed = [m for m in by_name.values() if sorted(s.lang for s in m) == [Lang.ES, Lang.PT]]
    placed = {s.path for members in fixed for s in members}
    spanish = [s for s in sources if s.lang is Lang.ES and s.path not in placed]
    portuguese = [s for s in sources if s.lang is Lang.PT and s.path not in placed]
    found = twins([s.sketch for s in spanish], [s.sketch for s in portuguese])
    twin = clue_twins(spanish, portuguese, found)
    groups = [sorted(m, key=lambda s: LANGS.index(s.lang)) for m in fixed]
    groups += [[es] + ([portuguese[twin[k]]] if k in twin else []) for k, es in enumerate(spanish)]
    paired = set(twin.values())
    groups += [[pt] for n, pt in enumerate(portuguese) if n not in paired]
    # Plan order (which of two homonyms takes the plain slug) follows the files,
    # wherever the manifest placed them: Spanish files in order, then the rest.
    position = {s.path: k for k, s in enumerate(sources)}
    groups.sort(key=lambda m: (m[0].lang is not Lang.ES, position[m[0].path]))
    taken: set[str] = set()
    return [Volume(vid, _volume_name(m, taken), m) for vid, m in enumerate(groups, start=1)]


def _volume_name(members: list[Source], taken: set[str]) -> str:
    """The manifest's name, else the title; a name already used gets the file stem."""
    first = members[0]
    named = next((s.volume_name for s in members if s.volume_name), None)
    name = named or f"{first.title} ({first.path.stem})"
    if name in taken:
        name = f"{name} ({first.path.stem})"
    taken.add(name)
    return name


Pair = tuple[Stored | None, Stored | None]


def pairs(volume: Volume, entries: Sequence[Sequence[Stored]]) -> Iterator[Pair]:
    """The concepts of ``volume`` as (Spanish, Portuguese) entries, either side may be missing.

    ``entries`` holds each source's entries in file order. Sets ``volume.paired``.
    """
    if len(volume.sources) == 1:
        lang = volume.sources[0].lang
        for e in entries[0]:
            yield (e, None) if lang is Lang.ES else (None, e)
        return
    es, pt = entries
    alignment = match(_TermsAndDefinitions(es), _TermsAndDefinitions(pt))
    volume.paired = alignment.paired
    names = [s.name for s in volume.sources]
    for i, j in alignment.pairs:
        if i in alignment.by_position and j is not None:
            volume.by_position.append(ByPosition(
                names[0], es[i].line, es[i].term, names[1], pt[j].line, pt[j].term))
        yield (None if i is None else es[i], None if j is None else pt[j])


class _TermsAndDefinitions(Indexed[tuple[str, str]]):
    """(term, definition) of each of ``entries``, as :func:`.align.match` takes them:
    a view, not a copy (``entries`` may be read from the database, :mod:`.on_disk`)."""

    def __init__(self, entries: Sequence[Stored]) -> None:
        self._entries = entries

    def __len__(self) -> int:
        return len(self._entries)

    def item(self, index: int) -> tuple[str, str]:
        e = self._entries[index]
        return e.term, e.definition

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return ((e.term, e.definition) for e in self._entries)

    def many(self, indices: list[int]) -> list[tuple[str, str]]:
        """(term, definition) of the entries at ``indices`` (ascending): entries
        in the database read them in one statement (:meth:`.on_disk.EntriesOnDisk.many`)."""
        many = getattr(self._entries, "many", None)
        if many is not None:
            return list(many(indices))
        return [self[k] for k in indices]


#: ``concepts.langs`` by (has Spanish, has Portuguese): a lookup, not a join per concept.
_LANGS_COLUMN = {(True, True): "es,pt", (True, False): "es", (False, True): "pt"}


#: One planned concept's row for the staging table (``plan.concepts``): its
#: volume, languages, sort key, base slug, fingerprint and the ids of its
#: Spanish and Portuguese entries (``None`` for a side it lacks).
ConceptRow = tuple[int, str, str, str, bytes, int | None, int | None]


def concept_row(volume: Volume, pair: Pair) -> ConceptRow:
    """The staging row of one concept: sort key, base slug, fingerprint, entries."""
    es, pt = pair
    first = es or pt
    assert first is not None  # a pair has at least one side
    parts = []
    heading = ""
    for lang, e in ((Lang.ES, es), (Lang.PT, pt)):
        if e is not None:
            source = volume.by_lang[lang]
            same = identity(e.term)
            heading = heading or same
            ordinal = source.ordinals.get(e.id, 0)
            parts.append(fingerprint_part(lang, source.path.name, same, ordinal))
    return (
        volume.id,
        _LANGS_COLUMN[(es is not None, pt is not None)],
        sort_key_of_identity(heading),  # the heading's identity, not worked out twice
        first.key.replace(" ", "-"),  # slugify(term), already folded
        fingerprint(parts),
        None if es is None else es.id,
        None if pt is None else pt.id,
    )


def fingerprint(entries: Iterable[str]) -> bytes:
    """What identifies a concept across rebuilds, from its :func:`entry_fingerprint` s
    in language order: per language, the source file and the term (case ignored;
    a homograph's number). A definition may be corrected without the concept
    losing its slug."""
    return hashlib.blake2b("\n".join(entries).encode(), digest_size=16).digest()


def entry_fingerprint(lang: str, file: str, term: str, ordinal: int) -> str:
    """One entry's part of :func:`fingerprint` (also computed from an older database)."""
    return fingerprint_part(lang, file, identity(term), ordinal)


def fingerprint_part(lang: str, file: str, same: str, ordinal: int) -> str:
    """:func:`entry_fingerprint` of a term whose :func:`~glossary_desktop.text.identity`
    is ``same``."""
    return f"{lang}\t{file}\t{same}\t{ordinal}"


def unpaired(volume: Volume, pair: Pair) -> Unpaired | None:
    """The side of ``pair`` left alone in a two-file volume of text files, else ``None``."""
    es, pt = pair
    if volume.termbase is not None or len(volume.sources) < 2 or (es and pt):
        return None
    alone = es or pt
    assert alone is not None
    source = next(s for s in volume.sources if alone.id in s.ids)
    return Unpaired(source.name, alone.line, alone.term)
