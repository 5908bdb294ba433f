"""The term list's column headers can be read at any width and scale, in every language.

At 150 % scaling an 800x600 screen is a 533 px wide window: Qt clipped both
languages' names under the order mark ("Espanho▾", "Portuguê"). Now a first
run gives the list room for both names, and where the list is narrower (the
bookmarks panel beside it, a splitter dragged) each column shows its language's
code whole. Asserted on what the header paints and on the fonts' measures of it
(:mod:`tests.ui.header_facts`), not on pixels.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from glossary_desktop.models.term_list import Column
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import LANGS, MakeWindow
from .header_facts import facts, unreadable

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ["en", *LANGS]


@pytest.fixture(scope="module")
def at_150_percent(glossary_db: Path) -> dict[str, Any]:
    """First-run windows at ``QT_SCALE_FACTOR=1.5`` on the offscreen platform's
    800x600 screen, in every language (one child process: the factor is read once)."""
    env = {**os.environ, "QT_SCALE_FACTOR": "1.5", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tests.ui.header_facts", str(glossary_db), *LANGUAGES],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False,
    )
    assert 0 == done.returncode, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return report


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_first_window_at_150_percent_shows_both_names_whole(
    at_150_percent: dict[str, Any], lang: str
) -> None:
    window = at_150_percent[lang]

    assert 800 * 2 // 3 == window["screen"]  # what the user's 800x600 screen holds
    for state in ("first", "by_pt"):  # the order mark on either column
        shown = [(f["title"], f["shown"]) for f in window[state]]
        assert [(f["title"], f["title"]) for f in window[state]] == shown, state
        assert [] == unreadable(window[state]), state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_beside_the_bookmarks_panel_at_150_percent_the_codes_show_whole(
    at_150_percent: dict[str, Any], lang: str
) -> None:
    window = at_150_percent[lang]

    assert ["ES", "PT"] == [f["shown"] for f in window["panel"]]
    assert [] == unreadable(window["panel"])
    assert window["screen"] == window["panel_width"]  # the window did not grow off the screen


def _narrowest_list(qtbot: QtBot, make_window: MakeWindow) -> MainWindow:
    window = make_window()
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.splitter.setSizes([0, window.splitter.width()])  # dragged as far as it goes
    QApplication.processEvents()
    return window


def test_the_list_cannot_be_dragged_narrower_than_its_codes(
    qtbot: QtBot, make_window: MakeWindow, translated: str
) -> None:
    window = _narrowest_list(qtbot, make_window)
    found = facts(window.term_list)

    assert window.term_list.minimumSizeHint().width() == window.term_list.width()
    assert ["ES", "PT"] == [f["shown"] for f in found]
    assert [] == unreadable(found)


# Showing a tooltip raises it; the offscreen platform says it cannot (an X server can).
@pytest.mark.qt_log_ignore(r"This plugin does not support raise\(\)")
def test_a_code_tells_its_language_in_a_tooltip(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = _narrowest_list(qtbot, make_window)
    header = window.term_list.horizontalHeader()
    spot = QPoint(header.sectionViewportPosition(Column.PT) + 5, header.height() // 2)

    QApplication.sendEvent(
        header.viewport(),
        QHelpEvent(QEvent.Type.ToolTip, spot, header.viewport().mapToGlobal(spot)),
    )

    assert "Portuguese" == QToolTip.text()
    QToolTip.hideText()


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
def test_a_window_at_100_percent_shows_both_names_whole(
    qtbot: QtBot, make_window: MakeWindow, translated: str, size: tuple[int, int]
) -> None:
    window = make_window()
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    found = facts(window.term_list)

    assert [f["title"] for f in found] == [f["shown"] for f in found]
    assert [] == unreadable(found)
