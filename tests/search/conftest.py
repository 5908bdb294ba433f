"""Generated glossaries for search tests: big enough that a match can rank past a limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR
from tests.benchmarks.generate import write_sources


def generated_glossary(tmp_path_factory: pytest.TempPathFactory, size: int) -> Path:
    """The seed files plus ``size`` generated concepts (their own volume), built once."""
    folder = tmp_path_factory.mktemp(f"generated-{size}")
    out = folder / "glossary.db"
    build_db([*sources_in(DATA_DIR), *write_sources(size, 7, folder / "sources")], out)
    return out


@pytest.fixture(scope="session")
def generated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """3,000 generated concepts beside the 31 seed ones (about two seconds)."""
    return generated_glossary(tmp_path_factory, 3_000)


@pytest.fixture(scope="session")
def generated_100k_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """100,000 generated concepts beside the seed ones (for ``slow`` tests only)."""
    return generated_glossary(tmp_path_factory, 100_000)
