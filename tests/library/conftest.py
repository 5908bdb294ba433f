"""A user folder holding the three-glossary library (``tests/library/three.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.library.three import import_both


@pytest.fixture
def library_dir(tmp_path: Path) -> Path:
    """A user folder whose library holds "clientes" (CSV) and "iate" (TBX)."""
    folder = tmp_path / "user"
    import_both(folder, tmp_path / "sources")
    return folder
