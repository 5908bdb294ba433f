"""A note is dated when its text changes, by whichever write changes it; a merge
writes a note only over the one it saw."""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_db import UserStore

DASK = Bookmark("dask", "Dask", "", 0.0, "Dask", "Dask", "ia.es.txt")


@pytest.fixture
def store(tmp_path: Path) -> Iterator[UserStore]:
    ticks = itertools.count(1000)  # one second a write
    with UserStore.open(tmp_path / "user", clock=lambda: float(next(ticks))) as s:
        yield s


def _time(store: UserStore) -> float | None:
    mark = store.get("dask")
    assert mark is not None
    return mark.note_changed_at


def test_a_note_is_dated_by_the_write_that_changes_its_text_and_no_other(
    store: UserStore,
) -> None:
    store.add("dask", "Dask")
    assert _time(store) is None  # no note yet
    store.add("dask", "Dask", "leer")
    assert 1001.0 == _time(store)
    store.set_note(DASK, "leer")  # saved again unchanged (the editor losing focus)
    store.add("dask", "Dask")  # starred again, no note given
    store.set_bookmarked(DASK, True)
    assert 1001.0 == _time(store)
    store.set_note(DASK, "releer")
    assert 1005.0 == _time(store)
    store.set_note(DASK, "")  # cleared: a change too
    assert 1006.0 == _time(store)


def test_undo_of_a_removal_puts_the_notes_time_back(store: UserStore) -> None:
    store.add("dask", "Dask", "leer")
    removed = store.set_bookmarked(DASK, False)
    assert removed is not None
    store.restore(removed)
    assert 1000.0 == _time(store)


def test_a_merge_writes_a_note_only_over_the_one_it_saw(store: UserStore, tmp_path: Path) -> None:
    store.add("dask", "Dask", "leer")
    seen = store.get("dask")
    assert seen is not None
    # Another process (a window) changes the note between the merge's read and write.
    subprocess.run([sys.executable, "-c", (
        "import sys\nfrom glossary_desktop.store.user_db import UserStore\n"
        "s = UserStore.open(sys.argv[1])\ns.set_note(s.get('dask'), 'de la ventana')\n"
    ), str(tmp_path / "user")], check=True, timeout=60)
    assert not store.replace_note(seen, "del archivo", 5.0)
    again = store.get("dask")
    assert again is not None
    assert "de la ventana" == again.note
    assert store.replace_note(again, "del archivo", 5.0)
    final = store.get("dask")
    assert final is not None
    assert ("del archivo", 5.0) == (final.note, final.note_changed_at)
