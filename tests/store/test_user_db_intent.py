"""Bookmark writes say what the user wants; formats move forward without losing a note.

Intent: "bookmarked" and "not bookmarked" are applied as such whatever the file
held (another window or the CLI may have changed it); a note always lands on
a bookmark; a removed bookmark comes back whole. Format 1 files (no concept
snapshot) are upgraded in place.
"""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark, BookmarkStatus, Concept, Entry, Lang
from glossary_desktop.store import user_schema
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, NoteTooLong, Reason, UserStore

DASK = Bookmark("dask", "Dask", "", 0.0, "Dask", "Dask", "ia.es.txt")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[UserStore]:
    ticks = itertools.count(1000)
    with UserStore.open(tmp_path / "user", clock=lambda: float(next(ticks))) as s:
        yield s


@pytest.mark.parametrize(
    ("stored_note", "on", "expected_note", "expected_removed"),
    [
        (None, True, "", None),  # add
        ("leer", True, "leer", None),  # already there (another window): kept, note too
        ("leer", False, None, "leer"),  # remove: the removed bookmark comes back, note included
        (None, False, None, None),  # already gone (the CLI removed it): nothing to do
    ],
    ids=["add", "add-again-keeps-note", "remove-returns-it", "remove-again"],
)
def test_set_bookmarked_applies_the_intent_whatever_was_stored(
    store: UserStore, stored_note: str | None, on: bool,
    expected_note: str | None, expected_removed: str | None,
) -> None:
    if stored_note is not None:
        store.add("dask", "Dask", stored_note)
    removed = store.set_bookmarked(DASK, on)
    mark = store.get("dask")
    assert expected_note == (mark.note if mark else None)
    assert expected_removed == (removed.note if removed else None)


def test_the_same_intent_twice_never_flips(store: UserStore) -> None:
    for _ in range(3):
        store.set_bookmarked(DASK, True)
    assert frozenset({"dask"}) == store.slugs()


def test_a_note_on_a_bookmark_removed_elsewhere_recreates_it(store: UserStore) -> None:
    store.add("dask", "Dask", es_term="Dask", pt_term="Dask", source="ia.es.txt")
    seen = store.get("dask")
    assert seen is not None
    store.remove("dask")  # another window, meanwhile
    saved = store.set_note(seen, "biblioteca de Python")
    assert ("biblioteca de Python", "ia.es.txt") == (saved.note, saved.source)
    assert saved == store.get("dask")


def test_restore_puts_back_date_note_and_snapshot(store: UserStore) -> None:
    original = store.add("dask", "Dask", "leer", es_term="Dask", source="ia.es.txt")
    removed = store.set_bookmarked(DASK, False)
    store.set_bookmarked(DASK, True)  # starred again, without the note
    assert removed is not None
    store.restore(removed)
    assert original == store.get("dask")


@pytest.mark.parametrize(
    ("readded_note", "expected_note"),
    [("", "leer"), ("nota nueva de la CLI", "nota nueva de la CLI")],
    ids=["readded-without-note", "readded-with-a-note"],
)
def test_restore_never_writes_over_a_note_given_since(
    store: UserStore, readded_note: str, expected_note: str
) -> None:
    store.add("dask", "Dask", "leer")
    removed = store.set_bookmarked(DASK, False)
    assert removed is not None
    store.add("dask", "Dask", readded_note)  # the CLI or another window, meanwhile
    store.restore(removed)  # then Ctrl+Z here
    mark = store.get("dask")
    assert mark is not None
    assert expected_note == mark.note


