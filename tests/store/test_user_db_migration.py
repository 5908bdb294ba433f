"""A user.db of every older format is upgraded in place to the current one.

Each old file is built here from that format's own SQL (never from files
outside the repository), filled with bookmarks and notes, and opened by the
store; another process then reads the upgraded file. A crash in the middle of
the upgrade leaves the old file as it was; a file of a newer format is read,
never written, and said in one line.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.store import user_schema
from glossary_desktop.store.user_db import UserStore

#: Format 1 as it created a file.
V1_SQL = """
CREATE TABLE bookmarks (slug TEXT PRIMARY KEY, term TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '', created_at REAL NOT NULL);
CREATE TABLE history (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, visited_at REAL NOT NULL);
CREATE INDEX history_slug ON history(slug, id);
INSERT INTO bookmarks VALUES ('dask', 'Dask', 'leer después', 5.0);
INSERT INTO bookmarks VALUES ('sharding', 'Sharding', '', 6.0);
INSERT INTO history (slug, visited_at) VALUES ('dask', 7.0);
PRAGMA user_version = 1;
"""
#: Format 2 as it upgraded a format 1 file.
V2_UPGRADED_SQL = V1_SQL.replace("PRAGMA user_version = 1;", """
ALTER TABLE bookmarks ADD COLUMN es_term TEXT NOT NULL DEFAULT '';
ALTER TABLE bookmarks ADD COLUMN pt_term TEXT NOT NULL DEFAULT '';
ALTER TABLE bookmarks ADD COLUMN source TEXT NOT NULL DEFAULT '';
UPDATE bookmarks SET es_term = 'Dask', pt_term = 'Dask', source = 'ia.es.txt'
    WHERE slug = 'dask';
PRAGMA user_version = 2;
""")
#: Format 2 as it created a file.
V2_SQL = """
CREATE TABLE bookmarks (slug TEXT PRIMARY KEY, term TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '', created_at REAL NOT NULL, es_term TEXT NOT NULL DEFAULT '',
    pt_term TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT ''
);
CREATE TABLE history (id INTEGER PRIMARY KEY, slug TEXT NOT NULL, visited_at REAL NOT NULL);
CREATE INDEX history_slug ON history(slug, id);
INSERT INTO bookmarks VALUES ('dask', 'Dask', 'leer después', 5.0, 'Dask', 'Dask', 'ia.es.txt');
INSERT INTO bookmarks VALUES ('sharding', 'Sharding', '', 6.0, '', '', '');
INSERT INTO history (slug, visited_at) VALUES ('dask', 7.0);
PRAGMA user_version = 2;
"""
OLD_FILES = {"format-1": V1_SQL, "format-2": V2_SQL, "format-2-upgraded-from-1": V2_UPGRADED_SQL}

#: Another process reads the file as SQLite stores it: version, columns, rows.
READ = r"""
import json, sqlite3, sys
conn = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
columns = [r[1] for r in conn.execute("PRAGMA table_info(bookmarks)")]
dated = "note_changed_at" if "note_changed_at" in columns else "NULL"
print(json.dumps({
    "version": conn.execute("PRAGMA user_version").fetchone()[0],
    "columns": columns,
    "bookmarks": [list(r) for r in conn.execute(
        f"SELECT slug, note, created_at, {dated} FROM bookmarks ORDER BY slug")],
    "visits": conn.execute("SELECT count(*) FROM history").fetchone()[0],
}))
"""


def _old_file(folder: Path, sql: str) -> Path:
    folder.mkdir(parents=True)
    path = folder / "user.db"
    conn = sqlite3.connect(path)
    conn.executescript(sql)
    conn.close()
    return path


def _read_elsewhere(path: Path) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", READ, str(path)], capture_output=True,
                          text=True, timeout=60, check=True)
    return json.loads(done.stdout)


@pytest.mark.parametrize("sql", OLD_FILES.values(), ids=OLD_FILES.keys())
def test_an_older_file_is_upgraded_in_place_keeping_every_bookmark_and_note(
    tmp_path: Path, sql: str
) -> None:
    path = _old_file(tmp_path / "user", sql)
    with UserStore.open(path.parent) as store:
        assert (True, None) == (store.writable, store.warning)
        assert [("dask", "leer después", None), ("sharding", "", None)] == [
            (b.slug, b.note, b.note_changed_at) for b in store.bookmarks("alpha")]
    # Notes found by the upgrade are undated (NULL): their time is unknown.
    assert {"version": 3, "columns": list(user_schema.COLUMNS["bookmarks"]),
            "bookmarks": [["dask", "leer después", 5.0, None], ["sharding", "", 6.0, None]],
            "visits": 1} == _read_elsewhere(path)


@pytest.mark.parametrize("sql", OLD_FILES.values(), ids=OLD_FILES.keys())
def test_an_upgraded_file_dates_the_next_note_and_is_checked_like_a_new_one(
    tmp_path: Path, sql: str
) -> None:
    path = _old_file(tmp_path / "user", sql)
    with UserStore.open(path.parent, clock=lambda: 100.0) as store:
        mark = store.get("dask")
        assert mark is not None
        store.set_note(mark, "otra vez")
    with UserStore.open(path.parent) as again:  # the check at every open passes it
        assert (True, None) == (again.writable, again.warning)
    assert ["dask", "otra vez", 5.0, 100.0] == _read_elsewhere(path)["bookmarks"][0]


#: The upgrade, run by the real store in its own process, killed before it commits.
KILLED_MID_UPGRADE = r"""
import os, signal, sys
from glossary_desktop.store import user_schema
from glossary_desktop.store.user_db import UserStore

