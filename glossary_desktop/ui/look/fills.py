"""Qt's raster fills kept on the thread that paints.

Qt's raster engine hands every fill or blend of 96 lines or more (Fusion's
scroll bar, a list's viewport, a pane's background) to a thread pool of its own
and waits for it. On two cores shared with other work the hand-off, the wait and
the pool's threads queuing for a core cost more than the fill: in a keystroke
at 100k concepts, 1.1 ms of the pool's processor time and about 30 waits, and a
fifth of the list's processor time in all (docs/performance.md). The pixels are
the same either way: each line is filled by the same code on whichever thread.

Qt reads ``QT_NO_GUI_THREADPOOL`` once, at its first raster fill, and then does
without that pool (the pool for our own tasks, ``QThreadPool.globalInstance``,
is another). A value the user set is kept.
"""

from __future__ import annotations

import os

#: Set (to anything) before Qt's first raster fill: Qt's GUI thread pool is not used.
NO_GUI_POOL = "QT_NO_GUI_THREADPOOL"


def fill_on_painting_thread() -> None:
    """Keep Qt's raster fills on the painting thread, for the rest of this process,
    unless Qt already filled something (it reads the setting once) or the user
    said otherwise in the environment."""
    os.environ.setdefault(NO_GUI_POOL, "1")
