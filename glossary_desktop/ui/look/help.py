"""Help > Keyboard shortcuts and Help > About.

The shortcuts are read from the window's own actions, and from the labels whose
mnemonic moves the focus to their widget (Alt+N, the note), when the dialog
opens, so the list can never disagree with what the keys do, and it is in the
interface language because the actions' and labels' texts are.
"""

from __future__ import annotations

import platform
import sqlite3
from html import escape
from pathlib import Path
from typing import NamedTuple

import PySide6
from PySide6.QtCore import QDateTime, QLocale, Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from glossary_desktop._version import __version__
from glossary_desktop.glossary import Glossary


class Component(NamedTuple):
    """A third-party part of the executable, as the About box lists it.

    ``licence`` is an SPDX expression, shown as it is, or :data:`PUBLIC_DOMAIN`,
    which is translated; ``distribution`` names the Python distribution it comes
    from (None for Qt's libraries, Python and SQLite).
    """

    name: str
    licence: str
    distribution: str | None = None


PUBLIC_DOMAIN = "Public Domain"

# PySide6's wheels (Qt's libraries included) and their metadata say this.
QT_LICENCE = "LGPL-3.0-only OR GPL-2.0-only OR GPL-3.0-only"

# Every third-party part of the executable and its licence, for the About box:
# the runtime dependency tree of glossary-desktop less what build/spec_common.py
# EXCLUDES (tests/ui/test_about.py checks). Licences are the distributions'
# metadata, checked against their licence files; PyStemmer's names MIT for itself
# and BSD for Snowball.
COMPONENTS = (
    Component("Qt", QT_LICENCE),
    Component("PySide6 (Qt for Python)", QT_LICENCE, "PySide6-Essentials"),
    Component("Shiboken6", QT_LICENCE, "shiboken6"),
    Component("Python", "PSF-2.0"),
    Component("SQLite", PUBLIC_DOMAIN),
    Component("defusedxml", "PSF-2.0", "defusedxml"),
    Component("platformdirs", "MIT", "platformdirs"),
    Component("PyStemmer", "MIT", "PyStemmer"),
    Component("Snowball (PyStemmer)", "BSD-3-Clause"),
    Component("RapidFuzz", "MIT", "rapidfuzz"),
    # The Anki package (.apkg) writer and what it brings.
    Component("genanki", "MIT", "genanki"),
    Component("chevron", "MIT", "chevron"),
    Component("frozendict", "LGPL-3.0-only", "frozendict"),
    Component("cached-property", "BSD-3-Clause", "cached-property"),
    Component("PyYAML", "MIT", "PyYAML"),
    # The X11 focus hand-over (a second start) and what it brings.
    Component("python-xlib", "LGPL-2.1-or-later", "python-xlib"),
    Component("six", "MIT", "six"),
)


def built_text(built_at: str, locale: QLocale) -> str:
    """The glossary's build time (ISO 8601, UTC) as ``locale`` writes a date and time.

    In the reader's time zone; the long date (weekday, month in words: no
    day/month order to guess) with the short time, as Qt's long format has it
    without the seconds and the zone's name. Not ISO: shown as it is.
    """
    when = QDateTime.fromString(built_at, Qt.DateFormat.ISODate)
    if not when.isValid():
        return built_at
    when = when.toLocalTime()
    date = locale.toString(when.date(), QLocale.FormatType.LongFormat)
    return f"{date} {locale.toString(when.time(), QLocale.FormatType.ShortFormat)}"


