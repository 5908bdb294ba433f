"""What differs between a concept's two sides: each difference with its kind, its
place on each side and why.

Kinds:

- ``negation``: a negation on one side only (:mod:`.negation`);
- ``number``: numbers, units or symbols that differ (:mod:`.numbers`);
- ``missing`` / ``added``: Spanish / Portuguese content that the other side does
  not translate, a number with no partner included (:mod:`.omissions`);
- ``inconsistent_term``: a term translated otherwise than in the rest of the
  glossary (:mod:`.consistency`, which needs the glossary; the others need only
  the concept).

Offsets are Python string indices into the term or definition the difference is
in (``field``), as the aligner's; ``None`` for the side a ``missing`` or
``added`` difference has nothing on.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from glossary_desktop.compare import numbers
from glossary_desktop.compare.negation import negations_on_one_side
from glossary_desktop.compare.omissions import omissions
from glossary_desktop.compare.paired import Paired
from glossary_desktop.compare.reasons import Reason, ReasonCode
from glossary_desktop.domain import Field, Lang, Span


class Kind(StrEnum):
    """What kind of difference: each has its own mark in the window."""

    NEGATION = "negation"
    NUMBER = "number"
    MISSING = "missing"
    ADDED = "added"
    INCONSISTENT_TERM = "inconsistent_term"


#: The kinds, in the order they are listed.
KINDS: tuple[Kind, ...] = tuple(Kind)


class Difference(NamedTuple):
    """One place where the two sides do not say the same thing."""

    kind: Kind
    field: Field  # the term or the definition
    es: Span | None
    pt: Span | None
    reason: Reason

    @property
    def order(self) -> tuple[int, int, int]:
        """Terms first, then by place (the Spanish one, else the Portuguese)."""
        place = self.es if self.es is not None else self.pt
        return (self.field is not Field.TERM, place.start if place else 0, KINDS.index(self.kind))


def local_differences(
    paired: Paired, field: Field
) -> tuple[list[Difference], dict[Lang, set[int]]]:
    """The differences of two aligned texts that need nothing but them (all kinds
    but ``inconsistent_term``), in order; and the words of each side that are
    numbers or symbols (the number check's, whether they differ or not)."""
    found: list[Difference] = []
    quantities = numbers.match(paired)
    for q, p in quantities.differ:
        found.append(Difference(Kind.NUMBER, field, q.span, p.span, Reason(
            ReasonCode.NUMBER, _text(paired.es.text, q.span), _text(paired.pt.text, p.span))))
    # Those with no partner are words without a counterpart like any other.
    ignored = {Lang.ES: numbers.covered(quantities.es, quantities.only_es),
               Lang.PT: numbers.covered(quantities.pt, quantities.only_pt)}
    runs = omissions(paired, ignored)
    for run in runs:
        kind = Kind.MISSING if run.lang is Lang.ES else Kind.ADDED
        found.append(_one_sided(kind, field, paired, run.lang, run.lo, run.hi))
    in_runs = {lang: {i for r in runs if r.lang is lang for i in range(r.lo, r.hi)}
               for lang in (Lang.ES, Lang.PT)}
    for negation in negations_on_one_side(paired, in_runs):
        own, other = paired.side(negation.lang).text, paired.other(negation.lang).text
        texts = (_text(own, negation.own), _text(other, negation.other))
        if negation.lang is Lang.ES:
            found.append(Difference(Kind.NEGATION, field, negation.own, negation.other,
                                    Reason(ReasonCode.NEGATION_ES, *texts)))
        else:
            found.append(Difference(Kind.NEGATION, field, negation.other, negation.own,
                                    Reason(ReasonCode.NEGATION_PT, *texts[::-1])))
    return sorted(found, key=lambda d: d.order), ignored


def _text(text: str, span: Span | None) -> str:
    return text[span.start:span.end] if span is not None else ""


def _one_sided(
    kind: Kind, field: Field, paired: Paired, lang: Lang, lo: int, hi: int
) -> Difference:
    side = paired.side(lang)
    span, written = side.span(lo, hi), side.written(lo, hi)
    if lang is Lang.ES:
        return Difference(kind, field, span, None, Reason(ReasonCode.MISSING, es=written))
    return Difference(kind, field, None, span, Reason(ReasonCode.ADDED, pt=written))
