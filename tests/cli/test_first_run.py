"""On a machine where the app never ran, a command that only reads creates nothing.

``bookmarks list`` made the user folder and an empty ``user.db`` to say "no
bookmarks yet" (so did ``export --bookmarks`` and ``search --bookmarked``).
Each command runs in a process of its own, with the user folder named by
``--user-dir`` or left to the default (the data folder under an empty
``HOME``); a command that writes bookmarks still makes the folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

NO_GLOSSARIES = "no imported glossaries yet; add one with 'glossary-desktop import FILE'\n"

#: argv, exit code, stdout's first line (None: no output), stderr.
READS = [
    (["bookmarks"], 0, None, "no bookmarks yet\n"),
    (["bookmarks", "list"], 0, None, "no bookmarks yet\n"),
    (["bookmarks", "list", "--order", "alpha", "--json"], 0, "[]", ""),
    (["glossaries"], 0, None, NO_GLOSSARIES),
    (["glossaries", "list", "--json"], 0, "[]", ""),
    (["show", "sharding"], 0, "sharding  ·  IA distribuida", ""),
    (["search", "sincronico"], 0,
     "Entrenamiento Sincrónico  |  Treinamento Síncrono   [entrenamiento-sincronico]", ""),
    (["search", "sincronico", "--bookmarked"], 0, None,
     "No results for 'sincronico' with these filters.\n"),
    (["compare", "sharding"], 0, "sharding  ·  similarity 0.97  ·  no differences", ""),
    (["export", "-f", "csv"], 0,
     '"id","es","es_synonyms","es_definition","es_note","es_context","pt","pt_synonyms",'
     '"pt_definition","pt_note","pt_context","subject","note"', ""),
    (["export", "-f", "csv", "--bookmarks"], 1, None,
     "glossary-desktop: error: nothing to export: no bookmarks yet\n"),
    (["search", "cache", "--glossary", "mine"], 1, None,
     "glossary-desktop: error: no glossary named 'mine' (see 'glossary-desktop glossaries "
     "list')\n"),
]

WRITES = [
    ["bookmarks", "add", "sharding"],
    ["bookmarks", "note", "sharding", "leer"],
]


def _cli(home: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """The command in its own process, as on a first run: an empty home folder, and
    no variable naming another user folder or data folder."""
    env = {k: v for k, v in os.environ.items()
           if k != "GLOSSARY_DESKTOP_USER_DIR" and not k.startswith("XDG_")}
    env["HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", *argv], cwd=home.parent, env=env,
        capture_output=True, text=True, timeout=60, check=False,
    )


@pytest.fixture
def home(tmp_path: Path) -> Path:
    folder = tmp_path / "home"
    folder.mkdir()
    return folder


def _ids(table: list[list[str]]) -> list[str]:
    return [" ".join(argv) for argv in table]


@pytest.mark.parametrize("named", [True, False], ids=["--user-dir", "default folder"])
@pytest.mark.parametrize(("argv", "code", "first_line", "err"), READS,
                         ids=_ids([r[0] for r in READS]))
def test_a_command_that_reads_creates_nothing(
    glossary_db: Path, home: Path, named: bool,
    argv: list[str], code: int, first_line: str | None, err: str,
) -> None:
    new = home.parent / "NEW"
    where = ["--user-dir", str(new)] if named else []
    db = [] if "--glossary" in argv else ["--db", str(glossary_db)]

    done = _cli(home, *argv, *db, *where)

    lines = done.stdout.splitlines()
    assert (code, first_line, err) == (done.returncode, lines[0] if lines else None, done.stderr)
    assert not new.exists()
    assert [] == sorted(home.rglob("*"))  # nor the default folder (~/.local/share/...)
    assert ["home"] == sorted(p.name for p in home.parent.iterdir())  # nor a file here


@pytest.mark.parametrize("argv", WRITES, ids=_ids(WRITES))
def test_a_command_that_writes_still_makes_the_folder(
    glossary_db: Path, home: Path, argv: list[str]
) -> None:
    new = home.parent / "NEW"

    done = _cli(home, *argv, "--db", str(glossary_db), "--user-dir", str(new))
    listed = _cli(home, "bookmarks", "list", "--db", str(glossary_db), "--user-dir", str(new))

    assert (0, "") == (done.returncode, done.stderr)
    assert (new / "user.db").is_file()
    assert "sharding" == listed.stdout.split()[0]


def test_an_existing_user_folder_gets_no_bookmarks_file_from_a_list(
    glossary_db: Path, home: Path
) -> None:
    folder = home.parent / "NEW"
    folder.mkdir()  # made by something else: an imported glossary, the window's settings

    done = _cli(home, "bookmarks", "list", "--db", str(glossary_db), "--user-dir", str(folder))

    assert (0, "no bookmarks yet\n") == (done.returncode, done.stderr)
    assert [] == list(folder.iterdir())
