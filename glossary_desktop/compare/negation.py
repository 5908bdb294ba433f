"""Negations on one side only: ``inconsistencia`` / ``consistência``, ``no necesita`` /
``precisa``, ``sin`` / ``com``, ``posible`` / ``impossível``.

Each side's *negations* are counted sentence row by sentence row (the rows of
:mod:`.sentences`, so a translation may move a negation within its sentence):

- a negation word (``no``, ``nunca``, ``sin`` / ``não``, ``nunca``, ``sem``, ...);
  words a few apart are one negation (``no converge nunca`` is one, as is
  ``não converge``);
- a negative prefix that the counterpart lacks: a word whose rest, without
  ``in-``, ``des-``, ``a-``, ... is spelled like its counterpart
  (``inconsistencia`` / ``consistência``, ``desactiva`` / ``ativa``). Two words
  spelled alike with the prefix on both sides are no negation of either.

A row whose two sides count differently has a negation on one side only, however
a translation words it: ``no es posible`` / ``é impossível`` counts one each.
Negation words inside a missing or added clause belong to that difference.
"""

from __future__ import annotations

from typing import NamedTuple

from glossary_desktop.compare.cognates import cognate_score
from glossary_desktop.compare.paired import Paired, Side
from glossary_desktop.compare.vocabulary import NEGATIONS, NOT_NEGATIONS, negative_prefix
from glossary_desktop.domain import Lang, Span

#: Negation words at most this many words apart are one negation.
TOGETHER = 3
#: How alike a word without its prefix and its counterpart must be: a flip.
FLIP_SCORE = 0.85


class Negation(NamedTuple):
    """One negation of one side: the words saying it and the counterpart's words."""

    lang: Lang
    own: Span
    other: Span | None


def negations_on_one_side(paired: Paired, ignored: dict[Lang, set[int]]) -> list[Negation]:
    """The negations that one side has and the other has not (see the module);
    ``ignored`` words (in a missing or added clause) are not counted."""
    rows = paired.rows()
    flips = _flips(paired, rows)
    negating = {lang: _negating(paired.side(lang)) for lang in (Lang.ES, Lang.PT)}
    found: list[_Unit] = []
    for row in rows:
        es = _units(paired, Lang.ES, row, flips, negating[Lang.ES], ignored[Lang.ES])
        pt = _units(paired, Lang.PT, row, flips, negating[Lang.PT], ignored[Lang.PT])
        if len(es) == len(pt):
            continue
        more, fewer = (es, pt) if len(es) > len(pt) else (pt, es)
        unmatched = [u for u in more if not any(_near(u, v) for v in fewer)]
        found.extend((unmatched or more)[: len(more) - len(fewer)])
    return [Negation(u.lang, paired.side(u.lang).span(u.lo, u.hi),
                     paired.other(u.lang).span(u.other.start, u.other.stop) if u.other else None)
            for u in found]


class _Unit(NamedTuple):
    lang: Lang
    lo: int  # the words saying it
    hi: int
    other: range  # the counterpart's words


def _flips(paired: Paired, rows: list[tuple[range, range]]) -> dict[Lang, dict[int, range]]:
    """Words with a negative prefix their counterpart lacks, by side: word index
    -> the counterpart's words. A word and its counterpart are a linked pair of
    one word each, or two words without counterparts in the same row."""
    flips: dict[Lang, dict[int, range]] = {Lang.ES: {}, Lang.PT: {}}
    candidates = [(link.es.start, link.pt.start) for link in paired.links
                  if len(link.es) == 1 and len(link.pt) == 1]
    for es_words, pt_words in rows:
        loose_es = [i for i in es_words if paired.es.link[i] < 0]
        loose_pt = [j for j in pt_words if paired.pt.link[j] < 0]
        candidates += [(i, j) for i in loose_es for j in loose_pt]
    # Each word without its prefix, found once: most candidates have none either side.
    es_rests = [negative_prefix(w.key) for w in paired.es.words]
    pt_rests = [negative_prefix(w.key) for w in paired.pt.words]
    for i, j in candidates:
        es_rest, pt_rest = es_rests[i], pt_rests[j]
        if not (es_rest or pt_rest):
            continue
        a, b = paired.es.words[i].key, paired.pt.words[j].key
        plain = cognate_score(a, b)
        if es_rest and _flip(cognate_score(es_rest, b), plain):
            flips[Lang.ES][i] = range(j, j + 1)
        elif pt_rest and _flip(cognate_score(a, pt_rest), plain):
            flips[Lang.PT][j] = range(i, i + 1)
    return flips


def _flip(without_prefix: float, plain: float) -> bool:
    """Whether a word is its counterpart with a negative prefix: more alike without it."""
    return without_prefix >= FLIP_SCORE and without_prefix > plain


def _units(
    paired: Paired, lang: Lang, row: tuple[range, range], flips: dict[Lang, dict[int, range]],
    negating: list[int], ignored: set[int],
) -> list[_Unit]:
    """The negations of ``lang``'s words in ``row``; ``negating``: its negation
    words (:func:`_negating`)."""
    side = paired.side(lang)
    words = row[0] if lang is Lang.ES else row[1]
    units = [_Unit(lang, i, i + 1, other) for i, other in flips[lang].items()
             if i in words and i not in ignored]
    markers = [i for i in negating if i in words and i not in ignored]
    groups: list[list[int]] = []
    for i in markers:
        if groups and i - groups[-1][-1] <= TOGETHER:
            groups[-1].append(i)
        else:
            groups.append([i])
    for group in groups:
        lo, hi = group[0], group[-1] + 1
        if hi < len(side.words) and hi in words and side.content(hi):
            hi += 1  # the word negated: "no necesita", "sin usar"
        linked = [j for i in range(lo, hi) for j in paired.counterparts(lang, i)]
        other = range(min(linked), max(linked) + 1) if linked else _facing(paired, lang, lo, hi)
        units.append(_Unit(lang, lo, hi, other))
    return sorted(units, key=lambda u: (u.lo, u.hi))


def _facing(paired: Paired, lang: Lang, lo: int, hi: int) -> range:
    """The content words standing where words ``[lo, hi)`` do, on the other side."""
    other = paired.other(lang)
    content = [j for j in paired.facing(lang, lo, hi) if other.content(j)]
    return range(content[0], content[-1] + 1) if content else range(0)


def _negating(side: Side) -> list[int]:
    """The words of ``side`` that negate, in order: found once, not row by row."""
    words, negations, phrases = side.words, NEGATIONS[side.lang], NOT_NEGATIONS[side.lang]
    return [i for i, w in enumerate(words) if w.key in negations
            and (w.key, words[i + 1].key if i + 1 < len(words) else "") not in phrases]


def _near(unit: _Unit, other: _Unit) -> bool:
    """Whether ``other`` (a negation of the other side) stands where ``unit``'s
    counterpart is, give or take a few words."""
    if not unit.other:
        return False
    return other.lo <= unit.other.stop + TOGETHER and unit.other.start - TOGETHER < other.hi
