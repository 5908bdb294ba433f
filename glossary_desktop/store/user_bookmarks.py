"""The bookmark half of the user store: what is bookmarked, with which note.

Every write says what the user wants (:meth:`BookmarkTable.set_bookmarked`,
:meth:`BookmarkTable.set_note`), never "flip whatever is stored", so two
writers cannot turn an "add" into a "remove". A mixin of
:class:`~glossary_desktop.store.user_db.UserStore`, which owns the connection
and the transactions. No Qt here.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import Literal

from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_errors import NOTE_MAX_CHARS, InvalidBookmark, NoteTooLong
from glossary_desktop.text import sort_key

Order = Literal["newest", "alpha"]

_FIELDS = "slug, term, note, created_at, es_term, pt_term, source, note_changed_at"
_VALUES = "(?, ?, ?, ?, ?, ?, ?, ?)"

# Upsert: a second add keeps the original created_at (the "newest" order is when
# the user first starred it) and does not blank a term, note or snapshot it was
# not given. A note's time moves only when its text does (SET reads the old row).
_ADD_SQL = f"""
INSERT INTO bookmarks ({_FIELDS}) VALUES {_VALUES}
ON CONFLICT (slug) DO UPDATE SET
    term = CASE WHEN excluded.term != '' THEN excluded.term ELSE term END,
    note = CASE WHEN excluded.note != '' THEN excluded.note ELSE note END,
    note_changed_at = CASE WHEN excluded.note NOT IN ('', note) THEN excluded.note_changed_at
                      ELSE note_changed_at END,
    es_term = CASE WHEN excluded.term != '' THEN excluded.es_term ELSE es_term END,
    pt_term = CASE WHEN excluded.term != '' THEN excluded.pt_term ELSE pt_term END,
    source = CASE WHEN excluded.term != '' THEN excluded.source ELSE source END
"""

_RESTORE_SQL = f"""
INSERT INTO bookmarks ({_FIELDS}) VALUES {_VALUES}
ON CONFLICT (slug) DO UPDATE SET
    term = excluded.term, note = excluded.note, created_at = excluded.created_at,
    es_term = excluded.es_term, pt_term = excluded.pt_term, source = excluded.source,
    note_changed_at = excluded.note_changed_at
WHERE bookmarks.note = ''
"""

_SET_NOTE_SQL = """
UPDATE bookmarks SET note = ?1, note_changed_at = CASE WHEN note = ?1 THEN note_changed_at
                                                       ELSE ?2 END
