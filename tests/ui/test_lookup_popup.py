"""View > Look up selected text, the popup and the tray menu, in the window's process
(offscreen): what they show, what the star writes, what the settings keep."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel, QMenu
from pytestqt.qtbot import QtBot

from glossary_desktop.store.user_db import UserStore
from glossary_desktop.ui.lookup.popup import DEFINITION_CHARS, definition_start
from glossary_desktop.ui.lookup.tray import LATEST
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import MakeWindow


def _labels(window: MainWindow) -> list[str]:
    popup = window.lookup.popup.popup
    return [label.text() for label in popup.findChildren(QLabel) if not label.isHidden()]


def test_the_switch_is_in_the_view_menu_off_and_kept(
    make_window: MakeWindow, user_dir: Path
) -> None:
    window = make_window()
    action = window.findChild(QAction, "lookupPopupAction")
    assert action is window.actions_.lookup_popup
    assert action.isCheckable()
    assert not action.isChecked()
    view = next(m for m in window.menuBar().findChildren(QMenu) if action in m.actions())
    assert "&View" == view.title()
    action.setChecked(True)
    window.close()
    assert "popup=true" in (user_dir / "settings.ini").read_text()
    assert make_window().actions_.lookup_popup.isChecked()


def test_the_popup_shows_both_terms_in_the_chosen_order(window: MainWindow) -> None:
    assert window.lookup.popup.look_up("paralelismo")
    popup = window.lookup.popup.popup
    assert "lookupPopup" == popup.objectName()
    assert popup.isVisible()
    flags = popup.windowFlags()
    assert flags & Qt.WindowType.WindowDoesNotAcceptFocus
    assert flags & Qt.WindowType.FramelessWindowHint
    assert popup.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    labels = _labels(window)
    assert ["Paralelismo de Datos", "Paralelismo de Dados"] == [labels[0], labels[2]]
    assert labels[1].startswith("Técnica donde los datos")
    window.actions_.lang_order.setChecked(True)
    assert window.lookup.popup.look_up("paralelismo")
    assert "Paralelismo de Dados" == _labels(window)[0]


def test_a_text_no_term_names_shows_no_popup(window: MainWindow) -> None:
    assert not window.lookup.popup.look_up("qwertyuiop")
    assert not window.lookup.popup.popup.isVisible()


def test_the_start_of_a_definition_is_cut_at_a_word() -> None:
    text = "palabra " * 100
    cut = definition_start(text)
    assert cut.endswith("palabra…")
    assert len(cut) <= DEFINITION_CHARS + 1
    assert "corta" == definition_start("corta")


def test_the_star_writes_through_the_windows_writer_and_undo_restores(
    qtbot: QtBot, window: MainWindow, user_dir: Path
) -> None:
    lookup = window.lookup.popup
    assert lookup.look_up("paralelismo")
    star = lookup.popup.star
    assert not star.isChecked()
    star.click()
    with UserStore.open(user_dir) as store:
        assert store.get("paralelismo-de-datos") is not None
    assert star.isChecked()
    star.click()
    with UserStore.open(user_dir) as store:
        assert store.get("paralelismo-de-datos") is None
    assert not star.isChecked()
    window.actions_.undo.trigger()  # Edit > Undo (Ctrl+Z) of the window
    with UserStore.open(user_dir) as store:
        assert store.get("paralelismo-de-datos") is not None
    assert star.isChecked()


def test_open_in_window_shows_the_concept_there(window: MainWindow) -> None:
    assert window.lookup.popup.look_up("sharding")
    window.lookup.popup.popup.open_button.click()
    assert "sharding" == window.current_concept.slug
    assert not window.lookup.popup.popup.isVisible()


def test_own_clipboard_text_is_not_looked_up(qtbot: QtBot, window: MainWindow) -> None:
    watch = window.lookup.popup.watch
    seen: list[str] = []
    watch.selected.connect(seen.append)
    window.actions_.lookup_popup.setChecked(True)
    QGuiApplication.clipboard().setText("paralelismo")  # this application's own copy
    qtbot.wait(600)
    assert [] == seen
    assert not window.lookup.popup.popup.isVisible()


def test_the_tray_menu_lists_five_latest_bookmarks(window: MainWindow, user_dir: Path) -> None:
    slugs = ["sharding", "dask", "paralelismo-de-datos", "paralelismo-de-modelo",
             "servidor-de-parametros", "descenso-de-gradiente-distribuido"]
    with UserStore.open(user_dir) as store:
        for slug in slugs:
            store.add(slug, slug)
            time.sleep(0.01)  # distinct creation times: newest first
    tray = window.lookup.tray
    tray.refresh()
    texts = [a.text() for a in tray.menu.actions() if not a.isSeparator()]
    assert "Look up clipboard" == texts[0]
    assert "Look up &selected text" == texts[1]
    assert list(reversed(slugs))[:LATEST] == texts[2:2 + LATEST]
    assert ["Quit"] == texts[2 + LATEST:]
    tray.refresh()  # refreshed, not doubled
    assert len(texts) == len([a for a in tray.menu.actions() if not a.isSeparator()])


# Shown where offscreen has no tray: Qt's X11 tray code, finding no X11, says so.
@pytest.mark.qt_log_ignore(r"No such signal QPlatformNativeInterface::systemTrayWindowChanged")
def test_closing_with_the_popup_on_keeps_the_reader_in_the_tray(
    make_window: MakeWindow, user_dir: Path
) -> None:
    window = make_window()
    lookup = window.lookup
    lookup.tray.start()
    assert lookup.tray.icon is not None
    lookup.tray.icon.show()  # as where the desktop has a tray (offscreen has none)
    assert not lookup.keeps_running()  # the popup is off: closing closes
    window.actions_.lookup_popup.setChecked(True)
    assert lookup.keeps_running()
    assert not window.settings.tray_notice_shown()
    assert not window.close()  # refused: hidden, still running
    assert not window.isVisible()
    assert window.settings.tray_notice_shown()  # said, once
    assert "popup=true" in (user_dir / "settings.ini").read_text()  # and saved
    lookup.look_up("sharding")  # the tray's "Look up clipboard", a second start
    assert window.isVisible()
    assert "sharding" == window.current_concept.slug
    assert window.quit()  # File > Quit, the tray's Quit: closes for good
    assert not window.isVisible()


def test_f1_says_how_the_popup_takes_the_keys_without_the_focus(
    qtbot: QtBot, window: MainWindow
) -> None:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    from glossary_desktop.ui.look.help import ShortcutsDialog

    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    assert dialog.popup_note.text().startswith(
        "The look-up popup never takes the focus from the program you type in: Esc closes "
        "it once you have moved the pointer onto it")
    dialog.close()
