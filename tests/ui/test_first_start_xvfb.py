"""A first start (nothing saved) in a real window (Xvfb, xcb): the window takes 80 % of
a large screen, centred (it opened at 1100x700 in the corner of a 1920x1080 one), at
least 1100x700 where the screen has room, and no more than the screen where it has
not (an 800x600 screen cut off the right of a 1100x700 window: search filters, the
Portuguese pane)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .test_screenshots import TIMEOUT_S, Desktop, _settle, xvfb

pytestmark = pytest.mark.xvfb


def _geometry(desktop: Desktop, window: str) -> dict[str, int]:
    """The window's X, Y, WIDTH and HEIGHT as the X server has them."""
    shell = desktop.run("xdotool", "getwindowgeometry", "--shell", window)
    pairs = (line.split("=", 1) for line in shell.splitlines())
    return {key: int(value) for key, value in pairs if key in {"X", "Y", "WIDTH", "HEIGHT"}}


@pytest.mark.parametrize(
    ("screen", "expected"),
    [((800, 600), (800, 600)), ((1366, 768), (1100, 700)), ((1920, 1080), (1536, 864))],
    ids=["800x600", "1366x768", "1920x1080"],
)
def test_the_first_window_fits_the_screen(
    screen: tuple[int, int], expected: tuple[int, int], glossary_db: Path, user_dir: Path
) -> None:
    width, height = screen
    with xvfb(f"{width}x{height}x24") as display:
        desktop = Desktop(display)
        app = desktop.start(glossary_db, user_dir)
        try:
            window = desktop.wait_for_window(app)
            _settle()
            geometry = _geometry(desktop, window)
            shot = desktop.shot(f"first-start-{width}x{height}")
            assert desktop.colours(shot) > 50, f"{shot} looks blank"
        finally:
            app.kill()
            _, err = app.communicate(timeout=TIMEOUT_S)
    assert b"Traceback" not in err
    assert expected == (geometry["WIDTH"], geometry["HEIGHT"])
    assert 0 <= geometry["X"] <= width - geometry["WIDTH"]
    assert 0 <= geometry["Y"] <= height - geometry["HEIGHT"]
    # In the middle of the screen (Xvfb has no window manager: no frame, no panel).
    assert abs(geometry["X"] - (width - geometry["WIDTH"]) // 2) <= 1
    assert abs(geometry["Y"] - (height - geometry["HEIGHT"]) // 2) <= 1
