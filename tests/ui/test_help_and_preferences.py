"""Help (shortcuts, About), View > Theme and View > Language, and the system locale."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QAction, QKeySequence, QTextCursor
from PySide6.QtWidgets import QApplication, QTextEdit
from pytestqt.qtbot import QtBot

from glossary_desktop.render.html import DARK_COLORS, LIGHT_COLORS
from glossary_desktop.ui.look.colours import is_dark
from glossary_desktop.ui.look.help import AboutDialog, ShortcutsDialog, shortcut_rows
from glossary_desktop.ui.look.preferences import LANGUAGE_KEY, THEME_KEY
from glossary_desktop.ui.look.theme import Theme, apply_theme
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow


def test_f1_lists_every_shortcut_of_the_window_from_its_actions(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window, QKeySequence("F1")[0].key())
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    table = dialog.table
    shown = {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
    expected = {
        a.text().replace("&", ""): a.shortcuts()
        for a in window.findChildren(QAction)
        if a.shortcuts() and a.text()
    }
    assert set(expected) <= set(shown)
    assert "Ctrl+D" in shown["Bookmark"]
    assert "F1" in shown["Keyboard shortcuts"]
    assert shortcut_rows(window) == sorted(shown.items(), key=lambda r: r[0].casefold())


def test_f1_lists_the_key_that_goes_to_the_note(qtbot: QtBot, window: MainWindow) -> None:
    # Alt+N (the note's heading's mnemonic) was missing: the list held the actions only.
    shown = dict(shortcut_rows(window))
    assert "Alt+N" == shown["My note"]
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.AltModifier)
    assert window.note_editor.edit.hasFocus()


def test_about_shows_versions_and_the_glossary(window: MainWindow) -> None:
    window.actions_.about.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    text = dialog.text.toPlainText()
    assert qVersion() in text
    assert sqlite3.sqlite_version in text
    assert str(window.glossary.stats().concepts) in text
    assert "LGPL-3.0" in text


def test_dark_theme_applies_at_once_and_is_remembered(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.open_slug("dask")
    window.findChild(QAction, "themeAction_dark").trigger()

    qtbot.waitUntil(lambda: is_dark(window.palette()))
    pane = window.concept_view.panes[next(iter(window.concept_view.panes))]
    assert "#8ab4f8" in pane.document().defaultStyleSheet()  # the dark link colour
    assert "Dask" in pane.toPlainText()  # re-rendered, not emptied
    assert "dark" == window.settings.qsettings.value(THEME_KEY)

    window.findChild(QAction, "themeAction_light").trigger()
    qtbot.waitUntil(lambda: not is_dark(window.palette()))
    assert "#1a56b0" in pane.document().defaultStyleSheet()  # the light link colour


def _text_colour(pane: QTextEdit) -> str:
    """The colour of the first character of ``pane``'s text, as ``#rrggbb``."""
    cursor = QTextCursor(pane.document())
    cursor.movePosition(QTextCursor.MoveOperation.NextCharacter)
    return cursor.charFormat().foreground().color().name()


def test_a_no_results_message_follows_the_theme(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Said in the light theme, then the dark one chosen: the message is drawn in the
    dark theme's muted colour, not the light one's (3:1 on the dark background)."""
    window.findChild(QAction, "themeAction_light").trigger()
    qtbot.waitUntil(lambda: not is_dark(window.palette()))
    window.search_now("qqqxz")
    pane = window.concept_view.panes_in_order()[0]
    assert LIGHT_COLORS["muted"] == _text_colour(pane)

    window.findChild(QAction, "themeAction_dark").trigger()
    qtbot.waitUntil(lambda: is_dark(window.palette()))
    assert "No results for “qqqxz”." == pane.toPlainText()
    assert DARK_COLORS["muted"] == _text_colour(pane)


def test_choosing_a_language_is_kept_and_said(window: MainWindow) -> None:
    window.findChild(QAction, "languageAction_es").trigger()

    assert "es" == window.settings.qsettings.value(LANGUAGE_KEY)
    assert "next time" in window.statusBar().currentMessage()
    assert window.findChild(QAction, "languageAction_es").isChecked()


SNIPPET = """
import sys
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from glossary_desktop.app import _prepare_look
app = QApplication([])
_prepare_look(app, Path(sys.argv[1]), None)
print(QCoreApplication.translate("Menus", "&File"))
"""


@pytest.mark.parametrize(
    ("lang", "setting", "expected"),
    [
        ("es_ES.UTF-8", "", "&Archivo"),
        ("pt_BR.UTF-8", "", "&Arquivo"),
        ("pt_PT.UTF-8", "", "&Ficheiro"),
        ("C.UTF-8", "", "&File"),
        ("es_ES.UTF-8", "pt_BR", "&Arquivo"),  # View > Language wins over the system
    ],
)
def test_the_system_locale_or_the_users_choice_picks_the_language(
    tmp_path: Path, lang: str, setting: str, expected: str
) -> None:
    if setting:
        (tmp_path / "settings.ini").write_text(f"[ui]\nlanguage={setting}\n")
    env = {**os.environ, "LANG": lang, "LC_ALL": "", "LANGUAGE": "", "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SNIPPET, str(tmp_path)],
        env=env, capture_output=True, text=True, timeout=60, check=False,
    )
    assert 0 == done.returncode, done.stderr
    assert expected == done.stdout.strip()


def test_started_with_theme_dark_the_theme_menu_shows_dark_chosen(
    qapp: QApplication, make_window: MakeWindow
) -> None:
    """``glossary-desktop --theme dark`` applies the dark theme before the window is
    built (``app._prepare_look``) and saves nothing: View > Theme showed "Follow the
    system" chosen, the saved choice, while the window was dark."""
    apply_theme(qapp, Theme.DARK)  # what --theme dark does at start
    try:
        window = make_window()
        chosen = [v for v, a in window.preferences.theme_actions.items() if a.isChecked()]

        assert [Theme.DARK.value] == chosen
        assert window.settings.qsettings.value(THEME_KEY) is None  # a choice for this run only
    finally:
        apply_theme(qapp, Theme.LIGHT)


def test_the_theme_menu_shows_the_saved_choice_when_nothing_overrides_it(
    qapp: QApplication, make_window: MakeWindow, user_dir: Path
) -> None:
    first = make_window()
    first.findChild(QAction, "themeAction_light").trigger()
    first.close()

    again = make_window()

    assert again.findChild(QAction, "themeAction_light").isChecked()
