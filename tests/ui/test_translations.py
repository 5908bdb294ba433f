"""The interface speaks Spanish and Portuguese: no English left on any widget, action or menu.

English is recognised without a hand-kept word list: the words of the English
source strings in the ``.ts`` files, less those the translation itself uses
(names such as "Glossary Desktop", "Ctrl", "F2"). A visible string holding one
of the rest was not translated, whether its ``tr()`` has no translation yet or
it never went through ``tr()`` at all.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDir, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTableWidget,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from glossary_desktop.export import NothingToExport
from glossary_desktop.ui.library.export_dialog import ExportDialog, nothing_to_export
from glossary_desktop.ui.look.help import COMPONENTS, AboutDialog, ShortcutsDialog
from glossary_desktop.ui.look.i18n import LANGUAGES
from glossary_desktop.ui.look.message_box import warning_box
from glossary_desktop.ui.reading.entry_pane import EntryPane
from glossary_desktop.ui.window.main_window import MainWindow

from .conftest import LANGS, TS_DIR, MakeWindow, english_words, words
from .test_portuguese_variants import BRAZILIAN, other_variant


def _unfinished(message: ET.Element) -> bool:
    translation = message.find("translation")
    return translation is None or translation.get("type") == "unfinished"


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every string ``root`` and its children show a user."""
    yield "window title", root.windowTitle()
    widgets: list[QWidget] = [root, *root.findChildren(QWidget)]
    for w in widgets:
        name = f"{type(w).__name__} {w.objectName()}"
        for label, text in (
            ("tooltip", w.toolTip()),
            ("status tip", w.statusTip()),
            ("accessible name", w.accessibleName()),
            ("accessible description", w.accessibleDescription()),
        ):
            yield f"{name} {label}", text
        if isinstance(w, QLabel | QAbstractButton):
            yield f"{name} text", w.text()
        if isinstance(w, QLineEdit):
            yield f"{name} placeholder", w.placeholderText()
        if isinstance(w, QComboBox):
            for i in range(w.count()):
                yield f"{name} item {i}", w.itemText(i)
        if isinstance(w, QMenu):
            yield f"{name} title", w.title()
        if isinstance(w, QAbstractItemView) and w.model() is not None:
            model = w.model()
            for section in range(model.columnCount()):
                header = model.headerData(section, Qt.Orientation.Horizontal)
                yield f"{name} header {section}", str(header or "")
                tip = model.headerData(
                    section, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole
                )
                yield f"{name} header tip {section}", str(tip or "")
    for action in root.findChildren(QAction):
        yield f"action {action.objectName()}", action.text()
        yield f"action {action.objectName()} tip", action.toolTip()


def visible_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """(where, text) for every string the window and its children show a user."""
    yield from widget_texts(window)
    yield "status bar message", window.statusBar().currentMessage()
    for pane in window.findChildren(EntryPane):  # Qt's own context menu, with ours
        menu = pane.context_menu(pane.rect().center())
        for action in menu.actions():
            yield f"{pane.objectName()} context menu", action.text()
        menu.deleteLater()


def test_no_english_is_left_in_the_window(translated: str, make_window: MakeWindow) -> None:
    window = make_window()
    window.bookmarks_panel.dock.show()  # built on demand: its texts count too
    # View > Language names each language in itself ("English", "Español"): not untranslated.
    native_names = words(" ".join(LANGUAGES.values()))
    english = (english_words(LANGS[translated]) | {"copy", "select", "all"}) - native_names

    leftovers = sorted(
        f"{where}: {text!r}" for where, text in visible_texts(window) if words(text) & english
    )

    assert [] == leftovers


def _english_in(texts: Iterator[tuple[str, str]], translated: str) -> list[str]:
    # View > Language names each language in itself ("English", "Español"): not untranslated.
    english = english_words(LANGS[translated]) - words(" ".join(LANGUAGES.values()))
    return sorted(f"{where}: {text!r}" for where, text in texts if words(text) & english)


