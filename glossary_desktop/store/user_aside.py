"""A damaged bookmarks file moved aside: its file and sidecars renamed to a name
nobody else can take (``user.db.corrupt-YYYYMMDD-HHMMSS[-N]``), so that a fresh
one can start in its place and the damaged bytes are kept as they were.

:mod:`glossary_desktop.store.user_files` tells that it is damaged;
:mod:`glossary_desktop.store.user_db` decides to move it. No Qt here.
"""

from __future__ import annotations

import os
from contextlib import suppress
from datetime import datetime
from pathlib import Path

from glossary_desktop.store.user_files import SIDECARS, FileId, file_id


def aside_path(path: Path, when: datetime) -> Path:
    """A free name ``user.db.corrupt-YYYYMMDD-HHMMSS[-N]`` next to ``path``.

    Free means the name and its ``-wal``/``-shm`` do not exist; the caller
    reserves it with O_EXCL, so two instances never pick the same one.
    """
    stem = f"{path.name}.corrupt-{when:%Y%m%d-%H%M%S}"
    n = 1
    while True:
        candidate = path.with_name(stem if n == 1 else f"{stem}-{n}")
        names = [candidate, *(Path(f"{candidate}{s}") for s in SIDECARS)]
        if not any(os.path.lexists(p) for p in names):
            return candidate
        n += 1


def move_aside(path: Path, inode: FileId) -> Path | None:
    """Rename a damaged ``path`` and its sidecars; ``None`` if it already went.

    Never overwrites: the new name is reserved with O_EXCL first (``os.replace``
    over a name someone else made would destroy it). The WAL moves before the
    main file: a WAL left behind would be replayed into the fresh database.
    """
    while True:
        target = aside_path(path, datetime.now())
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
            break
        except FileExistsError:
            continue  # another instance took it between the check and here
    if file_id(path) != inode:
        # Another instance moved it and started a fresh file meanwhile: use that one.
        target.unlink()
        return None
    for suffix in SIDECARS:
        with suppress(FileNotFoundError):
            os.replace(f"{path}{suffix}", f"{target}{suffix}")
    os.replace(path, target)
    return target
