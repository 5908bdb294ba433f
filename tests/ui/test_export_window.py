"""File > Export from the window: the whole glossary written in the background
behind a progress dialog, Cancel leaving the chosen file as it was, a full disk
or a folder that cannot be written to said in one line of the user's language."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose
from glossary_desktop.domain import Lang
from glossary_desktop.export import Written
from glossary_desktop.export.formats import SUFFIX
from glossary_desktop.export.table import SeparatorInSynonym
from glossary_desktop.importer.build import build_db
from glossary_desktop.ui.library.export_dialog import (
    ExportChoice,
    ExportDialog,
    save_dialog,
    suggested_name,
)
from glossary_desktop.ui.library.export_job import describe_export_error, exported_text
from glossary_desktop.ui.library.menu import LibraryController
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import small_tmpfs
from tests.ui.conftest import MakeWindow

#: Enough concepts for the export to take a moment on any machine.
CONCEPTS = 20_000
WHOLE_TBX = ExportChoice("tbx", False)


@pytest.fixture(scope="session")
def big_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("big")
    rows = "".join(f"término {i},definición del término {i},termo {i},definição do termo {i}\n"
                   for i in range(CONCEPTS))
    source = folder / "big.csv"
    source.write_text("es,es_definition,pt,pt_definition\n" + rows, encoding="utf-8")
    build_db([source], folder / "big.db")
    return folder / "big.db"


@pytest.fixture
def out(tmp_path: Path) -> Path:
    """A folder to export to, empty but for what the test puts in it."""
    folder = tmp_path / "out"
    folder.mkdir()
    return folder


@pytest.fixture
def big_window(make_window: MakeWindow, big_db: Path) -> MainWindow:
    return make_window(db=big_db)


def _library(window: MainWindow) -> LibraryController:
    assert window.library is not None
    return window.library


def _start_export(window: MainWindow, choice: ExportChoice, target: Path) -> list[str]:
    """Answer the dialogs with ``choice`` and ``target``, trigger File > Export;
    the warnings the window gives (title and text) are collected in the list."""
    library, warned = _library(window), []
    library.ask_export = lambda: choice
    library.ask_save_path = lambda suggested: str(target)
    library.warn = lambda title, text: warned.append(f"{title}: {text}")
    library.export_action.trigger()
    return warned


def test_the_window_keeps_running_and_shows_progress_while_the_glossary_is_written(
    qtbot: QtBot, big_window: MainWindow, out: Path
) -> None:
    target = out / "all.tbx"
    library, finished = _library(big_window), []
    shown: list[int] = []  # the progress dialog's value at each tick of the window's timer

    def tick() -> None:
        job = library.export_job
        if job is not None and not finished:
            shown.append(job.dialog.value())

    timer = QTimer(big_window)
    timer.setInterval(0)
    timer.timeout.connect(tick)
    timer.start()
    _start_export(big_window, WHOLE_TBX, target)
    job = library.export_job
    assert job is not None
    assert (True, CONCEPTS) == (job.dialog.isVisible(), job.dialog.maximum())
    job.done.connect(lambda: finished.append(True))
    qtbot.waitUntil(lambda: bool(finished), timeout=60_000)
    timer.stop()
    assert any(0 < value < CONCEPTS for value in shown), shown  # a fraction, while it worked
    assert CONCEPTS == target.read_text(encoding="utf-8").count("<conceptEntry ")
    assert f"Concepts exported to {target}: {CONCEPTS}" == big_window.statusBar().currentMessage()
    assert [target] == list(out.iterdir())


def test_cancel_stops_the_export_and_leaves_the_chosen_file_as_it_was(
    qtbot: QtBot, big_window: MainWindow, out: Path
) -> None:
    target = out / "mine.tbx"
    target.write_bytes(b"my own export\n")  # the save dialog asked to replace it
    warned = _start_export(big_window, WHOLE_TBX, target)
    job = _library(big_window).export_job
    assert job is not None
    exported: list[object] = []
    job.exported.connect(exported.append)
    with qtbot.waitSignal(job.done, timeout=60_000):
        button = job.dialog.findChild(QPushButton)
        assert isinstance(button, QPushButton)
        assert "Cancel" == button.text()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert not job.dialog.isVisible()
    assert ([], [], b"my own export\n") == (exported, warned, target.read_bytes())
    assert [target] == list(out.iterdir())  # no temporary file left beside it
    assert "" == big_window.statusBar().currentMessage()


def test_closing_the_window_during_an_export_stops_it_and_leaves_nothing(
    qtbot: QtBot, big_db: Path, user_dir: Path, out: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    # The export's thread went on writing for a window that was gone, then
    # reported to it: "Signal source has been deleted".
    window = build_window(big_db, user_dir)
    window.show()
    _start_export(window, WHOLE_TBX, out / "all.tbx")
    job = _library(window).export_job
    assert job is not None
    dialog = job.dialog
    qtbot.waitUntil(lambda: dialog.value() > 0, timeout=60_000)
    dispose(window)
    assert QThreadPool.globalInstance().waitForDone(60_000)
    QCoreApplication.sendPostedEvents()  # what the task said, delivered to nobody
    assert [] == list(out.iterdir())
    assert "Traceback" not in capfd.readouterr().err


FULL = {
    "es": "Exportar: No se pudo escribir {0}: el disco está lleno. Libere espacio e "
          "inténtelo de nuevo.",
    "pt_BR": "Exportar: Não foi possível gravar {0}: o disco está cheio. Libere espaço e "
             "tente novamente.",
    "pt_PT": "Exportar: Não foi possível escrever {0}: o disco está cheio. Liberte espaço e "
             "tente novamente.",
}
READ_ONLY = {
    "es": "Exportar: No se pudo escribir {0}: no se puede escribir en esa carpeta. Elija "
          "otra.",
    "pt_BR": "Exportar: Não foi possível gravar {0}: não é possível gravar nessa pasta. "
             "Escolha outra.",
    "pt_PT": "Exportar: Não foi possível escrever {0}: não é possível escrever nessa pasta. "
             "Escolha outra.",
}


def test_a_full_disk_is_one_translated_line_and_the_old_file_survives(
    qtbot: QtBot, translated: str, big_window: MainWindow, tmp_path: Path
) -> None:
    window = big_window
    with small_tmpfs(tmp_path / "disk", "64k") as disk:
        target = disk / "glossary.tbx"
        target.write_bytes(b"previous export\n")
        warned = _start_export(window, WHOLE_TBX, target)
        job = _library(window).export_job
        assert job is not None
        qtbot.waitSignal(job.done, timeout=60_000).wait()
        left = (target.read_bytes(), list(disk.iterdir()))
    assert [FULL[translated].format(target)] == warned
    assert (b"previous export\n", [target]) == left


def test_a_folder_that_cannot_be_written_to_is_one_translated_line(
    qtbot: QtBot, translated: str, window: MainWindow, tmp_path: Path
) -> None:
    with small_tmpfs(tmp_path / "disk", "64k") as disk:
        subprocess.run(["mount", "-o", "remount,ro", str(disk)], check=True)
        target = disk / "glossary.tbx"
        warned = _start_export(window, WHOLE_TBX, target)
        job = _library(window).export_job
        assert job is not None
        qtbot.waitSignal(job.done, timeout=60_000).wait()
        left = list(disk.iterdir())
    assert ([READ_ONLY[translated].format(target)], []) == (warned, left)


def _answer_export_dialog(qtbot: QtBot, seen: list[tuple[bool, bool, str]]) -> None:
    """When the export dialog opens: accept it as it is, and note whether it
    offered the bookmarks, chose the whole glossary, and the hint it showed."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ExportDialog)
        dialog.accept()  # first: a failed assert below must not leave it open
        hint = dialog.bookmarks_hint.text() if dialog.bookmarks_hint.isVisibleTo(dialog) else ""
        seen.append((dialog.bookmarks_radio.isEnabled(), dialog.all_radio.isChecked(), hint))

    QTimer.singleShot(0, answer)


