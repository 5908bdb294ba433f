"""The built executable: it ships the glossary of today's ``data/``, trimmed.

Runs on what ``make dist`` (and ``make dist-onefile``) left in ``dist/``; skips
when nothing is built. CI builds first, then runs these:
``make dist dist-onefile && pytest tests/build``.
"""

from __future__ import annotations

import re
import stat
from pathlib import Path

import pytest

from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR, REPO_ROOT

ONEDIR = REPO_ROOT / "dist" / "glossary-desktop"
ONEFILE = REPO_ROOT / "dist" / "onefile" / "glossary-desktop"
#: PyInstaller puts datas under _internal/; the spec puts the DB at its root.
BUNDLED_DB = ONEDIR / "_internal" / "glossary.db"
MiB = 2**20

needs_onedir = pytest.mark.skipif(
    not BUNDLED_DB.exists(), reason=f"{ONEDIR} not built: run 'make dist' first"
)
needs_onefile = pytest.mark.skipif(
    not ONEFILE.exists(), reason=f"{ONEFILE} not built: run 'make dist-onefile' first"
)


@pytest.fixture(scope="module")
def fresh_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A glossary built from data/ now."""
    out = tmp_path_factory.mktemp("fresh") / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    return out


def facts(db: Path) -> tuple[str, int, object]:
    with Glossary.open(db) as g:
        return g.content_hash, g.schema_version, g.stats()


@needs_onedir
def test_onedir_ships_the_glossary_of_data_today(fresh_db: Path) -> None:
    assert facts(fresh_db) == facts(BUNDLED_DB)


@needs_onefile
def test_onefile_ships_the_glossary_of_data_today(fresh_db: Path, tmp_path: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    extracted = tmp_path / "glossary.db"
    extracted.write_bytes(CArchiveReader(str(ONEFILE)).extract("glossary.db"))

    assert facts(fresh_db) == facts(extracted)


@needs_onedir
def test_every_file_is_readable_by_every_user() -> None:
    """Installed under /opt by root, a 0600 file would break the app for users."""
    assert [] == [
        str(p.relative_to(ONEDIR)) for p in ONEDIR.rglob("*")
        if not p.is_symlink() and not p.stat().st_mode & stat.S_IROTH
    ]


@needs_onedir
def test_onedir_is_trimmed() -> None:
    files = [p for p in ONEDIR.rglob("*") if p.is_file() and not p.is_symlink()]
    names = {p.name for p in files}
    translations = {p.name for p in files if p.parent.name == "translations"}
    plugins = {f"{p.parent.name}/{p.name}" for p in files if p.parent.parent.name == "plugins"}

    assert sum(p.stat().st_size for p in files) <= 120 * MiB
    assert not names & {"libQt6Network.so.6", "libQt6Qml.so.6", "libQt6Quick.so.6",
                        "libcrypto.so.3", "libssl.so.3"}
    assert not {n for n in names if re.match(r"(sqlite_utils|click|pytest|hypothesis)", n)}
    assert all(re.fullmatch(r"qt(base)?_(en|es|pt|pt_BR|pt_PT)\.qm", t) for t in translations)
    assert {"platforms/libqxcb.so", "platforms/libqoffscreen.so",
            "platforms/libqwayland.so", "platforms/libqminimal.so"} <= plugins
    assert not {p for p in plugins if p.startswith(("sqldrivers/", "tls/", "printsupport/",
                                                    "networkinformation/", "qmltooling/"))}


@needs_onefile
def test_onefile_is_small_enough() -> None:
    assert ONEFILE.stat().st_size <= 55 * MiB
