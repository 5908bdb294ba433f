"""Reading the term list off a real screen: a probe into the running app says
where each visible row is and which concept it shows; the pixels, grabbed from
the X server, say what was painted there.

For ``test_painted_stars_xvfb.py``; the app runs under ``paint_probe.py``.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage

from glossary_desktop.ui.look.focus_frame import FOCUS_FRAME_PX
from glossary_desktop.ui.look.icons import STAR_COLOR

from .test_screenshots import TIMEOUT_S, Desktop

PROBE = Path(__file__).with_name("paint_probe.py")
#: Sum of the channels' differences under which a pixel is "that colour".
NEAR = 60
#: A filled star has at least this share of its cell's pixels in gold (3.9 %,
#: measured at either scale: 26 of 672 pixels at 100 %, 62 of 1,584 at 150 %);
#: an empty one has none (its outline is grey, or the selection's text colour),
#: nor has a blank cell.
FILLED_SHARE = 0.02


@dataclass
class Shot:
    """A grab of the whole screen: RGB pixels, row by row."""

    path: Path
    width: int
    height: int
    line: int
    data: bytes

    @classmethod
    def read(cls, path: Path) -> Shot:
        image = QImage(str(path)).convertToFormat(QImage.Format.Format_RGB888)
        assert not image.isNull(), f"cannot read {path}"
        return cls(path, image.width(), image.height(), image.bytesPerLine(),
                   bytes(image.constBits()))

    def count(self, box: tuple[int, int, int, int], colour: QColor) -> list[tuple[int, int]]:
        """The pixels of ``box`` (x0, y0, x1, y1; x1 and y1 excluded) near ``colour``."""
        x0, y0, x1, y1 = box
        want = (colour.red(), colour.green(), colour.blue())
        found = []
        for y in range(max(0, y0), min(self.height, y1)):
            start = y * self.line
            for x in range(max(0, x0), min(self.width, x1)):
                at = start + 3 * x
                r, g, b = self.data[at], self.data[at + 1], self.data[at + 2]
                if abs(r - want[0]) + abs(g - want[1]) + abs(b - want[2]) < NEAR:
                    found.append((x, y))
        return found


class ProbedApp:
    """The app under the probe: ask it where the list's rows are."""

    def __init__(self, desktop: Desktop, user_dir: Path, scale: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(PROBE), "--user-dir", str(user_dir)],
            env={**desktop.env, "QT_SCALE_FACTOR": scale},
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )

    def look(self) -> dict[str, Any]:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        if self.process.poll() is not None:
            pytest.fail(f"the app died: {self.process.communicate()[1]}")
        self.process.stdin.write("look\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer

    def wait(self, done: Callable[[dict[str, Any]], bool], what: str) -> dict[str, Any]:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            look = self.look()
            if look["ready"] and done(look):
                return look
            time.sleep(0.05)  # events from xdotool reach another process: no signal here
        pytest.fail(f"the list never {what}")

    def stop(self) -> str:
        try:  # closes the app's stdin: the probe quits the app
            _, err = self.process.communicate(timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, err = self.process.communicate()
        return err


def px(logical: float, scale: float) -> int:
    return math.floor(logical * scale)


def star_box(look: dict[str, Any], row: dict[str, Any]) -> tuple[int, int, int, int]:
    """The star cell of ``row`` on the screen, in device pixels, one pixel inside."""
    scale = look["scale"]
    x, y = look["origin"]
    star_x, star_w = look["star"]
    return (
        px(x + star_x, scale) + 1,
        px(y + row["top"], scale) + 1,
        px(x + star_x + star_w, scale) - 1,
        px(y + row["top"] + row["height"], scale) - 1,
    )


def painted_stars(shot: Shot, look: dict[str, Any]) -> dict[str, bool]:
    """Each wholly visible row's star as painted: filled (gold) or not, by slug."""
    gold = QColor(STAR_COLOR)
    height = look["viewport"][3]
    painted: dict[str, bool] = {}
    for row in look["rows"]:
        if row["top"] < 0 or row["top"] + row["height"] > height:
            continue  # cut by the viewport's edge: its star may be cut too
        box = star_box(look, row)
        share = len(shot.count(box, gold)) / ((box[2] - box[0]) * (box[3] - box[1]))
        painted[row["slug"]] = share >= FILLED_SHARE
        # Between "none" and "a filled star" is neither: a star partly painted.
        assert share == 0 or share >= FILLED_SHARE, (
            f"{shot.path}: the star of {row['slug']} is {share:.0%} gold, neither filled "
            "nor empty"
        )
    return painted


def stray_frame_pixels(shot: Shot, look: dict[str, Any]) -> list[tuple[int, int]]:
    """Pixels of the focus frame's colour in the rows' area, but neither on the frame
    (the viewport's edge, while the list has the focus) nor in the current or a
    selected row."""
    scale = look["scale"]
    x, y, width, height = look["viewport"]
    edge = math.ceil(FOCUS_FRAME_PX * scale) + 1 if look["focus"] else 0
    box = (px(x, scale) + edge, px(y, scale) + edge,
           px(x + width, scale) - edge, px(y + height, scale) - edge)
    marked = {look["current"], *look["selected"]}
    rows = [
        (px(y + r["top"], scale) - 1, px(y + r["top"] + r["height"], scale) + 1)
        for r in look["rows"] if r["row"] in marked
    ]
    return [
        (px, py) for px, py in shot.count(box, QColor(look["highlight"]))
        if not any(top <= py <= bottom for top, bottom in rows)
    ]
