"""The window remembers its size, splitters, zoom, last concept, the list's order and
the bookmarks' order."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow
from glossary_desktop.ui.window.settings import DEFAULT_SIZE, default_size, first_geometry

from .conftest import MakeWindow, drag_handle


def test_default_size_as_much_as_the_screen_has_room_for(make_window: MakeWindow) -> None:
    window = make_window(show=False)
    room = window.screen().availableGeometry()  # the offscreen screen: 800x800
    expected = (min(DEFAULT_SIZE[0], room.width()), min(DEFAULT_SIZE[1], room.height()))
    assert expected == (window.width(), window.height())


@pytest.mark.parametrize(
    ("available", "expected"),
    [
        (QSize(1920, 1080), QSize(1536, 864)),  # 80 % of a large screen
        (QSize(2560, 1400), QSize(2048, 1120)),
        (QSize(1100, 700), QSize(1100, 700)),
        (QSize(800, 600), QSize(800, 600)),
        (QSize(1024, 768), QSize(1024, 700)),
        (QSize(1366, 650), QSize(1100, 650)),  # a short screen, under a tall panel
    ],
)
def test_the_default_size_is_a_share_of_the_screen_cut_to_it_where_it_does_not_fit(
    available: QSize, expected: QSize
) -> None:
    assert expected == default_size(available)


def test_a_first_window_is_centred_on_the_screens_free_area() -> None:
    """Not 1100x700 in the corner of a 1920x1080 screen: 80 % of it, in its middle
    (the free area starts below a top panel here)."""
    available = QRect(0, 32, 1920, 1048)

    place = first_geometry(available)

    assert QSize(1536, 838) == place.size()
    assert available.center() == place.center()
    assert available.contains(place)


def test_everything_is_restored(qtbot: QtBot, make_window: MakeWindow, user_dir: Path) -> None:
    first = make_window()
    first.resize(700, 500)  # the offscreen screen is 800x600
    drag_handle(qtbot, first.splitter, 250)  # the user chooses the list's width
    assert 250 == first.splitter.sizes()[0]
    first.concept_view.splitter.setSizes([300, 150])
    first.concept_view.set_zoom(3)
    first.open_slug("sharding")
    first.bookmarks_panel.dock.order.setCurrentIndex(first.bookmarks_panel.dock.order.findData("alpha"))
    main_sizes = first.splitter.sizes()
    pane_sizes = first.concept_view.splitter.sizes()
    first.close()

    second: MainWindow = make_window(folder=user_dir)
    assert (700, 500) == (second.width(), second.height())
    assert main_sizes == second.splitter.sizes()
    assert pane_sizes == second.concept_view.splitter.sizes()
    assert 3 == second.concept_view.zoom
    assert "sharding" == second.current_concept.slug
    assert 29 == second.term_list.currentIndex().row()
    assert "alpha" == second.bookmarks_panel.model.order


def test_a_last_concept_no_longer_in_the_glossary_is_skipped(
    make_window: MakeWindow, user_dir: Path
) -> None:
    (user_dir / "settings.ini").write_text(
        "[view]\nlastConcept=gone-concept\nzoom=not-a-number\n", encoding="utf-8"
    )
    window = make_window()
    assert "agrupacion-de-recursos" == window.current_concept.slug
    assert 0 == window.concept_view.zoom


def test_settings_stay_in_their_user_folder(make_window: MakeWindow, tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    first = make_window(folder=a)
    first.open_slug("dask")
    first.close()
    second = make_window(folder=b)
    assert "agrupacion-de-recursos" == second.current_concept.slug


def test_the_bookmarks_panel_is_built_only_when_needed(
    make_window: MakeWindow, user_dir: Path
) -> None:
    first = make_window()
    assert not first.bookmarks_panel.loaded  # start-up pays nothing for it
    assert not first.actions_.bookmarks_panel.isChecked()
    first.actions_.bookmarks_panel.trigger()
    assert first.bookmarks_panel.dock.isVisible()
    assert first.actions_.bookmarks_panel.isChecked()
    first.close()

    second: MainWindow = make_window(folder=user_dir)
    assert second.bookmarks_panel.loaded  # it was open: open again, where it was
    assert second.bookmarks_panel.dock.isVisible()
    assert second.actions_.bookmarks_panel.isChecked()
    second.bookmarks_panel.dock.close()  # its title bar's close button
    assert not second.actions_.bookmarks_panel.isChecked()
    second.close()

    third: MainWindow = make_window(folder=user_dir)
    assert not third.bookmarks_panel.loaded


def test_a_bookmark_order_survives_sessions_that_never_open_the_panel(
    make_window: MakeWindow, user_dir: Path
) -> None:
    first = make_window()
    first.bookmarks_panel.model.set_order("alpha")
    first.close()
    make_window(folder=user_dir).close()  # panel never opened: the order is kept
    third: MainWindow = make_window(folder=user_dir)
    assert "alpha" == third.bookmarks_panel.dock.order.currentData()
    assert "alpha" == third.bookmarks_panel.model.order


def _first_rows(window: MainWindow, count: int = 5) -> list[str]:
    model = window.term_model
    return [str(model.index(row, Column.PT).data()) for row in range(count)]


def test_the_lists_order_is_restored(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    first = make_window()
    header = first.term_list.horizontalHeader()
    where = QPoint(header.sectionViewportPosition(Column.PT) + 5, header.height() // 2)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert Lang.PT is first.search.order
    in_portuguese = _first_rows(first)
    first.close()

    second = make_window(folder=user_dir)
    assert (Lang.PT, Column.PT) == (second.search.order,
                                   second.term_list.horizontalHeader().sortIndicatorSection())
    assert in_portuguese == _first_rows(second)