real_upgrade = user_schema.upgrade

def upgrade_then_die(conn):
    real_upgrade(conn)  # every ALTER TABLE done, the version set, not committed
    os.kill(os.getpid(), signal.SIGKILL)

user_schema.upgrade = upgrade_then_die
UserStore.open(sys.argv[1])
"""


@pytest.mark.parametrize("sql", OLD_FILES.values(), ids=OLD_FILES.keys())
def test_a_crash_in_the_middle_of_the_upgrade_leaves_the_old_file_as_it_was(
    tmp_path: Path, sql: str
) -> None:
    path = _old_file(tmp_path / "user", sql)
    before = _read_elsewhere(path)
    done = subprocess.run([sys.executable, "-c", KILLED_MID_UPGRADE, str(path.parent)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert -9 == done.returncode, done.stderr
    assert before == _read_elsewhere(path)
    with UserStore.open(path.parent) as store:  # and the next start upgrades it
        assert ["dask", "sharding"] == [b.slug for b in store.bookmarks("alpha")]
    assert 3 == _read_elsewhere(path)["version"]


def test_two_processes_opening_an_old_file_at_once_upgrade_it_once(tmp_path: Path) -> None:
    path = _old_file(tmp_path / "user", V2_SQL)
    script = ("import sys\nfrom glossary_desktop.store.user_db import UserStore\n"
              "s = UserStore.open(sys.argv[1])\nprint(s.writable, s.warning)\n"
              "s.set_note(s.get('sharding'), sys.argv[2])\n")
    children = [subprocess.Popen([sys.executable, "-c", script, str(path.parent), note],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for note in ("uno", "dos")]
    outs = [child.communicate(timeout=60) for child in children]
    assert [("True None\n", "")] * 2 == outs
    read = _read_elsewhere(path)
    assert ["dask", "leer después"] == read["bookmarks"][0][:2]
    assert read["bookmarks"][1][1] in ("uno", "dos")
    assert isinstance(read["bookmarks"][1][3], float)  # dated by whichever wrote last


def test_a_newer_format_is_read_only_and_said_in_one_line(tmp_path: Path) -> None:
    """What a version of the app says of a file a later one upgraded: here, one
    format ahead of this one, with a column it does not know."""
    folder = tmp_path / "user"
    path = _old_file(folder, V2_SQL.replace(
        "source TEXT NOT NULL DEFAULT ''\n", "source TEXT NOT NULL DEFAULT '',\n"
        "note_changed_at REAL, colour TEXT\n").replace(
        "'ia.es.txt');", "'ia.es.txt', 9.0, 'red');").replace(
        "'', '', '');", "'', '', '', NULL, NULL);").replace(
        "user_version = 2", f"user_version = {user_schema.SCHEMA_VERSION + 1}"))
    before = path.read_bytes()
    with UserStore.open(folder) as store:
        assert (False, True) == (store.writable, store.newer)
        mark = store.get("dask")
        assert mark is not None
        assert ("dask", "leer después", 9.0) == (mark.slug, mark.note, mark.note_changed_at)
        assert store.warning is not None
        assert 1 == len(store.warning.splitlines())
        assert f"made by a newer version of the app (format {user_schema.SCHEMA_VERSION + 1}, " \
               f"this version writes {user_schema.SCHEMA_VERSION})" in store.warning
    done = subprocess.run([sys.executable, "-m", "glossary_desktop", "--user-dir", str(folder),
                           "bookmarks", "note", "dask", "nueva"],
                          capture_output=True, text=True, timeout=60, check=False,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert 1 == done.returncode
    assert "made by a newer version" in done.stderr
    assert before == path.read_bytes()
