"""File > Import runs in a child process: a source crafted to take minutes costs the
child, never the window, which keeps answering, whose Cancel and close end the
child at once, and which says in one line when the child fails without saying why.
"""

from __future__ import annotations

import errno
import gc
import itertools
import os
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QProcess, QTimer
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose
from glossary_desktop.errors import (
    DamagedGlossary,
    GlossaryError,
    OutputError,
    SourceError,
    UserError,
)
from glossary_desktop.importer.build import build_db
from glossary_desktop.models import child_command
from glossary_desktop.progress_lines import (
    ERROR,
    ChildFailed,
    decode,
    encode,
    error_from_json,
    error_json,
)
from glossary_desktop.store.library import Library, LibraryError
from glossary_desktop.ui.library.import_errors import describe_source_error
from glossary_desktop.ui.library.import_job import ImportJob, describe
from glossary_desktop.ui.library.menu import LibraryController
from tests.children import busy_table, children, cpu_seconds

from .conftest import LANGS, MakeWindow, english_words, words

#: The window's promise while the child works: a timer every 100 ms is answered
#: within this (the issue's measure: 2 s of events took 37 s in the thread).
MAX_GAP_S = 0.2


@pytest.fixture
def hostile(tmp_path: Path) -> Path:
    # The crafted file of issue 27 is refused at once now; a big sound table keeps
    # the child at work, which is what these tests need.
    path = tmp_path / "hostile.csv"
    path.write_text(busy_table(), encoding="utf-8")
    return path


@pytest.fixture
def library(make_window: MakeWindow) -> LibraryController:
    window = make_window()
    assert window.library is not None
    return window.library


def _glossaries_left(user_dir: Path) -> list[str]:
    root = user_dir / "glossaries"
    return sorted(p.name for p in root.iterdir()) if root.is_dir() else []


def _process(job: ImportJob) -> QProcess:
    process = job.findChild(QProcess)
    assert isinstance(process, QProcess), "the import runs in the window's own process"
    return process


def _busy(qtbot: QtBot, process: QProcess) -> int:
    """Until the child has worked a second on the file, or is done with it (a
    parser that no longer takes minutes): its start-up alone takes less. Its pid."""
    qtbot.waitUntil(lambda: process.state() == QProcess.ProcessState.Running, timeout=30_000)
    pid = process.processId()
    qtbot.waitUntil(lambda: process.state() == QProcess.ProcessState.NotRunning
                    or cpu_seconds(pid) >= 1.0, timeout=60_000)
    return pid


def _cancel(job: ImportJob) -> None:
    button = job.dialog.findChild(QPushButton)
    assert isinstance(button, QPushButton)
    button.click()


def test_the_window_answers_a_timer_every_100_ms_while_the_child_parses_a_hostile_csv(
    qtbot: QtBot, library: LibraryController, hostile: Path
) -> None:
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(100)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    job = library.import_files([hostile])
    timer.start()
    qtbot.waitUntil(lambda: len(ticks) >= 40, timeout=120_000)  # four seconds of ticks
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    if job.dialog.isVisible():
        with qtbot.waitSignal(job.done, timeout=10_000):
            _cancel(job)
    assert max(gaps) < MAX_GAP_S, f"the window froze for {max(gaps):.2f} s"


def test_cancel_ends_the_child_at_once_and_leaves_nothing(
    qtbot: QtBot, library: LibraryController, hostile: Path, user_dir: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    opened: list[str] = []
    library.switch_requested.connect(opened.append)
    job = library.import_files([hostile])
    process = _process(job)
    pid = _busy(qtbot, process)
    if process.state() != QProcess.ProcessState.NotRunning:
        with qtbot.waitSignal(process.finished, timeout=child_command.STOP_GRACE_MS) as ended:
            _cancel(job)
        # It ended by itself (its build folder removed), not killed after the grace.
        assert QProcess.ExitStatus.NormalExit == ended.args[1]
        assert not job.dialog.isVisible()
    qtbot.waitUntil(lambda: pid not in children())
    assert ([], []) == (opened, _glossaries_left(user_dir))
    assert "Traceback" not in capfd.readouterr().err


def test_closing_the_window_during_an_import_ends_the_child(
    qtbot: QtBot, glossary_db: Path, user_dir: Path, hostile: Path,
    capfd: pytest.CaptureFixture[str],
) -> None:
    # As at the end of app.run: the window closed and deleted, then the process
    # exits. The import thread kept it for 75 s more and printed a traceback.
    before = children()
    window = build_window(glossary_db, user_dir)
    window.show()
    assert window.library is not None
    job = window.library.import_files([hostile])
    _busy(qtbot, _process(job))
    dispose(window)
    assert set() == children() - before
    assert [] == _glossaries_left(user_dir)
    assert "Traceback" not in capfd.readouterr().err


def test_the_collector_stays_on_in_the_window_while_it_imports(
    qtbot: QtBot, library: LibraryController, tmp_path: Path
) -> None:
    # The build pauses the garbage collector for speed; it must be the child's.
    big = tmp_path / "big.csv"
    rows = "".join(f"termino {i},def {i},termo {i},def {i}\n" for i in range(5_000))
    big.write_text("es,es_definition,pt,pt_definition\n" + rows, encoding="utf-8")
    seen: list[bool] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: seen.append(gc.isenabled()))
    timer.start()
    job = library.import_files([big])
    with qtbot.waitSignal(job.done, timeout=120_000):
        pass
    timer.stop()
    assert (True, [True]) == (len(seen) > 10, sorted(set(seen)))


# -- a child that fails without saying why ------------------------------------------------

