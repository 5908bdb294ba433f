"""A read-only, recovered or unusable bookmarks file is told in the user's language.

The store says what is wrong as a :class:`Problem` with the path concerned and
the system's own words (its English is the command line's); the window words
each problem with ``tr()``. The story: a file where the user folder should be,
the window opened in Spanish or Portuguese.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from glossary_desktop.store.user_db import NotSaved, Problem, Reason, StoreNotice, UserStore
from glossary_desktop.ui.window.main_window import MainWindow
from tests.store.faults import fill, small_tmpfs

from .conftest import LANGS, MakeWindow, english_words, words

#: The system's words a notice passes on as they are (English from the OS).
DETAIL = "File exists"


def _english_left(text: str, notice: StoreNotice, english: set[str]) -> list[str]:
    for data in (str(notice.where), notice.detail):
        text = text.replace(data, " ") if data else text
    return sorted(words(text) & english)


def _a_file_for_a_folder(tmp_path: Path) -> Path:
    """A user folder that cannot be made (a file has its name): a read-only store."""
    folder = tmp_path / "bookmarks-folder"
    folder.write_text("not a folder\n")
    return folder


@pytest.mark.parametrize("problem", list(Problem))
def test_every_problem_is_worded_in_the_users_language(
    make_window: MakeWindow, tmp_path: Path, translated: str, problem: Problem
) -> None:
    window: MainWindow = make_window(show=False)
    notice = StoreNotice(problem, tmp_path / "user.db", DETAIL)
    window.store.notice = notice

    text = window.bookmarks.warning()

    assert str(notice.where) in text
    assert [] == _english_left(text, notice, english_words(LANGS[translated]))


def test_a_file_where_the_user_folder_should_be(
    make_window: MakeWindow, tmp_path: Path, translated: str
) -> None:
    folder = _a_file_for_a_folder(tmp_path)
    window = make_window(folder=folder)
    with UserStore.open(folder) as cli:  # what the command line says: English
        assert cli.notice is not None
        assert str(cli.notice) == cli.warning
    shown = window.status.warning_label.text()
    assert window.store.notice is not None
    assert str(folder) in shown
    assert [] == _english_left(shown, window.store.notice, english_words(LANGS[translated]))
    window.open_slug("dask")
    window.actions_.bookmark.trigger()  # refused: said in the user's language too
    said = window.statusBar().currentMessage()  # the warning says where, not it again
    assert str(folder) not in said
    assert [] == _english_left(said, window.store.notice, english_words(LANGS[translated]))


#: What a refused star says when the bookmarks cannot be saved: the permanent
#: warning beside it already says why and where, so the message does not repeat it.
READ_ONLY_SAID = {
    "es": "No se guardó: los marcadores son de solo lectura.",
    "pt_BR": "Não foi salvo: os favoritos são somente leitura.",
    "pt_PT": "Não foi guardado: os favoritos são só de leitura.",
}


def test_a_refused_star_is_said_once_and_whole_beside_the_warning_at_800x600(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path, translated: str
) -> None:
    window = make_window(folder=_a_file_for_a_folder(tmp_path))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.open_slug("dask")

    window.actions_.bookmark.trigger()
    QApplication.processEvents()

    bar, warning = window.statusBar(), window.status.warning_label
    said = bar.currentMessage()
    assert READ_ONLY_SAID[translated] == said
    # QStatusBar draws its message from 6 px to 2 px before the first permanent widget.
    assert bar.fontMetrics().horizontalAdvance(said) <= window.status.stats_label.x() - 8
    assert not warning.isVisible()  # it steps aside: the message says it in short


def test_the_warning_comes_back_when_the_message_goes(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window(folder=_a_file_for_a_folder(tmp_path))
    window.resize(800, 600)
    qtbot.waitUntil(lambda: window.width() == 800 and bool(window.status.stats_label.text()))
    warning = window.status.warning_label
    window.open_slug("dask")
    window.actions_.bookmark.trigger()

    window.statusBar().clearMessage()

    qtbot.waitUntil(warning.isVisible)
    assert warning.geometry().right() < window.status.stats_label.x()  # not under it
    shown = warning.shown_text()  # what is painted: all of it, or its start and "…"
    assert shown == warning.text() or shown.endswith("…")
    assert warning.text() == warning.toolTip()


@pytest.mark.parametrize("reason", [r for r in Reason if r is not Reason.READ_ONLY])
def test_every_refused_write_is_worded_in_the_users_language(
    make_window: MakeWindow, translated: str, reason: Reason
) -> None:
    window: MainWindow = make_window(show=False)
    # The store's own line is the command line's English: the window words the reason.
    text = window.bookmarks.describe(NotSaved(reason, "Not saved: the glossary is not valid"))
    assert [] == sorted(words(text) & english_words(LANGS[translated]))


def test_a_disk_too_full_for_the_bookmarks_is_said_and_no_file_is_left(
    make_window: MakeWindow, tmp_path: Path, translated: str
) -> None:
    with small_tmpfs(tmp_path / "disk", "256k") as disk:
        folder = disk / "user"
        with UserStore.open(folder) as store:  # a bookmark, then the disk fills up
            store.add("dask", "Dask")
        filler = fill(disk)
        before = sorted(p.name for p in folder.iterdir())
        window = make_window(folder=folder)
        notice = window.store.notice
        shown = window.status.warning_label.text()
        window.store.close()
        after = sorted(p.name for p in folder.iterdir())
        filler.unlink()
    assert notice is not None
    assert Problem.FULL == notice.problem
    assert str(notice.where) in shown
    assert [] == _english_left(shown, notice, english_words(LANGS[translated]))
    assert before == after
