"""Where the one running reader of a user folder listens, and whether to trust it.

The socket is named after the user folder (a hash of its absolute path), so
``--user-dir`` readers do not meet, in a folder only its owner can enter:
``$XDG_RUNTIME_DIR/glossary-desktop`` (the runtime folder is the user's, mode
0700, by definition), else ``glossary-desktop-<uid>`` in the temporary folder.
A folder or socket that another user owns, or that others may enter, is refused:
whoever made it would receive what is looked up.
"""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from pathlib import Path

from glossary_desktop.errors import UserError

RUNTIME_ENV = "XDG_RUNTIME_DIR"
#: The longest socket path Linux takes (``sun_path`` is 108 bytes, its last a NUL).
MAX_PATH = 107
FOLDER = "glossary-desktop"


class NotOurs(UserError):
    """A folder or socket in the reader's place belongs to another user, or is open to others."""


def socket_folder() -> Path:
    runtime = os.environ.get(RUNTIME_ENV)
    if runtime and os.path.isabs(runtime):
        return Path(runtime) / FOLDER
    return Path(tempfile.gettempdir()) / f"{FOLDER}-{os.getuid()}"


def socket_path(user_dir: Path) -> Path:
    """The socket of the reader of ``user_dir`` (the folder is not created);
    :class:`UserError` if the runtime folder's path is too long for a socket."""
    key = hashlib.sha256(os.fsencode(os.path.abspath(user_dir))).hexdigest()[:24]
    path = socket_folder() / f"{key}.sock"
    if len(os.fsencode(path)) > MAX_PATH:
        raise UserError(f"{path} is too long for a socket: the running reader is not used")
    return path


def private_folder(folder: Path) -> Path:
    """``folder``, created mode 0700 if missing; :class:`NotOurs` if it is another
    user's, not a real folder (a symlink), or open to others."""
    try:
        folder.mkdir(mode=0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        raise UserError(f"cannot create {folder}: {exc.strerror}") from exc
    info = os.lstat(folder)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid():
        raise NotOurs(f"{folder} is not a folder of yours: the running reader is not used")
    if stat.S_IMODE(info.st_mode) & 0o077:
        raise NotOurs(f"{folder} is open to other users (chmod 700 it): "
                      "the running reader is not used")
    return folder


def check_socket(path: Path) -> bool:
    """Whether a socket is at ``path`` for us to talk to (``False``: nothing there).

    :class:`NotOurs` if something there belongs to another user or is not a socket.
    """
    private_folder(path.parent)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return False
    if not stat.S_ISSOCK(info.st_mode) or info.st_uid != os.getuid():
        raise NotOurs(f"{path} is not a socket of yours: the running reader is not used")
    return True
