"""Comparing the two sides of a concept: word counterparts, what differs and how
alike they are. No Qt: the command line and the window share it.

:func:`compare_concept` aligns a concept's Spanish and Portuguese terms and
definitions word by word (:mod:`.align`) and finds what differs
(:mod:`.differences`: negations, numbers, missing and added words; inconsistent
terms with a glossary's :class:`TermUsage`); :func:`overview` ranks every paired
concept by similarity (:mod:`.similarity`), lowest first, so the pairs that
differ most come first. A concept whose alignment would weigh more than
:data:`MAX_WORK` word pairs is not aligned: the work is bounded whatever a
glossary holds.
"""

from __future__ import annotations

from glossary_desktop.compare.align import align
from glossary_desktop.compare.alignment import Alignment, Pair
from glossary_desktop.compare.concept import (
    MAX_WORK,
    ConceptComparison,
    OverviewRow,
    compare_concept,
    overview,
    work,
)
from glossary_desktop.compare.consistency import TermUsage, term_stems
from glossary_desktop.compare.differences import KINDS, Difference, Kind
from glossary_desktop.compare.reasons import Reason, ReasonCode, english

__all__ = [
    "KINDS",
    "MAX_WORK",
    "Alignment",
    "ConceptComparison",
    "Difference",
    "Kind",
    "OverviewRow",
    "Pair",
    "Reason",
    "ReasonCode",
    "TermUsage",
    "align",
    "compare_concept",
    "english",
    "overview",
    "term_stems",
    "work",
]
