"""One running reader per user folder, under Xvfb (xcb): a second start, a killed
reader's socket, ``lookup`` from another process, and the socket's guards
(issue 31). Every reader and command is a real process of the app."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import stat
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from Xlib import X, display

from glossary_desktop.lookup.x11 import server_time

from .lookup_desktop import Readers, env_socket_path, readers, until
from .test_screenshots import APP_TITLE, TIMEOUT_S

pytestmark = pytest.mark.xvfb

#: How long a start is given to move the focus it must not move.
QUIET_S = 1.5
DESCIDA = f"Descenso de Gradiente Distribuido — {APP_TITLE}"
SHARDING = f"Sharding — {APP_TITLE}"


def _first(desk: Readers) -> str:
    desk.start()
    window = desk.wait_for()
    _listening(desk)
    return window


def _listening(desk: Readers, replacing: int | None = None) -> int:
    """The inode of the reader's socket once it listens (in place of ``replacing``).

    The reader listens right after its first frame: a moment after its window
    maps, far sooner than a second start could get to knock.
    """
    place = env_socket_path(desk)

    def inode() -> int | None:
        try:
            return place.stat().st_ino
        except FileNotFoundError:
            return replacing

    until(lambda: inode() != replacing, lambda: "the reader never listened", timeout=5)
    listening = inode()
    assert listening is not None
    return listening


def test_a_second_start_raises_the_first_and_exits_0(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _first(desk)
        other = desk.other_program()  # over the reader, focused
        assert desk.on_top(other, window)
        second = desk.command()
        assert (0, "") == (second.returncode, second.stderr)
        assert [window] == desk.windows()  # no second window
        until(lambda: desk.on_top(window, other),  # the first comes to the front
              lambda: "the running window stayed behind", timeout=5)
        desk.start("--new-window")  # asked for: another window over the same folder
        desk.wait_for(count=2)


def test_a_killed_readers_socket_is_replaced(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        first = desk.start()
        desk.wait_for()
        place = env_socket_path(desk)
        left = _listening(desk)
        first.kill()
        first.wait()
        assert place.exists()  # what a SIGKILL leaves
        desk.start()
        desk.wait_for()
        _listening(desk, replacing=left)  # fails unless a new socket replaces it
        assert 0 == desk.command("lookup", "sharding").returncode
        window = desk.wait_for(SHARDING)
        assert [window] == desk.windows()


def test_lookup_shows_the_concept_in_the_running_window(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _first(desk)
        done = desk.command("lookup", "descida de gradiente")
        asked = time.monotonic()
        assert (0, "") == (done.returncode, done.stderr)
        desk.wait_for(DESCIDA)
        shown_in = time.monotonic() - asked
        print(f"lookup: the concept shown {shown_in:.2f} s after the command ended")
        assert [window] == desk.windows()


def test_lookup_with_no_reader_running_starts_one(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        desk.start("lookup", "sharding")
        desk.wait_for(SHARDING)
        _listening(desk)
        assert 0 == desk.command("lookup", "descida de gradiente").returncode
        desk.wait_for(DESCIDA)


def test_lookup_selection_reads_the_primary_selection(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        _first(desk)
        with desk.selected("sharding"):
            done = desk.command("lookup", "--selection")
        assert (0, "") == (done.returncode, done.stderr)
        desk.wait_for(SHARDING)


def test_the_socket_is_its_owners_alone(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        _first(desk)
        place = env_socket_path(desk)
        folder, sock = place.parent.lstat(), place.lstat()
        assert stat.S_ISSOCK(sock.st_mode)
        assert (os.getuid(), os.getuid()) == (folder.st_uid, sock.st_uid)
        assert 0o700 == stat.S_IMODE(folder.st_mode)
        assert 0 == stat.S_IMODE(sock.st_mode) & 0o077


@pytest.mark.skipif(os.getuid() != 0, reason="only root can give a socket to another user")
def test_another_users_socket_is_never_talked_to(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        place = env_socket_path(desk)
        place.parent.mkdir(mode=0o700)
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as trap:
            trap.bind(str(place))
            trap.listen()
            trap.setblocking(False)
            os.chown(place, pwd.getpwnam("nobody").pw_uid, -1)
            done = desk.command("lookup", "a secret word")
            assert 1 == done.returncode
            assert "is not a socket of yours" in done.stderr
            assert 1 == len(done.stderr.splitlines())
            with pytest.raises(BlockingIOError):
                trap.accept()  # nobody connected


def _flood(peer: socket.socket) -> None:
    for _ in range(200):  # 800 KB with no line end: the reader hangs up
        peer.sendall(b"x" * 4096)


def test_malformed_and_huge_requests_are_ignored(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        _first(desk)
        place = str(env_socket_path(desk))
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
            peer.connect(place)
            peer.settimeout(10)
            with pytest.raises((BrokenPipeError, ConnectionResetError)):
                _flood(peer)
        for junk in (b"bogus\n", b"lookup sharding\n", b"lookup\t\x1b[2J\n", b"\xff\xfe\n"):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as peer:
                peer.connect(place)
                peer.settimeout(10)
                peer.sendall(junk)
                peer.shutdown(socket.SHUT_WR)
                assert b"" == peer.recv(16)  # no answer to what is not a request
        assert not desk.windows(SHARDING)
        done = desk.command("lookup", "sharding")  # and the reader still serves
        assert (0, "") == (done.returncode, done.stderr)
        desk.wait_for(SHARDING)


def test_lookup_selection_with_nothing_selected_says_so(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        done = desk.command("lookup", "--selection")
        assert 1 == done.returncode
        assert ["glossary-desktop: error: nothing is selected, and the clipboard holds no "
                "text"] == done.stderr.splitlines()
        assert [] == desk.windows()  # no reader started for nothing


def _focus_comes_to(desk: Readers, window: str) -> None:
    until(lambda: desk.focused() == window, lambda: f"the focus stayed on {desk.focused()}")


def test_a_second_start_gives_the_running_window_the_focus(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _first(desk)
        other = desk.other_program()
        assert other == desk.focused()
        done = desk.command()
        assert (0, "") == (done.returncode, done.stderr)
        _focus_comes_to(desk, window)
        # From a desktop launcher: dated by the user's click, which came after the
        # focus went to the other program.
        desk.desktop.run("xdotool", "windowfocus", "--sync", other)
        clicked = server_time(desk.desktop.env["DISPLAY"])
        launch = f"launcher-1-{window}_TIME{clicked}"
        with _startup_messages(desk) as heard:
            done = desk.command("lookup", "sharding", launcher=launch)
            assert (0, "") == (done.returncode, done.stderr)
            desk.wait_for(SHARDING)
            _focus_comes_to(desk, window)
            # The launcher's busy pointer ends: the specification's "remove" message.
            assert f'remove: ID="{launch}"' == heard()


@contextmanager
def _startup_messages(desk: Readers) -> Iterator[Callable[[], str]]:
    """The first startup-notification message sent to the root window from now on,
    as a launcher listens for it (python-xlib, as the reader speaks it)."""
    listener = display.Display(desk.desktop.env["DISPLAY"])
    try:
        listener.screen().root.change_attributes(event_mask=X.PropertyChangeMask)
        listener.sync()
        kinds = {listener.intern_atom("_NET_STARTUP_INFO_BEGIN"),
                 listener.intern_atom("_NET_STARTUP_INFO")}

        def first() -> str:
            text = b""
            deadline = time.monotonic() + TIMEOUT_S
            while b"\0" not in text:
                assert time.monotonic() < deadline, f"heard only {text!r}"
                if not listener.pending_events():
                    time.sleep(0.05)  # another process's message: no signal reaches here
                    continue
                seen = listener.next_event()
                if seen.type == X.ClientMessage and seen.client_type in kinds:
                    text += bytes(seen.data[1])
            return text.split(b"\0")[0].decode()

        yield first
    finally:
        listener.close()


def test_a_second_start_gets_the_focus_past_a_window_managers_focus_stealing_guard(
    glossary_db: Path, user_dir: Path
) -> None:
    """Openbox refuses an activation dated before the user's last key in the focused
    window (what Qt's own activation sends, dated by the reader's last event)."""
    if shutil.which("openbox") is None:
        pytest.skip("needs openbox (apt-get install openbox)")
    with readers(glossary_db, user_dir) as desk:
        manager = subprocess.Popen(["openbox", "--sm-disable"], env=desk.desktop.env,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            def managing() -> bool:
                assert manager.poll() is None, f"openbox ended: {manager.communicate()[1]!r}"
                return "_NET_SUPPORTING_WM_CHECK(WINDOW)" in desk.desktop.run("xprop", "-root")

            until(managing, lambda: "openbox did not start")
            window = _first(desk)
            other = desk.other_program()
            desk.desktop.run("xdotool", "windowactivate", "--sync", other)
            desk.desktop.run("xdotool", "type", "x")  # the user types there
            assert other == desk.focused()
            done = desk.command()
            assert (0, "") == (done.returncode, done.stderr)
            _focus_comes_to(desk, window)
        finally:
            manager.terminate()
            manager.communicate(timeout=TIMEOUT_S)


def test_a_launch_dated_before_the_users_last_focus_change_takes_no_focus(
    glossary_db: Path, user_dir: Path
) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _first(desk)
        before = server_time(desk.desktop.env["DISPLAY"])
        other = desk.other_program()  # the user went on to type elsewhere after that
        done = desk.command(launcher=f"launcher-2_TIME{before}")
        assert (0, "") == (done.returncode, done.stderr)
        time.sleep(QUIET_S)  # nothing to wait on: the focus must not move
        assert other == desk.focused()
        assert not desk.on_top(other, window)  # raised all the same
