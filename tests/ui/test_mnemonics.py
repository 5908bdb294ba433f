"""Alt + a letter reaches one thing: the mnemonics of a menu, the menu bar with the
window's own labels and buttons, and each dialog are unique in every language.

Two items with the same letter make Qt move between them instead of choosing one,
so the letter a user learns for a command does nothing at once.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.ui.library.export_dialog import ExportDialog
from glossary_desktop.ui.look.help import AboutDialog, ShortcutsDialog
from glossary_desktop.ui.look.i18n import Translations
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import LANGS, MakeWindow

_MNEMONIC = re.compile(r"(?<!&)&([^&\s])")


def mnemonic(text: str) -> str | None:
    """The letter that Alt + it reaches, as Qt reads it ("&&" is a literal ampersand)."""
    found = _MNEMONIC.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def clashes(texts: Iterable[str]) -> list[str]:
    """The texts whose mnemonic another of ``texts`` has too."""
    shown = [t for t in texts if mnemonic(t)]
    counts = Counter(mnemonic(t) for t in shown)
    return sorted(t for t in shown if counts[mnemonic(t)] > 1)


@pytest.fixture(params=["en", *LANGS])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The interface in English (the source) and in each translation."""
    translations = Translations(qapp, QLocale(request.param))
    yield request.param
    translations.remove()
    QLocale.setDefault(QLocale.c())


def menus(window: MainWindow) -> Iterator[QMenu]:
    """Every menu of the menu bar and its submenus, filled as when it opens."""
    pending = [a.menu() for a in window.menuBar().actions() if a.menu()]
    while pending:
        menu = pending.pop()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()  # the Glossaries menu is filled as it opens
        yield menu
        pending += [a.menu() for a in menu.actions() if a.menu()]


def labels_and_buttons(root: QWidget) -> list[str]:
    """The visible texts that Alt reaches in ``root`` outside its menus."""
    return [
        w.text() for w in root.findChildren(QWidget)
        if isinstance(w, QLabel | QAbstractButton) and w.isVisibleTo(root)
        and w.window() is root
    ]


def test_each_menu_has_unique_mnemonics(language: str, make_window: MakeWindow) -> None:
    window = make_window()
    found = {
        menu.title(): clashes(a.text() for a in menu.actions() if a.isVisible())
        for menu in menus(window)
    }
    assert len(found) >= 8  # File, Edit, View, Go, Bookmarks, Glossaries, Help, Language...

    assert {} == {title: texts for title, texts in found.items() if texts}


def test_the_menu_bar_and_the_window_have_unique_mnemonics(
    language: str, make_window: MakeWindow
) -> None:
    window = make_window()
    window.bookmarks_panel.set_shown(True)  # its Remove button answers Alt too
    window.actions_.bookmark.trigger()
    window.actions_.bookmark.trigger()  # "Bookmark removed: [Undo]": its button too
    assert window.status.undo_notice.isVisible()
    QApplication.processEvents()
    titles = [a.text() for a in window.menuBar().actions() if a.isVisible()]

    assert [] == clashes([*titles, *labels_and_buttons(window)])


def test_the_text_panes_context_menu_has_unique_mnemonics(
    language: str, make_window: MakeWindow
) -> None:
    window = make_window()
    pane = window.findChildren(EntryPane)[0]
    menu = pane.context_menu(pane.rect().center())
    texts = [a.text() for a in menu.actions() if a.isVisible()]
    menu.deleteLater()

    assert [] == clashes(texts)


def _export(window: MainWindow) -> QDialog:
    return ExportDialog(window)


def _shortcuts(window: MainWindow) -> QDialog:
    return ShortcutsDialog(window)


def _about(window: MainWindow) -> QDialog:
    return AboutDialog(window, window.glossary)


@pytest.mark.parametrize("make_dialog", [_export, _shortcuts, _about])
def test_each_dialog_has_unique_mnemonics(
    language: str, make_window: MakeWindow, qtbot: QtBot, make_dialog: object
) -> None:
    window = make_window()
    assert callable(make_dialog)
    dialog = make_dialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    assert [] == clashes(labels_and_buttons(dialog))


def test_the_window_actions_are_all_in_the_menus_checked(make_window: MakeWindow) -> None:
    """The menus walked above hold every action of the window that has a text."""
    window = make_window()
    walked = {a for menu in menus(window) for a in menu.actions()}
    texts = [
        a.objectName() for a in window.findChildren(QAction)
        if a.parent() is window and a.text() and a not in walked
    ]
    assert [] == texts


@pytest.mark.parametrize(
    ("texts", "expected"),
    [
        (["&Zoom in", "Zoom &out", "&Actual size"], []),
        (["&Bookmark", "Show &bookmarks"], ["&Bookmark", "Show &bookmarks"]),
        (["Fish && &Chips", "&Copy"], ["&Copy", "Fish && &Chips"]),
        (["Fish && Chips", "&Copy"], []),
        (["no mnemonic", "none either"], []),
    ],
)
def test_clashes_reads_mnemonics_as_qt_does(texts: list[str], expected: list[str]) -> None:
    assert expected == clashes(texts)
