"""A panel's title-bar buttons (close, float) read clearly in either theme, docked
and floating.

Measured as the panel paints them: Fusion's own pixmaps, mid-grey, gave 1.9:1
(float) and 3.0:1 (close) on the dark title bar, 2.2:1 (float) on the light one.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QDockWidget, QStyle, QStyleOptionDockWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.look.colours import contrast
from glossary_desktop.ui.look.theme import Theme, apply_theme
from glossary_desktop.ui.look.title_bar_style import TitleBarStyle
from glossary_desktop.ui.window.main_window import MainWindow

from .test_screenshots import TIMEOUT_S, xvfb

BUTTONS = {
    "close": QStyle.SubElement.SE_DockWidgetCloseButton,
    "float": QStyle.SubElement.SE_DockWidgetFloatButton,
}
#: Pixels a button's icon must have at the contrast measured: a stroke, not a speck.
INK_PIXELS = 8
THEMES = pytest.mark.parametrize(
    "themes",
    [[Theme.LIGHT], [Theme.DARK], [Theme.DARK, Theme.LIGHT], [Theme.LIGHT, Theme.DARK]],
    ids=["light", "dark", "light-after-dark", "dark-after-light"],
)


def button_contrast(dock: QDockWidget, element: QStyle.SubElement) -> float:
    """The contrast that :data:`INK_PIXELS` pixels of the title-bar button at
    ``element`` reach against the title bar (its commonest colour there), as
    ``dock`` paints it."""
    option = QStyleOptionDockWidget()
    dock.initStyleOption(option)
    return ink_contrast(dock.grab(dock.style().subElementRect(element, option, dock)).toImage())


def ink_contrast(image: QImage) -> float:
    """The contrast that :data:`INK_PIXELS` pixels of ``image`` reach against its
    commonest colour (the background): what its strokes or glyphs read at."""
    pixels = [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]
    background = QColor.fromRgb(Counter(p.rgb() for p in pixels).most_common(1)[0][0])
    ratios = sorted((contrast(p, background) for p in pixels), reverse=True)
    return ratios[INK_PIXELS - 1]


@THEMES
def test_a_panels_title_bar_buttons_keep_aa_contrast(
    qapp: QApplication, qtbot: QtBot, window: MainWindow, themes: list[Theme]
) -> None:
    # The panel is opened under the first theme and looked at under the last,
    # as after View > Theme: the buttons must follow without reopening it.
    apply_theme(qapp, themes[0])
    window.bookmarks_panel.set_shown(True)
    dock = window.bookmarks_panel.dock
    qtbot.waitExposed(dock)
    for theme in themes[1:]:
        apply_theme(qapp, theme)
    qapp.processEvents()  # the palette change reaches the panel

    ratios = {name: button_contrast(dock, element) for name, element in BUTTONS.items()}
    assert {} == {name: f"{r:.2f}" for name, r in ratios.items() if r < 4.5}


def test_a_light_theme_keeps_the_style_it_had(qapp: QApplication) -> None:
    """Only the dark theme needs Fusion; the light one keeps the desktop's style
    (here Windows), with the title-bar icons all the same."""
    qapp.setStyle("Windows")
    apply_theme(qapp, Theme.LIGHT)
    style = qapp.style()
    assert isinstance(style, TitleBarStyle)
    assert "windows" == style.baseStyle().name()

    apply_theme(qapp, Theme.DARK)
    style = qapp.style()
    assert isinstance(style, TitleBarStyle)
    assert "fusion" == style.baseStyle().name()


def test_applying_a_theme_again_keeps_the_style_object(qapp: QApplication) -> None:
    """A new style re-polishes every widget: choosing the theme in use changes nothing."""
    apply_theme(qapp, Theme.DARK)
    style = qapp.style()
    apply_theme(qapp, Theme.DARK)
    apply_theme(qapp, Theme.LIGHT)

    assert style is qapp.style()


#: A floating panel in a real X server: under the offscreen platform the window
#: system would draw its title bar; under X11, Qt does, with the same buttons.
FLOATING = """
import sys
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from glossary_desktop.app import build_window, dispose
from glossary_desktop.ui.look.theme import Theme, apply_theme
from tests.ui.test_dock_title_bar import BUTTONS, button_contrast
app = QApplication([])
apply_theme(app, Theme(sys.argv[3]))
window = build_window(sys.argv[1], sys.argv[2])
window.show()
window.bookmarks_panel.set_shown(True)
dock = window.bookmarks_panel.dock
dock.setFloating(True)
assert QTest.qWaitForWindowExposed(dock)
print(*(f"{name}={button_contrast(dock, element):.2f}" for name, element in BUTTONS.items()))
dispose(window)
"""


@pytest.mark.xvfb
@pytest.mark.slow
@pytest.mark.parametrize("theme", [Theme.LIGHT, Theme.DARK], ids=["light", "dark"])
def test_a_floating_panels_title_bar_buttons_keep_aa_contrast(
    theme: Theme, glossary_db: Path, user_dir: Path
) -> None:
    with xvfb() as display:
        done = subprocess.run(
            [sys.executable, "-c", FLOATING, str(glossary_db), str(user_dir), theme.value],
            env={**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"},
            cwd=Path(__file__).resolve().parents[2],
            capture_output=True, text=True, timeout=TIMEOUT_S * 3, check=False,
        )
    assert 0 == done.returncode, done.stderr
    ratios = dict(pair.split("=") for pair in done.stdout.split())
    assert set(BUTTONS) == set(ratios)
    assert {} == {name: r for name, r in ratios.items() if float(r) < 4.5}
