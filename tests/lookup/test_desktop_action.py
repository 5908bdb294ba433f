"""The menu entry's "Look up selection" action: what a desktop shortcut runs."""

from __future__ import annotations

import configparser
import shutil
import subprocess

import pytest

from glossary_desktop.cli import make_parser
from glossary_desktop.paths import DATA_DIR

ENTRY = DATA_DIR.parent / "resources" / "glossary-desktop.desktop"


class _CaseKept(configparser.ConfigParser):
    """A desktop entry's keys are case-sensitive (``Exec``, ``Name``)."""

    def optionxform(self, optionstr: str) -> str:
        return optionstr


def test_the_action_runs_lookup_of_the_selection() -> None:
    entry = _CaseKept(interpolation=None)
    entry.read(ENTRY, encoding="utf-8")
    assert "lookup-selection;" == entry["Desktop Entry"]["Actions"]
    action = entry["Desktop Action lookup-selection"]
    assert "Look up selection" == action["Name"]
    program, *argv = action["Exec"].split()
    assert "glossary-desktop" == program
    parsed = make_parser().parse_args(argv)
    assert ("lookup", True, None) == (parsed.command, parsed.selection, parsed.text)


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="needs desktop-file-validate (apt-get install desktop-file-utils)")
def test_the_entry_is_valid() -> None:
    done = subprocess.run(["desktop-file-validate", str(ENTRY)], capture_output=True,
                          text=True, check=False)
    assert (0, "") == (done.returncode, done.stdout + done.stderr)
