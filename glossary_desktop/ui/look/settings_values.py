"""Reading a value from ``settings.ini`` with the type it must have.

A value of another type (Qt reads ``theme=dark, light`` as a list; a size typed
as text) is ignored with one warning line on stderr naming the file and the
setting, never a crash. The window's settings and the View menu's language and
theme all read through these.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection

from PySide6.QtCore import QByteArray, QSettings

#: (file, key) of the settings already reported as ignored: the theme and the
#: language are read before the window and again by it, and said once.
_reported: set[tuple[str, str]] = set()


def read_text(
    settings: QSettings, key: str, default: str = "", choices: Collection[str] | None = None
) -> str:
    """The text stored under ``key`` (one of ``choices`` if given), else ``default``."""
    value = settings.value(key, default)
    if isinstance(value, str) and (choices is None or value in choices):
        return value
    expected = "text" if choices is None else "one of " + ", ".join(
        c or repr(c) for c in choices  # "" shown as two quotes
    )
    _ignore(settings, key, value, expected)
    return default


def read_int(settings: QSettings, key: str, default: int = 0) -> int:
    """The whole number stored under ``key``, else ``default``."""
    value = settings.value(key, default)
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            pass
    _ignore(settings, key, value, "a whole number")
    return default


def read_flag(settings: QSettings, key: str, default: bool = False) -> bool:
    """The true-or-false stored under ``key``, else ``default``."""
    value = settings.value(key, default)
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.lower() in ("true", "false"):
        return value.lower() == "true"  # an INI file's way of saying it
    _ignore(settings, key, value, "true or false")
    return default


def read_layout(settings: QSettings, key: str, apply: Callable[[QByteArray], bool]) -> bool:
    """Give the layout saved under ``key`` (bytes Qt wrote) to ``apply``; whether it
    took it (nothing saved, or bytes it cannot read: ``False``)."""
    value = settings.value(key)
    if value is None or (isinstance(value, str | QByteArray | bytes) and not value):
        return False  # nothing saved yet
    if isinstance(value, QByteArray | bytes) and value and apply(QByteArray(value)):
        return True
    _ignore(settings, key, value, "a window layout saved by Glossary Desktop")
    return False


def _ignore(settings: QSettings, key: str, value: object, expected: str) -> None:
    """One line on stderr: ``key`` in the settings file holds ``value``, not ``expected``."""
    where = settings.fileName()
    if (where, key) in _reported:
        return
    _reported.add((where, key))
    print(f"glossary-desktop: warning: {where}: {key}: {_shown(value)} is not {expected};"
          " ignored", file=sys.stderr)


def _shown(value: object) -> str:
    """``value`` as the user would recognise it in the file, escaped and short."""
    if isinstance(value, list):  # "dark, light": a comma makes a list
        text = ", ".join(str(item) for item in value)
    elif isinstance(value, str):
        text = value
    elif isinstance(value, QByteArray | bytes):
        return "a byte array"
    else:
        return f"a {type(value).__name__}"
    return repr(text if len(text) <= 60 else text[:60] + "…")
