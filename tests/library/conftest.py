"""A user folder holding the three-glossary library (``tests/library/three.py``), and
the command line over one (imported by the command line itself)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.library.three import import_both, write_sources


@pytest.fixture
def library_dir(tmp_path: Path) -> Path:
    """A user folder whose library holds "clientes" (CSV) and "iate" (TBX)."""
    folder = tmp_path / "user"
    import_both(folder, tmp_path / "sources")
    return folder


Cli = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture(scope="module")
def cli(tmp_path_factory: pytest.TempPathFactory, glossary_db: Path) -> Cli:
    """The command line on the seed glossary and a library holding "clientes" and "iate"."""
    user_dir = tmp_path_factory.mktemp("user")

    def run(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "glossary_desktop", *argv, "--user-dir", str(user_dir)],
            capture_output=True, text=True, timeout=120, check=False,
            env={**os.environ, "GLOSSARY_DESKTOP_DB": str(glossary_db)},
        )

    csv, tbx = write_sources(tmp_path_factory.mktemp("sources"))
    assert 0 == run("import", str(csv), "--name", "clientes").returncode
    assert 0 == run("import", str(tbx), "--name", "iate").returncode
    return run
