"""Bookmarks in: this app's JSON backup or CSV export merged into a glossary's bookmarks.

A bookmark is placed on the concept its slug names when that is still the
concept bookmarked (:meth:`Bookmark.status`); otherwise (a rebuilt or another
glossary) on the concept whose terms are the ones it remembers, in both its
languages. One that matches nothing is kept as it was, shown as no longer in
the glossary, and listed: never dropped.

A bookmark already here with another note keeps the newer of the two notes
(:func:`file_note_wins`) and the other is reported, whole: the one here, when
the file's wins, is then only in the report. A note without a time (written
before the store kept one, or read from a CSV export, which has no dates) is
older than any dated note; between two undated notes, or two of the same time,
the one here stays. A merge adds text, never removes it: a bookmark here
without a note takes the file's, and an empty note in the file changes nothing.
No Qt.
"""

from __future__ import annotations

import time
from enum import StrEnum
from pathlib import Path
from typing import NamedTuple

from glossary_desktop.domain import Bookmark, BookmarkStatus, Concept, Lang, NoteKind
from glossary_desktop.errors import UserError
from glossary_desktop.glossary.reader import Glossary
from glossary_desktop.store.bookmark_backup import BookmarkFileError, from_json
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from glossary_desktop.text import term_key


class Why(StrEnum):
    """Why a note was kept over the other."""

    NEWER = "newer"
    OTHER_UNDATED = "other-undated"  # the other note has no time
    BOTH_UNDATED = "both-undated"  # neither has: the one here stays
    SAME_TIME = "same-time"  # both of one time: the one here stays


class Conflict(NamedTuple):
    """A bookmark here with one note and in the file with another: ``kept`` is
    the bookmark as it stays, ``other`` the note that was not kept, ``from_file``
    whether the kept note is the file's."""

    kept: Bookmark
    other: str
    from_file: bool
    why: Why


def file_note_wins(here: Bookmark, there: Bookmark) -> tuple[bool, Why]:
    """Whether ``there``'s note (the file's) is kept over ``here``'s, and why."""
    mine, theirs = here.note_changed_at, there.note_changed_at
    if mine is None or theirs is None:
        if mine is None and theirs is None:
            return False, Why.BOTH_UNDATED
        return mine is None, Why.OTHER_UNDATED
    if mine == theirs:
        return False, Why.SAME_TIME
    return theirs > mine, Why.NEWER


class Merged(NamedTuple):
    """What a merge did, bookmark by bookmark of the file."""

    added: list[Bookmark]
    noted: list[Bookmark]  # here without a note, given the file's
    unchanged: list[Bookmark]
    conflicts: list[Conflict]
    moved: list[tuple[str, Bookmark]]  # the file's slug, the bookmark it became
    unmatched: list[Bookmark]  # kept as they were: no concept of this glossary is theirs


def read_bookmarks(path: Path, glossary: Glossary) -> list[Bookmark]:
    """The bookmarks of ``path``: a ``.json`` backup or a ``.csv``/``.tsv`` bookmarks export."""
    path = Path(path)
    try:
        if path.suffix.lower() in (".csv", ".tsv"):
            marks = _from_table(path, glossary)
        else:
            marks = from_json(path, path.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError:
        raise BookmarkFileError(path, "not UTF-8 text") from None
    for n, mark in enumerate(marks, 1):
        if len(mark.note) > NOTE_MAX_CHARS:
            raise BookmarkFileError(path, f"bookmark {n} ({mark.slug}): its note is longer "
                                          f"than {NOTE_MAX_CHARS} characters")
    return marks


def _from_table(path: Path, glossary: Glossary) -> list[Bookmark]:
    """A CSV export's rows as bookmarks: the user's note is what the ``note``
    column holds beyond the glossary's own notes on the concept."""
    # lazy: 8 modules, 8.9 ms of the window's start-up
    from glossary_desktop.importer.table import read_table

    marks = []
    for row in read_table(path):
        terms = {lang: entry.terms[0] for lang, entry in row.entries.items() if entry.terms}
        es, pt = terms.get(Lang.ES, ""), terms.get(Lang.PT, "")
        concept = glossary.get(row.source_id)
        own = {n.text for n in concept.notes if n.kind is NoteKind.NOTE} if concept else set()
        note = "\n".join(line for line in row.notes if line not in own)
        marks.append(Bookmark(row.source_id, es or pt, note, 0.0, es, pt))
    return marks


def merge_bookmarks(store: UserStore, glossary: Glossary, marks: list[Bookmark]) -> Merged:
    """Write ``marks`` into ``store`` (the bookmarks of ``glossary``), merging."""
    if not store.writable:
        raise UserError(str(store.warning or f"{store.path}: cannot be written"))
    merged = Merged([], [], [], [], [], [])
    for mark in marks:
        concept = _concept_of(mark, glossary)
        if concept is None:
            placed = mark
            merged.unmatched.append(mark)
        else:
            snapshot = Bookmark.of(concept, mark.note, mark.created_at)._replace(
                note_changed_at=mark.note_changed_at)
            placed = snapshot if concept.slug != mark.slug or not mark.es_term + mark.pt_term \
                else mark
            if concept.slug != mark.slug:
                merged.moved.append((mark.slug, placed))
        _merge_one(store, placed, merged)
    return merged


def _merge_one(store: UserStore, placed: Bookmark, merged: Merged) -> None:
    """Merge one bookmark of the file, ``placed`` on its concept here.

    A note is written only over the one the decision saw (``replace_note``): if
    another window or command changed it meanwhile, the decision is made again.
    """
    for _ in range(_TRIES):
        here = store.get(placed.slug)
        if here is None:
            # A CSV export has no dates: bookmarked now.
            store.restore(placed._replace(created_at=placed.created_at or time.time()))
            merged.added.append(store.get(placed.slug) or placed)
            return
        if not placed.note.strip() or placed.note == here.note:
            merged.unchanged.append(here)
            return
        wins, why = (True, Why.NEWER) if not here.note.strip() else file_note_wins(here, placed)
        if not wins:
            merged.conflicts.append(Conflict(here, placed.note, False, why))
            return
        if store.replace_note(here, placed.note, placed.note_changed_at):
            kept = store.get(placed.slug) or here
            if here.note.strip():
                merged.conflicts.append(Conflict(kept, here.note, True, why))
            else:
                merged.noted.append(kept)
            return
    raise UserError(f"{placed.slug}: its note kept changing while it was merged; try again")


#: How many times a bookmark is merged again after its note changed under the merge.
_TRIES = 5


def _concept_of(mark: Bookmark, glossary: Glossary) -> Concept | None:
    """The concept of this glossary that ``mark`` is about, if any."""
    concept = glossary.get(mark.slug)
    if concept is not None and mark.status(concept) is BookmarkStatus.OK:
        return concept
    remembered = {lang: term for lang, term in ((Lang.ES, mark.es_term), (Lang.PT, mark.pt_term))
                  if term}
    if not remembered:
        return None
    for term in remembered.values():
        found = glossary.find(term)
        if found is not None and all(_has(found, lang, t) for lang, t in remembered.items()):
            return found
    return None


def _has(concept: Concept, lang: Lang, term: str) -> bool:
    entry = concept.entries.get(lang)
    return entry is not None and term_key(term) in {term_key(t) for t in entry.terms}
