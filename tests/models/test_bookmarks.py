"""The bookmarks model: order, notes saved at once, gone concepts kept."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from glossary_desktop.glossary import Glossary
from glossary_desktop.models.bookmarks import NOTE, TERM, BookmarkListModel, ExistsRole, SlugRole
from glossary_desktop.store.user_db import UserStore


@pytest.fixture
def glossary(glossary_db: Path) -> Iterator[Glossary]:
    with Glossary.open(glossary_db) as g:
        yield g


@pytest.fixture
def store(user_dir: Path) -> Iterator[UserStore]:
    ticks = itertools.count(1000)
    with UserStore.open(user_dir, clock=lambda: float(next(ticks))) as s:
        s.add("dask", "Dask")
        s.add("sharding", "Sharding", note="particionar")
        s.add("gone-concept", "Término Perdido")
        yield s


@pytest.fixture
def model(store: UserStore, glossary: Glossary) -> BookmarkListModel:
    return BookmarkListModel(store, glossary)


def _terms(model: BookmarkListModel) -> list[str]:
    return [model.index(r, TERM).data() for r in range(model.rowCount())]


def test_newest_first(model: BookmarkListModel) -> None:
    assert [
        "gone-concept",
        "sharding",
        "dask",
    ] == [model.index(r, TERM).data(SlugRole) for r in range(3)]


def test_alphabetical(qtbot: QtBot, model: BookmarkListModel) -> None:
    with qtbot.waitSignal(model.modelReset):
        model.set_order("alpha")
    assert [
        "dask",
        "sharding",
        "gone-concept",
    ] == [model.index(r, TERM).data(SlugRole) for r in range(3)]


def test_a_bookmark_whose_concept_is_gone_is_kept_and_marked(model: BookmarkListModel) -> None:
    row = model.row_of("gone-concept")
    assert row is not None
    assert model.index(row, TERM).data(ExistsRole) is False
    assert "Término Perdido (no longer in the glossary)" == model.index(row, TERM).data()
    assert model.index(model.row_of("dask") or 0, TERM).data(ExistsRole) is True


def test_note_is_editable_and_saved(
    qtbot: QtBot, model: BookmarkListModel, store: UserStore
) -> None:
    row = model.row_of("sharding")
    assert row is not None
    index = model.index(row, NOTE)
    assert "particionar" == index.data()
    assert index.flags() & Qt.ItemFlag.ItemIsEditable
    assert not model.index(row, TERM).flags() & Qt.ItemFlag.ItemIsEditable
    with qtbot.waitSignal(model.dataChanged):
        assert model.setData(index, "dividir datos")
    assert "dividir datos" == index.data()
    bookmark = store.get("sharding")
    assert bookmark is not None
    assert "dividir datos" == bookmark.note


def test_setdata_refuses_other_columns(model: BookmarkListModel) -> None:
    assert not model.setData(model.index(0, TERM), "x")
    assert not model.setData(model.index(0, NOTE), "x", Qt.ItemDataRole.DisplayRole)


def test_qtmodeltester(qtmodeltester: ModelTester, model: BookmarkListModel) -> None:
    qtmodeltester.check(model)


def test_read_only_store_refuses_notes(
    qtbot: QtBot, glossary: Glossary, user_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with UserStore.open(user_dir) as store:
        store.add("dask", "Dask")
    readonly = UserStore.open(user_dir)
    monkeypatch.setattr(readonly, "writable", False)
    model = BookmarkListModel(readonly, glossary)
    index = model.index(0, NOTE)
    assert not index.flags() & Qt.ItemFlag.ItemIsEditable
    with qtbot.waitSignal(model.write_failed):
        assert not model.setData(index, "nota")
    assert "" == model.index(0, NOTE).data()
    readonly.close()
