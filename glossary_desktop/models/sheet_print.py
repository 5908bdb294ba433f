"""The bilingual sheet (:mod:`glossary_desktop.export.sheet`) made pages: a PDF
(``QPdfWriter``) or a printer, through a ``QTextDocument``.

The paper is the locale's (Letter where it measures in the US system, A4
elsewhere); Qt's text document prints the page numbers at the foot of each
page when it lays the pages out itself, and keeps the text as text in a PDF
(selectable, searchable). The date is written in the locale's long format.
For the command line (``export --format pdf``), :func:`pdf_writer` makes the
application object Qt needs for fonts, on the offscreen platform: no window,
no display.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from datetime import date
from typing import BinaryIO

from PySide6.QtCore import QBuffer, QByteArray, QDate, QIODevice, QLocale, QMarginsF
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPdfWriter,
    QTextDocument,
)

from glossary_desktop.domain import Lang
from glossary_desktop.export import Item, NothingToExport, Written
from glossary_desktop.export.sheet import SheetWords, sheet_html

#: Between the text and the paper's edge, in millimetres.
MARGIN_MM = 15.0


def page_size(locale: QLocale) -> QPageSize:
    """Letter where the locale measures in the US system, A4 elsewhere."""
    us = locale.measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return QPageSize(QPageSize.PageSizeId.Letter if us else QPageSize.PageSizeId.A4)


def dated(words: SheetWords, what: str, locale: QLocale, day: date | None = None) -> SheetWords:
    """``words`` with the subtitle ``what`` and the date, in ``locale``'s long format."""
    when = QDate(day.year, day.month, day.day) if day is not None else QDate.currentDate()
    long_date = locale.toString(when, QLocale.FormatType.LongFormat)
    return words._replace(subtitle=f"{what} · {long_date}")


def print_sheet(
    items: Iterable[Item], words: SheetWords, first: Lang, device: QPagedPaintDevice,
    locale: QLocale,
) -> Written:
    """Lay the sheet out on ``device``'s pages (a printer or a PDF) and print it."""
    html, written = sheet_html(items, words, first)
    if not written.written:
        raise NothingToExport(NothingToExport.EMPTY)
    device.setPageLayout(QPageLayout(page_size(locale), QPageLayout.Orientation.Portrait,
                                     QMarginsF(*(MARGIN_MM,) * 4), QPageLayout.Unit.Millimeter))
    document = QTextDocument()
    font = document.defaultFont()
    # No ligatures: "fi" copied or searched in the PDF stays two letters.
    font.setFeature(QFont.Tag("liga"), 0)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.print_(device)
    return written


def write_pdf(
    items: Iterable[Item], out: BinaryIO, words: SheetWords, first: Lang, locale: QLocale,
) -> Written:
    """The sheet as a PDF written to ``out``."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(words.title)
    writer.setCreator("Glossary Desktop")
    writer.setResolution(300)
    written = print_sheet(items, words, first, writer, locale)
    del writer  # ends the PDF
    buffer.close()
    out.write(data.data())
    return written


def pdf_writer(
    items: Iterable[Item], title: str, what: str, first: Lang
) -> Callable[[BinaryIO], Written]:
    """For the command line: a writer of ``items`` as a PDF to a byte stream, in
    the system locale's paper and date, on the offscreen platform."""
    if QGuiApplication.instance() is None:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a command: no window, no display
        app = QGuiApplication(["glossary-desktop"])
        app.setObjectName("pdf")
    locale = QLocale(QLocale.system().name())
    names = ("Spanish", "Portuguese") if first is Lang.ES else ("Portuguese", "Spanish")
    words = dated(SheetWords(title, "", names), what, locale)

    def write(out: BinaryIO) -> Written:
        return write_pdf(items, out, words, first, locale)

    return write
