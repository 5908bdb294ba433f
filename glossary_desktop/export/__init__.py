"""Writing concepts out: TBX v3, CSV, an Anki deck, Markdown. No Qt, no database.

Every writer takes :data:`Item` pairs (a concept and the user's note on it,
``""`` for none), so the whole glossary and the bookmarks go through the same
code, and writes text to a stream as it goes: a million concepts never sit in
memory. :mod:`.files` puts a stream's text into a file without ever leaving a
half-written or clobbered one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from glossary_desktop.domain import Concept

#: A concept to export, with the user's note on it ("" for none).
Item = tuple[Concept, str]


class Written(NamedTuple):
    """How many concepts a writer wrote, and the slugs it had to leave out."""

    written: int
    skipped: tuple[str, ...] = ()


def without_notes(concepts: Iterable[Concept]) -> Iterable[Item]:
    """The whole glossary as export items: every concept, no note."""
    return ((concept, "") for concept in concepts)
