"""Parts of the window the first frame does not show are built when first used,
and then are what they would have been if built at start.

The differences legend waits for Show differences to be on; the lookup popup (its
watch on the selection) and the tray wait for the first frame; the Glossaries
menu lists the glossaries (a read of the library's folder) when it opens. A child process
checks that none of their modules is loaded at the first frame; the tests in
this process check that each, built later, is the same part in the same place.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow
from .test_after_first_frame import _CHILD
from .test_compare_panes import open_concept

#: Loaded only when their part is first used.
BUILT_WHEN_USED = (
    "glossary_desktop.ui.compare.legend",  # Show differences turned on
    "glossary_desktop.ui.look.difference_look",
    "glossary_desktop.ui.lookup.controller",  # after the first frame
    "glossary_desktop.ui.lookup.popup",
    "glossary_desktop.ui.lookup.watch",
    "glossary_desktop.ui.lookup.tray",
)


def test_the_first_frame_loads_neither_the_legend_nor_the_lookup(
    glossary_db: Path, tmp_path: Path
) -> None:
    env = {"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", _CHILD, json.dumps(BUILT_WHEN_USED), str(glossary_db),
         str(tmp_path / "user")],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )
    assert 0 == done.returncode, done.stderr
    report = json.loads(done.stdout)
    assert [] == report["first frame"]
    # The tray (and with it nothing of the popup, which is off) after the frame.
    assert ["glossary_desktop.ui.lookup.tray"] == report["filled in"]


def _bar_order(window: MainWindow) -> list[str]:
    """The status bar's widgets by their place, left to right."""
    bar = window.findChild(QStatusBar)
    assert bar is not None
    shown = [w for w in bar.findChildren(QWidget) if w.parent() is bar and w.objectName()]
    return [w.objectName() for w in sorted(shown, key=lambda w: w.x()) if w.isVisible()]


def test_a_legend_built_when_differences_are_turned_on_is_the_one_built_at_start(
    qtbot: QtBot, make_window: MakeWindow, omission_db: Path
) -> None:
    later = make_window(db=omission_db)
    assert later.findChild(QWidget, "differencesLegend") is None  # not built while off
    open_concept(qtbot, later, "paralelismo-de-datos")
    qtbot.waitUntil(lambda: later.concept_view.comparison.ready)
    later.actions_.differences.trigger()  # on: built now, after the concept was counted
    later_texts = _legend_texts(later)
    later_order = _bar_order(later)
    later.close()  # Show differences is remembered: the next window builds it at start
    at_start = make_window(db=omission_db)
    assert at_start.findChild(QWidget, "differencesLegend") is not None
    open_concept(qtbot, at_start, "paralelismo-de-datos")
    qtbot.waitUntil(lambda: at_start.concept_view.comparison.ready)
    assert later_texts == _legend_texts(at_start)
    assert "Differences: 2" == later_texts[0]  # a word left out, a word added
    assert later_order == _bar_order(at_start)
    assert ["countLabel", "differencesLegend"] == later_order[:2]


def _legend_texts(window: MainWindow) -> list[str]:
    legend = window.compare.legend
    assert legend.isVisible()
    return [legend.count.text(), *(s.text() for s in legend.samples.values())]


def test_the_popup_watches_from_the_first_frame_when_it_was_left_on(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    first = make_window()
    first.actions_.lookup_popup.setChecked(True)
    first.close()
    window = make_window()  # shown: the popup is built right after its first frame
    assert window.actions_.lookup_popup.isChecked()
    qtbot.waitUntil(lambda: window.lookup.tray.icon is not None)  # started with the popup
    assert window.lookup.popup.watch.on


def test_the_switch_turned_on_before_the_first_frame_starts_the_watch(
    make_window: MakeWindow,
) -> None:
    window = make_window(show=False)
    window.actions_.lookup_popup.trigger()
    assert window.lookup.popup.watch.on
    window.actions_.lookup_popup.trigger()
    assert not window.lookup.popup.watch.on


def test_the_glossaries_menu_lists_the_glossaries_each_time_it_opens(
    window: MainWindow,
) -> None:
    menu = window.menuBar().findChild(QMenu, "glossariesMenu")
    assert isinstance(menu, QMenu)
    commands = ["&Import glossary…", "&Rename this glossary…", "Re&move this glossary…"]
    assert ["", *commands] == [a.text() for a in menu.actions()]  # the folder not read yet
    for _ in range(2):  # opened again: listed afresh, not twice
        menu.aboutToShow.emit()
        assert ["Built-in glossary", "", *commands] == [a.text() for a in menu.actions()]
        listed = menu.actions()[0]
        assert listed.isChecked()
        assert listed.actionGroup() is not None



def test_ctrl_i_imports_before_any_menu_was_opened(qtbot: QtBot, window: MainWindow) -> None:
    asked: list[Path] = []
    window.library.ask_import_files = lambda folder: asked.append(folder) or []
    window.search_bar.box.setFocus()
    qtbot.keyClick(window.search_bar.box, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    assert 1 == len(asked)  # the file dialog was asked for