@pytest.mark.parametrize(
    ("bookmarked", "expected"),
    [
        ([], (False, True, "No bookmarks yet: star a term (Ctrl+D) to add it.")),
        (["dask"], (True, False, "")),
    ],
    ids=["no-bookmarks", "a-bookmark"],
)
def test_with_no_bookmarks_the_export_dialog_offers_the_whole_glossary(
    qtbot: QtBot, window: MainWindow, out: Path, bookmarked: list[str],
    expected: tuple[bool, bool, str],
) -> None:
    for slug in bookmarked:
        window.store.add(slug, term=slug)
    library, seen, warned = _library(window), [], []
    library.ask_save_path = lambda suggested: str(out / Path(suggested).name)
    library.warn = lambda title, text: warned.append(text)
    _answer_export_dialog(qtbot, seen)
    library.export_action.trigger()
    job = library.export_job
    assert job is not None
    qtbot.waitSignal(job.done, timeout=60_000).wait()
    assert ([expected], []) == (seen, warned)
    suffix = "ai-glossary.tbx" if expected[1] else "bookmarks-ai.tbx"
    assert [out / suffix] == list(out.iterdir())


FILTERS = {
    "es": {"tbx": "Archivos TBX (*.tbx)", "csv": "Archivos CSV (*.csv)",
           "apkg": "Mazos de Anki (*.apkg)",
           "anki-text": "Importaciones de texto de Anki (*.txt)", "md": "Archivos Markdown (*.md)",
           "all": "Todos los archivos (*)"},
    "pt_BR": {"tbx": "Arquivos TBX (*.tbx)", "csv": "Arquivos CSV (*.csv)",
              "apkg": "Baralhos do Anki (*.apkg)",
              "anki-text": "Importações de texto do Anki (*.txt)", "md": "Arquivos Markdown (*.md)",
              "all": "Todos os arquivos (*)"},
    "pt_PT": {"tbx": "Ficheiros TBX (*.tbx)", "csv": "Ficheiros CSV (*.csv)",
              "apkg": "Baralhos do Anki (*.apkg)",
              "anki-text": "Importações de texto do Anki (*.txt)",
              "md": "Ficheiros Markdown (*.md)",
              "all": "Todos os ficheiros (*)"},
}


