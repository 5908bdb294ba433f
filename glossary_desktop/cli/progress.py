"""A progress bar on one terminal line, for the commands that take a while."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TextIO

#: What each stage of a build counts.
BUILD_UNITS = {"reading": "files", "pairing": "volumes"}


class ProgressLine:
    """A progress bar on one terminal line, redrawn in place and cleared at the end.

    ``units`` names what a stage counts (``{"reading": "files"}``); a stage not
    in it shows the bar alone.
    """

    WIDTH = 24

    def __init__(self, stream: TextIO, units: Mapping[str, str] = BUILD_UNITS) -> None:
        self._stream = stream
        self._units = units
        self._shown = False

    def __call__(self, stage: str, done: int, total: int) -> None:
        filled = self.WIDTH * done // max(1, total)
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        count = f" {done}/{total} {self._units[stage]}" if stage in self._units else ""
        # Shown before it is written: Ctrl+C in the middle of the write is cleared too.
        self._shown = True
        # "\r" returns to the line's start; ESC [K erases what a longer line left.
        self._stream.write(f"\r\x1b[K[{bar}] {stage}{count}")
        self._stream.flush()

    def clear(self) -> None:
        if self._shown:
            self._stream.write("\r\x1b[K")
            self._stream.flush()
