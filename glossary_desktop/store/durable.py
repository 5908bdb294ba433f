"""Making a rename durable: the folder that holds the new name is synced too.

A file renamed into place is only certain to keep its new name through a
power cut once its folder's entry is on disk. Shared by every writer that
renames a finished temporary file over its target (the glossary build, the
exports).
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path


def sync_folder(folder: Path) -> None:
    """``fsync`` the folder; a filesystem that cannot sync folders is left as it is."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
