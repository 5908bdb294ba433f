"""Import errors in the user's language: the catalogue's wording of a
:class:`SourceError` code, translated and filled in with its fields.

Each code is worded once, in :mod:`glossary_desktop.messages`; the command
line prints its English, the window its translation (context ``Errors``).
This module only frames it with the file and the line. Data (terms, column
and file names) is shown as it is; numbers in the interface's locale.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QLocale

from glossary_desktop.errors import SourceError
from glossary_desktop.messages.fill import CONTEXT, fill


def translated(text: str, fields: Mapping[str, object]) -> str:
    """A wording of the catalogue in the interface's language, filled in with ``fields``."""
    return fill(QCoreApplication.translate(CONTEXT, text), fields, QLocale().toString)


def reason_text(exc: SourceError) -> str:
    """Why ``exc``'s source cannot be imported, in the interface's language."""
    return translated(exc.wording, exc.fields)


def describe_source_error(exc: SourceError) -> str:
    """``file, line N: why`` in the interface's language (no line where there is none)."""
    if exc.line is not None:
        return QCoreApplication.translate("ImportErrors", "{0}, line {1}: {2}").format(
            exc.path.name, exc.line, reason_text(exc))
    return QCoreApplication.translate("ImportErrors", "{0}: {1}").format(
        exc.path.name, reason_text(exc))
