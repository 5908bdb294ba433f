"""Fixtures for window tests: a fully wired main window over the seed glossary."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window
from glossary_desktop.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]


@pytest.fixture
def make_window(qtbot: QtBot, glossary_db: Path, user_dir: Path) -> Iterator[MakeWindow]:
    """Build (and by default show) main windows; all closed and deleted afterwards."""
    made: list[MainWindow] = []

    def make(
        *, show: bool = True, folder: Path | None = None, db: Path | None = None
    ) -> MainWindow:
        window = build_window(db_path=db or glossary_db, user_dir=folder or user_dir)
        qtbot.addWidget(window)
        made.append(window)
        if show:
            window.show()
            qtbot.waitExposed(window)
            # Window shortcuts (Ctrl+D, Alt+Left, ...) only fire in the active window.
            window.activateWindow()
            qtbot.waitUntil(window.isActiveWindow)
        return window

    yield make
    for window in made:
        window.close()
        window.store.close()
        window.glossary.close()
        window.deleteLater()
    # Delete the widget trees now, while Qt is idle, not later from the garbage
    # collector in the middle of another test's events (teardown crashes).
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    """A shown main window with a fresh user folder."""
    return make_window()
