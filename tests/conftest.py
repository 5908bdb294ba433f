"""Fixtures shared across the test tree: the seed glossary and a user folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR


@pytest.fixture(scope="session")
def glossary_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The glossary built from ``data/`` once per session (read-only at run time)."""
    out = tmp_path_factory.mktemp("glossary") / "glossary.db"
    build_db(sources_in(DATA_DIR), out)
    return out


@pytest.fixture
def user_dir(tmp_path: Path) -> Path:
    """An empty, private folder for bookmarks and settings."""
    folder = tmp_path / "user"
    folder.mkdir()
    return folder
