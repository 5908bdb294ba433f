"""Filling a wording of the catalogue with an error's fields, the same way in both interfaces.

A wording names its fields (``{term}``, ``{limit:,}``, ``{char:04X}``); a
translation keeps the names and their formats and may move them. A field
``detail`` is the English of the system or of a library (a parser's reason):
a wording that names it shows it everywhere; otherwise the command line adds
it in parentheses and the window, which cannot translate it, leaves it out.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping

#: The translation context of every wording of the catalogue.
CONTEXT = "Errors"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` as it is: marks it for ``lupdate`` to collect under ``context``."""
    return text


class _Filler(string.Formatter):
    """Python's formatting, but a count through ``number`` (the interface's locale)."""

    def __init__(self, number: Callable[[int], str] | None) -> None:
        self._number = number

    def format_field(self, value: object, format_spec: str) -> str:
        if (self._number is not None and format_spec in ("", ",")
                and isinstance(value, int) and not isinstance(value, bool)):
            return self._number(value)
        return str(super().format_field(value, format_spec))


def fill(text: str, fields: Mapping[str, object],
         number: Callable[[int], str] | None = None) -> str:
    """``text`` with its named fields filled in from ``fields``; counts through ``number``
    when given (the window's locale), else as Python writes them (the command line's)."""
    return _Filler(number).vformat(text, (), fields)


def english(text: str, fields: Mapping[str, object]) -> str:
    """What the command line says: ``text`` filled in, and the system's words after it."""
    said = fill(text, fields)
    detail = fields.get("detail")
    if detail and not names(text) >= {"detail"}:
        said += f" ({detail})"
    return said


def names(text: str) -> set[str]:
    """The fields ``text`` names."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}
