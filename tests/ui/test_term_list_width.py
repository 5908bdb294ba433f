"""The term list reads at every size: its width follows its terms, within limits.

The reader saw "Aprendizaje Automáti…" and "Descenso de Gradient…" in the first
window, "Entrenamient…" three times at 800x600 and "Desce…" beside the bookmarks
panel. Now the list is as wide as its terms need, up to half the window, and at
least wide enough for 16 characters of each term where the window has room; a
term that does not fit loses its middle, so its end ("…Distribuido",
"…Asincrónico") still tells it from its neighbours. Each row is checked as the
delegate elides it (:mod:`tests.ui.row_facts`), not as the model holds it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.termlist.view import READABLE_CHARS
from glossary_desktop.ui.window.list_fit import MAX_SHARE, SAMPLE_ROWS, sample_ids
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow, drag_handle
from .row_facts import Shown, show_at, shown_terms

ROOT = Path(__file__).resolve().parents[2]
WHOLE = ["1366x768", "1100x700", "1920x1080"]


def _cut(rows: list[Shown]) -> list[Shown]:
    return [r for r in rows if r["shown"] != r["term"]]


def _unreadable(rows: list[Shown]) -> list[Shown]:
    """The terms cut to fewer than :data:`READABLE_CHARS` characters."""
    return [r for r in _cut(rows) if r["chars"] < READABLE_CHARS]


def _confused(rows: list[Shown]) -> list[tuple[str, str]]:
    """The terms that end in different words ("…Asincrónico", "…Sincrónico") but
    show the same text. (Two terms that differ only in a middle word, "Aprendizaje
    Automático Distribuido" and "Aprendizaje Profundo Distribuido", need more than
    16 characters to be told apart; their tooltips tell.)"""
    first: dict[str, str] = {}
    confused = []
    for r in rows:
        other = first.setdefault(r["shown"], r["term"])
        if other.split()[-1] != r["term"].split()[-1]:
            confused.append((other, r["term"]))
    return confused


@pytest.mark.parametrize("size", WHOLE)
def test_a_large_window_shows_every_term_whole(
    qapp: QApplication, make_window: MakeWindow, size: str
) -> None:
    rows = show_at(qapp, make_window(), size)

    assert len(rows) == 31 + 13  # every Spanish and Portuguese term of the seed glossary
    assert [] == _cut(rows)


def test_beside_the_bookmarks_panel_at_800x600_no_term_loses_more_than_its_middle(
    qapp: QApplication, make_window: MakeWindow
) -> None:
    rows = show_at(qapp, make_window(), "800x600-panel")

    assert [] == _unreadable(rows)
    cut = _cut(rows)
    assert cut  # there is less room than the terms need here
    assert all("…" in r["shown"][1:-1] for r in cut)  # the middle goes, not the end
    assert all(r["shown"][-4:] == r["term"][-4:] for r in cut)
    assert [] == _confused(rows)
    trio = [r for r in rows if r["term"].startswith("Entrenamiento ")]
    assert 3 == len(trio)  # Asincrónico, Distribuido, Sincrónico: each keeps that word
    assert all(r["shown"].endswith("…" + r["term"].split()[-1]) for r in trio)


@pytest.fixture(scope="module")
def at_150_percent(glossary_db: Path) -> dict[str, Any]:
    """First-run windows at ``QT_SCALE_FACTOR=1.5``, in Spanish and Brazilian
    Portuguese, at each size (one child process: the factor is read once)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.row_facts", str(glossary_db), "es", "pt_BR"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert 0 == done.returncode, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return report


@pytest.mark.parametrize("lang", ["es", "pt_BR"])
def test_a_1920x1080_screen_at_150_percent_shows_every_term_whole(
    at_150_percent: dict[str, Any], lang: str
) -> None:
    rows = at_150_percent[lang]["1920x1080"]

    assert len(rows) == 31 + 13
    assert [] == _cut(rows)


def _sized(qtbot: QtBot, make_window: MakeWindow, width: int) -> MainWindow:
    window = make_window()
    window.resize(width, 700)
    qtbot.waitUntil(lambda: window.width() == width)
    QApplication.processEvents()
    return window


