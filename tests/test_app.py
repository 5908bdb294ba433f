"""The app entry points: build_window, run, a glossary that cannot open."""

from __future__ import annotations

import argparse
import gc
import os
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPlainTextEdit
from pytestqt.qtbot import QtBot

from glossary_desktop import app
from glossary_desktop.errors import GlossaryError
from glossary_desktop.store.user_db import UserStore

# The offscreen platform (no window manager) warns whenever a top-level window's
# size limits change, e.g. on show; it is not a fault of the app.


def _args(db: Path, user_dir: Path) -> argparse.Namespace:
    return argparse.Namespace(db=str(db), user_dir=str(user_dir), self_test=False)


def _flush_deletes() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.mark.parametrize("problem", ["missing", "empty", "not-sqlite"])
def test_a_glossary_that_cannot_open_shows_a_message_and_exits_1(
    qapp: QApplication,
    tmp_path: Path,
    user_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    problem: str,
) -> None:
    db = tmp_path / "glossary.db"
    if problem == "empty":
        db.write_bytes(b"")
    elif problem == "not-sqlite":
        db.write_text("hello", encoding="utf-8")
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(app, "show_error", lambda title, text: shown.append((title, text)))
    assert 1 == app.run(_args(db, user_dir))
    assert 1 == len(shown)
    title, text = shown[0]
    assert "Cannot open the glossary" == title
    assert str(db) in text
    assert "Traceback" not in text
    assert (problem == "missing") != db.exists()  # never created in its place


def test_the_error_box_is_real_and_modal(
    qapp: QApplication, tmp_path: Path, user_dir: Path
) -> None:
    seen: list[str] = []

    def close_box() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append(box.text())
            box.done(0)

    QTimer.singleShot(50, close_box)
    assert 1 == app.run(_args(tmp_path / "nope.db", user_dir))
    assert seen
    assert GlossaryError(tmp_path / "nope.db", GlossaryError.NOT_FOUND).message in seen[0]
    _flush_deletes()


def test_build_window_raises_for_a_missing_glossary(qapp: QApplication, tmp_path: Path) -> None:
    with pytest.raises(GlossaryError):
        app.build_window(db_path=tmp_path / "nope.db", user_dir=tmp_path / "user")
    assert not (tmp_path / "nope.db").exists()


def test_run_shows_the_window_until_it_is_closed(
    qtbot: QtBot, qapp: QApplication, glossary_db: Path, user_dir: Path
) -> None:
    titles: list[str] = []

    def close_window() -> None:
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
        titles.append(window.windowTitle())
        window.close()  # the last window: ends app.exec() (no extra quit() left behind)

    QTimer.singleShot(100, close_window)
    assert 0 == app.run(_args(glossary_db, user_dir))
    assert ["Agrupación de Recursos — Glossary Desktop"] == titles
    assert (user_dir / "settings.ini").is_file()
    _flush_deletes()


def test_the_window_s_objects_are_kept_out_of_collections_while_it_is_open(
    qtbot: QtBot, qapp: QApplication, glossary_db: Path, user_dir: Path
) -> None:
    """A full garbage collection walked every object of the window and its glossary
    (a pause in the middle of a keystroke); after the first frame they are frozen,
    and a closed window's cycles can be collected again."""
    assert 0 == gc.get_freeze_count()
    frozen: list[int] = []

    def close_once_frozen() -> None:
        if gc.get_freeze_count() or len(frozen) > 200:  # ten seconds at most
            frozen.append(gc.get_freeze_count())
            window = next(w for w in QApplication.topLevelWidgets()
                          if w.objectName() == "mainWindow")
            window.close()
            return
        frozen.append(0)
        QTimer.singleShot(50, close_once_frozen)

    QTimer.singleShot(50, close_once_frozen)
    assert 0 == app.run(_args(glossary_db, user_dir))
    assert frozen[-1] > 10_000  # the window, its models, the modules it loaded
    assert 0 == gc.get_freeze_count()
    _flush_deletes()


@pytest.mark.parametrize(("signum", "expected_code"), [
    (signal.SIGTERM, 128 + signal.SIGTERM),  # a logout or shutdown ends the session
    (signal.SIGINT, 128 + signal.SIGINT),  # Ctrl+C in the terminal that started it
])
@pytest.mark.usefixtures("terminal_sigint")
def test_a_stop_signal_closes_the_window_as_the_user_would_and_keeps_the_note(
    qapp: QApplication, glossary_db: Path, user_dir: Path, signum: int, expected_code: int
) -> None:
    def type_then_stop() -> None:
        window = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "mainWindow")
        window.findChild(QPlainTextEdit, "noteEdit").insertPlainText("no perder")
        os.kill(os.getpid(), signum)  # before the pause after typing: not on disk yet

    QTimer.singleShot(100, type_then_stop)
    # Should the signal do nothing, the window is closed later: a failure, not a hang.
    unheard = QTimer(singleShot=True, interval=10_000)
    unheard.timeout.connect(QApplication.closeAllWindows)
    unheard.start()
    try:
        assert expected_code == app.run(_args(glossary_db, user_dir))
    finally:
        unheard.stop()
    with UserStore.open(user_dir) as store:
        assert ["no perder"] == [mark.note for mark in store.bookmarks()]
    assert (user_dir / "settings.ini").is_file()  # size, splitters, the concept read
    _flush_deletes()
