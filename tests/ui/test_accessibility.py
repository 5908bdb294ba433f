"""Every control says what it is to a screen reader, and every action is keyboard-reachable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QHeaderView,
    QMenu,
    QToolButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.library.export_dialog import ExportDialog
from glossary_desktop.ui.look.help import AboutDialog, ShortcutsDialog
from glossary_desktop.ui.window.main_window import MainWindow


def _controls(window: MainWindow) -> list[QWidget]:
    """The widgets a keyboard user can reach with Tab or a click gives focus to."""
    window.bookmarks_panel.set_shown(True)  # built on demand: its controls count too
    QApplication.processEvents()
    return [
        w for w in window.findChildren(QWidget)
        if w.focusPolicy() != Qt.FocusPolicy.NoFocus and w.isVisible()
        and not w.objectName().startswith("qt_")  # Qt's own dock buttons name themselves
    ]


def test_every_control_has_an_accessible_name_and_description(window: MainWindow) -> None:
    controls = _controls(window)
    assert len(controls) >= 9  # search box, two filters, list, two panes, panel's three

    missing = [
        f"{type(w).__name__} {w.objectName()}"
        for w in controls
        if not (w.accessibleName().strip() and w.accessibleDescription().strip())
    ]

    assert [] == missing


def test_a_screen_reader_names_the_lists_column_headers(window: MainWindow) -> None:
    """The term list's header (and the bookmarks panel's) is what a screen reader
    announces before the column names: it said nothing, while every other part of
    the window says what it is."""
    window.bookmarks_panel.set_shown(True)
    QApplication.processEvents()
    headers = [h for h in window.findChildren(QHeaderView) if h.isVisible()]
    assert window.term_list.horizontalHeader() in headers
    assert len(headers) >= 2  # the term list's, the bookmarks panel's

    unnamed = [
        f"{h.parent().objectName()}" for h in headers
        if not (h.accessibleName().strip() and h.accessibleDescription().strip())
    ]

    assert [] == unnamed


def test_toolbar_buttons_are_named_by_their_text(window: MainWindow) -> None:
    buttons = window.findChildren(QToolButton, options=Qt.FindChildOption.FindChildrenRecursively)
    named = [b for b in buttons if b.defaultAction() is not None]
    assert named
    assert [] == [b.objectName() for b in named if not b.defaultAction().text()]


def test_every_action_is_in_a_menu(window: MainWindow) -> None:
    """Reachable with Alt + the menu's letter, whatever its shortcut."""
    in_menus = {
        a for menu in window.menuBar().findChildren(QMenu) for a in menu.actions()
    }
    window_actions = [
        a for a in window.findChildren(QAction)
        if a.text() and a.parent() is window and not a.isSeparator()
    ]
    assert window_actions
    assert [] == [a.objectName() for a in window_actions if a not in in_menus]


def _dialogs(window: MainWindow, qtbot: QtBot) -> list[QDialog]:
    window.actions_.compare_all.trigger()
    compare = window.compare.dialog
    assert compare is not None
    qtbot.waitUntil(lambda: compare.loaded)
    dialogs = [compare, ExportDialog(window), ShortcutsDialog(window),
               AboutDialog(window, window.glossary)]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    return dialogs


def test_every_control_of_a_dialog_has_an_accessible_name(
    window: MainWindow, qtbot: QtBot
) -> None:
    """A button says its text; a list, a table or a box says what it holds, not its
    current item (what Qt gives a screen reader for a combo box without a name)."""
    controls = [
        w for dialog in _dialogs(window, qtbot) for w in dialog.findChildren(QWidget)
        if w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisible()
    ]
    assert len(controls) >= 9  # a table, a box, two choices, OK, Cancel, a text, two Close

    unnamed = [
        f"{w.window().objectName()} {type(w).__name__} {w.objectName()}"
        for w in controls
        if not (w.text().replace("&", "").strip() if isinstance(w, QAbstractButton)
                else w.accessibleName().strip())
    ]

    assert [] == unnamed
