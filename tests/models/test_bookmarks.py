"""The bookmarks model: order, notes saved at once, gone or changed concepts kept."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPersistentModelIndex, Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Bookmark, BookmarkStatus, GlossaryRef, Lang
from glossary_desktop.glossary import Glossary
from glossary_desktop.models.bookmark_cells import preview
from glossary_desktop.models.bookmark_stores import BookmarkStores
from glossary_desktop.models.bookmarks import (
    NOTE,
    TERM,
    BookmarkListModel,
    ExistsRole,
    SlugRole,
    StatusRole,
)
from glossary_desktop.store.user_db import NotSaved, UserStore


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


def _model(store: UserStore, glossary: Glossary) -> BookmarkListModel:
    """The model with a writer that does what the window's does: save, then refresh."""
    model: BookmarkListModel

    def save_note(mark: Bookmark, note: str, _glossary: str) -> bool:
        try:
            store.set_note(mark, note)
        except NotSaved:
            return False
        model.refresh()
        return True

    model = BookmarkListModel(BookmarkStores(GlossaryRef.built_in(), store, glossary), save_note)
    return model


@pytest.fixture
def model(store: UserStore, glossary: Glossary) -> BookmarkListModel:
    return _model(store, glossary)


def _terms(model: BookmarkListModel) -> list[str]:
    return [model.index(r, TERM).data() for r in range(model.rowCount())]


def test_newest_first(model: BookmarkListModel) -> None:
    assert [
        "gone-concept",
        "sharding",
        "dask",
    ] == [model.index(r, TERM).data(SlugRole) for r in range(3)]


def test_alphabetical(qtbot: QtBot, model: BookmarkListModel) -> None:
    with qtbot.waitSignal(model.layoutChanged):
        model.set_order("alpha")
    assert [
        "dask",
        "sharding",
        "gone-concept",
    ] == [model.index(r, TERM).data(SlugRole) for r in range(3)]


def test_portuguese_first_shows_the_portuguese_term_first_and_sorts_by_it(
    qtbot: QtBot, qtmodeltester: ModelTester, model: BookmarkListModel, store: UserStore
) -> None:
    store.add("paralelismo-de-datos", "Paralelismo de Datos",
              es_term="Paralelismo de Datos", pt_term="Paralelismo de Dados")
    store.add("descenso-de-gradiente-distribuido", "Descenso de Gradiente Distribuido",
              es_term="Descenso de Gradiente Distribuido",
              pt_term="Descida de Gradiente Distribuída")
    store.add("agrupacion-de-recursos", "Agrupación de Recursos",
              es_term="Agrupación de Recursos")  # no Portuguese entry
    model.set_order("alpha")
    model.refresh()
    qtmodeltester.check(model)  # and every change signal from here on
    datos = model.row_of("paralelismo-de-datos")
    assert "Paralelismo de Datos\nParalelismo de Dados" == model.index(datos or 0, TERM).data()

    with qtbot.waitSignal(model.layoutChanged):
        model.set_first_language(Lang.PT)

    slugs = [model.index(r, TERM).data(SlugRole) for r in range(model.rowCount())]
    # Descida, Paralelismo de Dados; the others after, by their term.
    assert ["descenso-de-gradiente-distribuido", "paralelismo-de-datos"] == slugs[:2]
    assert ["agrupacion-de-recursos", "dask", "sharding", "gone-concept"] == slugs[2:]
    assert "Descida de Gradiente Distribuída\nDescenso de Gradiente Distribuido" == (
        model.index(0, TERM).data()
    )
    assert "Agrupación de Recursos" == model.index(2, TERM).data()
    assert "Dask" == model.index(3, TERM).data()  # an old bookmark: the term it kept


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