def test_no_english_is_left_in_the_empty_states_and_the_status_bar(
    translated: str, make_window: MakeWindow
) -> None:
    window = make_window()
    window.search_bar.set_scope("missing-pt")
    window.search_now("paralelsmo")  # nothing found: "No results... Did you mean"
    assert "suggest:paralelismo" in window.term_list.notice.text()
    empty = list(visible_texts(window))
    window.search_bar.set_scope("bookmarked")
    window.search_now("")  # no bookmarks yet: "No terms match these filters"
    assert window.term_list.notice.isVisible()

    assert [] == _english_in(iter([*empty, *visible_texts(window)]), translated)


def _dialog_texts(dialog: QWidget) -> Iterator[tuple[str, str]]:
    """The dialog's strings, the cells of its tables and its text as it reads."""
    yield from widget_texts(dialog)
    for table in dialog.findChildren(QTableWidget):
        for row in range(table.rowCount()):
            for column in range(table.columnCount()):
                yield f"cell {row}, {column}", table.item(row, column).text()
    for browser in dialog.findChildren(QTextBrowser):
        text = browser.toPlainText()
        for component in COMPONENTS:  # names and SPDX licences are the same in any language
            text = text.replace(f"{component.name}: {component.licence}", "")
        yield "text", text


def test_no_english_is_left_in_the_dialogs(
    translated: str, make_window: MakeWindow, qtbot: QtBot
) -> None:
    window = make_window()
    window.actions_.compare_all.trigger()
    compare = window.compare.dialog
    assert compare is not None
    qtbot.waitUntil(lambda: compare.loaded)
    dialogs: list[QWidget] = [
        ExportDialog(window),
        ShortcutsDialog(window),
        AboutDialog(window, window.glossary),
        compare,
        warning_box(window, QCoreApplication.translate("LibraryController", "Export"),
                    nothing_to_export(NothingToExport(NothingToExport.NO_BOOKMARKS))),
    ]
    texts: list[tuple[str, str]] = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        texts += [(f"{dialog.objectName()} {where}", text)
                  for where, text in _dialog_texts(dialog)]

    assert [] == _english_in(iter(texts), translated)


def test_qt_own_buttons_follow_the_language(translated: str, make_window: MakeWindow) -> None:
    """The Yes/No of a question, OK/Cancel of a dialog and Close are Qt's own words."""
    window = make_window()
    box = QMessageBox(
        QMessageBox.Icon.Question, "", "",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window,
    )
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        | QDialogButtonBox.StandardButton.Close, window,
    )
    texts = [b.text() for b in [*box.buttons(), *buttons.buttons()]]

    assert 5 == len(texts)
    assert [] == [t for t in texts if words(t) & {"yes", "cancel", "close"}]  # Spanish says No


def test_the_file_dialog_speaks_the_language_and_its_variant(
    translated: str, qtbot: QtBot
) -> None:
    """File > Import and Export use Qt's own dialog: no English label in it, and
    no Brazilian word in European Portuguese (Qt ships Brazil's Portuguese only)."""
    dialog = QFileDialog(None, QCoreApplication.translate("LibraryController", "Export"))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    # The root folder, whose name is no word: the working folder's (a checkout
    # named "fix-manifest-radio") would be data in English, not the dialog's.
    dialog.setDirectory(QDir.rootPath())
    qtbot.addWidget(dialog)
    dialog.show()
    texts = list(widget_texts(dialog))
    line_edit = QLineEdit()
    qtbot.addWidget(line_edit)
    menu = line_edit.createStandardContextMenu()  # Qt's Cut, Copy, Paste, Delete
    texts += [("line edit menu", a.text()) for a in menu.actions()]
    menu.deleteLater()
    # Qt's "Data de modificação": Portuguese for date, which our own texts never say.
    texts = [(where, text.replace("Data de", "")) for where, text in texts]

    assert [] == _english_in(iter(texts), translated)
    if translated == "pt_PT":
        assert [] == other_variant([text.replace("&", "") for _, text in texts], BRAZILIAN)


