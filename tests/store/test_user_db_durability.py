"""The user store under SIGKILL and under two writing instances.

Child processes run real :class:`UserStore` code; the parent only kills them and
then checks the file. Power loss cannot be simulated here: it rests on
``synchronous=FULL`` (see ``user_db._connect``), checked in ``test_user_db.py``.
"""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from glossary_desktop.store.user_db import UserStore

#: Kills per run; raise it for a soak (``USER_DB_KILL_ROUNDS=2000 pytest ...``).
KILL_ROUNDS = int(os.environ.get("USER_DB_KILL_ROUNDS", "100"))

# Adds bookmarks for ever; a slug is printed only after add() has returned, so a
# printed slug is one the app would have shown the user as saved.
ADD_FOREVER = r"""
import sys
from glossary_desktop.store.user_db import UserStore

folder, prefix = sys.argv[1], sys.argv[2]
store = UserStore.open(folder)
if not store.writable or store.recovered_from is not None:
    sys.exit(f"unexpected state after a kill: {store.warning}")
i = 0
while True:
    slug = f"{prefix}-{i}"
    store.add(slug, term=slug.upper(), note="n" * (i % 40))
    if i % 3 == 0:
        store.record_visit(slug)
    sys.stdout.write(f"saved {slug}\n")
    sys.stdout.flush()
    i += 1
"""

# Opens, waits for "go" on stdin so both instances write at the same time, then
# writes its own slugs (adds, set bookmarked, notes, visits) and reports "done".
WRITE_SET = r"""
import sys
from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_db import UserStore

folder, prefix, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
with UserStore.open(folder) as store:
    print("ready", store.writable, store.warning, flush=True)
    sys.stdin.readline()
    for i in range(count):
        slug = f"{prefix}-{i}"
        store.add(slug, term=slug)
        store.record_visit(slug)
        if i % 5 == 0:
            store.set_note(Bookmark(slug, slug, "", 0.0), "note")
            store.set_bookmarked(Bookmark(f"{prefix}-toggled-{i}", "", "", 0.0), True)
print("done", flush=True)
"""


def _spawn(script: str, *args: str, stdin: int | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,  # one pipe: a traceback shows up in the output checked
        text=True,
    )


def _kill_at_random(folder: Path, prefix: str, rng: random.Random) -> list[str]:
    """Run one writer, SIGKILL it mid-stream, return the slugs it reported saved."""
    with _spawn(ADD_FOREVER, str(folder), prefix) as proc:  # exit: close pipes, wait
        assert proc.stdout is not None
        first = proc.stdout.readline()  # blocks until the first bookmark is saved
        if not first.startswith("saved "):
            proc.kill()
            raise AssertionError(f"writer failed before saving: {first}{proc.stdout.read()}")
        # The one sleep in these tests: it only picks the random moment of the kill.
        time.sleep(rng.uniform(0.005, 0.120))
        proc.send_signal(signal.SIGKILL)
        rest = proc.stdout.read()  # the file object, not communicate(): readline() buffered
    assert -signal.SIGKILL == proc.returncode
    lines = (first + rest).splitlines(keepends=True)
    complete = [line for line in lines if line.endswith("\n")]
    unexpected = [line for line in complete if not line.startswith("saved ")]
    assert [] == unexpected
    return [line.split()[1] for line in complete]


def _ask(path: Path, sql: str) -> object:
    """The one value ``sql`` reads from ``path``, on a read-only connection of its own."""
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return conn.execute(sql).fetchone()[0]
    finally:
        conn.close()


def _integrity(path: Path) -> object:
    return _ask(path, "PRAGMA integrity_check")


@pytest.mark.slow  # a hundred SIGKILLed writers
def test_every_reported_bookmark_survives_sigkill(tmp_path: Path) -> None:
    folder = tmp_path / "user"
    rng = random.Random(20240611)
    reported: list[str] = []
    for round_no in range(KILL_ROUNDS):  # one growing DB: later kills hit a bigger WAL
        reported += _kill_at_random(folder, f"k{round_no}", rng)

    assert len(reported) >= KILL_ROUNDS
    assert "ok" == _integrity(folder / "user.db")  # before anything else touches it
    with UserStore.open(folder) as store:
        assert (True, None, None) == (store.writable, store.recovered_from, store.warning)
        assert set() == set(reported) - store.slugs()
    assert [] == [p.name for p in folder.iterdir() if ".corrupt-" in p.name]


def test_two_instances_write_at_once_and_lose_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "user"  # absent: both instances also race to create it
    count = 300
    with contextlib.ExitStack() as stack:  # exit: close pipes, wait
        procs = {
            p: stack.enter_context(
                _spawn(WRITE_SET, str(folder), p, str(count), stdin=subprocess.PIPE)
            )
            for p in ("left", "right")
        }
        for proc in procs.values():
            assert proc.stdout is not None
            assert "ready True None\n" == proc.stdout.readline()
        for proc in procs.values():
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        # communicate() reads the raw pipe: safe, as the child printed nothing
        # after "ready" until it got "go", so readline() buffered nothing more.
        results = {p: proc.communicate(timeout=120)[0] for p, proc in procs.items()}
        assert dict.fromkeys(procs, (0, "done\n")) == {
            p: (proc.returncode, results[p]) for p, proc in procs.items()
        }

    assert "ok" == _integrity(folder / "user.db")
    with UserStore.open(folder) as store:
        expected = {f"{p}-{i}" for p in procs for i in range(count)}
        expected |= {f"{p}-toggled-{i}" for p in procs for i in range(0, count, 5)}
        assert expected == store.slugs()
        noted = {f"{p}-{i}" for p in procs for i in range(0, count, 5)}
        assert noted == {b.slug for b in store.bookmarks() if b.note == "note"}
    assert 2 * count == _ask(folder / "user.db", "SELECT count(DISTINCT slug) FROM history")
