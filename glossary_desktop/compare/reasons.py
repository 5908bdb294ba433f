"""Why a difference is one: a reason code and its fields, and their English wording.

The comparison says *why* as data (:class:`Reason`), never as a sentence, so each
interface words it in its own language: the command line in English
(:func:`english`), the window through Qt's translations of the same texts. The
texts are marked with :func:`QT_TRANSLATE_NOOP`, the marker Qt's ``lupdate``
collects (context ``Differences``) without this module importing Qt; a
translation keeps the fields it names (``{es}``, ``{pt}``, ``{usual}``,
``{uses}``). A wording does not repeat the two places: whoever shows the
reason shows them (quoted on the command line, marked in the window).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

#: The translation context of the wordings below.
CONTEXT = "Differences"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: marks it for ``lupdate`` to collect under ``context``."""
    return text


class ReasonCode(StrEnum):
    """Why a difference was found."""

    NEGATION_ES = "negation_es"  # only the Spanish negates
    NEGATION_PT = "negation_pt"  # only the Portuguese negates
    NUMBER = "number"  # a number, unit or symbol written differently
    MISSING = "missing"  # Spanish words with no counterpart
    ADDED = "added"  # Portuguese words with no counterpart
    USUAL_PT = "usual_pt"  # a Spanish term with another counterpart elsewhere
    USUAL_ES = "usual_es"  # a Portuguese term that translates another word elsewhere


class Reason(NamedTuple):
    """A reason code and the fields its wording names.

    ``es`` and ``pt`` are the two texts concerned (as written), ``usual`` the
    counterpart the rest of the glossary uses and ``uses`` in how many concepts.
    """

    code: ReasonCode
    es: str = ""
    pt: str = ""
    usual: str = ""
    uses: int = 0


#: The English of each reason; the window translates these very texts.
WORDING: dict[ReasonCode, str] = {
    ReasonCode.NEGATION_ES: QT_TRANSLATE_NOOP("Differences", "only the Spanish is negative"),
    ReasonCode.NEGATION_PT: QT_TRANSLATE_NOOP("Differences", "only the Portuguese is negative"),
    ReasonCode.NUMBER: QT_TRANSLATE_NOOP("Differences", "not the same number, unit or symbol"),
    ReasonCode.MISSING: QT_TRANSLATE_NOOP("Differences", "no counterpart in the Portuguese"),
    ReasonCode.ADDED: QT_TRANSLATE_NOOP("Differences", "no counterpart in the Spanish"),
    ReasonCode.USUAL_PT: QT_TRANSLATE_NOOP(
        "Differences", "“{es}” is “{usual}” in {uses} other concepts"),
    ReasonCode.USUAL_ES: QT_TRANSLATE_NOOP(
        "Differences", "“{pt}” translates “{usual}” in {uses} other concepts"),
}


def english(reason: Reason) -> str:
    """The reason in one line of English, for the command line."""
    return WORDING[reason.code].format(**reason._asdict())
