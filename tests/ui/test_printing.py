"""File > Print… (to Qt's PDF printer) and File > Export PDF… from the window:
the bookmarks with their notes, the concept shown, the list, two columns in
the window's language order."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtPrintSupport import QPrinter

from tests.ui.conftest import MakeWindow

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None, reason="no poppler-utils")


def _text(pdf: Path) -> str:
    done = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True,
                          text=True, check=True)
    return done.stdout


def test_print_to_a_pdf_printer_prints_the_bookmarks_with_their_notes(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window()
    window.store.add("sharding", "Sharding", "repasar antes del examen")
    window.store.add("servidor-de-parametros", "Servidor de Parámetros", "")
    target = tmp_path / "printed.pdf"

    def to_pdf(printer: QPrinter) -> bool:
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        return True

    window.printing.ask_what = lambda: "bookmarks"
    window.printing.ask_printer = to_pdf
    window.printing.print_action.trigger()
    text = _text(target)
    lines = [line.split() for line in text.splitlines()]
    assert ["Spanish", "Portuguese"] in lines  # the columns' headings, side by side
    assert ["Servidor", "de", "Parámetros", "Servidor", "de", "Parâmetros"] in lines
    assert "Note: repasar antes del examen" in text
    assert "Bookmarks ·" in text


def test_export_pdf_of_the_concept_shown_in_the_window_language_order(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window()
    assert window.open_slug("servidor-de-parametros")
    window.actions_.lang_order.trigger()  # Portuguese first
    assert window.concept_view.portuguese_first
    target = tmp_path / "concept.pdf"
    window.printing.ask_what = lambda: "concept"
    window.printing.ask_pdf_path = lambda: str(target)
    window.printing.pdf_action.trigger()
    lines = [line.split() for line in _text(target).splitlines()]
    assert ["Portuguese", "Spanish"] in lines
    assert ["Servidor", "de", "Parâmetros", "Servidor", "de", "Parámetros"] in lines
    assert f"Saved {target}" == window.statusBar().currentMessage()


def test_nothing_to_print_is_said_and_nothing_written(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window()
    warned: list[str] = []
    window.printing.warn = lambda title, text: warned.append(text)
    window.printing.ask_what = lambda: "bookmarks"
    window.printing.ask_pdf_path = lambda: str(tmp_path / "x.pdf")
    window.printing.pdf_action.trigger()
    assert ["There is nothing to export: there are no bookmarks yet."] == warned
    assert not (tmp_path / "x.pdf").exists()