def test_qt_own_context_menu_follows_the_language(
    translated: str, make_window: MakeWindow
) -> None:
    window = make_window()
    pane = window.findChildren(EntryPane)[0]
    menu = pane.context_menu(pane.rect().center())
    texts = [a.text().replace("&", "") for a in menu.actions() if a.text()]
    menu.deleteLater()

    assert "Copiar" in " ".join(texts)
    assert "Copy" not in " ".join(texts)


@pytest.mark.parametrize("ts_file", sorted(LANGS.values()))
def test_every_message_has_a_finished_translation(ts_file: str) -> None:
    unfinished = [
        message.findtext("source")
        for message in ET.parse(TS_DIR / ts_file).getroot().iter("message")
        if _unfinished(message)
    ]
    assert [] == unfinished


def test_every_tr_in_the_code_is_in_the_ts_files_and_translated(tmp_path: Path) -> None:
    """What ``make ts-update`` would find: no message new to the .ts files, none unfinished."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    copies = []
    for name in sorted(set(LANGS.values())):
        copy = tmp_path / name
        shutil.copy(TS_DIR / name, copy)
        copies.append(str(copy))
    package = TS_DIR.parents[1] / "glossary_desktop"
    sources = sorted(str(p) for p in package.rglob("*.py"))
    done = subprocess.run(
        [str(lupdate), "-no-obsolete", *sources, "-ts", *copies],
        capture_output=True, text=True, timeout=120, check=False,
    )
    assert 0 == done.returncode, done.stderr
    unfinished = {
        Path(copy).name: [
            m.findtext("source") for m in ET.parse(copy).getroot().iter("message")
            if _unfinished(m)
        ]
        for copy in copies
    }
    assert {name: [] for name in unfinished} == unfinished


def test_cannot_open_the_glossary_is_said_in_the_users_language(
    translated: str, tmp_path: Path
) -> None:
    from glossary_desktop.errors import GlossaryError
    from glossary_desktop.store.glossary_db import connect_readonly
    from glossary_desktop.ui.library.glossary_errors import describe_glossary_error

    missing = tmp_path / "nowhere.db"
    with pytest.raises(GlossaryError) as caught:
        connect_readonly(missing)

    text = describe_glossary_error(caught.value)
    assert text.startswith(f"{missing}: ")
    assert not words(text.removeprefix(str(missing))) & english_words(LANGS[translated])


def _numerus(ts_file: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, its forms) of every message with plural forms in ``ts_file``."""
    found = []
    for context in ET.parse(TS_DIR / ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in message.iter("numerusform")]
                found.append((name, message.findtext("source") or "", forms))
    return found


def test_every_count_with_plural_forms_says_the_singular_for_one_and_the_plural_for_two(
    translated: str,
) -> None:
    messages = _numerus(LANGS[translated])
    assert messages  # the .ts files have plural forms to check
    for context, source, (singular, plural) in messages:
        one = QCoreApplication.translate(context, source, "", 1)
        two = QCoreApplication.translate(context, source, "", 2)
        # %Ln is %n in the locale's digits (1 and 2 read the same in every one here).
        expected = tuple(form.replace("%Ln", n).replace("%n", n)
                         for form, n in ((singular, "1"), (plural, "2")))
        assert expected == (one, two)


def test_no_plural_form_is_left_to_the_english_reader() -> None:
    """The interface has no English translation file, so a source text is what
    English readers see: "1 concept(s)" would be it. A source with ``%n`` reads
    right for any number ("Concepts exported to {0}: %n")."""
    sources = {
        source.text or ""
        for ts in TS_DIR.glob("*.ts")
        for source in ET.parse(ts).iter("source")
    }
    assert [] == sorted(s for s in sources if "(s)" in s or "(es)" in s)
