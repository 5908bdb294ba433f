"""A first launch: the window shows no bookmarks and creates ``user.db`` after its frame.

Whatever happens to the folder in between is what the window then shows: the
CLI's bookmarks if it created the file first, the same warning as before if the
folder turned out full.
"""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from glossary_desktop.models.bookmarks import NOTE, TERM
from tests.store.faults import fill, small_tmpfs

from .conftest import MakeWindow
from .test_bookmarks import STAR_ON, _cli, _close_warning_box, _on_disk, _star


def test_user_db_is_created_after_the_first_frame(
    qtbot: QtBot, make_window: MakeWindow, user_dir: Path
) -> None:
    window = make_window(show=False)
    assert not (user_dir / "user.db").exists()
    assert frozenset() == window.bookmarks.starred()
    window.show()
    qtbot.waitUntil((user_dir / "user.db").is_file)
    window.open_slug("dask")
    window.actions_.bookmark.trigger()
    assert "" == _on_disk(user_dir, "dask")


def test_the_cli_creating_user_db_first_is_seen_by_the_window(
    qtbot: QtBot, make_window: MakeWindow, glossary_db: Path, user_dir: Path
) -> None:
    window = make_window(show=False)  # never shown: its own creation never comes
    window.bookmarks_panel.set_shown(True)
    model = window.bookmarks_panel.model
    window.open_slug("dask")
    assert 0 == _cli(glossary_db, user_dir, "add", "dask", "--note", "repasar").returncode
    # No event loop has run since the window was built (no visit was recorded,
    # nothing was written): what its poll timer does finds the CLI's file.
    window.bookmarks.poll()
    assert window.actions_.bookmark.isChecked()
    assert STAR_ON == _star(window, 6)
    assert 1 == model.rowCount()
    assert ("Dask", "repasar") == (model.index(0, TERM).data(), model.index(0, NOTE).data())


def test_a_full_folder_at_first_launch_gives_the_warning_after_the_frame(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    with small_tmpfs(tmp_path / "mnt", "64k") as folder:
        filler = fill(folder)
        window = make_window(folder=folder, show=False)
        assert window.status.warning_label.isHidden()  # nothing known yet
        window.show()
        window.show_startup_warning()  # as run() does
        label = window.status.warning_label
        qtbot.waitUntil(label.isVisible)
        assert "full" in label.text()
        assert label.text() == _close_warning_box(qtbot)
        window.open_slug("dask")
        window.actions_.bookmark.trigger()
        assert not window.actions_.bookmark.isChecked()
        assert window.statusBar().currentMessage().startswith("Not saved")
        window.close()
        filler.unlink()
