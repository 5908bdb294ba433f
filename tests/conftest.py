"""Shared fixtures: the seed glossary built once per session, a fresh user folder, and
the application's look put back after every test that changed it."""

from __future__ import annotations

import csv
import os
import shutil
import signal
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Qt without a display aborts the whole process; tests that want a real X
# server (Xvfb) set the platform for their own child processes.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from glossary_desktop.domain import Lang
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR
from tests.damaged_pages import overwrite_pages, root_page

# Property tests assert properties, never time: Hypothesis's per-example deadline
# and its "too slow" health check are wall-clock checks, and they failed now and
# then on a loaded machine (CI shares its cores) while every property held.
settings.register_profile(
    "untimed", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("untimed")


@pytest.fixture(scope="session")
def glossary_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seed glossary (31 concepts, 13 in both languages), built once; read-only use."""
    out = tmp_path_factory.mktemp("glossary") / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    return out


@pytest.fixture(scope="session")
def corpus_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The comparison corpus (tests/data/compare_corpus.txt) as a glossary, built
    from a term table (one concept a row) as a user would build theirs: every
    kind of difference, inconsistent terms included, and faithful pairs."""
    from tests.compare.corpus import read_corpus

    folder = tmp_path_factory.mktemp("corpus")
    with (folder / "corpus.csv").open("w", encoding="utf-8", newline="") as table:
        rows = csv.writer(table)
        rows.writerow(["es", "es_definition", "pt", "pt_definition"])
        for record in read_corpus():
            es, pt = record.concept.entries[Lang.ES], record.concept.entries[Lang.PT]
            rows.writerow([es.term, es.definition, pt.term, pt.definition])
    out = folder / "corpus.db"
    build_db([folder / "corpus.csv"], out)
    return out


@pytest.fixture(scope="session")
def thousands_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """2,000 generated concepts: seconds of comparing all of them, time enough to
    stop it half-way (close Compare all, press Ctrl+C)."""
    from tests.benchmarks.generate import write_sources

    folder = tmp_path_factory.mktemp("thousands")
    out = folder / "g.db"
    build_db(write_sources(2000, 1, folder), out)
    return out


@pytest.fixture(autouse=True)
def _look_put_back(request: pytest.FixtureRequest) -> Iterator[None]:
    """The application's style and palette as they were before the test.

    A theme is the whole application's (``apply_theme``, and ``app.run`` applies
    the stored one): left in place, the next tests would run in it, a dark
    palette or the app's own style. Only for tests that have the application.
    """
    if "qapp" not in request.fixturenames:
        yield
        return
    from glossary_desktop.ui.look.theme import APPLIED_PROPERTY

    app = request.getfixturevalue("qapp")
    style, palette = app.style().name(), app.palette()
    applied = app.property(APPLIED_PROPERTY)  # what View > Theme shows as in use
    yield
    if app.style().name() != style:  # the app's TitleBarStyle has an empty name
        app.setStyle(style)
    if app.palette() != palette:
        app.setPalette(palette)
    app.setProperty(APPLIED_PROPERTY, applied)


@pytest.fixture
def terminal_sigint() -> Iterator[None]:
    """SIGINT as a shell in a terminal leaves it to the program it starts (Python's
    KeyboardInterrupt), even when this test run was itself started with SIGINT
    ignored (a background job, nohup), which a program keeps ignoring."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.fixture
def user_dir(tmp_path: Path) -> Path:
    """An empty folder for the user's bookmarks and settings."""
    folder = tmp_path / "user"
    folder.mkdir()
    return folder


def _sql(script: str) -> Callable[[Path], None]:
    def craft(path: Path) -> None:
        conn = sqlite3.connect(path)
        conn.executescript(script)
        conn.close()

    return craft


def _overwrite_table_root(table: str) -> Callable[[Path], None]:
    """Garbage over the first page of ``table``'s b-tree (a corrupt page on disk)."""

    def craft(path: Path) -> None:
        overwrite_pages(path, [root_page(path, table)])

    return craft


#: Damage that opening a glossary finds: what makes it, and what the error says.
OPEN_DAMAGE: dict[str, tuple[Callable[[Path], None], str]] = {
    "empty-file": (lambda p: p.write_bytes(b""), "not an SQLite database"),
    "text-file": (lambda p: p.write_text("# notes\n"), "not an SQLite database"),
    "truncated": (lambda p: p.write_bytes(p.read_bytes()[:8192]), "damaged glossary database"),
    "corrupt-page": (_overwrite_table_root("entries"), "damaged glossary database"),
    "meta-view-recursing": (_sql(
        "DROP TABLE meta; CREATE VIEW meta AS WITH RECURSIVE r(n) AS "
        "(SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT 'k' AS key, n AS value FROM r;"
    ), "meta is a view, not a table"),
    "missing-column": (_sql(
        "DROP INDEX concepts_langs; ALTER TABLE concepts DROP COLUMN langs;"
    ), "concepts has no column langs"),
    "missing-table": (_sql("DROP TABLE term_words;"), "missing term_words"),
    "newer-schema": (_sql("PRAGMA user_version = 99;"), "newer than this app reads"),
    "source-lang": (_sql("UPDATE sources SET lang = 'en';"), "a source in language 'en'"),
}

#: Damage found only when the rows are read (every entry has it, so any read does).
ROW_DAMAGE: dict[str, tuple[Callable[[Path], None], str]] = {
    "entry-lang": (_sql("UPDATE entries SET lang = 'xx';"), "an entry in language 'xx'"),
    "blob-term": (_sql("UPDATE entries SET term = X'1b5b324a';"), "entry is not text"),
}

#: Damage only the window's status bar meets (the build counts).
META_DAMAGE: dict[str, tuple[Callable[[Path], None], str]] = {
    "bad-counts": (_sql("UPDATE meta SET value = '{' WHERE key = 'counts';"),
                   "no build counts in its meta table"),
}


ALL_DAMAGE = {**OPEN_DAMAGE, **ROW_DAMAGE, **META_DAMAGE}


def _crafted(request: pytest.FixtureRequest, good: Path, folder: Path) -> tuple[Path, str]:
    """A copy of ``good`` in ``folder`` with the damage named by the fixture's param."""
    craft, message = ALL_DAMAGE[request.param]
    path = folder / "damaged.db"
    shutil.copy(good, path)
    craft(path)
    return path, message


@pytest.fixture(params=sorted(OPEN_DAMAGE))
def damaged_db(
    request: pytest.FixtureRequest, glossary_db: Path, tmp_path: Path
) -> tuple[Path, str]:
    """A damaged glossary that opening refuses, and what the refusal says."""
    return _crafted(request, glossary_db, tmp_path)


@pytest.fixture(params=sorted(ROW_DAMAGE))
def row_damaged_db(
    request: pytest.FixtureRequest, glossary_db: Path, tmp_path: Path
) -> tuple[Path, str]:
    """A glossary that opens, with damage in every entry, and what reading it says."""
    return _crafted(request, glossary_db, tmp_path)


@pytest.fixture(params=sorted(ALL_DAMAGE))
def any_damaged_db(
    request: pytest.FixtureRequest, glossary_db: Path, tmp_path: Path
) -> tuple[Path, str]:
    """Any of the damaged glossaries above, and what reading it says."""
    return _crafted(request, glossary_db, tmp_path)
