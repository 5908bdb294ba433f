"""Shared fixtures: the seed glossary built once per session, a fresh user folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# Qt without a display aborts the whole process; tests that want a real X
# server (Xvfb) set the platform for their own child processes.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR


@pytest.fixture(scope="session")
def glossary_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The seed glossary (31 concepts, 13 in both languages), built once; read-only use."""
    out = tmp_path_factory.mktemp("glossary") / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    return out


@pytest.fixture
def user_dir(tmp_path: Path) -> Path:
    """An empty folder for the user's bookmarks and settings."""
    folder = tmp_path / "user"
    folder.mkdir()
    return folder
