"""What lets a room of the window list its public names without importing its modules.

A room's ``__init__`` names what the rest of the package may use of it; the rest
imports those names from the room, never from its modules. Importing the room must
not import every module in it (the first frame needs few of them), so each name's
module is imported when the name is first asked for (PEP 562's module
``__getattr__``), and the name is then kept in the room's namespace.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_names(room: str, where: Mapping[str, str]) -> Callable[[str], object]:
    """The module ``__getattr__`` of the room ``room`` (its ``__name__``): the name
    ``n`` of ``where`` comes from the room's module ``where[n]``."""
    namespace = sys.modules[room].__dict__

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {room!r} has no attribute {name!r}")
        value = getattr(import_module(f"{room}.{module}"), name)
        namespace[name] = value
        return value

    return __getattr__
