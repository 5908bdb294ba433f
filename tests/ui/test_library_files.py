"""The files File > Import and File > Export propose: names in the reader's language
made from the glossary's name, and the folder the dialogs open in (the documents
folder first, then the last one used for that purpose, kept across restarts)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.library.export_dialog import ExportChoice, suggested_name
from glossary_desktop.ui.library.menu import LibraryController
from glossary_desktop.ui.window.main_window import MainWindow
from tests.ui.conftest import MakeWindow

NAMES = {  # bookmarks of the built-in glossary, of "sky"; the whole built-in glossary
    "es": ("marcadores-ia.csv", "marcadores-sky.csv", "glosario-ia.tbx"),
    "pt_BR": ("favoritos-ia.csv", "favoritos-sky.csv", "glossário-ia.tbx"),
    "pt_PT": ("favoritos-ia.csv", "favoritos-sky.csv", "glossário-ia.tbx"),
}


def test_an_export_proposes_a_name_in_the_readers_language_from_the_glossarys(
    translated: str,
) -> None:
    # Every language was offered "bookmarks.csv", whichever glossary it came from.
    assert NAMES[translated] == (
        suggested_name(ExportChoice("csv", True), None),
        suggested_name(ExportChoice("csv", True), "sky"),
        suggested_name(ExportChoice("tbx", False), None),
    )
    assert "sky.md" == suggested_name(ExportChoice("md", False), "sky")


def test_a_glossary_name_a_file_name_cannot_hold_is_made_one() -> None:
    assert "bookmarks-a-b.txt" == suggested_name(ExportChoice("anki-text", True), 'a: "b"')


@pytest.fixture
def documents(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home of the test's own, with its documents folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    return home / "Documents"


def _library(window: MainWindow) -> LibraryController:
    assert window.library is not None
    return window.library


def _asked_import(monkeypatch: pytest.MonkeyPatch, window: MainWindow, answer: list[str]) -> Path:
    """Trigger File > Import, answer ``answer``; the folder the dialog opened in
    (nothing is imported)."""
    library, asked = _library(window), []
    monkeypatch.setattr(library, "ask_import_files", lambda folder: asked.append(folder) or answer)
    monkeypatch.setattr(library, "import_files", lambda files: None)
    library.import_action.trigger()
    return asked[0]


def _asked_export(qtbot: QtBot, window: MainWindow, answer: str) -> Path:
    """Trigger File > Export of the whole glossary as CSV, answer ``answer`` ("":
    cancel) and wait for the file; the path the save dialog proposed."""
    library, asked = _library(window), []
    library.ask_export = lambda: ExportChoice("csv", False)
    library.ask_save_path = lambda suggested: asked.append(Path(suggested)) or answer
    library.export_action.trigger()
    if answer:
        job = library.export_job
        assert job is not None
        qtbot.waitSignal(job.done, timeout=30_000).wait()
    return asked[0]


def test_file_dialogs_open_in_the_documents_folder_then_where_each_was_last_used(
    qtbot: QtBot, make_window: MakeWindow, documents: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The dialogs opened in whatever folder the app was started from, every time.
    sources, exports = tmp_path / "sources", tmp_path / "exports"
    sources.mkdir()
    exports.mkdir()
    window = make_window()
    assert documents == _asked_import(monkeypatch, window, [str(sources / "sky.csv")])
    assert documents / "ai-glossary.csv" == _asked_export(qtbot, window, str(exports / "a.csv"))
    # Each purpose keeps its own folder, and the next run starts there too.
    assert sources == _asked_import(monkeypatch, window, [])
    assert exports / "ai-glossary.csv" == _asked_export(qtbot, window, "")
    window.close()
    again = make_window()
    assert sources == _asked_import(monkeypatch, again, [])
    assert exports / "ai-glossary.csv" == _asked_export(qtbot, again, "")


def test_a_remembered_folder_deleted_since_is_passed_over(
    make_window: MakeWindow, documents: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    window = make_window()
    _asked_import(monkeypatch, window, [str(gone / "sky.csv")])
    gone.rmdir()
    assert documents == _asked_import(monkeypatch, window, [])
