"""Writing concepts out: TBX v3, CSV, an Anki deck, Markdown. No Qt, no database.

Every writer takes :data:`Item` pairs (a concept and the user's note on it,
``""`` for none), so the whole glossary and the bookmarks go through the same
code, and writes text to a stream as it goes: a million concepts never sit in
memory. :mod:`.files` puts a stream's text into a file without ever leaving a
half-written or clobbered one.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar, NamedTuple

from glossary_desktop.domain import Concept
from glossary_desktop.errors import UserError

#: A concept to export, with the user's note on it ("" for none).
Item = tuple[Concept, str]


class NothingToExport(UserError):
    """An export that would hold no concept: nothing is written, and a file
    already at the target stays as it was.

    ``reason`` says why (a code below); ``count`` is how many bookmarks left
    the glossary (:attr:`BOOKMARKS_GONE`). ``str()`` is the CLI's English.
    """

    NO_BOOKMARKS = "no-bookmarks"
    BOOKMARKS_GONE = "bookmarks-gone"
    #: Anki: every concept chosen is in one language only (a card needs both).
    ONE_LANGUAGE = "one-language"
    EMPTY = "empty"

    _DETAIL: ClassVar[dict[str, str]] = {
        NO_BOOKMARKS: "no bookmarks yet",
        BOOKMARKS_GONE: "none of the {0} bookmarks is in this glossary any more",
        ONE_LANGUAGE: "an Anki card needs both languages and none of these concepts has them",
        EMPTY: "the glossary has no concepts",
    }

    def __init__(self, reason: str, count: int = 0) -> None:
        self.reason = reason
        self.count = count
        detail = self._DETAIL[reason].format(count)
        if reason == self.BOOKMARKS_GONE and count == 1:
            detail = "the one bookmark is not in this glossary any more"
        super().__init__("nothing to export: " + detail)


class Written(NamedTuple):
    """How many concepts a writer wrote, and the slugs it had to leave out."""

    written: int
    skipped: tuple[str, ...] = ()


def without_notes(concepts: Iterable[Concept]) -> Iterable[Item]:
    """The whole glossary as export items: every concept, no note."""
    return ((concept, "") for concept in concepts)
