"""Two stores on one user folder in one process (a second window, a switch back to
the glossary already open) and a command line in another: no write is lost.

POSIX record locks belong to a process, not to a file descriptor: closing any
descriptor of ``user.db`` drops every lock the process holds on it, SQLite's
included. Opening a second store used to read the file's header and probe it for
writing through descriptors of its own; the next command to close its connection
then found no other reader, checkpointed and deleted the WAL, and every later
write of the first store went into a deleted file that no other process could see.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from glossary_desktop.store.user_db import UserStore


def _listed_by_the_command_line(user_dir: Path, glossary_db: Path) -> list[str]:
    env = {**os.environ, "GLOSSARY_DESKTOP_USER_DIR": str(user_dir)}
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "bookmarks", "list", "--json",
         "--db", str(glossary_db)],
        env=env, capture_output=True, text=True, timeout=60, check=True,
    )
    return sorted(b["slug"] for b in json.loads(done.stdout))


def test_a_second_store_in_the_process_loses_no_write_of_the_first(
    tmp_path: Path, glossary_db: Path
) -> None:
    user_dir = tmp_path / "user"
    first = UserStore.open(user_dir)
    try:
        first.add("dask", term="Dask")
        second = UserStore.open(user_dir)  # the same folder, opened again in this process
        second.close()
        assert ["dask"] == _listed_by_the_command_line(user_dir, glossary_db)

        first.add("sharding", term="Sharding")  # after the command line closed

        assert ["dask", "sharding"] == _listed_by_the_command_line(user_dir, glossary_db)
    finally:
        first.close()
    assert ["dask", "sharding"] == _listed_by_the_command_line(user_dir, glossary_db)
