"""``UserStore.open(folder, create=False)``: what a command that only reads opens.

With no ``user.db`` yet it makes nothing (no folder, no file) and reads as empty;
with a file it reads it as ``open`` always did; with a file where the folder
should be it says so, as the window's open does, and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.store.user_db import Problem, UserStore, UserStoreReadOnly


def _absent(tmp_path: Path) -> Path:
    return tmp_path / "new" / "user"


def _empty_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "user"
    folder.mkdir()
    return folder


@pytest.mark.parametrize("where", [_absent, _empty_folder], ids=["no folder", "empty folder"])
def test_nothing_there_reads_as_empty_and_makes_nothing(
    tmp_path: Path, where: Callable[[Path], Path]
) -> None:
    folder = where(tmp_path)
    before = sorted(tmp_path.rglob("*"))

    with UserStore.open(folder, create=False) as store:
        marks, notice, writable = store.bookmarks(), store.notice, store.writable
        with pytest.raises(UserStoreReadOnly):
            store.add("sharding", "Sharding")

    assert ([], None, False) == (marks, notice, writable)
    assert before == sorted(tmp_path.rglob("*"))


def test_an_existing_store_is_read_as_ever(tmp_path: Path) -> None:
    with UserStore.open(tmp_path) as store:
        store.add("sharding", "Sharding", "leer")

    with UserStore.open(tmp_path, create=False) as store:
        marks = [(b.slug, b.note) for b in store.bookmarks()]

    assert [("sharding", "leer")] == marks


@pytest.mark.parametrize(
    ("user_dir", "detail"),
    [("notes.txt", "File exists"), ("notes.txt/sub", "Not a directory")],
    ids=["folder is a file", "a file above it"],
)
def test_a_file_in_the_folders_way_is_said_and_kept(
    tmp_path: Path, user_dir: str, detail: str
) -> None:
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    folder = tmp_path / user_dir

    with UserStore.open(folder, create=False) as store:
        notice = store.notice

    assert (Problem.CANNOT_CREATE, folder, detail) == notice
    assert ["notes.txt"] == [p.name for p in tmp_path.iterdir()]
    assert "mine" == (tmp_path / "notes.txt").read_text(encoding="utf-8")
