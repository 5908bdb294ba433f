"""Where things live: the bundled glossary and the user's data folder.

Glossary: ``--db``, else ``$GLOSSARY_DESKTOP_DB``, else the copy inside the
frozen executable, else ``build/glossary.db`` of a source checkout.

User data: ``--user-dir``, else ``$GLOSSARY_DESKTOP_USER_DIR``, else Qt's
``AppDataLocation`` (``~/.local/share/Glossary Desktop/Glossary Desktop`` on Linux).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from glossary_desktop.errors import UserError

ORGANIZATION = "Glossary Desktop"
APPLICATION = "Glossary Desktop"
DB_ENV = "GLOSSARY_DESKTOP_DB"
USER_DIR_ENV = "GLOSSARY_DESKTOP_USER_DIR"
DB_NAME = "glossary.db"

#: The source checkout (the folder holding ``glossary_desktop/``).
REPO_ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = REPO_ROOT / "data"


def bundled_db() -> Path:
    """The glossary shipped with this copy of the app (may not exist yet)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / DB_NAME
    return REPO_ROOT / "build" / DB_NAME


def resolve_db(explicit: str | os.PathLike[str] | None) -> Path:
    if explicit:
        return Path(explicit)
    env = os.environ.get(DB_ENV)
    return Path(env) if env else bundled_db()


def resolve_user_dir(explicit: str | os.PathLike[str] | None) -> Path:
    """The user folder; an empty ``--user-dir`` or variable is an error, not "here"."""
    if explicit is not None:
        if not os.fspath(explicit):
            raise UserError("--user-dir is empty: give a folder for bookmarks and settings")
        return Path(explicit)
    env = os.environ.get(USER_DIR_ENV)
    if env is not None:
        if not env:
            raise UserError(f"{USER_DIR_ENV} is set but empty: give a folder or unset it")
        return Path(env)
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