#: Children that do not keep the protocol: (the program's Python code, the words of
#: the one message the window must give).
BROKEN = {
    "garbage": ('import time; print("hello, window", flush=True); time.sleep(600)',
                "not a JSON line: 'hello, window'"),
    "bad-result": ('print(\'{"event": "result", "name": 3}\')', "not an import's result"),
    "traceback": ('raise RuntimeError("the child broke")', "RuntimeError: the child broke"),
    "killed": ("import os, signal; os.kill(os.getpid(), signal.SIGKILL)", "ended by the system"),
    "silent": ('print(\'{"event": "progress", "stage": "reading", "done": 0, "total": 1}\')',
               "exit code 0"),
}


@pytest.fixture
def broken_child(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    code, said = BROKEN[request.param]
    monkeypatch.setattr(child_command, "own_command", lambda: [sys.executable, "-c", code])
    return said


@pytest.mark.parametrize("broken_child", list(BROKEN), indirect=True)
def test_a_child_that_breaks_its_word_is_one_clear_message(
    qtbot: QtBot, library: LibraryController, broken_child: str, tmp_path: Path,
    user_dir: Path, capfd: pytest.CaptureFixture[str],
) -> None:
    source = tmp_path / "sky.csv"
    source.write_text("es,pt\ncielo,céu\n", encoding="utf-8")
    warned: list[tuple[str, str]] = []
    library.warn = lambda title, text: warned.append((title, text))
    job = library.import_files([source])
    with qtbot.waitSignal(job.done, timeout=30_000):
        pass
    assert 1 == len(warned)
    title, text = warned[0]
    assert "Import glossary" == title
    assert text.startswith("The import stopped unexpectedly (")
    assert text.endswith("). No glossary was added.")
    assert broken_child in text
    assert [] == _glossaries_left(user_dir)
    assert "Traceback" not in capfd.readouterr().err


def test_a_child_that_cannot_start_is_one_clear_message(
    qtbot: QtBot, library: LibraryController, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A damaged installation: the program is gone.
    monkeypatch.setattr(child_command, "own_command", lambda: [str(tmp_path / "gone")])
    source = tmp_path / "sky.csv"
    source.write_text("es,pt\ncielo,céu\n", encoding="utf-8")
    warned: list[str] = []
    library.warn = lambda title, text: warned.append(text)
    job = library.import_files([source])
    with qtbot.waitSignal(job.done, timeout=30_000):
        pass
    assert 1 == len(warned)
    assert warned[0].startswith("The import stopped unexpectedly (")
    assert "No such file or directory" in warned[0]


# -- what the child reports, said as before ----------------------------------------------


def test_a_source_error_from_the_child_reads_as_the_importers_own(
    qtbot: QtBot, library: LibraryController, tmp_path: Path, translated: str
) -> None:
    source = tmp_path / "tabla.csv"
    source.write_text("fr,de\nciel,Himmel\n", encoding="utf-8")
    with pytest.raises(SourceError) as raised:
        build_db([source], tmp_path / "out.db")
    warned: list[str] = []
    library.warn = lambda title, text: warned.append(text)
    job = library.import_files([source])
    with qtbot.waitSignal(job.done, timeout=30_000):
        pass
    assert [describe_source_error(raised.value)] == warned


def test_a_file_whose_name_starts_like_an_option_is_imported_by_the_apps_command(
    qtbot: QtBot, library: LibraryController, tmp_path: Path, user_dir: Path
) -> None:
    source = tmp_path / "-sky.csv"
    source.write_text("es,pt\ncielo,céu\n", encoding="utf-8")
    job = library.import_files([source])
    assert sys.executable == _process(job).program()
    with qtbot.waitSignal(job.imported, timeout=30_000) as imported:
        pass
    assert (["-sky"], ["-sky"]) == (imported.args, [e.name for e in Library(user_dir).list()])


def test_the_frozen_app_runs_its_own_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    # PyInstaller's bundle: sys.executable is the app, whose entry is the command line.
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/glossary-desktop/glossary-desktop")
    assert ["/opt/glossary-desktop/glossary-desktop"] == child_command.own_command()



@pytest.mark.parametrize("exc", [
    LibraryError(LibraryError.EXISTS, "sky"),
    LibraryError(LibraryError.BAD_NAME, ".sky"),
    OutputError("/home/ana/glossaries", OutputError.DISK_FULL, "database or disk is full"),
    OutputError("/home/ana/glossaries", OutputError.UNWRITABLE, "Read-only file system"),
    OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/home/ana/glossaries/.import-x"),
    OSError(errno.EACCES, os.strerror(errno.EACCES)),
    DamagedGlossary("/home/ana/g.db", "database disk image is malformed"),
    DamagedGlossary("/home/ana/g.db", "interrupted", budget=10.0),
    GlossaryError("/home/ana/g.db", GlossaryError.NOT_GLOSSARY, "no table concepts"),
    UserError("/home/ana/fifo.csv: not a regular file"),
], ids=lambda exc: type(exc).__name__)
def test_every_error_an_import_reports_reads_the_same_from_the_child(
    exc: UserError | OSError, translated: str
) -> None:
    event, obj = decode(encode(ERROR, error=error_json(exc)).rstrip(b"\n"))
    rebuilt = error_from_json(obj["error"])
    assert (ERROR, type(exc), str(exc), describe(exc)) == (
        event, type(rebuilt), str(rebuilt), describe(rebuilt))


def test_a_child_that_failed_is_said_in_the_users_language(translated: str) -> None:
    text = describe(ChildFailed(ChildFailed.CRASHED, "MemoryError"))
    assert "MemoryError" in text
    assert [] == sorted(words(text.replace("MemoryError", "")) & english_words(LANGS[translated]))
