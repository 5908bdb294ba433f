"""Load fontconfig's configuration on a second core while the window's code loads.

The first widget that needs a font (the search box) makes Qt initialise
fontconfig: parse its XML configuration and load the font caches, ~9 ms on this
machine and more where thousands of fonts are installed, with nothing else to
do on the main thread meanwhile. :func:`start` runs that same ``FcInit()`` on
another thread while the main one imports the window's modules (~50 ms of
Python); Qt's own ``FcInit()`` then finds the configuration loaded and returns
at once (the function is documented to do nothing when it is).

Why ``ctypes`` and not a Qt call: ``QFontDatabase`` is thread-safe, but PySide6
keeps the GIL for the whole call, so the main thread would wait anyway
(measured: the main thread ran a tenth of its loop while ``families()`` ran).
A ``ctypes`` call releases the GIL. Fontconfig has been thread-safe since 2.11.

Linux (fontconfig) only: anywhere the library cannot be found, nothing happens
and Qt loads its fonts as before.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

#: The soname Qt links against. Loaded by name once QtGui is imported, so
#: ``dlopen`` returns the copy already in the process (the bundle's, when frozen).
FONTCONFIG = "libfontconfig.so.1"


def _init_fontconfig() -> None:
    import ctypes  # here: ~1 ms of import, paid on this thread

    try:
        library = ctypes.CDLL(FONTCONFIG)
    except OSError:  # no fontconfig: Qt uses another font database
        return
    library.FcInit()


def start() -> threading.Thread | None:
    """Start initialising fontconfig on a thread; ``None`` where there is none.

    The caller joins it before building widgets (:func:`loading` does).
    """
    if not sys.platform.startswith("linux"):
        return None
    thread = threading.Thread(target=_init_fontconfig, name="fontconfig-warmup", daemon=True)
    thread.start()
    return thread


@contextmanager
def loading() -> Iterator[None]:
    """Fontconfig initialises on another thread during the block, joined at its end.

    End the block before the first widget: Qt then never initialises fontconfig
    at the same time (it would be safe, but wasted).
    """
    thread = start()
    try:
        yield
    finally:
        if thread is not None:
            thread.join()