@pytest.mark.parametrize("fmt", ["tbx", "csv", "apkg", "anki-text", "md"])
def test_the_save_dialog_lists_the_chosen_formats_files_first(
    qtbot: QtBot, translated: str, window: MainWindow, fmt: str
) -> None:
    dialog = save_dialog(window, suggested_name(ExportChoice(fmt, False), None))
    qtbot.addWidget(dialog)
    filters = FILTERS[translated]
    assert [filters[fmt], filters["all"]] == dialog.nameFilters()
    assert (filters[fmt], SUFFIX[fmt].lstrip(".")) == (
        dialog.selectedNameFilter(), dialog.defaultSuffix())


EXPORTED = {
    "es": "Se exportaron 20.000 conceptos a all.tbx (3 omitidos: una tarjeta necesita ambos "
          "idiomas)",
    "pt_BR": "20.000 conceitos exportados para all.tbx (3 deixados de fora: um cartão precisa "
             "dos dois idiomas)",
    "pt_PT": "20\N{NO-BREAK SPACE}000 conceitos exportados para all.tbx (3 deixados de fora: "
             "um cartão precisa dos dois idiomas)",
}


def test_the_count_exported_is_written_as_the_status_bars_other_counts(translated: str) -> None:
    # "100.000 términos" beside "Se exportaron 100000 conceptos" read as two kinds of number.
    written = Written(CONCEPTS, ("a", "b", "c"))
    assert EXPORTED[translated] == exported_text("all.tbx", written)


SEPARATOR = {
    "es": "Un sinónimo en portugués de «dask» contiene «|», que separa los sinónimos en un "
          "archivo CSV: exporte en TBX.",
    "pt_BR": "Um sinônimo em português de “dask” contém “|”, que separa os sinônimos em um "
             "arquivo CSV: exporte em TBX.",
    "pt_PT": "Um sinónimo em português de «dask» contém «|», que separa os sinónimos num "
             "ficheiro CSV: exporte em TBX.",
}


def test_a_synonym_a_csv_cannot_hold_is_said_in_the_users_language(translated: str) -> None:
    # A term base may bring a synonym with "|", which CSV uses between synonyms.
    assert SEPARATOR[translated] == describe_export_error(SeparatorInSynonym("dask", Lang.PT))


NOT_SQLITE = {
    "es": "Exportar: {0}: no es una base de datos SQLite (está vacía o es otro tipo de archivo)",
    "pt_BR": "Exportar: {0}: não é um banco de dados SQLite (está vazio ou é outro tipo de "
             "arquivo)",
    "pt_PT": "Exportar: {0}: não é uma base de dados SQLite (está vazia ou é outro tipo de "
             "ficheiro)",
}


def test_a_glossary_replaced_since_the_window_opened_it_is_said_in_the_users_language(
    qtbot: QtBot, translated: str, make_window: MakeWindow, glossary_db: Path, tmp_path: Path,
    out: Path,
) -> None:
    # The export reads the glossary again in its own thread: what it meets there is
    # worded as the start-up dialog words it, not in the English of the command line.
    db = tmp_path / "g.db"
    shutil.copy(glossary_db, db)
    window = make_window(db=db)
    db.unlink()  # the window keeps the file it opened; the export opens this one
    db.write_bytes(b"not a glossary at all\n" * 100)
    warned = _start_export(window, WHOLE_TBX, out / "g.tbx")
    job = _library(window).export_job
    assert job is not None
    qtbot.waitSignal(job.done, timeout=60_000).wait()
    assert ([NOT_SQLITE[translated].format(db)], []) == (warned, list(out.iterdir()))


