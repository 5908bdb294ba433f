"""The built executable compares: it carries the counterparts list the aligner reads.

Skips when ``make dist`` has not been run (as tests/build/test_bundle.py does).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from glossary_desktop.cli.compare import overview_json
from glossary_desktop.compare import overview
from glossary_desktop.glossary import Glossary
from glossary_desktop.paths import REPO_ROOT

ONEDIR = REPO_ROOT / "dist" / "glossary-desktop"
LIST = ONEDIR / "_internal" / "glossary_desktop" / "compare" / "counterparts.tsv"


@pytest.mark.skipif(not LIST.parent.exists(), reason=f"{ONEDIR} not built: run 'make dist'")
def test_the_executable_compares_as_the_source_does(glossary_db: Path) -> None:
    source = REPO_ROOT / "glossary_desktop" / "compare" / "counterparts.tsv"
    assert source.read_bytes() == LIST.read_bytes()
    done = subprocess.run(
        [str(ONEDIR / "glossary-desktop"), "compare", "--all", "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert (0, "") == (done.returncode, done.stderr)
    with Glossary.open(glossary_db) as g:
        expected = overview_json(overview(g.concepts()))
    assert expected == json.loads(done.stdout)
