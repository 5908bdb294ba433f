"""The built executable: it ships the glossary of today's ``data/``, trimmed.

Runs on what ``make dist`` (and ``make dist-onefile``) left in ``dist/``; a
form that is not built is skipped or failed as ``conftest.py`` says.
"""

from __future__ import annotations

import json
import re
import sqlite3
import stat
import subprocess
import zipfile
from contextlib import closing
from pathlib import Path

import pytest

from glossary_desktop.cli.compare_all import overview_json, ranked
from glossary_desktop.glossary import Glossary
from glossary_desktop.glossary.comparing import overview_of
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR

ROOT = Path(__file__).resolve().parents[2]
MiB = 2**20


@pytest.fixture(scope="module")
def fresh_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary built from data/ now."""
    out = tmp_path_factory.mktemp("fresh") / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    return out


def facts(db: Path) -> tuple[str, int, object]:
    with Glossary.open(db) as g:
        return g.content_hash, g.schema_version, g.stats()


def test_onedir_ships_the_glossary_of_data_today(onedir: Path, fresh_db: Path) -> None:
    assert facts(fresh_db) == facts(onedir / "_internal" / "glossary_desktop" / "glossary.db")


def test_onefile_ships_the_glossary_of_data_today(
    onefile: Path, fresh_db: Path, tmp_path: Path
) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    extracted = tmp_path / "glossary.db"
    extracted.write_bytes(CArchiveReader(str(onefile)).extract("glossary_desktop/glossary.db"))

    assert facts(fresh_db) == facts(extracted)


def test_every_file_is_readable_by_every_user(onedir: Path) -> None:
    """Installed under /opt by root, a 0600 file would break the app for users."""
    assert [] == [
        str(p.relative_to(onedir)) for p in onedir.rglob("*")
        if not p.is_symlink() and not p.stat().st_mode & stat.S_IROTH
    ]


def test_onedir_is_trimmed(onedir: Path) -> None:
    files = [p for p in onedir.rglob("*") if p.is_file() and not p.is_symlink()]
    names = {p.name for p in files}
    translations = {p.name for p in files if p.parent.name == "translations"}
    plugins = {f"{p.parent.name}/{p.name}" for p in files if p.parent.parent.name == "plugins"}

    # 123 MiB on 2026-12-02: QtNetwork (3.3 MiB, the local socket of one running
    # reader), the print support and genanki came in that day.
    assert sum(p.stat().st_size for p in files) <= 125 * MiB
    # libQt6Network ships (the reader's local socket), without TLS.
    assert not names & {"libQt6Qml.so.6", "libQt6Quick.so.6", "libcrypto.so.3", "libssl.so.3"}
    # Test tools never ship.
    left_out = r"(pytest|hypothesis|_pytest|pytestqt)"
    assert not {n for n in names if re.match(left_out, n)}
    assert all(re.fullmatch(r"qt(base)?_(en|es|pt|pt_BR|pt_PT)\.qm", t) for t in translations)
    assert {"platforms/libqxcb.so", "platforms/libqoffscreen.so",
            "platforms/libqwayland.so", "platforms/libqminimal.so",
            "iconengines/libqsvgicon.so"} <= plugins  # the SVG engine: the window's icon
    assert not {p for p in plugins if p.startswith(("sqldrivers/", "tls/", "printsupport/",
                                                    "networkinformation/", "qmltooling/"))}


def test_onefile_is_small_enough(onefile: Path) -> None:
    assert onefile.stat().st_size <= 55 * MiB


def test_the_executable_compares_as_the_source_does(onedir: Path, glossary_db: Path) -> None:
    """It carries the lists the aligner reads, and gives the same overview."""
    for name in ("counterparts.tsv", "false_friends.tsv"):
        source = ROOT / "glossary_desktop" / "compare" / name
        bundled = onedir / "_internal" / "glossary_desktop" / "compare" / name
        assert source.read_bytes() == bundled.read_bytes()
    done = subprocess.run(
        [str(onedir / "glossary-desktop"), "--db", str(glossary_db), "compare", "--all", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert (0, "") == (done.returncode, done.stderr)
    with Glossary.open(glossary_db) as g:
        expected = overview_json(ranked(overview_of(g)))
    assert expected == json.loads(done.stdout)


def test_the_executable_writes_an_anki_package(
    onedir: Path, glossary_db: Path, tmp_path: Path
) -> None:
    """genanki is bundled: the bookmarks become a deck whose note is the concept's."""
    exe = [str(onedir / "glossary-desktop"), "--db", str(glossary_db), "--user-dir",
           str(tmp_path / "user")]
    for argv in (["bookmarks", "add", "sharding", "--note", "repasar"],
                 ["export", "--bookmarks", "--out", str(tmp_path / "deck.apkg")]):
        done = subprocess.run([*exe, *argv], capture_output=True, text=True, timeout=60,
                              check=False)
        assert 0 == done.returncode, done.stderr
    with zipfile.ZipFile(tmp_path / "deck.apkg") as archive:
        archive.extract("collection.anki2", tmp_path)
    with closing(sqlite3.connect(tmp_path / "collection.anki2")) as db:
        notes = db.execute("SELECT guid, flds FROM notes").fetchall()
    assert [("glossary-desktop:sharding", True)] == [(g, "repasar" in f) for g, f in notes]