NOTE_WORDS = {
    "es": ("Área temática", "Nota", "Contexto"),
    "pt_BR": ("Área temática", "Nota", "Contexto"),
    "pt_PT": ("Área temática", "Nota", "Contexto"),
}


def test_markdown_keeps_a_term_bases_notes_in_the_readers_words(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, out: Path, translated: str
) -> None:
    # File > Export as Markdown dropped the subject field, notes and contexts the
    # panes show; they are written with the panes' labels, in the reader's language.
    source = tmp_path / "astro.csv"
    source.write_text(
        "es,es_definition,es_context,pt,pt_definition,subject,note\n"
        "órbita,Trayectoria.,La órbita baja.,órbita,Trajetória.,Astronomía,Ver luna\n",
        encoding="utf-8")
    build_db([source], tmp_path / "astro.db")
    window = make_window(db=tmp_path / "astro.db")
    target = out / "astro.md"
    assert [] == _start_export(window, ExportChoice("md", False), target)
    job = _library(window).export_job
    assert job is not None
    qtbot.waitSignal(job.done, timeout=60_000).wait()
    subject, note, context = NOTE_WORDS[translated]
    text = target.read_text(encoding="utf-8")
    assert f"- *{subject}:* Astronomía\n- *{note}:* Ver luna\n" in text
    assert f"  - *{context}:* La órbita baja.\n" in text


SAME_FILE = {
    "es": "Exportar: No se pudo escribir {0}: es el archivo que lee esta exportación. Elija "
          "otro nombre.",
    "pt_BR": "Exportar: Não foi possível gravar {0}: é o arquivo que esta exportação lê. "
             "Escolha outro nome.",
    "pt_PT": "Exportar: Não foi possível escrever {0}: é o ficheiro que esta exportação lê. "
             "Escolha outro nome.",
}


def test_exporting_over_the_glossary_being_read_is_refused_in_the_users_language(
    qtbot: QtBot, translated: str, make_window: MakeWindow, glossary_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "mine.db"
    shutil.copy(glossary_db, db)
    window = make_window(db=db)
    before = db.read_bytes()
    # The save dialog asked whether to replace it, and the user said yes.
    warned = _start_export(window, ExportChoice("md", False), db)
    job = _library(window).export_job
    assert job is not None
    qtbot.waitSignal(job.done, timeout=60_000).wait()
    assert [SAME_FILE[translated].format(db)] == warned
    assert before == db.read_bytes()


#: What the export dialog proposes, and says, for CSV in each interface language.
DELIMITER_SAID = {
    "es": (";", "Celdas separadas por punto y coma, como esperan las hojas de cálculo "
                "configuradas en español o portugués."),
    "pt_BR": (";", "Células separadas por ponto e vírgula, como esperam as planilhas "
                   "configuradas em espanhol ou português."),
    "pt_PT": (";", "Células separadas por ponto e vírgula, como esperam as folhas de cálculo "
                   "configuradas em espanhol ou português."),
}


def test_the_csv_separator_is_the_interface_languages_and_the_dialog_says_which(
    qtbot: QtBot, translated: str
) -> None:
    dialog = ExportDialog()
    qtbot.addWidget(dialog)
    dialog.select_format("csv")
    expected, said = DELIMITER_SAID[translated]
    assert (expected, said, True) == (
        dialog.choice().delimiter, dialog.delimiter_hint.text(), dialog.delimiter_box.isEnabled())
    dialog.select_format("tbx")
    assert not dialog.delimiter_box.isEnabled()  # a CSV file's choice only


def test_in_english_the_csv_separator_is_a_comma(qtbot: QtBot) -> None:
    QLocale.setDefault(QLocale("en_US"))
    try:
        dialog = ExportDialog()
        qtbot.addWidget(dialog)
        dialog.select_format("csv")
        assert (",", "Cells separated by commas, as spreadsheets set to English expect.") == (
            dialog.choice().delimiter, dialog.delimiter_hint.text())
        dialog.delimiter_box.setCurrentIndex(dialog.delimiter_box.findData("\t"))
        assert ("\t", "Cells separated by tabs, which every spreadsheet reads.") == (
            dialog.choice().delimiter, dialog.delimiter_hint.text())
    finally:
        QLocale.setDefault(QLocale.c())
