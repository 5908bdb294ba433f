"""Which files translate each other, by the clues a person looks at first.

:func:`.twins.twins` recognises a translation by its entries, each of which must
stand out from the others; entries written on one template ("Versión de X que
..." / "Versão do X que ...") do not. A person would still see at a glance that
two files translate each other when at least two of these agree, and so does
:func:`clue_twins`:

- their names differ only by a language part: ``x.es.txt``/``x.pt.txt``,
  ``x_es.txt``/``x_pt.txt``, ``es/x.txt``/``pt/x.txt``;
- their titles translate each other ("Glosario IA" / "Glossário IA");
- most terms of the smaller file are terms of the other once folded (case and
  accents ignored), compared on the same consistent sample of each file's terms
  (:attr:`.twins.Sketch.terms`).

One clue alone is not enough: a shared title or a subject's usual terms are in
files that translate nothing of each other.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from rapidfuzz import fuzz

from glossary_desktop.domain import Lang
from glossary_desktop.importer.keys import word_keys, words_of
from glossary_desktop.importer.twins import Sketch
from glossary_desktop.text import fold

#: Clues two files need to be taken as translations of each other.
CLUES = 2

#: Share of the smaller file's (sampled) terms that the other must have, and
#: the fewest such terms.
TERM_SHARE = 0.5
MIN_TERMS = 2

#: A term in more files than this tells nothing about which two belong together.
COMMON_TERM = 16

#: Titles translate each other when most of their word keys are alike, or their
#: folded spelling is this close (rapidfuzz ratio): "Catálogo de versiones" and
#: "Catálogo de versões" (a title is too short for the keys alone).
TITLE_KEYS = 2 / 3
TITLE_RATIO = 80.0

# A language part of a file or folder name, between separators (or the ends).
_PARTS = {
    Lang.ES: r"es(?:[-_](?:[a-z]{2}|419))?|spa|esp|espanol|spanish|castellano",
    Lang.PT: r"pt(?:[-_](?:br|pt))?|ptbr|por|portugues|portuguese",
}
_PART_RE = {
    lang: re.compile(rf"(?<![a-z0-9])(?:{part})(?![a-z0-9])") for lang, part in _PARTS.items()
}


def folder_lang(path: Path) -> Lang | None:
    """The language the name of ``path``'s folder says (``es/``, ``Portuguese/``), if one."""
    folder = fold(path.parent.name)
    found = [lang for lang, pattern in _PART_RE.items() if pattern.search(folder)]
    return found[0] if len(found) == 1 else None


class Described(Protocol):
    """What the clues read of a file (a :class:`.plan.Source`)."""

    @property
    def path(self) -> Path: ...
    @property
    def lang(self) -> Lang: ...
    @property
    def title(self) -> str: ...
    @property
    def sketch(self) -> Sketch: ...


def clue_twins(
    spanish: Sequence[Described], portuguese: Sequence[Described], found: dict[int, int]
) -> dict[int, int]:
    """``found`` (Spanish index -> Portuguese index) with the twins the clues add
    among the files it leaves alone; the most clues first, then the most terms."""
    taken = set(found.values())
    names = _by_name(spanish)
    shares = _term_shares(spanish, portuguese)
    candidates: set[tuple[int, int]] = {pair for pair in shares if shares[pair] >= TERM_SHARE}
    for n, pt in enumerate(portuguese):
        key = _name_key(pt)
        if key is not None and key in names:
            candidates.add((names[key], n))
    ranked = []
    for k, n in candidates:
        if k in found or n in taken:
            continue
        es, pt = spanish[k], portuguese[n]
        clues = (
            (_name_key(es) is not None and _name_key(es) == _name_key(pt))
            + titles_translate(es.title, pt.title)
            + (shares.get((k, n), 0.0) >= TERM_SHARE)
        )
        if clues >= CLUES:
            ranked.append((-clues, -shares.get((k, n), 0.0), k, n))
    twin = dict(found)
    for _, _, k, n in sorted(ranked):
        if k not in twin and n not in taken:
            twin[k] = n
            taken.add(n)
    return twin


def _name_key(source: Described) -> tuple[str, str, str] | None:
    """The file's path with its language part set aside (``None`` without one)."""
    pattern = _PART_RE[source.lang]
    path = source.path
    folder, parts = pattern.subn("*", fold(path.parent.name))
    name, more = pattern.subn("*", fold(path.name))
    return (str(path.parent.parent), folder, name) if parts + more else None


def _by_name(spanish: Sequence[Described]) -> dict[tuple[str, str, str], int]:
    keys: dict[tuple[str, str, str], int] = {}
    for k, es in enumerate(spanish):
        key = _name_key(es)
        if key is not None:
            keys.setdefault(key, k)
    return keys


def titles_translate(a: str, b: str) -> bool:
    """Whether two titles say the same (folded, cognates made alike)."""
    fa, fb = fold(a).strip(), fold(b).strip()
    if not (fa and fb):
        return False
    ka, kb = word_keys(words_of(fa)), word_keys(words_of(fb))
    alike = bool(ka or kb) and 2 * len(ka & kb) >= TITLE_KEYS * (len(ka) + len(kb))
    return alike or fuzz.ratio(fa, fb) >= TITLE_RATIO


def _term_shares(
    spanish: Sequence[Described], portuguese: Sequence[Described]
) -> dict[tuple[int, int], float]:
    """(Spanish, Portuguese) index -> the share of the smaller file's sampled terms
    that the other has, for the files with any term in common."""
    postings: defaultdict[int, list[int]] = defaultdict(list)
    for k, es in enumerate(spanish):
        for h in es.sketch.terms:
            postings[h].append(k)
    shared: Counter[tuple[int, int]] = Counter()
    for n, pt in enumerate(portuguese):
        for h in pt.sketch.terms:
            # Both files kept every term below their own bound, so a hash both
            # kept is below both: counted against the terms each kept that low.
            files = postings.get(h, ())
            if len(files) <= COMMON_TERM:
                shared.update((k, n) for k in files)
    shares: dict[tuple[int, int], float] = {}
    for (k, n), count in shared.items():
        if count < MIN_TERMS:
            continue
        below = min(spanish[k].sketch.below, portuguese[n].sketch.below)
        smaller = min(_kept(spanish[k].sketch, below), _kept(portuguese[n].sketch, below))
        shares[k, n] = count / smaller if smaller else 0.0
    return shares


def _kept(sketch: Sketch, below: int) -> int:
    """How many of the file's sampled terms hash below ``below``."""
    return len(sketch.terms) if below >= sketch.below else sum(h < below for h in sketch.terms)
