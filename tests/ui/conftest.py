"""Fixtures for window tests: a fully wired main window over the seed glossary, and the
interface in each language with the English words a translated text must not hold."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtWidgets import QApplication, QSplitter
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose
from glossary_desktop.ui.look.i18n import QM_DIR, Translations
from glossary_desktop.ui.window.main_window import MainWindow
from tests.ui.glossaries import OMISSION_ES, OMISSION_PT, pair_db

MakeWindow = Callable[..., MainWindow]
TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"
LANGS = {"es": "glossary_es.ts", "pt_BR": "glossary_pt.ts", "pt_PT": "glossary_pt_PT.ts"}
_WORD = re.compile(r"[^\W\d_]{2,}")


def words(text: str) -> set[str]:
    return {w.casefold() for w in _WORD.findall(text.replace("&", ""))}


def english_words(ts_file: str) -> set[str]:
    """The words of the English source strings that no translation in ``ts_file`` uses."""
    sources: set[str] = set()
    translated: set[str] = set()
    for message in ET.parse(TS_DIR / ts_file).getroot().iter("message"):
        sources |= words(message.findtext("source") or "")
        translated |= words(message.findtext("translation") or "")
    return sources - translated


@pytest.fixture(params=list(LANGS))
def translated(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The interface in each language of :data:`LANGS` (its key) for one test."""
    assert list(QM_DIR.glob("*.qm")), "compiled translations missing: run 'make translations'"
    translations = Translations(qapp, QLocale(request.param))
    yield request.param
    translations.remove()
    QLocale.setDefault(QLocale.c())


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


def drag_handle(qtbot: QtBot, splitter: QSplitter, x: int) -> None:
    """Drag ``splitter``'s first handle with the mouse, as a user does, until its first
    widget is ``x`` pixels wide."""
    handle = splitter.handle(1)
    grip = QPoint(handle.width() // 2, handle.height() // 2)
    to = grip + QPoint(x - splitter.sizes()[0], 0)
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=grip)
    qtbot.mouseMove(handle, to)
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=to)


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
