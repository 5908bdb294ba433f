"""The stars on screen say what the store says, however the list was scrolled.

A reader who trusts an empty star clicks it, and that click removes the bookmark.
Partial repaints once drew rows scrolled back into view without their star and
left pieces of the focus frame across rows. Here the real app (the seed glossary,
five bookmarks written by the command line) runs in a real X server (Xvfb, xcb)
at 100 % and 150 % scale; the list is scrolled by mouse wheel, by Page Down/Up
and by dragging its scroll bar, like a person would with xdotool. After each step
the screen is grabbed from the X server and every visible row's star is read
from the pixels (gold: filled) and compared with ``user.db`` read by this
process; and no pixel of the focus frame's colour may lie outside the frame
itself and the current row.

The app is started by ``paint_probe.py`` (the real ``glossary-desktop`` start,
plus a probe that says which concept each visible row shows and where). The
grabs go to ``build/screenshots/`` (look at them).
"""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from .painted_rows import ProbedApp, Shot, painted_stars, stray_frame_pixels
from .test_screenshots import SHOTS, TIMEOUT_S, Desktop, xvfb

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]

#: Spread over the seed glossary's 31 rows (rows 1, 9, 14, 24 and 29), so that
#: every way of scrolling brings some into view and takes some out.
BOOKMARKED = (
    "aprendizaje-automatico-distribuido",
    "entrenamiento-asincronico",
    "hadoop-yarn",
    "paralelismo-de-datos",
    "sharding",
)
SCREEN = "1280x800x24"
#: The window: small enough that the list scrolls at either scale.
WINDOW = (800, 600)


@contextmanager
def _app(user_dir: Path, scale: str) -> Iterator[tuple[Desktop, ProbedApp, str]]:
    with xvfb(SCREEN) as display:
        desktop = Desktop(display)
        app = ProbedApp(desktop, user_dir, scale)
        err = ""
        try:
            window = desktop.wait_for_window(app.process)  # type: ignore[arg-type]
            desktop.run("xdotool", "windowmove", "--sync", window, "0", "0")
            desktop.run("xdotool", "windowsize", "--sync", window, *map(str, WINDOW))
            yield desktop, app, window
        finally:
            err = app.stop()
        assert "Traceback" not in err, err


def _bookmark(user_dir: Path) -> None:
    """Bookmarks written as a user would from a shell: the command line."""
    for slug in BOOKMARKED:
        subprocess.run(
            [sys.executable, "-m", "glossary_desktop", "bookmarks", "add", slug,
             "--user-dir", str(user_dir)],
            check=True, capture_output=True, timeout=TIMEOUT_S,
        )


def _stored(user_dir: Path) -> set[str]:
    """The bookmarks on disk, read by this process (not the app's)."""
    conn = sqlite3.connect(f"file:{user_dir / 'user.db'}?mode=ro", uri=True)
    try:
        return {slug for (slug,) in conn.execute("SELECT slug FROM bookmarks")}
    finally:
        conn.close()


def _state(look: dict[str, Any]) -> tuple[Any, ...]:
    return (look["value"], look["current"], look["focus"], look["slider"],
            [row["slug"] for row in look["rows"]])


def _moved(before: dict[str, Any], look: dict[str, Any]) -> bool:
    return _state(look) != _state(before)


@dataclass
class Step:
    """One thing a person does to the list, and how to tell it has happened
    (``done``: given the probe's answers before and now)."""

    name: str
    act: Callable[[Desktop, dict[str, Any]], None]
    done: Callable[[dict[str, Any], dict[str, Any]], bool] | None = _moved


def _at(look: dict[str, Any], x: float, y: float) -> list[str]:
    scale = look["scale"]
    return [str(round(x * scale)), str(round(y * scale))]


def _wheel(button: str) -> Callable[[Desktop, dict[str, Any]], None]:
    def act(desktop: Desktop, look: dict[str, Any]) -> None:
        x, y, width, height = look["viewport"]
        desktop.run("xdotool", "mousemove", *_at(look, x + width * 0.6, y + height / 2),
                    "click", button)
    return act


def _key(key: str) -> Callable[[Desktop, dict[str, Any]], None]:
    def act(desktop: Desktop, look: dict[str, Any]) -> None:
        desktop.run("xdotool", "key", key)
    return act


def _drag_start(desktop: Desktop, look: dict[str, Any]) -> None:
    x, y, width, height = look["slider"]
    desktop.run("xdotool", "mousemove", *_at(look, x + width / 2, y + height / 2),
                "mousedown", "1")


