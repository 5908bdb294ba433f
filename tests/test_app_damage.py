"""The window on a damaged glossary: its "Cannot open the glossary" dialog, never a crash.

Damage found while opening, in the rows of the first screen, in the status
bar's counts (tests/conftest.py: ALL_DAMAGE), and in a row read only later,
while scrolling, or in a page only a filter reads.
"""

from __future__ import annotations

import argparse
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QTableView, QWidget

from glossary_desktop import app
from glossary_desktop.domain import Scope
from glossary_desktop.errors import DamagedGlossary
from glossary_desktop.importer.build import build_db
from tests.damaged_pages import overwrite_pages, root_page

TITLE = "Cannot open the glossary"


def _args(db: Path, user_dir: Path) -> argparse.Namespace:
    return argparse.Namespace(db=str(db), user_dir=str(user_dir), self_test=False)


def _run_recording(
    db: Path, user_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> tuple[int, list[tuple[str, str]]]:
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(app, "show_error", lambda title, text: shown.append((title, text)))

    def close_the_window() -> None:  # if it opened after all: the test then fails below
        for widget in QApplication.topLevelWidgets():
            if widget.objectName() == "mainWindow":
                widget.close()

    timer = QTimer()  # not a singleShot(): stopped here, it cannot fire in a later test
    timer.setSingleShot(True)
    timer.timeout.connect(close_the_window)
    timer.start(2000)
    try:
        code = app.run(_args(db, user_dir))
    finally:
        timer.stop()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return code, shown


def _when_the_window_shows(act: Callable[[QWidget], None]) -> None:
    """Do ``act`` to the main window once it is visible (events run while it is built)."""

    def look() -> None:
        windows = [w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow"]
        if not windows or not windows[0].isVisible():
            QTimer.singleShot(10, look)
            return
        act(windows[0])

    QTimer.singleShot(0, look)


def test_damage_found_before_the_window_shows(
    qapp: QApplication, user_dir: Path, monkeypatch: pytest.MonkeyPatch,
    any_damaged_db: tuple[Path, str],
) -> None:
    """Opening, the first screen's rows, the status bar's counts: the dialog, exit 1."""
    db, message = any_damaged_db
    code, shown = _run_recording(db, user_dir, monkeypatch)
    assert 1 == code
    assert 1 == len(shown)
    title, text = shown[0]
    assert TITLE == title
    assert text.startswith(f"{db}: ")
    assert message in text


@pytest.fixture(scope="module")
def long_glossary(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """300 concepts: more than the window reads before its first frame."""
    folder = tmp_path_factory.mktemp("long")
    lines = ["Glosario Largo", "Trescientos términos de prueba"]
    for i in range(300):
        lines += [f"Término {i:03d} de la lista",
                  f"Técnica número {i:03d} donde los datos se particionan entre computadoras."]
    (folder / "largo.es.txt").write_text("\n".join(lines), encoding="utf-8")
    build_db([folder / "largo.es.txt"], folder / "g.db")
    return folder / "g.db"


def test_damage_met_later_closes_the_window_with_the_dialog(
    qapp: QApplication, user_dir: Path, long_glossary: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    db = tmp_path / "g.db"
    shutil.copy(long_glossary, db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE entries SET lang = 'xx' WHERE concept_id = 250")
    conn.commit()
    conn.close()
    scrolled: list[int] = []

    def scroll_to_row_250(window: QWidget) -> None:
        view = window.findChild(QTableView)
        view.scrollTo(view.model().index(249, 0))  # painting it reads its page
        scrolled.append(249)

    _when_the_window_shows(scroll_to_row_250)
    code, shown = _run_recording(db, user_dir, monkeypatch)
    assert [249] == scrolled
    assert [(TITLE, str(DamagedGlossary(db, "concept 250 has an entry in language 'xx'")))] \
        == shown
    assert 1 == code


def test_damage_met_by_a_filter_closes_the_window_with_the_dialog(
    qapp: QApplication, user_dir: Path, long_glossary: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The list of one language's concepts is read through an index the first
    screen never needed: a damaged page there is met only when the filter is chosen."""
    db = tmp_path / "g.db"
    shutil.copy(long_glossary, db)
    overwrite_pages(db, [root_page(db, "concepts_langs")])
    chosen: list[str] = []

    def choose_both_languages(window: QWidget) -> None:
        scope = window.findChild(QComboBox, "scopeFilter")
        scope.setCurrentIndex(scope.findData(Scope.BOTH.value))
        chosen.append(scope.currentData())

    _when_the_window_shows(choose_both_languages)
    code, shown = _run_recording(db, user_dir, monkeypatch)
    assert [Scope.BOTH.value] == chosen
    assert [(TITLE, str(DamagedGlossary(db, "database disk image is malformed")))] == shown
    assert 1 == code


def test_the_window_still_opens_a_sound_glossary(
    qapp: QApplication, user_dir: Path, long_glossary: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    titles: list[str] = []

    def close_it() -> None:
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
        titles.append(window.windowTitle())
        window.close()

    QTimer.singleShot(100, close_it)
    code, shown = _run_recording(long_glossary, user_dir, monkeypatch)
    assert (0, [], 1) == (code, shown, len(titles))