def open_dialog(dialog: QDialog) -> None:
    """Show ``dialog`` without blocking its window; it is deleted when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def shortcut_rows(window: QWidget) -> list[tuple[str, str]]:
    """(what it does, keys) for every action of ``window`` that has a shortcut, and
    every label whose mnemonic takes the focus to its buddy ("My note", Alt+N)."""
    rows: dict[str, str] = {}
    for action in window.findChildren(QAction):
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
        name = _plain(action.text())
        if keys and name and name not in rows:
            rows[name] = ", ".join(keys)
    for label in window.findChildren(QLabel):
        key = QKeySequence.mnemonic(label.text())
        name = _plain(label.text()).capitalize()  # the note's heading is in capitals
        if label.buddy() is not None and not key.isEmpty() and name not in rows:
            rows[name] = key.toString(QKeySequence.SequenceFormat.NativeText)
    return sorted(rows.items(), key=lambda row: row[0].casefold())


def _plain(text: str) -> str:
    """A menu or label text without its mnemonic's ``&`` (``&&`` is a literal ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _lay_out(
    dialog: QDialog, content: QWidget, width: int, height: int, *below: QWidget
) -> None:
    """``content`` (and what is ``below`` it) above a Close button (Escape closes too)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(content)
    for widget in below:
        layout.addWidget(widget)
    layout.addWidget(buttons)
    dialog.resize(width, height)


class ShortcutsDialog(QDialog):
    """A table of the window's actions and their keys (objectName ``shortcutsDialog``)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        rows = shortcut_rows(window)
        table = QTableWidget(len(rows), 2, self)
        table.setObjectName("shortcutsTable")
        table.setAccessibleName(self.tr("Keyboard shortcuts"))
        table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        for row, (name, keys) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(name))
            table.setItem(row, 1, QTableWidgetItem(keys))
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table = table
        self.undo_note = QLabel(self.undo_text(window), self)
        self.undo_note.setObjectName("undoNote")
        self.undo_note.setWordWrap(True)
        self.popup_note = QLabel(self.tr(
            "The look-up popup never takes the focus from the program you type in: Esc "
            "closes it once you have moved the pointer onto it (it then has the keys until "
            "the pointer leaves it); moving the pointer away or clicking elsewhere closes it "
            "too."), self)
        self.popup_note.setObjectName("popupNote")
        self.popup_note.setWordWrap(True)
        _lay_out(self, table, 460, 460, self.undo_note, self.popup_note)

    def undo_text(self, window: QWidget) -> str:
        """Which undo each key gives, with the keys the window's Edit > Undo has."""
        undo = window.findChild(QAction, "undoAction")
        keys = [] if undo is None else [
            k.toString(QKeySequence.SequenceFormat.NativeText) for k in undo.shortcuts()
        ]
        if len(keys) < 2:
            return ""
        return self.tr(
            "In a text box (the search, a note), {0} undoes your typing; {1} undoes the last "
            "star added or removed from anywhere (the look-up popup's too), as does Undo in "
            "the status bar after a removal."
        ).format(keys[0], keys[-1])


class AboutDialog(QDialog):
    """Help > About (objectName ``aboutDialog``)."""

    def __init__(
        self, window: QWidget, glossary: Glossary, user_folder: Path | None = None
    ) -> None:
        super().__init__(window)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(self.tr("About Glossary Desktop"))
        text = QTextBrowser(self)
        text.setObjectName("aboutText")
        text.setAccessibleName(self.tr("About Glossary Desktop"))
        text.setOpenLinks(False)
        text.setHtml(self.about_html(glossary, user_folder))
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text = text
        _lay_out(self, text, 520, 480)

    def about_html(self, glossary: Glossary, user_folder: Path | None = None) -> str:
        """The About box's text: versions, the glossary's build and counts, the folder
        of the user's bookmarks and settings (what to back up), licences."""
        locale = QLocale()
        stats = glossary.stats()
        built = glossary.meta.get("built_at", "")
        facts = [
            (self.tr("Version"), __version__),
            (self.tr("Glossary built"), built_text(built, locale)),
            (self.tr("Concepts"), locale.toString(stats.concepts)),
            (self.tr("In both languages"), locale.toString(stats.both)),
            (self.tr("Spanish only"), locale.toString(stats.es_only)),
            (self.tr("Portuguese only"), locale.toString(stats.pt_only)),
            *([(self.tr("Your bookmarks and settings"), str(user_folder))] if user_folder else []),
            ("Qt", qVersion()),
            ("PySide6", PySide6.__version__),
            ("SQLite", sqlite3.sqlite_version),
            ("Python", platform.python_version()),
        ]
        rows = "".join(
            f"<tr><td>{escape(k)}</td><td>&nbsp;&nbsp;{escape(v)}</td></tr>" for k, v in facts
        )
        licences = "".join(
            f"<li>{escape(c.name)}: {escape(self._licence(c.licence))}</li>" for c in COMPONENTS
        )
        title = self.tr("Glossary Desktop")
        summary = self.tr("An offline reader for AI terminology in Spanish and Portuguese.")
        bundled = self.tr("Bundled components")
        licence = self.tr("Glossary Desktop is free software under the MIT licence.")
        return (
            f"<h2>{escape(title)}</h2><p>{escape(summary)}</p><table>{rows}</table>"
            f"<h3>{escape(bundled)}</h3><ul>{licences}</ul><p>{escape(licence)}</p>"
        )

    def _licence(self, licence: str) -> str:
        """SPDX identifiers are the same in every language; "Public Domain" is words."""
        return self.tr("Public Domain") if licence == PUBLIC_DOMAIN else licence