def test_a_large_window_gives_the_definitions_what_the_terms_do_not_need(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = _sized(qtbot, make_window, 1920)
    list_width, panes = window.splitter.sizes()

    assert list_width == window.splitter.wanted[1]  # the terms whole, and no more
    assert panes > 2 * list_width


def test_a_narrow_window_gives_the_list_at_most_half_once_terms_are_readable(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = _sized(qtbot, make_window, 800)
    list_width, panes = window.splitter.sizes()
    readable, whole = window.splitter.wanted

    assert readable <= list_width < whole
    assert list_width <= max(readable, MAX_SHARE * (list_width + panes))
    assert [] == _unreadable(shown_terms(window))


def test_a_width_the_user_chose_is_kept_at_every_size_and_after_a_restart(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    first = _sized(qtbot, make_window, 800)
    drag_handle(qtbot, first.splitter, 220)  # narrower than the terms want
    first.resize(700, 500)  # (the offscreen screen is 800x600)
    qtbot.waitUntil(lambda: first.width() == 700)
    assert first.splitter.sizes()[0] < 220  # a share of what the window lost: not fitted
    kept = first.splitter.sizes()
    first.close()

    again = make_window(folder=user_dir)

    assert kept == again.splitter.sizes()
    assert not again.splitter.fitting


def test_a_cut_term_shows_whole_in_its_tooltip(qapp: QApplication, make_window: MakeWindow) -> None:
    window = make_window()
    show_at(qapp, window, "800x600-panel")
    model = window.term_model
    cut = next(
        row for row in range(model.rowCount())
        if model.index(row, Column.ES).data() == "Infraestructura de Versionado de Modelos"
    )

    tip = model.index(cut, Column.ES).data(Qt.ItemDataRole.ToolTipRole)

    assert "Infraestructura de Versionado de Modelos" == tip


def test_selecting_a_cut_term_does_not_change_what_it_shows(
    qapp: QApplication, make_window: MakeWindow
) -> None:
    """The selected row is painted on the style's selection, but its text is drawn as
    every other row's: the style would cut a term its own way ("Entrenam…ncrónico",
    Qt's middle), and a term would read differently once chosen."""
    window = make_window()
    rows = {r["term"]: r["shown"] for r in show_at(qapp, window, "800x600-panel")}
    view, model = window.term_list, window.term_model
    row = next(r for r in range(model.rowCount())
               if model.index(r, Column.ES).data() == "Entrenamiento Asincrónico")
    index = model.index(row, Column.ES)
    before = _ink_columns(window, index)
    view.setCurrentIndex(index)
    QApplication.processEvents()
    assert view.selectionModel().isSelected(index)

    after = _ink_columns(window, index)

    assert rows["Entrenamiento Asincrónico"] != "Entrenamiento Asincrónico"  # it is cut
    assert before == after


def _ink_columns(window: MainWindow, index: QModelIndex) -> list[int]:
    """The pixel columns of ``index``'s cell where its text has ink: what it shows,
    read off the screen whatever its colours (text on the selection or not). The
    cell's edges are left out (the focus frame)."""
    view = window.term_list
    image = view.viewport().grab(view.visualRect(index)).toImage()
    background = image.pixelColor(image.width() - 2, image.height() // 2)

    def away(x: int, y: int) -> int:
        c = image.pixelColor(x, y)
        return (abs(c.red() - background.red()) + abs(c.green() - background.green())
                + abs(c.blue() - background.blue()))

    inside = [(x, y) for x in range(2, image.width() - 2) for y in range(2, image.height() - 2)]
    darkest = max(away(x, y) for x, y in inside)
    return sorted({x for x, y in inside if away(x, y) > darkest // 2})


def test_the_list_measures_a_small_glossary_whole_and_samples_a_large_one() -> None:
    assert list(range(1, 32)) == sample_ids(31)  # the seed glossary: every concept
    spread = sample_ids(1_000_000)
    assert (SAMPLE_ROWS, 1, 1_000_000) == (len(spread), spread[0], spread[-1])
    assert spread == sorted(set(spread))
