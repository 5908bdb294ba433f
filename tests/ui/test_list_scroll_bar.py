"""The term list's scroll bar, drawn flat (plain fills stay on the painting thread,
where Fusion's gradients went to Qt's GUI thread pool at every keystroke): its
handle reads at 3:1 against its track in either theme, following a theme change."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.look.colours import contrast, is_dark
from glossary_desktop.ui.look.theme import Theme, apply_theme
from glossary_desktop.ui.window.main_window import MainWindow

from .test_dock_title_bar import THEMES


@THEMES
def test_the_handle_reads_against_its_track(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, themes: list[Theme]
) -> None:
    view = window.term_list
    window.resize(1100, 500)  # the 31 terms do not fit: the handle is shorter than the track
    window.search_now("")
    for theme in themes:  # as View > Theme: Qt hands the palette on through the event loop
        apply_theme(qapp, theme)
        qtbot.waitUntil(lambda t=theme: is_dark(view.palette()) == (t is Theme.DARK))
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: 0 < bar.maximum())
    image = bar.grab().toImage()
    pixels = Counter(
        image.pixelColor(x, y).rgb() for x in range(image.width()) for y in range(image.height())
    )
    (first, _), (second, _) = pixels.most_common(2)  # the track and the handle, as painted
    assert contrast(QColor.fromRgb(first), QColor.fromRgb(second)) >= 3.0
    track = view.palette().color(view.palette().ColorRole.Window)
    assert track.rgb() in (first, second)  # the track is the theme's, not the last one's
