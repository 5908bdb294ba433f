"""Where things live: the bundled glossary, the seed sources and the user's data folder.

Glossary: ``--db``, else ``$GLOSSARY_DESKTOP_DB``, else the copy shipped inside
the package (:data:`BUNDLED_DB`).

User data: ``--user-dir``, else ``$GLOSSARY_DESKTOP_USER_DIR``, else the
platform's application data folder (:func:`default_user_dir`).

No Qt here: the command line's bookmark commands use this module and load no Qt.
"""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_data_dir

from glossary_desktop.errors import UserError

ORGANIZATION = "Glossary Desktop"
APPLICATION = "Glossary Desktop"
DB_ENV = "GLOSSARY_DESKTOP_DB"
USER_DIR_ENV = "GLOSSARY_DESKTOP_USER_DIR"
DB_NAME = "glossary.db"

#: This package's folder: in a source checkout, a wheel install, or the
#: executable (PyInstaller sets ``__file__`` inside its bundle).
PACKAGE_DIR = Path(__file__).resolve().parent
#: The glossary shipped with the app, as package data next to the code: one
#: lookup that holds wherever the package is (``make db`` writes it here, the
#: wheel and the executable carry it). Not ``importlib.resources``: SQLite needs
#: a real file, and a zipped package, where that API would help, cannot give one.
BUNDLED_DB = PACKAGE_DIR / DB_NAME
#: The seed sources of a source checkout; an installed package has none.
DATA_DIR = PACKAGE_DIR.parent / "data"


def bundled_db() -> Path:
    """The glossary shipped with this copy of the app (may not exist yet)."""
    return BUNDLED_DB


def in_source_checkout() -> bool:
    """Whether this package runs from a source checkout (it has the seed sources)."""
    return DATA_DIR.is_dir()


def resolve_db(explicit: str | os.PathLike[str] | None) -> Path:
    if explicit:
        return Path(explicit)
    env = os.environ.get(DB_ENV)
    return Path(env) if env else bundled_db()


def default_user_dir() -> Path:
    """The folder Qt's ``QStandardPaths.AppDataLocation`` names for this app.

    Qt puts the organization and then the application under the platform's data
    folder (``~/.local/share/Glossary Desktop/Glossary Desktop`` on Linux).
    platformdirs' ``appauthor`` level exists on Windows only, so the organization
    is given as its ``appname`` and the application appended: the same folder on
    every platform (``roaming``: Qt uses the roaming AppData on Windows).
    """
    return Path(user_data_dir(ORGANIZATION, appauthor=False, roaming=True)) / APPLICATION


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
    return default_user_dir()
