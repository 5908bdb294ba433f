"""Make PySide6's import hook cheap for every module imported after PySide6.

PySide6 replaces ``__import__`` and, after each import, asks whether the new
module uses PySide (for its ``__feature__`` switching, which this app never
uses) by reading the module's source with :func:`inspect.getsource`: decoding
it, splitting it into lines and keeping them in :mod:`linecache`. Measured on
the window's start-up: 19 ms over 67 modules, and ~3 MB of cached source.
Searching the file's bytes answers the same question in a fraction of that.

Applied when this module is imported (first thing in the package) and again
by the UI package, after PySide6 is loaded; a no-op if PySide6 is not loaded
yet or its internals are not what this expects. This module imports no Qt.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

#: Where PySide6 keeps the hook's "does this module use PySide" test.
FEATURE_MODULE = "shibokensupport.feature"
_TEST = "_mod_uses_pyside"


def lighten_pyside_import_hook() -> bool:
    """Replace PySide6's source scan with a byte search; ``True`` if replaced now."""
    feature = sys.modules.get(FEATURE_MODULE)
    original: Callable[[ModuleType], bool] | None = getattr(feature, _TEST, None)
    if original is None or getattr(original, "lightened", False):
        return False

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                # No such file: a frozen app's modules (no source in the bundle),
                # a zip. The loader's source is what getsource would have read;
                # asking it directly skips inspect (~0.1 ms a module when frozen).
                return "PySide6" in (_loader_source(module) or "")
        return original(module)  # compiled extensions, built-ins: PySide's own answer

    # Marked on the function itself: PySide's module is where it lives, and the
    # mark is what tells a second call (and the tests) it is already in place.
    uses_pyside.lightened = True  # type: ignore[attr-defined]  # functions take attributes
    setattr(feature, _TEST, uses_pyside)
    return True


def _loader_source(module: ModuleType) -> str | None:
    get_source = getattr(getattr(module, "__loader__", None), "get_source", None)
    if get_source is None:
        return None
    try:
        source = get_source(module.__name__)
    except (ImportError, OSError, SyntaxError, UnicodeError):
        return None
    return source if isinstance(source, str) else None


lighten_pyside_import_hook()
