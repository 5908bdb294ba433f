"""``glossary-desktop lookup``'s usage errors: exit 2 and one line, before any Qt."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("argv", [[], ["sharding", "--selection"], ["a", "b"]])
def test_lookup_needs_one_text_or_the_selection(argv: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "glossary_desktop", "lookup", *argv],
                          capture_output=True, text=True, timeout=60, check=False)
    assert 2 == done.returncode
    assert 1 == len(done.stderr.splitlines())
    assert done.stderr.startswith(("glossary-desktop lookup: error:", "glossary-desktop: error:"))
