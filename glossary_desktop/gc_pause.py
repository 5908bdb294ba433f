"""No cyclic-GC passes while the window starts, until its first frame is painted.

Start-up creates many long-lived objects and little garbage (~400 objects):
PySide6's modules and ~180 Qt enum classes (~1,900 members), the Python types of
~100 Qt classes, our modules. The collector kept scanning them all the same:
~10% of start-up in ``perf``, and a 7 ms pass over everything the window's build
had allocated, right before its first paint. The window's entry points
(:func:`glossary_desktop.cli.main`, then :mod:`glossary_desktop.app` and
:mod:`glossary_desktop.selftest`) pause the collector before Qt loads and resume
it once the first frame is on screen; nothing is collected in between that the
first pass after it does not collect.

The collector is process-wide, so this is too: one pause, resumed once by
whoever shows the window. Resuming never turns on a collector that was off
before the pause. (Not :func:`gc.freeze`: a process that builds many windows,
like the tests, would keep their cycles for good.)
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_paused = False


def pause() -> bool:
    """Turn the collector off if it is on; ``True`` if this call did."""
    global _paused
    if not gc.isenabled():
        return False
    gc.disable()
    _paused = True
    return True


def resume() -> None:
    """Turn the collector back on if :func:`pause` turned it off (once; idempotent).

    With one full pass at once: everything start-up allocated is still in the
    youngest generation, and left to itself the collector would walk it up
    through the generations over the next seconds, ending in a full pass that
    lands on whatever the user does then (the benchmark's keystroke p95 went
    from ~1.25x to 1.30-1.42x). Done here, right after the first frame, it
    costs ~20 ms that nobody is waiting on.
    """
    global _paused
    if _paused:
        _paused = False
        gc.collect()
        gc.enable()


@contextmanager
def paused() -> Iterator[None]:
    """Pause for a block; a pause already running (the start-up's) continues after it."""
    started = pause()
    try:
        yield
    finally:
        if started:
            resume()
