"""Fixtures for window tests: a fully wired main window over the seed glossary."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose
from glossary_desktop.ui.main_window import MainWindow
from tests.ui.glossaries import OMISSION_ES, OMISSION_PT, pair_db

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
    dispose(*made)


@pytest.fixture(scope="session")
def omission_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary whose Portuguese leaves out a word and adds another."""
    folder = tmp_path_factory.mktemp("omission")
    return pair_db(
        folder, "Paralelismo de Datos", OMISSION_ES, "Paralelismo de Dados", OMISSION_PT
    )


@pytest.fixture
def window(make_window: MakeWindow) -> MainWindow:
    """A shown main window with a fresh user folder."""
    return make_window()
