"""Renaming or removing a glossary in the window leaves the library's search index
to a child process (``ui/library/reindex.py``): writing it reads every imported
glossary, seconds for a large one, which the window must not wait for."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window, dispose, switch_glossary
from glossary_desktop.glossary.library_index import LibraryIndex
from glossary_desktop.importer.build import build_db
from glossary_desktop.store import library as library_module
from glossary_desktop.store.library import Library
from glossary_desktop.store.library_index import index_path
from glossary_desktop.ui.library.menu import LibraryController
from glossary_desktop.ui.window.main_window import MainWindow

SKY = ("es,es_definition,pt,pt_definition\n"
       "estrella,Astro con luz propia.,estrela,Astro com luz própria.\n")
SEA = ("es,es_definition,pt,pt_definition\n"
       "ola,Onda del mar.,onda,Onda do mar.\n")


def _current(user_dir: Path) -> bool:
    """Whether the index on disk is the one of the glossaries listed now."""
    members = [(e.name, e.db) for e in Library(user_dir).list()]
    index = LibraryIndex.open(index_path(user_dir), members)
    if index is not None:
        index.close()
    return index is not None


class Windows:
    """One window at a time, replaced on each switch, as ``app.run`` does."""

    def __init__(self, db: Path, user_dir: Path) -> None:
        self.db, self.user_dir = db, user_dir
        self.window: MainWindow = build_window(db, user_dir)
        self._listen()

    def _listen(self) -> None:
        assert self.window.library is not None
        self.window.library.switch_requested.connect(self.switch)

    def switch(self, name: str) -> None:
        self.window = switch_glossary(self.window, name, self.db, self.user_dir)
        self._listen()


@pytest.fixture
def windows(
    qtbot: QtBot, glossary_db: Path, user_dir: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[tuple[Windows, list[Path]]]:
    library = Library(user_dir)
    for name, text in (("sky", SKY), ("sea", SEA)):
        source = tmp_path / f"{name}.csv"
        source.write_text(text, encoding="utf-8")
        library.add(name, lambda out, s=source: build_db([s], out))
    assert _current(user_dir)
    # From here on, an index written by this process (the window's) is recorded
    # instead: only a child may write it.
    written_here: list[Path] = []
    monkeypatch.setattr(library_module, "rebuild",
                        lambda user, members: written_here.append(user))
    made = Windows(glossary_db, user_dir)
    made.switch("sky")
    made.window.show()
    qtbot.waitExposed(made.window)
    yield made, written_here
    dispose(made.window)


def _rename(library: LibraryController) -> None:
    library.ask_text = lambda title, label, text: "stars"
    library.rename_action.trigger()


def _remove(library: LibraryController) -> None:
    library.confirm = lambda title, question: True
    library.remove_action.trigger()


@pytest.mark.parametrize(("change", "left"), [(_rename, ["sea", "stars"]), (_remove, ["sea"])],
                         ids=["renamed", "removed"])
def test_a_change_in_the_window_has_a_child_write_the_index(
    qtbot: QtBot, windows: tuple[Windows, list[Path]], user_dir: Path,
    change: Callable[[LibraryController], None], left: list[str],
) -> None:
    made, written_here = windows
    old = made.window
    assert old.library is not None
    change(old.library)
    qtbot.waitUntil(lambda: made.window is not old)
    qtbot.waitUntil(lambda: left == sorted(e.name for e in Library(user_dir).list()))
    # Renamed: the index of "sea" and "stars"; removed: none (one glossary left is
    # its own index, so the child removes the old one).
    qtbot.waitUntil(lambda: _current(user_dir) if len(left) > 1
                    else not index_path(user_dir).exists(), timeout=60_000)
    assert [] == written_here
