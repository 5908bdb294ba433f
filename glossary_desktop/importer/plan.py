"""From parsed sources to concepts: languages, volumes, pairs, one volume at a time.

The build streams (:mod:`.build`): a file is parsed, its entries written, and
only a compact :class:`Source` is kept (counts, ids, a :data:`Sketch` for
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

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.align import FILE_PAIR_SHARE, align
from glossary_desktop.importer.detect import detect_lang
from glossary_desktop.importer.manifest import SourceInfo
from glossary_desktop.importer.model import ImportReport
from glossary_desktop.importer.parse import SourceFile
from glossary_desktop.text import identity, sort_key

#: Entries compared from the start of two files to decide if they translate
#: each other (the full alignment runs only on the files that do).
SAMPLE = 40

#: What grouping keeps of a file: its first few definitions, one per line (a
#: stand-in until the order-free grouping's compact sketch replaces it). One
#: string, not one per definition: small strings kept from each parsed file
#: would pin the allocator's memory of every file read (~8 MB a file).
Sketch = str


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


class Unpaired(NamedTuple):
    """An entry of a two-file volume left without a translation."""

    file: str
    line: int
    term: str


@dataclass(frozen=True, slots=True)
class ConceptRow:
    """One planned concept: its row for the staging table and its entries' ids."""

    volume_id: int
    langs: str
    sort_key: str
    base_slug: str  # the slug it gets unless the history or a homonym says otherwise
    fingerprint: bytes
    entry_ids: tuple[int, ...]


def identify(parsed: SourceFile, info: SourceInfo | None, first_id: int) -> Source:
    """The compact :class:`Source` of ``parsed``: language (manifest, else text)."""
    lang = info.lang if info and info.lang else None
    if lang is None:
        texts = [e.definition for e in parsed.entries[:50]]
        lang = detect_lang(parsed.title, texts)
    if lang is None:
        raise SourceError(
            parsed.path, "cannot tell whether this is Spanish or Portuguese; "
            f"state it in {parsed.path.parent / 'manifest.toml'}", line=1
        )
    return Source(
        parsed.path, lang, info.volume if info else None, parsed.title, parsed.subtitle,
        parsed.sha256, len(parsed.entries), first_id,
        "\n".join(e.definition for e in parsed.entries[:SAMPLE]),
        {first_id + e.number: e.ordinal for e in parsed.entries if e.ordinal},
    )


def _share(a: Sketch, b: Sketch) -> float:
    left, right = a.split("\n"), b.split("\n")
    return align(left, right).paired / max(1, min(len(left), len(right)))


def _twins(spanish: Sequence[Sketch], portuguese: Sequence[Sketch]) -> dict[int, int]:
    """Spanish index -> index of the Portuguese file that translates it."""
    scored = sorted(
        ((_share(es, pt), k, n) for k, es in enumerate(spanish) for n, pt in enumerate(portuguese)),
        reverse=True,
    )
    twin: dict[int, int] = {}
    for share, k, n in scored:
        if share >= FILE_PAIR_SHARE and k not in twin and n not in twin.values():
            twin[k] = n
    return twin


def group(sources: list[Source]) -> list[Volume]:
    """Pair each Spanish file with the Portuguese file that translates it."""
    spanish = [s for s in sources if s.lang is Lang.ES]
    portuguese = [s for s in sources if s.lang is Lang.PT]
    twin = _twins([s.sketch for s in spanish], [s.sketch for s in portuguese])
    members = [[es] + ([portuguese[twin[k]]] if k in twin else []) for k, es in enumerate(spanish)]
    paired = set(twin.values())
    members += [[pt] for n, pt in enumerate(portuguese) if n not in paired]
    return [Volume(vid, _volume_name(m), m) for vid, m in enumerate(members, start=1)]


def _volume_name(members: list[Source]) -> str:
    for s in members:
        if s.volume_name:
            return s.volume_name
    first = members[0]
    return f"{first.title} ({first.path.stem})"


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
    alignment = align([e.definition for e in es], [e.definition for e in pt])
    volume.paired = alignment.paired
    for i, j in alignment.pairs:
        yield (None if i is None else es[i], None if j is None else pt[j])


#: ``concepts.langs`` by (has Spanish, has Portuguese): a lookup, not a join per concept.
_LANGS_COLUMN = {(True, True): "es,pt", (True, False): "es", (False, True): "pt"}


def concept_row(volume: Volume, pair: Pair) -> ConceptRow:
    """The staging row of one concept: sort key, base slug, fingerprint."""
    es, pt = pair
    first = es or pt
    assert first is not None  # a pair has at least one side
    parts = []
    for lang, e in ((Lang.ES, es), (Lang.PT, pt)):
        if e is not None:
            source = volume.by_lang[lang]
            parts.append(entry_fingerprint(lang, source.name, e.term, source.ordinals.get(e.id, 0)))
    return ConceptRow(
        volume.id,
        _LANGS_COLUMN[(es is not None, pt is not None)],
        sort_key(first.term),
        first.key.replace(" ", "-"),  # slugify(term), already folded
        fingerprint(parts),
        tuple(e.id for e in pair if e is not None),
    )


def fingerprint(entries: Iterable[str]) -> bytes:
    """What identifies a concept across rebuilds, from its :func:`entry_fingerprint` s
    in language order: per language, the source file and the term (case ignored;
    a homograph's number). A definition may be corrected without the concept
    losing its slug."""
    return hashlib.blake2b("\n".join(entries).encode(), digest_size=16).digest()


def entry_fingerprint(lang: str, file: str, term: str, ordinal: int) -> str:
    """One entry's part of :func:`fingerprint` (also computed from an older database)."""
    return f"{lang}\t{file}\t{identity(term)}\t{ordinal}"


def unpaired(volume: Volume, pair: Pair) -> Unpaired | None:
    """The side of ``pair`` left alone in a two-file volume of text files, else ``None``."""
    es, pt = pair
    if volume.termbase is not None or len(volume.sources) < 2 or (es and pt):
        return None
    alone = es or pt
    assert alone is not None
    source = next(s for s in volume.sources if alone.id in s.ids)
    return Unpaired(source.name, alone.line, alone.term)
