"""The menu bar and the toolbar, filled from :class:`WindowActions`."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from glossary_desktop.ui.look import legible_checks
from glossary_desktop.ui.window.actions import WindowActions


def build_menus(
    window: QMainWindow,
    actions: WindowActions,
    file_actions: Sequence[QAction],
    glossaries: QMenu,
) -> QMenu:
    """File, Edit, View, Go, Bookmarks, Glossaries and Help menus, in this order (Alt +
    letter opens each); the View menu, for the window to add its Language and Theme
    submenus to. ``file_actions`` (import, export) come first in File, Quit last;
    ``glossaries`` is the library's own menu."""
    bar = window.menuBar()
    file_menu = bar.addMenu(QCoreApplication.translate("Menus", "&File"))
    file_menu.addActions(list(file_actions))
    file_menu.addSeparator()
    file_menu.addAction(actions.quit)
    edit = bar.addMenu(QCoreApplication.translate("Menus", "&Edit"))
    edit.addAction(actions.undo)
    edit.addSeparator()
    edit.addAction(actions.copy_both)
    edit.addSeparator()
    edit.addAction(actions.focus_search)
    view = bar.addMenu(QCoreApplication.translate("Menus", "&View"))
    view.addAction(actions.zoom_in)
    view.addAction(actions.zoom_out)
    view.addAction(actions.zoom_reset)
    view.addSeparator()
    view.addAction(actions.lang_order)
    view.addAction(actions.differences)
    view.addAction(actions.next_difference)
    view.addAction(actions.previous_difference)
    view.addAction(actions.compare_all)
    go = bar.addMenu(QCoreApplication.translate("Menus", "&Go"))
    go.addAction(actions.back)
    go.addAction(actions.forward)
    marks = bar.addMenu(QCoreApplication.translate("Menus", "&Bookmarks"))
    marks.addAction(actions.bookmark)
    marks.addAction(actions.bookmarks_panel)
    bar.addMenu(glossaries)
    help_menu = bar.addMenu(QCoreApplication.translate("Menus", "&Help"))
    help_menu.addAction(actions.shortcuts)
    help_menu.addAction(actions.about)
    view.addSeparator()
    for menu in (file_menu, edit, view, go, marks, help_menu):
        legible_checks(menu)
    return view


def build_toolbar(window: QMainWindow, actions: WindowActions) -> QToolBar:
    """Back, forward and the bookmark star, with their names beside the icons."""
    toolbar = QToolBar(QCoreApplication.translate("Menus", "Navigation"), window)
    toolbar.setObjectName("mainToolBar")
    toolbar.setMovable(False)
    toolbar.setFloatable(False)
    toolbar.setIconSize(QSize(20, 20))
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.addAction(actions.back)
    toolbar.addAction(actions.forward)
    toolbar.addSeparator()
    toolbar.addAction(actions.bookmark)
    window.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)
    return toolbar