@pytest.mark.parametrize(
    "write",
    [lambda s, note: s.add("dask", "Dask", note), lambda s, note: s.set_note(DASK, note)],
    ids=["add", "set_note"],
)
def test_a_note_over_the_limit_is_refused_and_nothing_changes(
    store: UserStore, write: Callable[[UserStore, str], object]
) -> None:
    store.add("dask", "Dask", "corta")
    too_long = "x" * (NOTE_MAX_CHARS + 1)
    with pytest.raises(NoteTooLong) as raised:
        write(store, too_long)
    assert (Reason.TOO_LONG, NOTE_MAX_CHARS + 1) == (raised.value.reason, raised.value.length)
    assert f"at most {NOTE_MAX_CHARS} characters" in str(raised.value)
    mark = store.get("dask")
    assert mark is not None
    assert "corta" == mark.note
    assert "x" * NOTE_MAX_CHARS == store.set_note(DASK, "x" * NOTE_MAX_CHARS).note


def test_data_version_moves_on_another_connections_commit_only(
    store: UserStore, tmp_path: Path
) -> None:
    before = store.data_version()
    store.add("dask")
    assert before == store.data_version()  # our own commit: the window knows already
    with UserStore.open(tmp_path / "user") as other:
        other.add("sharding")
    assert before != store.data_version()


def _v1_file(folder: Path) -> Path:
    folder.mkdir()
    path = folder / "user.db"
    conn = sqlite3.connect(path)
    conn.executescript("""
        CREATE TABLE bookmarks (slug TEXT PRIMARY KEY, term TEXT NOT NULL DEFAULT '',
            note TEXT NOT NULL DEFAULT '', created_at REAL NOT NULL);
        CREATE TABLE history (id INTEGER PRIMARY KEY, slug TEXT NOT NULL,
            visited_at REAL NOT NULL);
        CREATE INDEX history_slug ON history(slug, id);
        INSERT INTO bookmarks VALUES ('dask', 'Dask', 'leer después', 5.0);
        PRAGMA user_version = 1;
    """)
    conn.close()
    return path


def test_a_format_1_file_is_upgraded_in_place_with_its_notes(tmp_path: Path) -> None:
    path = _v1_file(tmp_path / "user")
    with UserStore.open(path.parent) as s:
        assert (True, None, None) == (s.writable, s.warning, s.recovered_from)
        assert [Bookmark("dask", "Dask", "leer después", 5.0)] == s.bookmarks()
    conn = sqlite3.connect(path)
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        columns = tuple(r[1] for r in conn.execute("PRAGMA table_info(bookmarks)"))
    finally:
        conn.close()
    assert (user_schema.SCHEMA_VERSION, user_schema.COLUMNS["bookmarks"]) == (version, columns)


def _concept(es: str | None, pt: str | None, source: str = "ia.es.txt") -> Concept:
    entries = {}
    if es is not None:
        entries[Lang.ES] = Entry(Lang.ES, es, "def", source, 3)
    if pt is not None:
        entries[Lang.PT] = Entry(Lang.PT, pt, "def", source.replace(".es.", ".pt."), 3)
    return Concept(1, "dask", "ia", entries)


@pytest.mark.parametrize(
    ("mark", "concept", "expected"),
    [
        (DASK, _concept("Dask", "Dask"), BookmarkStatus.OK),
        (DASK, None, BookmarkStatus.MISSING),
        (DASK, _concept("Dask", "Dask", "otro.es.txt"), BookmarkStatus.CHANGED),  # a homonym
        (DASK, _concept("Dask Distribuido", "Dask"), BookmarkStatus.CHANGED),
        (DASK, _concept("Dask", None), BookmarkStatus.CHANGED),  # lost its translation
        (DASK._replace(pt_term=""), _concept("Dask", "Dask"), BookmarkStatus.OK),  # gained one
        (Bookmark("dask", "Dask", "", 0.0), _concept("Dask", None), BookmarkStatus.OK),  # format 1
        (Bookmark("dask", "Daskk", "", 0.0), _concept("Dask", None), BookmarkStatus.CHANGED),
    ],
    ids=["same", "gone", "homonym-from-another-file", "term-changed", "lost-translation",
         "gained-translation", "format-1-same-term", "format-1-other-term"],
)
def test_a_bookmark_knows_whether_the_slug_still_names_its_concept(
    mark: Bookmark, concept: Concept | None, expected: BookmarkStatus
) -> None:
    assert expected == mark.status(concept)
