"""``bookmarks import`` of a bookmark that is here with another note: the newer note
stays, the other is reported, whole, one line a conflict.

A user writes a note on the laptop, another on the desktop, and merges the
desktop's backup: whichever was written last is the note kept. The import runs
as the user runs it (the real command, in a child process); the store is read
back from this process.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark
from glossary_desktop.glossary.bookmarks_in import Why, file_note_wins
from tests.cli.conftest import Run


def _import(glossary_db: Path, folder: Path, backup: Path) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db), "--user-dir",
         str(folder), "bookmarks", "import", str(backup)],
        capture_output=True, text=True, timeout=60, check=False)
    assert (0, "") == (done.returncode, done.stderr)
    return done.stdout.splitlines()


def _sharding(run: Run) -> tuple[str, float | None]:
    code, out, _ = run("bookmarks", "list", "--json")
    assert 0 == code
    (mark,) = [b for b in json.loads(out) if b["slug"] == "sharding"]
    return mark["note"], mark["note_changed_at"]


def _backup_with(run: Run, path: Path, note: str, changed: float | None) -> Path:
    """This folder's backup, its sharding note replaced by another of that time."""
    assert 0 == run("bookmarks", "export", "--json", "--out", str(path))[0]
    data = json.loads(path.read_text(encoding="utf-8"))
    (mark,) = [b for b in data["bookmarks"] if b["slug"] == "sharding"]
    mark.update(note=note, note_changed_at=changed)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


COUNTS = ("1 bookmark read: 0 added, 0 given the file's note, 0 already here, "
          "1 with another note here")


@pytest.mark.parametrize(
    ("file_later", "kept", "line"),
    [
        (60, "written in the file", "kept the file's note on sharding (newer): 'written in "
                                    "the file'; the one here was: 'mine\\nsecond line'"),
        (-60, "mine\nsecond line", "kept the note here on sharding (newer): 'mine\\nsecond "
                                   "line'; the file's: 'written in the file'"),
    ],
    ids=["the-files-is-newer", "the-one-here-is-newer"],
)
def test_the_newer_note_is_kept_and_the_other_reported_whole(
    run: Run, glossary_db: Path, folder: Path, tmp_path: Path,
    file_later: float, kept: str, line: str,
) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "mine\nsecond line")[0]
    _, here = _sharding(run)
    assert here is not None
    backup = _backup_with(run, tmp_path / "other.json", "written in the file", here + file_later)
    assert [COUNTS, line] == _import(glossary_db, folder, backup)
    assert (kept, here + max(file_later, 0)) == _sharding(run)


def _undate_notes_here(folder: Path) -> None:
    """As a note written before the store kept its time reads after the upgrade."""
    conn = sqlite3.connect(folder / "user.db")
    with conn:
        conn.execute("UPDATE bookmarks SET note_changed_at = NULL")
    conn.close()


@pytest.mark.parametrize(
    ("here_dated", "file_dated", "kept", "line"),
    [
        (False, True, "theirs", "kept the file's note on sharding (the other has no date): "
                                "'theirs'; the one here was: 'mine'"),
        (True, False, "mine", "kept the note here on sharding (the other has no date): 'mine'; "
                              "the file's: 'theirs'"),
        (False, False, "mine", "kept the note here on sharding (neither has a date): 'mine'; "
                               "the file's: 'theirs'"),
    ],
    ids=["dated-file-beats-undated-here", "dated-here-beats-undated-file", "both-undated"],
)
def test_a_note_without_a_date_is_older_than_any_dated_one(
    run: Run, glossary_db: Path, folder: Path, tmp_path: Path,
    here_dated: bool, file_dated: bool, kept: str, line: str,
) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "mine")[0]
    # The file's date is years older than the note here: only being dated counts.
    backup = _backup_with(run, tmp_path / "b.json", "theirs", 1.0e9 if file_dated else None)
    if not here_dated:
        _undate_notes_here(folder)
    assert [COUNTS, line] == _import(glossary_db, folder, backup)
    assert kept == _sharding(run)[0]


def test_a_csv_export_has_no_dates_so_a_dated_note_here_stays(
    run: Run, glossary_db: Path, folder: Path, tmp_path: Path
) -> None:
    assert 0 == run("bookmarks", "add", "sharding", "--note", "in the sheet")[0]
    exported = tmp_path / "mine.csv"
    assert 0 == run("export", "--bookmarks", "--format", "csv", "--out", str(exported))[0]
    assert 0 == run("bookmarks", "note", "sharding", "changed since")[0]
    assert [COUNTS, "kept the note here on sharding (the other has no date): 'changed since'; "
                    "the file's: 'in the sheet'"] == _import(glossary_db, folder, exported)
    assert "changed since" == _sharding(run)[0]


@pytest.mark.parametrize(
    ("here", "there", "expected"),
    [
        (5.0, 6.0, (True, Why.NEWER)),
        (6.0, 5.0, (False, Why.NEWER)),
        (5.0, 5.0, (False, Why.SAME_TIME)),
        (None, 5.0, (True, Why.OTHER_UNDATED)),
        (5.0, None, (False, Why.OTHER_UNDATED)),
        (None, None, (False, Why.BOTH_UNDATED)),
    ],
)
def test_the_rule_between_two_notes(
    here: float | None, there: float | None, expected: tuple[bool, Why]
) -> None:
    mark = Bookmark("dask", "Dask", "una", 1.0)
    assert expected == file_note_wins(mark._replace(note_changed_at=here),
                                      mark._replace(note="otra", note_changed_at=there))
