"""The real app in a real X server: start it, search by keyboard, take screenshots.

Runs ``python -m glossary_desktop`` under Xvfb with the xcb platform (the one the
shipped executable uses), drives it with xdotool like a person would (Ctrl+L,
type "sincronico", Down, Enter, Ctrl+D, Ctrl+B) and saves screenshots to
``build/screenshots/``. Look at them; README shows ``resources/screenshots/*.png``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

pytestmark = [pytest.mark.xvfb, pytest.mark.slow]  # a real X server and window

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
TOOLS = ("Xvfb", "xdotool", "import", "identify")
SCREEN = "1280x800x24"
TIMEOUT_S = 20.0
APP_TITLE = "Glossary Desktop"


def _missing_tools() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


@contextmanager
def xvfb(screen: str = SCREEN) -> Iterator[str]:
    """A fresh Xvfb server with one ``screen`` (``WxHxDEPTH``); its display name (``:N``)."""
    missing = _missing_tools()
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)")
    read_fd, write_fd = os.pipe()
    # -displayfd: Xvfb picks a free display number and writes it to the pipe.
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_fd), "-screen", "0", screen, "-nolisten", "tcp"],
        pass_fds=(write_fd,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        pytest.fail("Xvfb did not start")
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture
def display() -> Iterator[str]:
    """A fresh Xvfb server (:data:`SCREEN`); its display name (``:N``)."""
    with xvfb() as name:
        yield name


class Desktop:
    """xdotool and ImageMagick against one X display."""

    def __init__(self, display: str) -> None:
        self.env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"}
        self.env.pop("WAYLAND_DISPLAY", None)

    def run(self, *args: str) -> str:
        done = subprocess.run(
            args, env=self.env, capture_output=True, text=True, timeout=TIMEOUT_S, check=True
        )
        return done.stdout.strip()

    def start(self, db: Path, user_dir: Path) -> subprocess.Popen[bytes]:
        """The app on this display over ``db`` and ``user_dir``; its stderr is piped."""
        return subprocess.Popen(
            [sys.executable, "-m", "glossary_desktop", "--db", str(db),
             "--user-dir", str(user_dir)],
            env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )

    def wait_for_window(self, app: subprocess.Popen[bytes]) -> str:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            assert app.poll() is None, f"the app exited with {app.returncode}"
            found = subprocess.run(
                ["xdotool", "search", "--onlyvisible", "--name", APP_TITLE],
                env=self.env,
                capture_output=True,
                text=True,
                check=False,
            )
            if found.stdout.split():
                return found.stdout.split()[0]
            time.sleep(0.1)  # another process: there is no signal to wait on
        pytest.fail("the window did not appear")

    def wait_for_title(self, window: str, title: str) -> None:
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            if self.run("xdotool", "getwindowname", window) == title:
                return
            time.sleep(0.05)  # polling another process's window title: no signal exists
        pytest.fail(f"the window title never became {title!r}")

    def keys(self, window: str, *keys: str) -> None:
        for key in keys:
            self.run("xdotool", "key", "--window", window, "--clearmodifiers", key)

    def type(self, window: str, text: str) -> None:
        self.run("xdotool", "type", "--window", window, "--delay", "30", text)

    def shot(self, name: str, window: str = "root") -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.run("import", "-window", window, str(path))
        return path

    def colours(self, path: Path) -> int:
        """Distinct colours in an image: a blank or black screen has one or two."""
        return int(self.run("identify", "-format", "%k", str(path)))


def _settle() -> None:
    """Let the X server and the app paint (nothing to wait on from outside)."""
    time.sleep(0.6)


def test_real_window_search_and_screenshots(
    display: str, glossary_db: Path, user_dir: Path
) -> None:
    desktop = Desktop(display)
    app = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "glossary_desktop",
            "--db",
            str(glossary_db),
            "--user-dir",
            str(user_dir),
        ],
        env=desktop.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        window = desktop.wait_for_window(app)
        desktop.run("xdotool", "windowfocus", "--sync", window)
        _settle()
        shots = [desktop.shot("01-start")]

        desktop.keys(window, "ctrl+l")
        desktop.type(window, "sincronico")
        desktop.keys(window, "Down", "Return")
        desktop.wait_for_title(window, f"Entrenamiento Sincrónico — {APP_TITLE}")
        _settle()
        shots.append(desktop.shot("02-search"))
        shots.append(desktop.shot("02-search-window", window))

        desktop.keys(window, "ctrl+d", "ctrl+b")
        _settle()
        shots.append(desktop.shot("03-bookmarked", window))

        assert app.poll() is None, "the app died while being driven"
        for shot in shots:
            assert desktop.colours(shot) > 50, f"{shot} looks blank"

        # Not keys(): the window is gone before xdotool has released the keys.
        subprocess.run(
            ["xdotool", "key", "--window", window, "ctrl+q"],
            env=desktop.env,
            capture_output=True,
            timeout=TIMEOUT_S,
            check=False,
        )
        assert 0 == app.wait(timeout=TIMEOUT_S)
        _, err = app.communicate(timeout=TIMEOUT_S)
        assert b"Traceback" not in err
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert (user_dir / "user.db").is_file()