def test_other_writers_changes_arrive_as_row_changes_never_a_reset(
    qtbot: QtBot, qtmodeltester: ModelTester, model: BookmarkListModel, store: UserStore
) -> None:
    qtmodeltester.check(model)  # and it checks every change signal from here on
    sharding = model.index(model.row_of("sharding") or 0, NOTE)
    kept = QPersistentModelIndex(sharding)  # a note editor's or the selection's
    resets: list[bool] = []
    model.modelReset.connect(lambda: resets.append(True))
    store.remove("dask")
    store.add("entrenamiento-sincronico", "Entrenamiento Sincrónico")
    store.add("cache", "Caché")
    model.refresh()  # another window or the CLI wrote; the window polls
    assert ["cache", "entrenamiento-sincronico", "gone-concept", "sharding"] == [
        model.index(r, TERM).data(SlugRole) for r in range(model.rowCount())
    ]
    assert ("sharding", "particionar") == (kept.data(SlugRole), kept.data())
    model.set_order("alpha")
    assert ("sharding", "particionar") == (kept.data(SlugRole), kept.data())
    assert [] == resets


def test_read_only_store_refuses_notes(
    qtbot: QtBot, glossary: Glossary, user_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with UserStore.open(user_dir) as store:
        store.add("dask", "Dask")
    readonly = UserStore.open(user_dir)
    monkeypatch.setattr(readonly, "writable", False)
    model = _model(readonly, glossary)
    index = model.index(0, NOTE)
    assert not index.flags() & Qt.ItemFlag.ItemIsEditable
    with qtbot.assertNotEmitted(model.dataChanged):
        assert not model.setData(index, "nota")
    assert "" == model.index(0, NOTE).data()
    readonly.close()


def test_a_bookmark_whose_slug_names_another_concept_is_marked_changed(
    store: UserStore, glossary: Glossary
) -> None:
    # Starred when "dask" was another file's concept: the slug is reused, the
    # bookmark is not silently attached to the concept that has it now.
    store.add("dask", "Dask", es_term="Dask", pt_term="", source="otro-volumen.txt")
    model = _model(store, glossary)
    row = model.row_of("dask")
    assert row is not None
    index = model.index(row, TERM)
    assert (BookmarkStatus.CHANGED, False) == (index.data(StatusRole), index.data(ExistsRole))
    assert "Dask (changed in the glossary)" == index.data()
    assert "otro-volumen.txt" in index.data(Qt.ItemDataRole.ToolTipRole)


@pytest.mark.parametrize(
    ("note", "shown"),
    [
        ("", ""),
        ("corta", "corta"),
        ("primera línea\nsegunda", "primera línea…"),
        ("x" * 80, "x" * 80),
        ("x" * 81, "x" * 80 + "…"),
        ("y" * 10_000_000, "y" * 80 + "…"),
    ],
    ids=["empty", "short", "two-lines", "at-limit", "over-limit", "ten-megabytes"],
)
def test_a_note_shows_a_one_line_preview(note: str, shown: str) -> None:
    assert shown == preview(note)


def test_a_long_note_is_previewed_in_its_cell_and_whole_in_its_editor(
    store: UserStore, glossary: Glossary
) -> None:
    long_note = "palabra " * 250  # 2,000 characters: the most a note may have
    store.add("dask", note=long_note.strip())
    model = _model(store, glossary)
    index = model.index(model.row_of("dask") or 0, NOTE)
    assert preview(long_note.strip()) == index.data()
    assert long_note.strip() == index.data(Qt.ItemDataRole.EditRole)


def test_a_note_over_the_limit_from_elsewhere_is_shown_not_editable(
    store: UserStore, glossary: Glossary
) -> None:
    # Written by another tool or an older version, past what this one accepts:
    # the panel previews it and never opens an editor that would cut it.
    huge = "palabra " * 1_310_720  # 10 MB
    conn = sqlite3.connect(store.path)
    with conn:
        conn.execute("UPDATE bookmarks SET note = ? WHERE slug = 'dask'", (huge,))
    conn.close()
    model = _model(store, glossary)
    index = model.index(model.row_of("dask") or 0, NOTE)
    assert preview(huge) == index.data()
    assert not index.flags() & Qt.ItemFlag.ItemIsEditable
    assert model.index(model.row_of("sharding") or 0, NOTE).flags() & Qt.ItemFlag.ItemIsEditable
    mark = store.get("dask")
    assert mark is not None
    assert huge == mark.note  # kept whole on disk
