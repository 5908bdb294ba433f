"""File > Export...: choose a format and what to export, then a file; written
through :mod:`glossary_desktop.export` (whole or not at all)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop.export import Item, NothingToExport, Written, without_notes
from glossary_desktop.export.files import write_file
from glossary_desktop.export.formats import FORMATS, SUFFIX, wants_bom, writer_for
from glossary_desktop.glossary import Glossary
from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.theme import legible_radio


class ExportChoice(NamedTuple):
    """What the dialog asked for: a format name of :data:`FORMATS` and the scope."""

    fmt: str
    bookmarks_only: bool


class ExportDialog(QDialog):
    """The format (TBX, CSV, Anki, Markdown) and bookmarks-only or the whole glossary."""

    def __init__(self, parent: QWidget | None = None, *, bookmarks_only: bool = True) -> None:
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
            "anki": self.tr("Anki deck (tab-separated)"),
            "md": self.tr("Markdown"),
        }
        for fmt in FORMATS:
            self.format_box.addItem(labels[fmt], fmt)
        self.bookmarks_radio = QRadioButton(self.tr("&Bookmarks, with their notes"), self)
        self.bookmarks_radio.setObjectName("exportBookmarks")
        self.all_radio = QRadioButton(self.tr("The &whole glossary"), self)
        self.all_radio.setObjectName("exportWhole")
        (self.bookmarks_radio if bookmarks_only else self.all_radio).setChecked(True)
        self._legible_radios()
        form = QFormLayout()
        form.addRow(self.tr("&Format:"), self.format_box)
        form.addRow(self.tr("Export:"), self.bookmarks_radio)
        form.addRow("", self.all_radio)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # View > Theme
            self._legible_radios()

    def _legible_radios(self) -> None:
        for radio in (self.bookmarks_radio, self.all_radio):
            legible_radio(radio)

    def choice(self) -> ExportChoice:
        return ExportChoice(str(self.format_box.currentData()), self.bookmarks_radio.isChecked())

    def select_format(self, fmt: str) -> None:
        self.format_box.setCurrentIndex(FORMATS.index(fmt))


def suggested_name(choice: ExportChoice, glossary: Glossary) -> str:
    """The file name the save dialog proposes."""
    stem = "bookmarks" if choice.bookmarks_only else glossary.path.stem
    return stem + SUFFIX[choice.fmt]


def export_items(choice: ExportChoice, glossary: Glossary, store: UserStore) -> Iterable[Item]:
    """What ``choice`` exports; raises :class:`NothingToExport` before any file is
    asked for when there is no bookmark to export."""
    return bookmarked(glossary, store) if choice.bookmarks_only else without_notes(
        glossary.concepts()
    )


def export(path: Path, choice: ExportChoice, items: Iterable[Item], title: str) -> Written:
    """Write ``items`` to ``path`` (the save dialog has already asked to replace
    an existing file); raises :class:`ExportError` or ``OSError`` if it cannot,
    :class:`NothingToExport` (and leaves ``path`` as it was) if nothing was in them."""
    writer = writer_for(choice.fmt, items, title)
    return write_file(path, writer, force=True, bom=wants_bom(choice.fmt))


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
