"""File > Export...: choose a format and what to export, then a file; written
by :mod:`.export_job` (in the background, whole or not at all)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent, QLocale
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.export import Item, NothingToExport
from glossary_desktop.export.formats import FORMATS, SUFFIX
from glossary_desktop.glossary import Glossary
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.look import legible_radio


class ExportChoice(NamedTuple):
    """What the dialog asked for: a format name of :data:`FORMATS`, the scope,
    and for CSV the delimiter (a value of :data:`DELIMITERS`)."""

    fmt: str
    bookmarks_only: bool
    delimiter: str = ","


def locale_delimiter(locale: QLocale | None = None) -> str:
    """The CSV delimiter spreadsheets expect in the interface's language: ";" in
    Spanish and Portuguese (their decimal comma is Excel's list separator
    there), "," in English."""
    language = (locale or QLocale()).language()
    return ";" if language in (QLocale.Language.Spanish, QLocale.Language.Portuguese) else ","


class ExportDialog(QDialog):
    """The format (TBX, CSV, Anki, Markdown), CSV's separator (the interface
    language's by default, and a line saying which), and bookmarks-only or the
    whole glossary.

    Bookmarks first; with none (``has_bookmarks`` false) that choice is off, a
    line says why, and the whole glossary is chosen.
    """

    def __init__(self, parent: QWidget | None = None, *, has_bookmarks: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("exportDialog")
        self.setWindowTitle(self.tr("Export"))
        self.format_box = QComboBox(self)
        self.format_box.setObjectName("exportFormat")
        # Named for a screen reader, which would otherwise say only the current item.
        self.format_box.setAccessibleName(self.tr("Export format"))
        labels = {
            "tbx": self.tr("TBX (term base exchange, v3)"),
            "csv": self.tr("CSV (spreadsheet)"),
            "apkg": self.tr("Anki deck (.apkg)"),
            "anki-text": self.tr("Anki text import (tab-separated)"),
            "md": self.tr("Markdown"),
        }
        for fmt in FORMATS:
            self.format_box.addItem(labels[fmt], fmt)
        self.delimiter_box = QComboBox(self)
        self.delimiter_box.setObjectName("exportDelimiter")
        self.delimiter_box.setAccessibleName(self.tr("CSV separator"))
        for text, delimiter in ((self.tr("Semicolon (;)"), ";"), (self.tr("Comma (,)"), ","),
                                (self.tr("Tab"), "\t")):
            self.delimiter_box.addItem(text, delimiter)
        self.delimiter_box.setCurrentIndex(self.delimiter_box.findData(locale_delimiter()))
        self.delimiter_hint = QLabel(self)
        self.delimiter_hint.setObjectName("exportDelimiterHint")
        self.delimiter_hint.setWordWrap(True)
        self.format_box.currentIndexChanged.connect(self._csv_only)
        self.delimiter_box.currentIndexChanged.connect(self._say_delimiter)
        self.bookmarks_radio = QRadioButton(self.tr("&Bookmarks, with their notes"), self)
        self.bookmarks_radio.setObjectName("exportBookmarks")
        self.all_radio = QRadioButton(self.tr("The &whole glossary"), self)
        self.all_radio.setObjectName("exportWhole")
        self.bookmarks_hint = QLabel(
            self.tr("No bookmarks yet: star a term (Ctrl+D) to add it."), self)
        self.bookmarks_hint.setObjectName("exportBookmarksHint")
        self.bookmarks_hint.setWordWrap(True)
        self.bookmarks_hint.setEnabled(False)  # greyed, like the choice it explains
        self.bookmarks_hint.setVisible(not has_bookmarks)
        self.bookmarks_radio.setEnabled(has_bookmarks)
        (self.bookmarks_radio if has_bookmarks else self.all_radio).setChecked(True)
        self._legible_radios()
        form = QFormLayout()
        form.addRow(self.tr("&Format:"), self.format_box)
        form.addRow(self.tr("&Separator:"), self.delimiter_box)
        form.addRow("", self.delimiter_hint)
        form.addRow(self.tr("Export:"), self.bookmarks_radio)
        form.addRow("", self.bookmarks_hint)
        form.addRow("", self.all_radio)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._say_delimiter()
        self._csv_only()

    def _csv_only(self) -> None:
        """The separator is a CSV file's: greyed for the other formats."""
        csv = self.format_box.currentData() == "csv"
        self.delimiter_box.setEnabled(csv)
        self.delimiter_hint.setEnabled(csv)

    def _say_delimiter(self) -> None:
        delimiter = self.delimiter_box.currentData()
        self.delimiter_hint.setText({
            ";": self.tr("Cells separated by semicolons, as spreadsheets set to Spanish or "
                         "Portuguese expect."),
            ",": self.tr("Cells separated by commas, as spreadsheets set to English expect."),
        }.get(delimiter, self.tr("Cells separated by tabs, which every spreadsheet reads.")))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # View > Theme
            self._legible_radios()

    def _legible_radios(self) -> None:
        for radio in (self.bookmarks_radio, self.all_radio):
            legible_radio(radio)

    def choice(self) -> ExportChoice:
        return ExportChoice(str(self.format_box.currentData()), self.bookmarks_radio.isChecked(),
                            str(self.delimiter_box.currentData()))

    def select_format(self, fmt: str) -> None:
        self.format_box.setCurrentIndex(FORMATS.index(fmt))


