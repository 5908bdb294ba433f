"""The look-up tests' desktop: readers, commands, selections and another program on
one Xvfb display, with a runtime folder of their own for the reader's socket."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from .other_program import TITLE as OTHER_TITLE
from .test_screenshots import APP_TITLE, TIMEOUT_S, Desktop, xvfb

POPUP_TITLE = "— Look up"


class Readers:
    """The app over ``db`` and ``user_dir`` on ``display``, started and asked from outside."""

    def __init__(self, display: str, db: Path, user_dir: Path, runtime: Path) -> None:
        self.desktop = Desktop(display)
        self.desktop.env["XDG_RUNTIME_DIR"] = str(runtime)
        self.db = db
        self.user_dir = user_dir
        self.runtime = runtime
        self._started: list[subprocess.Popen[bytes]] = []

    def _argv(self, *args: str) -> list[str]:
        return [sys.executable, "-m", "glossary_desktop", "--db", str(self.db),
                "--user-dir", str(self.user_dir), *args]

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        """A reader (or ``lookup``) left running; killed at the end if still there."""
        app = subprocess.Popen(self._argv(*args), env=self.desktop.env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self._started.append(app)
        return app

    def command(self, *args: str, launcher: str = "") -> subprocess.CompletedProcess[str]:
        """A start or command that is to end by itself (a second start, ``lookup``);
        ``launcher`` its ``DESKTOP_STARTUP_ID``, as a desktop's launcher sets it."""
        env = {k: v for k, v in self.desktop.env.items() if k != "DESKTOP_STARTUP_ID"}
        if launcher:
            env["DESKTOP_STARTUP_ID"] = launcher
        return subprocess.run(self._argv(*args), env=env, capture_output=True,
                              text=True, timeout=TIMEOUT_S * 2, check=False)

    def other_program(self) -> str:
        """Another program's window, focused; its id."""
        script = Path(__file__).with_name("other_program.py")
        self._started.append(subprocess.Popen([sys.executable, str(script)],
                                              env=self.desktop.env))
        window = self.wait_for(OTHER_TITLE)
        self.desktop.run("xdotool", "windowraise", window)
        self.desktop.run("xdotool", "windowfocus", "--sync", window)
        return window

    def windows(self, title: str = APP_TITLE) -> list[str]:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", title],
                               env=self.desktop.env, capture_output=True, text=True,
                               check=False)
        return found.stdout.split()

    def wait_for(self, title: str = APP_TITLE, count: int = 1) -> str:
        """The first of ``count`` visible windows whose title has ``title``, once there."""
        deadline = time.monotonic() + TIMEOUT_S
        while time.monotonic() < deadline:
            found = self.windows(title)
            if len(found) >= count:
                return found[0]
            time.sleep(0.05)  # another process's windows: there is no signal to wait on
        pytest.fail(f"no {count} window(s) titled {title!r} appeared; windows: "
                    f"{self._window_names()}; readers: {self._states()}")

    def _window_names(self) -> list[str]:
        return [self.title(w) for w in self.windows("")]

    def _states(self) -> list[str]:
        """Each reader started: running, or how it ended and what it wrote."""
        states = []
        for process in self._started:
            if process.poll() is None:
                states.append("running")
            else:
                _, err = process.communicate(timeout=TIMEOUT_S)
                states.append(f"exit {process.returncode}: {(err or b'').decode()[-400:]}")
        return states

    def title(self, window: str) -> str:
        return self.desktop.run("xdotool", "getwindowname", window)

    def on_top(self, first: str, second: str) -> bool:
        """Whether window ``first`` is stacked above ``second`` (xwininfo lists the
        root's children top first)."""
        listed = self.desktop.run("xwininfo", "-root", "-children")
        ids = [int(line.split()[0], 16) for line in listed.splitlines()
               if line.strip().startswith("0x")]
        return ids.index(int(first)) < ids.index(int(second))

    def focused(self) -> str:
        return self.desktop.run("xdotool", "getwindowfocus")

    @contextmanager
    def selected(self, text: str) -> Iterator[None]:
        """``text`` as the X11 primary selection, held by xclip, another program."""
        owner = subprocess.Popen(["xclip", "-quiet", "-selection", "primary"],
                                 stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL, env=self.desktop.env)
        assert owner.stdin is not None
        owner.stdin.write(text.encode())
        owner.stdin.close()
        try:
            yield
        finally:
            owner.terminate()
            owner.wait(timeout=TIMEOUT_S)

    def stop_all(self) -> list[bytes]:
        """Kill what is still running; the readers' error output."""
        errors = []
        for process in self._started:
            if process.poll() is None:
                process.kill()
            _, err = process.communicate(timeout=TIMEOUT_S)
            errors.append(err or b"")
        return errors


def until(done: Callable[[], bool], failure: Callable[[], str], timeout: float = TIMEOUT_S) -> None:
    """Wait for ``done``, failing with ``failure()`` after ``timeout`` seconds: what
    another process does (its windows, the X server's focus and stacking, its socket)
    sends this one no signal to wait on."""
    deadline = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < deadline, failure()
        time.sleep(0.02)


@contextmanager
def readers(db: Path, user_dir: Path) -> Iterator[Readers]:
    """A fresh Xvfb display and runtime folder; no traceback from any reader allowed."""
    if shutil.which("xclip") is None:
        pytest.skip("needs xclip (apt-get install xclip)")
    runtime = Path(tempfile.mkdtemp(prefix="gd-run-"))  # short: a socket path has 107 bytes
    try:
        with xvfb() as display:
            found = Readers(display, db, user_dir, runtime)
            try:
                yield found
            finally:
                errors = found.stop_all()
            for err in errors:
                assert b"Traceback" not in err, err.decode(errors="replace")
    finally:
        shutil.rmtree(runtime)


def settings_with(user_dir: Path, text: str) -> None:
    """Settings the reader starts with (an INI file in the user folder)."""
    user_dir.mkdir(parents=True, exist_ok=True)
    (user_dir / "settings.ini").write_text(text)


def env_socket_path(readers: Readers) -> Path:
    """The reader's socket, as the readers on that desktop compute it."""
    from glossary_desktop.lookup.socket_place import socket_path

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_RUNTIME_DIR", str(readers.runtime))
        return socket_path(readers.user_dir)
