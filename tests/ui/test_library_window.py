"""The user library from the window: import with a progress dialog that can be
cancelled, the Glossaries menu, bookmarks kept per glossary, File > Export.

Windows replaced by a switch are closed and deleted by :func:`switch_glossary`
itself, as in the running app; the last one is disposed at the end.
"""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import (
    QApplication,
    QMenu,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose, switch_glossary
from glossary_desktop.errors import UserError
from glossary_desktop.importer.build import build_db
from glossary_desktop.models.bookmarks import GLOSSARY, TERM, SlugRole
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.build_folders import held_folder
from glossary_desktop.store.library import Library
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.library.export_dialog import ExportChoice, ExportDialog
from glossary_desktop.ui.library.import_job import ImportJob, describe
from glossary_desktop.ui.library.menu import LibraryController
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import small_tmpfs
from tests.ui.conftest import LANGS, english_words, words

CSV = (
    "es,es_definition,pt,pt_definition\n"
    "agujero negro,Región de la que nada escapa.,buraco negro,Região da qual nada escapa.\n"
    "estrella,Astro con luz propia.,estrela,Astro com luz própria.\n"
)


class Session:
    """What ``app.run`` does: one window at a time, replaced on each switch request."""

    def __init__(self, glossary_db: Path, user_dir: Path) -> None:
        self.db, self.user_dir = glossary_db, user_dir
        self.window = build_window(glossary_db, user_dir)
        self._listen()
        self.window.show()

    @property
    def library(self) -> LibraryController:
        assert self.window.library is not None
        return self.window.library

    def _listen(self) -> None:
        self.library.switch_requested.connect(self.switch)

    def switch(self, name: str) -> None:
        self.window = switch_glossary(self.window, name, self.db, self.user_dir)
        self._listen()


@pytest.fixture
def session(qtbot: QtBot, glossary_db: Path, user_dir: Path) -> Iterator[Session]:
    made = Session(glossary_db, user_dir)
    qtbot.waitExposed(made.window)
    yield made
    dispose(made.window)


@pytest.fixture
def csv_file(tmp_path: Path) -> Path:
    path = tmp_path / "sky.csv"
    path.write_text(CSV, encoding="utf-8")
    return path


def _import(qtbot: QtBot, session: Session, files: list[Path]) -> str:
    """Import through the window; the name it opened, once the new window is up."""
    # Not waitSignal on switch_requested: its sender goes with the old window
    # during the emission (the switch replaces it), so watch the window instead.
    old = session.window
    job = session.library.import_files(files)
    assert job.dialog.isVisible()
    qtbot.waitUntil(lambda: session.window is not old, timeout=30_000)
    name = session.library.current
    assert isinstance(name, str)
    return name


def _checked(window: MainWindow) -> list[str]:
    menu = window.menuBar().findChild(QMenu, "glossariesMenu")
    assert isinstance(menu, QMenu)
    assert window.library is not None
    window.library.fill_menu()
    return [a.text() for a in menu.actions() if a.isCheckable() and a.isChecked()]


def _glossaries_left(user_dir: Path) -> list[str]:
    root = user_dir / "glossaries"
    return sorted(p.name for p in root.iterdir()) if root.is_dir() else []


def test_import_shows_progress_then_opens_the_new_glossary(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    assert ["Built-in glossary"] == _checked(session.window)
    session.window.resize(640, 480)
    assert "sky" == _import(qtbot, session, [csv_file])
    assert (640, 480) == (session.window.width(), session.window.height())
    window = session.window
    assert (user_dir / "glossaries" / "sky" / "glossary.db") == window.glossary.path
    assert ["sky"] == _checked(window)
    window.search_now("buraco")
    qtbot.waitUntil(lambda: window.term_model.rowCount() == 1)


def test_the_window_clears_what_a_killed_import_left_and_keeps_its_own_running_one(
    qapp: QApplication, glossary_db: Path, user_dir: Path
) -> None:
    library = user_dir / "glossaries"
    left = library / ".import-killed"  # made by a process that is gone: nobody holds it
    left.mkdir(parents=True)
    (left / "glossary.db").write_bytes(b"half a database")
    with held_folder(library) as running:  # an import under way (here, or elsewhere)
        window = build_window(glossary_db, user_dir)
        try:
            assert [running.name] == _glossaries_left(user_dir)
        finally:
            dispose(window)


def test_cancel_closes_the_dialog_and_leaves_nothing(
    qtbot: QtBot, session: Session, tmp_path: Path, user_dir: Path
) -> None:
    big = tmp_path / "big.csv"
    rows = "".join(f"termino {i},def {i},termo {i},def {i}\n" for i in range(20_000))
    big.write_text("es,es_definition,pt,pt_definition\n" + rows, encoding="utf-8")
    opened: list[str] = []
    session.library.switch_requested.connect(opened.append)
    job = session.library.import_files([big])
    with qtbot.waitSignal(job.done, timeout=60_000):
        button = job.dialog.findChild(QPushButton)
        assert isinstance(button, QPushButton)
        assert "Cancel" == button.text()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not job.dialog.isVisible()
    assert ([], []) == (opened, _glossaries_left(user_dir))


def test_a_refused_file_is_reported_and_leaves_nothing(
    qtbot: QtBot, session: Session, tmp_path: Path, user_dir: Path
) -> None:
    evil = tmp_path / "evil.tbx"
    evil.write_text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><tbx>&e;</tbx>')
    warned: list[tuple[str, str]] = []
    session.library.warn = lambda title, text: warned.append((title, text))
    job = session.library.import_files([evil])
    qtbot.waitUntil(lambda: bool(warned), timeout=30_000)
    assert 1 == len(warned)
    assert ("Import glossary", True) == (warned[0][0], "evil.tbx" in warned[0][1])
    qtbot.waitSignal(job.done)
    assert [] == _glossaries_left(user_dir)


FULL_DISK = {
    "es": "No se pudo guardar el glosario: el disco está lleno. Libere espacio e inténtelo "
          "de nuevo.",
    "pt_BR": "Não foi possível salvar o glossário: o disco está cheio. Libere espaço e tente "
             "novamente.",
    "pt_PT": "Não foi possível guardar o glossário: o disco está cheio. Liberte espaço e "
             "tente novamente.",
}


# 64 KiB: SQLite says "disk I/O error" (its shared memory cannot grow); 256 KiB:
# "database or disk is full". Neither English may reach the window.
@pytest.mark.parametrize("size", ["64k", "256k"])
def test_a_full_disk_is_said_in_the_users_language_and_leaves_nothing(
    qtbot: QtBot, translated: str, tmp_path: Path, size: str
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    with small_tmpfs(tmp_path / "full", size) as user_dir:
        job = ImportJob(Library(user_dir), sorted(DATA_DIR.glob("*.txt")), parent)
        failed: list[str] = []
        job.failed.connect(failed.append)
        with qtbot.waitSignal(job.done, timeout=60_000):
            job.start()
        left = _glossaries_left(user_dir)
    assert ([FULL_DISK[translated]], []) == (failed, left)


def test_no_room_for_the_import_folder_itself_is_a_full_disk_too(translated: str) -> None:
    # Where a folder takes a block of its own (ext4), the hidden import folder's
    # mkdir can be what meets the full disk, before SQLite writes anything.
    exc = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), "/home/ana/glossaries/.import-x")
    assert FULL_DISK[translated] == describe(exc)


def test_a_bookmark_in_an_imported_glossary_stays_with_it(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    _import(qtbot, session, [csv_file])
    assert session.window.open_slug("agujero-negro")
    session.window.toggle_bookmark()
    session.library.request_switch("")
    qtbot.waitUntil(lambda: session.window.library is not None
                    and session.window.library.current is None)
    assert ["Built-in glossary"] == _checked(session.window)
    assert frozenset() == session.window.bookmarks.starred()
    with UserStore.open(user_dir / "glossaries" / "sky") as store:
        assert ["agujero-negro"] == [b.slug for b in store.bookmarks()]


def test_export_bookmarks_for_anki_from_the_window(
    qtbot: QtBot, session: Session, csv_file: Path, tmp_path: Path
) -> None:
    _import(qtbot, session, [csv_file])
    window = session.window
    assert window.open_slug("estrella")
    window.toggle_bookmark()
    deck = tmp_path / "deck.txt"
    session.library.ask_export = lambda: ExportChoice("anki-text", True)
    session.library.ask_save_path = lambda suggested: str(deck)
    export = window.findChild(type(window.actions_.quit), "exportAction")
    assert export is not None
    export.trigger()
    _wait_for_export(qtbot, session.library)
    cards = [line.split("\t") for line in deck.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    assert 1 == len(cards)
    _, front, back = cards[0]
    assert (True, True) == ("estrella" in front, "estrela" in back)
    assert f"Concepts exported to {deck}: 1" == window.statusBar().currentMessage()


def test_export_csv_with_the_separator_chosen_in_the_dialog(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    target = tmp_path / "all.csv"
    session.library.ask_export = lambda: ExportChoice("csv", False, ";")
    session.library.ask_save_path = lambda suggested: str(target)
    session.library.export_action.trigger()
    _wait_for_export(qtbot, session.library)
    assert target.read_bytes().startswith(b'\xef\xbb\xbf"id";"es";"es_synonyms";')


def _wait_for_export(qtbot: QtBot, library: LibraryController) -> None:
    """Until the export File > Export started (in the background) is over."""
    job = library.export_job
    assert job is not None
    qtbot.waitSignal(job.done, timeout=60_000).wait()


NOTHING = "There is nothing to export: "


@pytest.mark.parametrize(
    ("choice", "bookmarked", "asks_for_a_file", "message"),
    [
        (ExportChoice("csv", True), [], False, "there are no bookmarks yet."),
        (ExportChoice("tbx", True), ["concepto-borrado"], False,
         "none of the bookmarks is in this glossary any more."),
        (ExportChoice("anki-text", True), ["agrupacion-de-recursos"], True,
         "an Anki card needs both languages, and none of these concepts has both. "
         "No file was written."),
    ],
    ids=["no-bookmarks", "bookmarks-gone", "anki-one-language"],
)
def test_nothing_to_export_writes_nothing_and_says_so(
    qtbot: QtBot, session: Session, tmp_path: Path, choice: ExportChoice, bookmarked: list[str],
    asks_for_a_file: bool, message: str,
) -> None:
    window = session.window
    for slug in bookmarked:
        window.store.add(slug, term=slug)
    target = tmp_path / "mine.txt"
    target.write_bytes(b"my own deck\n")  # the save dialog has asked to replace it
    asked: list[str] = []
    warned: list[tuple[str, str]] = []
    session.library.ask_export = lambda: choice
    session.library.ask_save_path = lambda suggested: asked.append(suggested) or str(target)
    session.library.warn = lambda title, text: warned.append((title, text))
    session.library.export_action.trigger()
    if asks_for_a_file:
        _wait_for_export(qtbot, session.library)
    assert [("Export", NOTHING + message)] == warned
    assert b"my own deck\n" == target.read_bytes()
    assert [] == list(tmp_path.glob(".mine.txt.*"))  # nor a temporary file left beside it
    assert asks_for_a_file == bool(asked)
    assert "" == window.statusBar().currentMessage()  # not "Concepts exported to ...: 0"


@pytest.mark.parametrize(("fmt", "bookmarks"), [("tbx", False), ("csv", True), ("anki-text", True),
                                                 ("md", False)])
def test_the_export_dialog_returns_what_was_chosen(
    qtbot: QtBot, fmt: str, bookmarks: bool
) -> None:
    dialog = ExportDialog()
    qtbot.addWidget(dialog)
    dialog.select_format(fmt)
    (dialog.bookmarks_radio if bookmarks else dialog.all_radio).setChecked(True)
    assert ExportChoice(fmt, bookmarks) == dialog.choice()


def test_rename_and_remove_ask_and_follow_the_answer(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    _import(qtbot, session, [csv_file])
    old = session.window
    session.library.ask_text = lambda title, label, text: "stars"
    session.library.rename_action.trigger()
    qtbot.waitUntil(lambda: session.window is not old)
    assert ["stars"] == _checked(session.window)

    session.library.confirm = lambda title, question: False
    session.library.remove_action.trigger()
    assert ["stars"] == [e.name for e in Library(user_dir).list()]

    old = session.window
    session.library.confirm = lambda title, question: True
    session.library.remove_action.trigger()
    qtbot.waitUntil(lambda: session.window is not old)
    qtbot.waitUntil(lambda: [] == _glossaries_left(user_dir))
    assert ["Built-in glossary"] == _checked(session.window)


def test_a_rename_that_changes_only_the_case_reopens_it_under_its_new_name(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    assert "sky" == _import(qtbot, session, [csv_file])
    old = session.window
    session.library.ask_text = lambda title, label, text: "Sky"
    session.library.warn = lambda title, text: pytest.fail(text)
    session.library.rename_action.trigger()
    qtbot.waitUntil(lambda: session.window is not old)
    assert (["Sky"], ["Sky"]) == (_checked(session.window), _glossaries_left(user_dir))


def test_the_title_names_the_imported_glossary_read_and_not_the_built_in_one(
    qtbot: QtBot, session: Session, csv_file: Path
) -> None:
    built_in = "Agrupación de Recursos — Glossary Desktop"  # the first concept shown
    assert built_in == session.window.windowTitle()
    _import(qtbot, session, [csv_file])
    window = session.window
    assert "agujero negro — sky — Glossary Desktop" == window.windowTitle()
    window.open_slug("estrella")
    assert "estrella — sky — Glossary Desktop" == window.windowTitle()

    session.library.request_switch("")
    qtbot.waitUntil(lambda: session.window is not window)
    assert built_in == session.window.windowTitle()


def _drop(files: list[Path], mime: QMimeData) -> QDropEvent:
    """A drop of ``files``; ``mime`` must outlive it (the event only points to it)."""
    mime.setUrls([QUrl.fromLocalFile(str(f)) for f in files])
    return QDropEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)


def test_files_dropped_on_the_window_are_imported(
    qtbot: QtBot, session: Session, csv_file: Path
) -> None:
    # Qt delivers a drop only to the target of a real drag, which a test cannot
    # start: the window's filter is handed the event the drag would bring.
    old = session.window
    mime = QMimeData()
    assert session.library.eventFilter(session.window, _drop([csv_file], mime))
    dialog = session.window.findChild(QProgressDialog, "importProgress")
    assert dialog is not None
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: session.window is not old, timeout=30_000)
    assert ["sky"] == _checked(session.window)


def test_a_drop_of_other_files_is_left_alone(
    session: Session, tmp_path: Path, user_dir: Path
) -> None:
    picture = tmp_path / "photo.png"
    picture.write_bytes(b"not a glossary")
    mime = QMimeData()
    assert not session.library.eventFilter(session.window, _drop([picture], mime))
    assert (None, []) == (session.library.job, _glossaries_left(user_dir))



def test_the_window_says_what_it_could_not_pair_and_corrected_then_opens_it(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    # A translator's pair of files: the Portuguese in another order, one entry
    # short, and a line with a soft hyphen the build removes.
    es = tmp_path / "mine.es.txt"
    es.write_text(
        "Glosario de traducción\nMi glosario\n"
        "Posedición\nRevisión humana de un texto producido por traducción automática.\n"
        "Localización\nAdaptación de un producto a la lengua y la cultura de un mercado.\n"
        "Memoria de traducción\nBase de datos de segmentos ya traducidos para reutilizarlos.\n",
        encoding="utf-8")
    pt = tmp_path / "mine.pt.txt"
    pt.write_text(
        "Glossário de tradução\nO meu glossário\n"
        "Memória de tradu\u00adção\nBase de dados de segmentos já traduzidos para reutilizá-los.\n"
        "Pós-edição\nRevisão humana de um texto produzido por tradução automática.\n",
        encoding="utf-8")
    told: list[tuple[str, str, str]] = []
    session.library.inform = lambda *said: told.append(said)
    # Named after the pair, not its Spanish file ("mine.es").
    assert "mine" == _import(qtbot, session, [es, pt])
    assert [(
        "Import glossary",
        "\u201cmine\u201d imported. Concepts: 3, 2 in both languages.\n"
        "Entries that could not be paired with a translation (kept in one language): 1.\n"
        "Lines of the files corrected: 1.",
        "Could not pair:\nmine.es.txt, line 5: Localización\n\n"
        "Corrected:\nmine.pt.txt, line 3: invisible characters removed (U+00AD SOFT HYPHEN)",
    )] == told


def test_an_import_lists_the_pairs_it_made_by_position(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    from tests.importer.test_templated_pairs import ES, LATENCY, PT

    files = []
    for name, title, entries in (("ia.es.txt", "Glosario IA", [*ES[:6], LATENCY[0], *ES[6:]]),
                                 ("ia.pt.txt", "Glossário IA", [*PT[:6], LATENCY[1], *PT[6:]])):
        files.append(tmp_path / name)
        files[-1].write_text("\n".join([title, "IA", *(x for e in entries for x in e)]),
                             encoding="utf-8")
    told: list[tuple[str, str, str]] = []
    session.library.inform = lambda *said: told.append(said)
    assert "ia" == _import(qtbot, session, files)
    assert [(
        "Import glossary",
        "\u201cia\u201d imported. Concepts: 14, 14 in both languages.\n"
        "Entries paired by position, between two pairs (to be checked): 1.",
        "Paired by position:\nia.es.txt, line 15: Latencia de Sincronización = "
        "ia.pt.txt, line 15: Latência de Sincronização",
    )] == told


def test_an_import_with_nothing_to_report_opens_without_a_word(
    qtbot: QtBot, session: Session, csv_file: Path
) -> None:
    told: list[tuple[str, str, str]] = []
    session.library.inform = lambda *said: told.append(said)
    assert "sky" == _import(qtbot, session, [csv_file])
    assert [] == told


def test_a_successful_import_says_what_it_built_and_that_it_has_no_bookmarks_yet(
    qtbot: QtBot, session: Session, csv_file: Path
) -> None:
    # The window switched to the new glossary without a word, and the bookmarks
    # panel, full a moment before, went blank without saying why.
    session.window.store.add("dask", term="Dask")
    session.window.bookmarks_panel.set_shown(True)
    assert not session.window.bookmarks_panel.dock.empty_note.isVisible()
    assert "sky" == _import(qtbot, session, [csv_file])
    window = session.window
    assert ("\u201csky\u201d imported. Concepts: 2, 2 in both languages. It has no "
            "bookmarks yet: star a term (Ctrl+D) to add one.") == (
        window.statusBar().currentMessage())
    window.bookmarks_panel.set_shown(True)
    # The panel lists every glossary's bookmarks: the built-in one's Dask; the new
    # glossary's, none yet.
    dock = window.bookmarks_panel.dock
    assert [("Built-in", "dask")] == [
        (dock.model.index(r, GLOSSARY).data(), dock.model.index(r, TERM).data(SlugRole))
        for r in range(dock.model.rowCount())]
    dock.glossary.setCurrentIndex(dock.glossary.findData("sky"))
    empty = dock.empty_note
    assert (True, "No bookmarks in this glossary yet: star a term (Ctrl+D) to add it.") == (
        empty.isVisible(), empty.text())
    assert window.open_slug("estrella")
    window.toggle_bookmark()
    assert not empty.isVisible()


def test_the_import_report_writes_every_count_in_the_interfaces_locale(translated: str) -> None:
    from PySide6.QtCore import QLocale

    from glossary_desktop.importer.build import BuildReport
    from glossary_desktop.importer.plan import Unpaired
    from glossary_desktop.progress_lines import ImportSummary
    from glossary_desktop.ui.library.import_report import ImportReport

    report = BuildReport(Path("g.db"), 0.0, {"concepts": 6000, "both": 5400}, [], [],
                         [Unpaired("grande.es.txt", 9, "x")] * 1200, [])
    summary = ImportSummary.from_report("grande", report)
    summary.by_position.extend([("grande.es.txt", 7, "x", "grande.pt.txt", 7, "y")] * 1500)
    said = ImportReport().report_text("grande", summary)
    assert said is not None
    locale = QLocale()
    assert f"{locale.toString(6000)}, {locale.toString(5400)}" in said[0]
    assert f"{locale.toString(1200)}." in said[0]
    assert f"{locale.toString(1500)}." in said[0]
    placed = said[0].splitlines()[-1].replace(locale.toString(1500), " ")
    assert set() == words(placed) & english_words(LANGS[translated])
    opened = ImportReport().opened_text("grande", summary)
    assert f"{locale.toString(6000)}, {locale.toString(5400)}" in opened
    assert set() == words(opened.replace("grande", " ")) & english_words(LANGS[translated])


DAMAGED = {
    "es": "base de datos de glosario dañada",
    "pt_BR": "banco de dados de glossário danificado",
    "pt_PT": "base de dados de glossário danificada",
}


def test_a_damaged_imported_glossary_is_said_in_the_users_language(
    qtbot: QtBot, translated: str, session: Session, csv_file: Path, user_dir: Path
) -> None:
    # Glossaries > a glossary whose file was truncated since it was imported:
    # the window stays on the one it shows and says why, in the interface's language.
    Library(user_dir).add("sky", lambda out: build_db([csv_file], out))
    db = Library(user_dir).get("sky").db
    db.write_bytes(db.read_bytes()[: 3 * 4096])
    with pytest.raises(UserError) as raised:
        switch_glossary(session.window, "sky", session.db, user_dir)
    warned: list[tuple[str, str]] = []
    session.library.warn = lambda title, text: warned.append((title, text))
    session.library.show_error(raised.value)
    assert [True] == [DAMAGED[translated] in text and str(db) in text for _, text in warned]


def test_a_star_does_not_light_once_the_glossary_was_removed_by_the_command_line(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    # The window reads "sky"; the CLI, in its own process on the same user folder,
    # removes it. Starring a term then saved into the removed file, nowhere the
    # user would ever see it again, while the star lit up.
    _import(qtbot, session, [csv_file])
    window = session.window
    # The window's look at the file (every second) says the glossary went, in a
    # box of its own: another test's story, and a box this test would never close
    # (on a loaded machine it came before the end, and the test hung).
    session.library.warn = lambda title, text: None
    assert window.open_slug("agujero-negro")
    removed = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "glossaries", "remove", "sky",
         "--user-dir", str(user_dir)], capture_output=True, text=True, timeout=60)
    assert (0, "") == (removed.returncode, removed.stderr)
    said: list[str] = []
    window.bookmarks.failed.connect(said.append)
    window.toggle_bookmark()
    assert ["Not saved: this glossary's bookmarks file was removed or replaced by another "
            "program. Choose the glossary again in the Glossaries menu to reopen it."] == said
    assert (False, frozenset()) == (window.actions_.bookmark.isChecked(),
                                    window.bookmarks.starred())
    assert said == [window.statusBar().currentMessage()]
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    box.close()  # the same words, in a box the first time


@pytest.mark.parametrize("change", [["remove", "sky"], ["rename", "sky", "cielo"]],
                         ids=["removed", "renamed"])
def test_a_glossary_removed_or_renamed_elsewhere_is_said_and_the_built_in_one_opens(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path, change: list[str]
) -> None:
    # The window went on showing "sky" from a file that was gone, its Rename and
    # Remove still offered, as if nothing had happened.
    _import(qtbot, session, [csv_file])
    old = session.window
    said: list[str] = []
    session.library.warn = lambda title, text: said.append(f"{title}: {text}")
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "glossaries", *change,
         "--user-dir", str(user_dir)], capture_output=True, text=True, timeout=60)
    assert (0, "") == (done.returncode, done.stderr)
    qtbot.waitUntil(lambda: session.window is not old, timeout=10_000)
    assert ["Glossaries: The glossary \u201csky\u201d was removed or renamed by another "
            "window or command. The built-in glossary opens instead."] == said
    assert ["Built-in glossary"] == _checked(session.window)


def test_removing_the_glossary_from_its_own_window_says_nothing_more(
    qtbot: QtBot, session: Session, csv_file: Path
) -> None:
    _import(qtbot, session, [csv_file])
    old = session.window
    said: list[str] = []
    session.library.warn = lambda title, text: said.append(text)
    session.library.confirm = lambda title, question: True
    session.library.remove_current()
    qtbot.waitUntil(lambda: session.window is not old, timeout=10_000)
    qtbot.wait(1500)  # longer than the watch's look at the file
    assert ([], ["Built-in glossary"]) == (said, _checked(session.window))


def test_choosing_the_glossary_being_read_reopens_it_and_saves_again(
    qtbot: QtBot, session: Session, user_dir: Path
) -> None:
    # The user folder is deleted (a clean-up tool, a restore) while the window is
    # open: a star is "Not saved", and the message asks to choose the glossary
    # again. Choosing the one already checked did nothing, so the only way to save
    # again was to quit.
    window = session.window
    assert window.open_slug("dask")
    for child in user_dir.iterdir():
        child.unlink()
    user_dir.rmdir()
    said: list[str] = []
    window.bookmarks.failed.connect(said.append)
    window.toggle_bookmark()
    assert 1 == len(said)
    assert "Glossaries menu" in said[0]
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    box = QApplication.activeModalWidget()
    assert isinstance(box, QMessageBox)
    box.close()  # the same words, in a box the first time
    menu = window.menuBar().findChild(QMenu, "glossariesMenu")
    assert isinstance(menu, QMenu)
    assert window.library is not None
    window.library.fill_menu()
    checked = next(a for a in menu.actions() if a.isCheckable() and a.isChecked())
    assert "Built-in glossary" == checked.text()
    checked.trigger()
    qtbot.waitUntil(lambda: session.window is not window, timeout=10_000)
    reopened = session.window
    assert reopened.open_slug("dask")
    reopened.toggle_bookmark()
    assert reopened.actions_.bookmark.isChecked()
    with UserStore.open(user_dir) as store:
        assert ["dask"] == [b.slug for b in store.bookmarks()]


def test_file_import_bookmarks_merges_a_backup_in_a_child_and_says_what_it_did(
    qtbot: QtBot, session: Session, tmp_path: Path
) -> None:
    window = session.window
    window.store.add("sharding", "Sharding", "mine")
    dask = window.store.add("dask", "Dask", "mine too")
    assert dask.note_changed_at is not None
    backup = tmp_path / "backup.json"
    backup.write_text(json.dumps({"format": "glossary-desktop-bookmarks", "version": 1,
                                  "bookmarks": [
        # Written on another computer after the note here: the file's is kept.
        {"slug": "sharding", "term": "Sharding", "note": "otra", "created_at": 1.0,
         "note_changed_at": dask.note_changed_at + 3600},
        # Written before the note here: the one here is kept.
        {"slug": "dask", "term": "Dask", "note": "older", "created_at": 1.0,
         "note_changed_at": dask.note_changed_at - 3600},
        {"slug": "servidor-de-parametros", "term": "Servidor de Parámetros", "note": "ok",
         "created_at": 2.0},
        {"slug": "nada", "term": "Nada", "note": "", "created_at": 3.0},
    ]}), encoding="utf-8")
    importer = session.library.bookmarks_import
    told: list[tuple[str, str, str]] = []
    importer.ask_file = lambda: str(backup)
    importer.tell = lambda *said: told.append(said)
    action = window.findChild(type(window.actions_.quit), "importBookmarksAction")
    assert action is not None
    action.trigger()
    qtbot.waitUntil(lambda: bool(told), timeout=30_000)
    assert [("Import bookmarks",
             "Bookmarks read: 4. Added: 2; notes taken from the file: 0; already here: 0; "
             "with another note here: 2.",
             "sharding: the file's note was kept (newer); the note here was: mine\n"
             "dask: the note here was kept (newer); the file's note was: older\n"
             "nada (Nada): not in this glossary; kept, shown as no longer in it")] == told
    # Written by the child, read by the window's store: the stars follow.
    assert {"sharding": "otra", "dask": "mine too", "servidor-de-parametros": "ok",
            "nada": ""} == {b.slug: b.note for b in window.store.bookmarks()}


def test_removing_a_glossary_from_the_window_says_where_its_bookmarks_were_saved(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    _import(qtbot, session, [csv_file])
    session.window.store.add("estrella", "estrella", "brilla")
    told: list[tuple[str, str]] = []
    session.library.tell = lambda *said: told.append(said)
    session.library.ask_removal = lambda title, question: "remove"  # it has bookmarks
    session.library.remove_action.trigger()
    qtbot.waitUntil(lambda: bool(told), timeout=30_000)
    (backup,) = (user_dir / "bookmark-backups").glob("sky-*.json")
    assert [("Remove glossary", f"The bookmarks of \u201csky\u201d were saved to {backup} "
             "before it was removed: File > Import bookmarks\u2026 brings them back.")] == told
    assert ["estrella"] == [b["slug"] for b in json.loads(backup.read_text())["bookmarks"]]


def test_removing_a_glossary_with_bookmarks_asks_first_and_offers_an_export(
    qtbot: QtBot, session: Session, csv_file: Path, user_dir: Path
) -> None:
    _import(qtbot, session, [csv_file])
    window = session.window
    window.search_now("estrella")
    window.toggle_bookmark()
    assert frozenset({"estrella"}) == window.bookmarks.starred()
    asked: list[str] = []
    exports: list[str] = []

    def answer(reply: str) -> None:
        def ask(title: str, question: str) -> str:
            asked.append(question)
            return reply
        session.library.ask_removal = ask

    def ask_export() -> ExportChoice | None:
        exports.append("asked")
        return None  # the dialog cancelled

    session.library.ask_export = ask_export
    session.library.confirm = lambda title, question: pytest.fail("asked without the export")
    answer("export")  # Export bookmarks first…: File > Export, and the glossary stays
    session.library.remove_action.trigger()
    assert ["asked"] == exports
    assert "backup of its bookmarks" in asked[-1]
    assert ["sky"] == _glossaries_left(user_dir)
    answer("")  # Cancel
    session.library.remove_action.trigger()
    assert ["sky"] == _glossaries_left(user_dir)
    answer("remove")
    session.library.tell = lambda title, text: None
    session.library.remove_action.trigger()
    qtbot.waitUntil(lambda: [] == _glossaries_left(user_dir))
    assert 3 == len(asked)