def suggested_name(choice: ExportChoice, name: str | None) -> str:
    """The file name the save dialog proposes, in the interface language and from
    the glossary's ``name`` (``None``: the built-in glossary): "bookmarks-ai.csv",
    "marcadores-ia.csv", "favoritos-sky.csv"; the whole glossary "sky.tbx", or
    "ai-glossary.tbx" for the built-in one."""
    if name is None:  # the built-in glossary, of words about AI
        name = QCoreApplication.translate("ExportDialog", "ai", "built-in glossary, file name")
        whole = QCoreApplication.translate("ExportDialog", "ai-glossary",
                                           "built-in glossary, file name")
    else:
        whole = name
    stem = QCoreApplication.translate(
        "ExportDialog", "bookmarks-{0}", "file name; {0}: the glossary's").format(name) \
        if choice.bookmarks_only else whole
    return _FILE_HOSTILE.sub("-", stem).strip("-. ") + SUFFIX[choice.fmt]


#: What a file name cannot hold on some system (Windows' list, and control characters).
_FILE_HOSTILE = re.compile(r'(?:\s*[\\/:*?"<>|\x00-\x1f])+\s*')


def save_dialog(parent: QWidget, suggested: str) -> QFileDialog:
    """The dialog that asks where to save ``suggested`` (a name with its format's
    ending, or such a file's path in the folder to open in): that format's files
    listed first, then all files; a name typed without an ending gets the format's."""
    path = Path(suggested)
    suffix = path.suffix
    kinds = {
        ".tbx": QCoreApplication.translate("ExportDialog", "TBX files (*.tbx)"),
        ".csv": QCoreApplication.translate("ExportDialog", "CSV files (*.csv)"),
        ".apkg": QCoreApplication.translate("ExportDialog", "Anki decks (*.apkg)"),
        ".txt": QCoreApplication.translate("ExportDialog", "Anki text imports (*.txt)"),
        ".md": QCoreApplication.translate("ExportDialog", "Markdown files (*.md)"),
    }
    dialog = QFileDialog(parent, QCoreApplication.translate("ExportDialog", "Export"))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilters([kinds[suffix],
                           QCoreApplication.translate("ExportDialog", "All files (*)")])
    dialog.setDefaultSuffix(suffix.lstrip("."))
    if path.is_absolute():
        dialog.setDirectory(str(path.parent))
    dialog.selectFile(path.name)
    return dialog


def export_source(
    choice: ExportChoice, glossary: Glossary, store: UserStore
) -> tuple[Path | list[Item], int]:
    """What ``choice`` exports, for :class:`~glossary_desktop.ui.library.export_job.ExportJob`:
    the glossary's file (its worker reads it with a connection of its own) or the
    bookmarks, and how many concepts that is. Raises :class:`NothingToExport`
    before any file is asked for when there is no bookmark to export."""
    if choice.bookmarks_only:
        items = bookmarked(glossary, store)
        return items, len(items)
    return glossary.path, glossary.concept_count


def bookmarked(glossary: Glossary, store: UserStore) -> list[Item]:
    """The bookmarks, A to Z, whose concept is still in the glossary, with notes."""
    marks = store.bookmarks("alpha")
    if not marks:
        raise NothingToExport(NothingToExport.NO_BOOKMARKS)
    items = [(concept, mark.note) for mark in marks
             if (concept := glossary.get(mark.slug)) is not None]
    if not items:
        raise NothingToExport(NothingToExport.BOOKMARKS_GONE, len(marks))
    return items


def nothing_to_export(exc: NothingToExport) -> str:
    """What the window says instead of writing an empty file."""
    reason = {
        NothingToExport.NO_BOOKMARKS: QCoreApplication.translate(
            "ExportDialog", "there are no bookmarks yet."),
        NothingToExport.BOOKMARKS_GONE: QCoreApplication.translate(
            "ExportDialog", "none of the bookmarks is in this glossary any more."),
        NothingToExport.ONE_LANGUAGE: QCoreApplication.translate(
            "ExportDialog", "an Anki card needs both languages, and none of these concepts "
            "has both. No file was written."),
    }.get(exc.reason, QCoreApplication.translate(
        "ExportDialog", "the glossary has no concepts. No file was written."))
    return QCoreApplication.translate("ExportDialog", "There is nothing to export: {0}").format(
        reason)