WHERE slug = ?3
"""


class BookmarkTable:
    """Bookmark reads and writes over ``_conn``, each write one ``_write()`` transaction."""

    _conn: sqlite3.Connection
    _clock: Callable[[], float]

    def _write(self) -> AbstractContextManager[sqlite3.Connection]:
        raise NotImplementedError  # UserStore's: one committed transaction or NotSaved

    def add(
        self, slug: str, term: str = "", note: str = "", *,
        es_term: str = "", pt_term: str = "", source: str = "",
    ) -> Bookmark:
        """Bookmark ``slug`` (again: keeps its date, updates a given term, note or snapshot).

        A note given, and not the one stored, is dated now.
        """
        _check(Bookmark(slug, term, note, 0.0, es_term, pt_term, source))
        with self._write() as conn:
            now = self._clock()
            conn.execute(_ADD_SQL, (slug, term, note, now, es_term, pt_term, source,
                                    now if note else None))
            row = conn.execute(
                f"SELECT {_FIELDS} FROM bookmarks WHERE slug = ?", (slug,)
            ).fetchone()
        return _bookmark(row)

    def set_bookmarked(self, mark: Bookmark, on: bool) -> Bookmark | None:
        """Make ``mark.slug`` bookmarked or not, whatever it was; the removed one, if any.

        Adding keeps a stored note (``mark.note`` is ignored); removing returns
        the bookmark as it was on disk, note included, so it can be restored.
        """
        if on:
            self.add(mark.slug, mark.term, es_term=mark.es_term, pt_term=mark.pt_term,
                     source=mark.source)
            return None
        with self._write() as conn:
            row = conn.execute(
                f"SELECT {_FIELDS} FROM bookmarks WHERE slug = ?", (mark.slug,)
            ).fetchone()
            conn.execute("DELETE FROM bookmarks WHERE slug = ?", (mark.slug,))
        return _bookmark(row) if row else None

    def remove(self, slug: str) -> bool:
        """Remove the bookmark; ``False`` if there was none."""
        with self._write() as conn:
            return conn.execute("DELETE FROM bookmarks WHERE slug = ?", (slug,)).rowcount > 0

    def restore(self, mark: Bookmark) -> None:
        """Put back a removed bookmark exactly as it was (dates, note, snapshot).

        If it is back already with a note of its own (the CLI or another window
        starred it again meanwhile), that newer note stays: an undo must not
        write over what was written since.
        """
        _check(mark)
        with self._write() as conn:
            conn.execute(_RESTORE_SQL, tuple(mark))

    def set_note(self, mark: Bookmark, note: str) -> Bookmark:
        """Give ``mark`` this note; re-creates the bookmark if another window removed it.

        The user wrote a note for a bookmark: dropping it because the star went
        out elsewhere meanwhile would lose what they typed. The note is dated
        now, unless it is the one stored (saving it again changed nothing).
        """
        _check(mark._replace(note=note))
        with self._write() as conn:
            now = self._clock()
            updated = conn.execute(_SET_NOTE_SQL, (note, now, mark.slug)).rowcount
            if not updated:
                conn.execute(f"INSERT INTO bookmarks ({_FIELDS}) VALUES {_VALUES}",
                             (*mark._replace(note=note, created_at=now, note_changed_at=now),))
            row = conn.execute(
                f"SELECT {_FIELDS} FROM bookmarks WHERE slug = ?", (mark.slug,)
            ).fetchone()
        return _bookmark(row)

    def replace_note(self, seen: Bookmark, note: str, changed_at: float | None) -> bool:
        """Write ``note``, dated ``changed_at``, over the note of ``seen``, if it is
        still the one stored (text and time); ``False``, nothing written, if it
        changed since (another window wrote) or the bookmark is gone.

        For a merge that chose between two notes: it must not write over a note
        it did not see.
        """
        _check(seen._replace(note=note, note_changed_at=changed_at))
        with self._write() as conn:
            return conn.execute(
                "UPDATE bookmarks SET note = ?, note_changed_at = ? "
                "WHERE slug = ? AND note = ? AND note_changed_at IS ?",
                (note, changed_at, seen.slug, seen.note, seen.note_changed_at),
            ).rowcount > 0

    def get(self, slug: str) -> Bookmark | None:
        row = self._conn.execute(
            f"SELECT {_FIELDS} FROM bookmarks WHERE slug = ?", (slug,)
        ).fetchone()
        return _bookmark(row) if row else None

    def is_bookmarked(self, slug: str) -> bool:
        sql = "SELECT 1 FROM bookmarks WHERE slug = ?"
        return self._conn.execute(sql, (slug,)).fetchone() is not None

    def bookmarks(
        self, order: Order = "newest", *, note_chars: int | None = None
    ) -> list[Bookmark]:
        """All bookmarks, newest first or alphabetical by term (case and accents ignored).

        ``note_chars`` cuts each note to that many characters in SQL: a list
        that shows a preview then never reads a huge note (one written by
        another tool or an older version) whole, on every refresh.
        """
        if order not in ("newest", "alpha"):
            raise ValueError(f"unknown bookmark order {order!r}")
        fields = _FIELDS if note_chars is None else _FIELDS.replace(
            " note,", f" substr(note, 1, {int(note_chars)}),"
        )
        # rowid breaks ties between bookmarks made within one clock tick.
        rows = self._conn.execute(
            f"SELECT {fields} FROM bookmarks ORDER BY created_at DESC, rowid DESC"
        )
        marks = [_bookmark(r) for r in rows]
        if order == "alpha":
            # In Python: SQLite's NOCASE is ASCII-only and there is no ICU here.
            marks.sort(key=lambda b: (sort_key(b.term or b.slug), b.slug))
        return marks

    def slugs(self) -> frozenset[str]:
        return frozenset(r[0] for r in self._conn.execute("SELECT slug FROM bookmarks"))


def check_slug(slug: object) -> None:
    """Refuse (:class:`InvalidBookmark`) a slug that is not text, or is empty."""
    if type(slug) is not str or not slug:
        raise InvalidBookmark("slug", slug)


#: How a refusal names each text of a bookmark.
_NAMES = {"term": "term", "note": "note", "es_term": "Spanish term", "pt_term": "Portuguese term",
          "source": "source file"}


def _check(mark: Bookmark) -> None:
    """Refuse a bookmark whose values the file must not hold, before any write.

    They come from the glossary (a crafted one can hold a BLOB or NULL where
    text belongs): stored, they would break every later read of the bookmarks.
    """
    check_slug(mark.slug)
    for field, name in _NAMES.items():
        value = getattr(mark, field)
        if type(value) is not str:
            raise InvalidBookmark(name, value)
    if type(mark.created_at) not in (float, int):
        raise InvalidBookmark("date", mark.created_at)
    if mark.note_changed_at is not None and type(mark.note_changed_at) not in (float, int):
        raise InvalidBookmark("date", mark.note_changed_at)
    if len(mark.note) > NOTE_MAX_CHARS:
        raise NoteTooLong(len(mark.note))


def _bookmark(row: tuple[str, str, str, float, str, str, str, float | None]) -> Bookmark:
    slug, term, note, created_at, es_term, pt_term, source, note_changed_at = row
    return Bookmark(slug, term or "", note or "", float(created_at or 0.0), es_term or "",
                    pt_term or "", source or "",
                    None if note_changed_at is None else float(note_changed_at))
