"""Any window size reads well: definitions keep ~25 characters a line (the term list's
width: tests/ui/test_term_list_width.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.main_window import MainWindow
from tests.library.three import import_both

from .conftest import MakeWindow

SIZES = [(800, 600), (1366, 768), (1920, 1080)]


def _chars_per_line(window: MainWindow, lang: Lang) -> float:
    pane = window.concept_view.panes[lang]
    text_width = pane.viewport().width() - 2 * pane.document().documentMargin()
    return text_width / pane.fontMetrics().averageCharWidth()


def _sized(
    qtbot: QtBot, make_window: MakeWindow, size: tuple[int, int], panel: bool,
    folder: Path | None = None,
) -> MainWindow:
    window = make_window(folder=folder)
    window.resize(*size)
    if panel:
        window.bookmarks_panel.set_shown(True)
    qtbot.waitUntil(lambda: window.width() == size[0])
    QApplication.processEvents()
    window.open_slug("aprendizaje-automatico-distribuido")
    return window


@pytest.mark.parametrize("panel", [False, True], ids=["no-panel", "bookmarks-panel"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_both_definitions_keep_a_readable_line(
    qtbot: QtBot, make_window: MakeWindow, size: tuple[int, int], panel: bool
) -> None:
    window = _sized(qtbot, make_window, size, panel)

    for lang in (Lang.ES, Lang.PT):
        assert _chars_per_line(window, lang) >= 25, (lang, window.concept_view.stacked)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_definitions_keep_a_readable_line_beside_a_library_and_its_panel(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, size: tuple[int, int]
) -> None:
    # The list's Glossary column and the panel's take room too: the definitions
    # still read ~25 characters a line, and the list's terms give way (elided in
    # the middle, whole in their tooltips) rather than the definitions.
    folder = tmp_path / "library-user"
    import_both(folder, tmp_path / "sources")
    window = _sized(qtbot, make_window, size, True, folder)
    assert window.bookmarks_panel.dock.isVisible()
    for lang in (Lang.ES, Lang.PT):
        assert _chars_per_line(window, lang) >= 25, (lang, window.concept_view.stacked)


def test_narrow_windows_stack_the_panes_and_wide_ones_put_them_side_by_side(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    narrow = _sized(qtbot, make_window, (800, 600), True)
    assert narrow.concept_view.stacked

    wide = _sized(qtbot, make_window, (1920, 1080), True)
    assert not wide.concept_view.stacked


#: The fewest characters the search box shows at any window width: a two-word query.
SEARCH_CHARS = 20


@pytest.mark.parametrize("width", [400, 800, 1920])
def test_the_search_box_keeps_room_to_type_and_the_filters_give_way(
    qtbot: QtBot, make_window: MakeWindow, translated: str, width: int
) -> None:
    window = _sized(qtbot, make_window, (width, 600), False)
    bar = window.search_bar
    box, filters = bar.box, (bar.scope, bar.volume)
    # The longest filter label shown, as a user might leave it (pt: "Falta o espanhol").
    bar.scope.setCurrentIndex(bar.scope.count() - 2)
    QApplication.processEvents()

    assert box.width() >= SEARCH_CHARS * box.fontMetrics().averageCharWidth()
    assert all(f.geometry().right() < bar.width() for f in filters)  # nothing cut off
    if width >= 800:  # room for everything: the filters' whole labels
        assert [f.sizeHint().width() for f in filters] == [f.width() for f in filters]
    else:
        assert all(f.width() < f.sizeHint().width() for f in filters)
        assert box.width() > max(f.width() for f in filters)


@pytest.mark.parametrize("width", [640, 800, 1920])
def test_the_differences_legend_gives_way_to_the_counts_in_a_narrow_window(
    qtbot: QtBot, make_window: MakeWindow, translated: str, width: int
) -> None:
    window = _sized(qtbot, make_window, (width, 600), False)
    window.actions_.differences.setChecked(True)
    window.status.show_count(False, 100_000)  # a large glossary's count: a long label
    QApplication.processEvents()
    window.concept_view.comparison.counted.emit(3)  # a concept with differences shown
    QApplication.processEvents()
    legend = window.compare.legend
    count = legend.count
    full = count.text()
    assert full

    shown = count.shown_text()
    assert shown == full or (shown.endswith("…") and full == count.toolTip())
    assert count.fontMetrics().horizontalAdvance(shown) <= count.contentsRect().width()
    assert legend.geometry().right() < window.status.stats_label.geometry().left()
    samples = [s for s in legend.samples.values() if s.isVisible()]
    assert all(s.geometry().right() <= legend.width() for s in samples)  # whole or left out
    assert list(legend.samples.values())[:len(samples)] == samples  # the last ones go first
    if width >= 1920:  # room for all of it
        assert full == shown
        assert len(legend.samples) == len(samples)
