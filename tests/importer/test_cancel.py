"""A cancelled build stops at its next step, not at the end, and leaves nothing.

The window's Cancel sets a flag that ``build_db(cancelled=...)`` looks at all
along. Each test cancels at a known point (from the progress callback, or on
the flag's n-th look) and then checks what happened after it: no progress
reported past that point, :class:`Cancelled` raised, and no file left in the
output's folder, the library or the temporary folder.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from glossary_desktop.errors import Cancelled
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.importer.checkpoint import CHUNK
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.library import Library

from .tbx_files import tbx_v3

#: Records in the large sources: many checks' worth.
LARGE = 30 * CHUNK

Event = tuple[str, int, int]


@pytest.fixture
def temp_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The temporary folder (``$TMPDIR``, :mod:`tempfile`'s) for the test; empty after it."""
    folder = tmp_path / "tmp"
    folder.mkdir()
    monkeypatch.setenv("TMPDIR", str(folder))
    monkeypatch.setattr(tempfile, "tempdir", None)  # read $TMPDIR again
    yield folder
    assert [] == os.listdir(folder)


class Recorder:
    """A progress callback that cancels when it sees ``at``; what it saw after."""

    def __init__(self, at: Event | None = None) -> None:
        self.at = at
        self.events: list[Event] = []
        self.cancelled_at: int | None = None

    def __call__(self, stage: str, done: int, total: int) -> None:
        self.events.append((stage, done, total))
        if (stage, done, total) == self.at:
            self.cancelled_at = len(self.events)

    def cancelled(self) -> bool:
        return self.cancelled_at is not None

    @property
    def after_cancel(self) -> list[Event]:
        assert self.cancelled_at is not None, f"never saw {self.at}: {self.events}"
        return self.events[self.cancelled_at:]


def _seeds_and_table(folder: Path) -> list[Path]:
    """The seed text files (two volumes) and a small CSV term base: every kind of step."""
    table = folder / "sky.csv"
    table.write_text(
        "es,es_definition,pt,pt_definition\n"
        "agujero negro,Región de la que nada escapa.,buraco negro,Região da qual nada escapa.\n",
        encoding="utf-8",
    )
    return [*sources_in(DATA_DIR), table]


@pytest.mark.parametrize(
    "at",
    [
        ("reading", 1, 4),
        ("reading", 3, 4),
        ("pairing", 1, 3),
        ("pairing", 2, 3),
        ("indexing", 0, 1),
        ("writing", 0, 1),
    ],
)
def test_a_cancel_stops_the_build_at_the_next_step(
    tmp_path: Path, temp_dir: Path, at: Event
) -> None:
    sources = _seeds_and_table(tmp_path)
    out = tmp_path / "out" / "glossary.db"
    progress = Recorder(at)

    with pytest.raises(Cancelled):
        build_db(sources, out, progress=progress, cancelled=progress.cancelled)

    assert [] == progress.after_cancel
    assert [] == os.listdir(out.parent)


def test_without_a_cancel_every_step_is_reported(tmp_path: Path, temp_dir: Path) -> None:
    """The events the test above cancels at are the build's real ones."""
    sources = _seeds_and_table(tmp_path)
    out = tmp_path / "out" / "glossary.db"
    progress = Recorder()

    build_db(sources, out, progress=progress, cancelled=progress.cancelled)

    assert [
        ("reading", 1, 4), ("reading", 2, 4), ("reading", 3, 4), ("reading", 4, 4),
        ("pairing", 1, 3), ("pairing", 2, 3), ("pairing", 3, 3),
        ("indexing", 0, 1), ("indexing", 1, 1), ("writing", 0, 1), ("writing", 1, 1),
    ] == progress.events
    assert ["glossary.db"] == os.listdir(out.parent)


def _csv(folder: Path) -> list[Path]:
    rows = "".join(f"termino {i},definición {i},termo {i},definição {i}\n" for i in range(LARGE))
    path = folder / "large.csv"
    path.write_text("es,es_definition,pt,pt_definition\n" + rows, encoding="utf-8")
    return [path]


def _tbx(folder: Path) -> list[Path]:
    entries = "".join(
        f'<conceptEntry id="c{i}"><langSec xml:lang="es"><termSec><term>termino {i}</term>'
        f'</termSec></langSec><langSec xml:lang="pt-BR"><termSec><term>termo {i}</term>'
        "</termSec></langSec></conceptEntry>"
        for i in range(LARGE)
    )
    path = folder / "large.tbx"
    path.write_text(tbx_v3(entries), encoding="utf-8")
    return [path]


def _text(folder: Path) -> list[Path]:
    paths = []
    for lang, word in (("es", "termino"), ("pt", "termo")):
        body = "".join(f"{word} {i}\ndefinición número {i}\n" for i in range(LARGE))
        path = folder / f"large.{lang}.txt"
        path.write_text(f"Glosario\nPrueba\n{body}", encoding="utf-8")
        paths.append(path)
    return paths


class CountingFlag:
    """A cancel flag that turns true on its ``n``-th look."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.looks = 0

    def __call__(self) -> bool:
        self.looks += 1
        return self.looks >= self.n


@pytest.mark.parametrize("make", [_csv, _tbx, _text], ids=["csv", "tbx", "text"])
def test_a_cancel_stops_reading_a_large_file_before_its_end(
    tmp_path: Path, temp_dir: Path, make: Callable[[Path], list[Path]]
) -> None:
    sources = make(tmp_path)
    out = tmp_path / "out" / "glossary.db"
    progress = Recorder()
    # The flag is looked at before the file and then every CHUNK records: true
    # on the third look, the first file is a few thousand records in, of LARGE.
    flag = CountingFlag(3)

    with pytest.raises(Cancelled):
        build_db(sources, out, progress=progress, cancelled=flag)

    assert [] == progress.events  # the first file was never read to its end
    assert [] == os.listdir(out.parent)


def test_a_cancelled_import_leaves_nothing_in_the_library(
    tmp_path: Path, temp_dir: Path, user_dir: Path
) -> None:
    sources = _csv(tmp_path)
    library = Library(user_dir)
    progress = Recorder()
    flag = CountingFlag(3)

    with pytest.raises(Cancelled):
        library.add("large", lambda db: build_db(sources, db, progress=progress, cancelled=flag),
                    cancelled=flag)

    assert ([], [], []) == (progress.events, library.list(), os.listdir(library.root))
