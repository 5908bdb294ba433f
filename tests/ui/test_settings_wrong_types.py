"""A settings file holding values of the wrong type opens the window with the defaults
and one warning line for each (issue 27, hole 16): ``theme=dark, light``, which Qt
reads as a list, ended the window and ``--self-test`` with a TypeError traceback.

``settings.ini`` is the user's, and an editor, a sync tool or another version may
leave anything in it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from glossary_desktop.domain import Lang
from glossary_desktop.ui.window.settings import default_size

from .conftest import MakeWindow

#: Every key the window reads, by the type it must hold.
TEXT_KEYS = ("ui/theme", "ui/language", "view/lastConcept", "view/listOrder", "bookmarks/order")
NUMBER_KEYS = ("view/zoom",)
FLAG_KEYS = ("view/portugueseFirst", "view/differences", "bookmarks/shown")
LAYOUT_KEYS = ("window/geometry", "window/state", "window/mainSplitter", "window/paneSplitter")
ALL_KEYS = TEXT_KEYS + NUMBER_KEYS + FLAG_KEYS + LAYOUT_KEYS

#: INI values as Qt reads them: a comma makes a list, @Type(...) a Qt value.
WRONG = {
    "lists": dict.fromkeys(ALL_KEYS, "dark, light"),
    "qt-values": dict.fromkeys(ALL_KEYS, "@Rect(1 2 3 4)"),
    "bytes-for-the-rest": dict.fromkeys(TEXT_KEYS + NUMBER_KEYS + FLAG_KEYS, "@ByteArray(1)")
    | dict.fromkeys(LAYOUT_KEYS, r"@ByteArray(garbage\0\xff\x1b[31m)"),
    "numbers-for-text-and-text-for-the-rest": dict.fromkeys(TEXT_KEYS, "3")
    | {"view/lastConcept": "@Size(1 2)"}  # any text can name a concept: a size cannot
    | dict.fromkeys(NUMBER_KEYS, "large")
    | dict.fromkeys(FLAG_KEYS, "yes")
    | dict.fromkeys(LAYOUT_KEYS, "1100x700"),
}


def _write(path: Path, values: dict[str, str]) -> None:
    sections: dict[str, list[str]] = {}
    for key, value in values.items():
        section, name = key.split("/")
        sections.setdefault(section, []).append(f"{name}={value}")
    path.write_text("".join(f"[{s}]\n" + "\n".join(lines) + "\n\n"
                            for s, lines in sections.items()), encoding="utf-8")


@pytest.mark.parametrize("values", WRONG.values(), ids=WRONG.keys())
def test_settings_of_the_wrong_type_are_ignored_with_a_warning_each(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path, values: dict[str, str],
    capsys: pytest.CaptureFixture[str],
) -> None:
    settings = user_dir / "settings.ini"
    _write(settings, values)

    window = make_window()
    window.bookmarks_panel.set_shown(True)  # reads the panel's order

    room = window.screen().availableGeometry().size()
    assert default_size(room) == window.size()
    assert 0 == window.concept_view.zoom
    assert "agrupacion-de-recursos" == window.current_concept.slug  # the first concept
    assert Lang.ES is window.search.order
    assert "newest" == window.bookmarks_panel.model.order
    assert not window.actions_.lang_order.isChecked()
    assert not window.actions_.differences.isChecked()
    assert window.findChild(QAction, "themeAction_auto").isChecked()
    assert window.findChild(QAction, "languageAction_system").isChecked()
    err = capsys.readouterr().err
    assert "Traceback" not in err
    warned = {line.split(": ")[3] for line in err.splitlines()}
    assert set(values) == warned, err
    for line in err.splitlines():  # one line each, said once, its file named
        assert line.startswith(f"glossary-desktop: warning: {settings}: ")
        assert line.endswith("; ignored")
        assert "\x1b" not in line  # what the file holds is escaped
    assert len(values) == len(err.splitlines())


def test_a_window_saved_and_opened_again_has_nothing_to_warn_about(
    make_window: MakeWindow, user_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = make_window()
    first.bookmarks_panel.set_shown(True)
    first.actions_.lang_order.trigger()
    first.actions_.differences.trigger()
    first.findChild(QAction, "themeAction_dark").trigger()
    first.findChild(QAction, "languageAction_es").trigger()
    first.close()

    second = make_window(folder=user_dir)

    assert second.actions_.lang_order.isChecked()
    assert second.actions_.differences.isChecked()
    assert second.findChild(QAction, "themeAction_dark").isChecked()
    assert "" == capsys.readouterr().err


LAUNCH = """
import sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from glossary_desktop.app import _prepare_look, build_window, dispose
app = QApplication([])
_prepare_look(app, Path(sys.argv[1]), None)  # the theme and language, before any widget
window = build_window(sys.argv[2], sys.argv[1])  # and the window reads them again
print(app.palette().window().color().name())
dispose(window)
"""


def test_a_theme_qt_reads_as_a_list_opens_the_window_with_one_warning(
    tmp_path: Path, glossary_db: Path
) -> None:
    settings = tmp_path / "settings.ini"
    settings.write_text("[ui]\ntheme=dark, light\nlanguage=es, pt\n", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}

    done = subprocess.run(
        [sys.executable, "-c", LAUNCH, str(tmp_path), str(glossary_db)],
        env=env, capture_output=True, text=True, timeout=120, check=False,
    )

    assert 0 == done.returncode, done.stderr
    assert [
        f"glossary-desktop: warning: {settings}: ui/language: 'es, pt' is not one of '', en, "
        "es, pt_BR, pt_PT; ignored",
        f"glossary-desktop: warning: {settings}: ui/theme: 'dark, light' is not one of auto, "
        "light, dark; ignored",
    ] == [line for line in done.stderr.splitlines() if "propagateSizeHints" not in line]
