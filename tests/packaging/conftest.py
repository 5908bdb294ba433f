"""The built executable's two forms as fixtures, where ``make dist`` and ``make
dist-onefile`` put them. A form that is not built is skipped, unless
``$GLOSSARY_DESKTOP_REQUIRE_DIST`` names it (``onedir,onefile``): then its
tests fail. ``make test-dist`` sets it, so CI cannot pass with the bundle tests
skipped.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ONEDIR = ROOT / "dist" / "glossary-desktop"
ONEFILE = ROOT / "dist" / "onefile" / "glossary-desktop"
#: PyInstaller puts datas under _internal/; the spec puts them in the package's folder.
BUNDLED_DB = Path("_internal", "glossary_desktop", "glossary.db")
REQUIRE_ENV = "GLOSSARY_DESKTOP_REQUIRE_DIST"


def _built(form: str, marker: Path, make: str) -> None:
    """Skip (or fail, when the form is required) if ``form`` is not built."""
    if marker.exists():
        return
    message = f"{marker} not built: run '{make}' first"
    if form in os.environ.get(REQUIRE_ENV, "").split(","):
        pytest.fail(f"{message} (${REQUIRE_ENV} requires it)")
    pytest.skip(message)  # a plain `make test` before `make dist`; CI requires both forms


@pytest.fixture
def onedir() -> Path:
    """The onedir folder (``make dist``); its glossary is ``onedir / BUNDLED_DB``."""
    _built("onedir", ONEDIR / BUNDLED_DB, "make dist")
    return ONEDIR


@pytest.fixture
def onefile() -> Path:
    """The single-file executable (``make dist-onefile``)."""
    _built("onefile", ONEFILE, "make dist-onefile")
    return ONEFILE


@pytest.fixture(params=["onedir", "onefile"])
def executable(request: pytest.FixtureRequest) -> Path:
    """The program of either form: a test that takes it runs on both."""
    if request.param == "onedir":
        _built("onedir", ONEDIR / BUNDLED_DB, "make dist")
        return ONEDIR / "glossary-desktop"
    _built("onefile", ONEFILE, "make dist-onefile")
    return ONEFILE
