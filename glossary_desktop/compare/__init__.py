"""Comparing the two sides of a concept: word counterparts and how much of each
definition has one. No Qt: the command line and the window share it.

:func:`compare_concept` aligns a concept's Spanish and Portuguese terms and
definitions word by word (:mod:`.align`); :func:`overview` ranks every paired
concept by similarity, lowest first, so the pairs that differ most come first.
A concept whose alignment would weigh more than :data:`MAX_WORK` word pairs is
not aligned: the work is bounded whatever a glossary holds.
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

__all__ = [
    "MAX_WORK",
    "Alignment",
    "ConceptComparison",
    "OverviewRow",
    "Pair",
    "align",
    "compare_concept",
    "overview",
    "work",
]
