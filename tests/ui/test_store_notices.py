"""A read-only, recovered or unusable bookmarks file is told in the user's language.

The store says what is wrong as a :class:`Problem` with the path concerned and
the system's own words (its English is the command line's); the window words
each problem with ``tr()``. The story: a file where the user folder should be,
the window opened in Spanish or Portuguese.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.store.user_db import Problem, StoreNotice, UserStore
from glossary_desktop.ui.main_window import MainWindow

from .conftest import LANGS, MakeWindow, english_words, words

#: The system's words a notice passes on as they are (English from the OS).
DETAIL = "File exists"


def _english_left(text: str, notice: StoreNotice, english: set[str]) -> list[str]:
    for data in (str(notice.where), notice.detail):
        text = text.replace(data, " ") if data else text
    return sorted(words(text) & english)


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
    folder = tmp_path / "bookmarks-folder"
    folder.write_text("not a folder\n")
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
    said = window.statusBar().currentMessage()
    assert str(folder) in said
    assert [] == _english_left(said, window.store.notice, english_words(LANGS[translated]))