def _drag_to(share: float) -> Callable[[Desktop, dict[str, Any]], None]:
    """Move the pressed mouse to ``share`` of the slider's travel (0: top, 1: bottom)."""

    def act(desktop: Desktop, look: dict[str, Any]) -> None:
        x, y, width, height = look["bar"]
        slider = look["slider"][3]
        # The travel: the bar less the slider and its two arrow buttons (square);
        # the mouse holds the slider by its middle.
        travel = height - slider - 2 * width
        desktop.run("xdotool", "mousemove",
                    *_at(look, x + width / 2, y + width + slider / 2 + share * travel))
    return act


def _drag_end(desktop: Desktop, look: dict[str, Any]) -> None:
    desktop.run("xdotool", "mouseup", "1")


def _type(text: str) -> Callable[[Desktop, dict[str, Any]], None]:
    def act(desktop: Desktop, look: dict[str, Any]) -> None:
        desktop.run("xdotool", "key", "ctrl+l", "ctrl+a", "BackSpace")
        if text:
            desktop.run("xdotool", "type", "--delay", "30", text)
    return act


def _searched(text: str) -> Callable[[dict[str, Any], dict[str, Any]], bool]:
    """The box holds ``text`` and its search has run (the list shows its results)."""
    return lambda before, look: look["query"] == text and not look["searching"]


def _click_row(desktop: Desktop, look: dict[str, Any]) -> None:
    x, y, width, _ = look["viewport"]
    row = look["rows"][2]
    desktop.run("xdotool", "mousemove",
                *_at(look, x + width * 0.6, y + row["top"] + row["height"] / 2), "click", "1")


STEPS = (
    Step("click the third row", _click_row),
    *(Step(f"wheel down {i}", _wheel("5")) for i in range(1, 5)),
    *(Step(f"wheel up {i}", _wheel("4")) for i in range(1, 3)),
    Step("page down 1", _key("Next")),
    Step("page down 2", _key("Next")),
    Step("page up", _key("Prior")),
    Step("press the slider", _drag_start, None),
    Step("drag near the top", _drag_to(0.05)),
    Step("drag near the end", _drag_to(0.95)),
    Step("drag to the middle", _drag_to(0.5)),
    Step("release the slider", _drag_end, None),
    # A search paints its new rows at once (TermListView.show_now), before the panes.
    Step("type a search", _type("distribuido"), _searched("distribuido")),
    Step("clear the search", _type(""), _searched("")),
)


@pytest.mark.parametrize("scale", ["1", "1.5"], ids=["scale-100", "scale-150"])
def test_every_painted_star_is_the_store_after_wheel_page_and_drag(
    scale: str, user_dir: Path
) -> None:
    _bookmark(user_dir)
    stored = _stored(user_dir)
    assert set(BOOKMARKED) == stored
    seen_starred: set[str] = set()
    problems: list[str] = []
    with _app(user_dir, scale) as (desktop, app, _window):
        look = app.wait(
            lambda lk: [round(side * lk["scale"]) for side in lk["window"]] == list(WINDOW),
            f"was in a window of {WINDOW}",
        )
        assert look["maximum"] > 0, "the list has nothing to scroll: the test would prove little"
        for number, step in enumerate(STEPS):
            before, done = look, step.done
            step.act(desktop, look)
            if done is not None:
                app.wait(partial(done, before), f"moved on {step.name!r}")
            look = app.look()  # settled: whatever the step posted is painted
            shot_path = SHOTS / f"painted-stars-{scale}x-{number:02}.png"
            SHOTS.mkdir(parents=True, exist_ok=True)
            desktop.run("import", "-window", "root", str(shot_path))
            shot = Shot.read(shot_path)
            painted = painted_stars(shot, look)
            expected = {slug: slug in stored for slug in painted}
            if painted != expected:
                wrong = sorted(s for s in painted if painted[s] != expected[s])
                problems.append(f"after {step.name!r} ({shot_path.name}): stars of {wrong} "
                                f"painted {[painted[s] for s in wrong]}, stored "
                                f"{[expected[s] for s in wrong]}")
            stray = stray_frame_pixels(shot, look)
            if stray:
                problems.append(f"after {step.name!r} ({shot_path.name}): {len(stray)} pixels "
                                f"of the focus frame's colour outside it, e.g. {stray[:3]}")
            seen_starred |= {slug for slug, on in painted.items() if on}
    assert not problems, "\n".join(problems)
    assert _stored(user_dir) == stored  # nothing was clicked off
    assert len(seen_starred) >= 3, f"too few bookmarks came into view: {seen_starred}"
