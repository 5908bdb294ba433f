"""The bookmarks panel's hint line ("Click or Enter opens a bookmark...") is text a
user reads: 4.5:1 against the panel in either theme, following a theme change.

It was a fixed grey, #6b7280: 3.3:1 on the dark theme's panel, 4.2:1 on the light one.
"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.look.colours import is_dark
from glossary_desktop.ui.look.theme import Theme, apply_theme
from glossary_desktop.ui.window.main_window import MainWindow

from .test_dock_title_bar import THEMES, ink_contrast


@THEMES
def test_the_hint_reads_at_aa_contrast(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, themes: list[Theme]
) -> None:
    dock = window.bookmarks_panel.dock
    window.bookmarks_panel.set_shown(True)
    for theme in themes:  # as View > Theme: Qt hands the palette on through the event loop
        apply_theme(qapp, theme)
        qtbot.waitUntil(lambda t=theme: is_dark(dock.palette()) == (t is Theme.DARK))
    # As on screen: the label paints no background of its own, the panel's shows.
    hint = dock.hint
    assert ink_contrast(hint.parentWidget().grab(hint.geometry()).toImage()) >= 4.5
