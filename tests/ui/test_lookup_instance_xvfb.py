"""One running reader per user folder, under Xvfb (xcb): a second start, a killed
reader's socket, ``lookup`` from another process, and the socket's guards
(issue 31). Every reader and command is a real process of the app."""

from __future__ import annotations

import os
import pwd
import socket
import stat
import time
from pathlib import Path

import pytest

from .lookup_desktop import Readers, env_socket_path, readers
from .test_screenshots import APP_TITLE

pytestmark = pytest.mark.xvfb

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
    deadline = time.monotonic() + 5
    while True:
        try:
            inode = place.stat().st_ino
        except FileNotFoundError:
            inode = replacing
        if inode != replacing:
            return inode
        assert time.monotonic() < deadline, "the reader never listened"
        time.sleep(0.02)  # another process's socket: there is no signal to wait on


def test_a_second_start_raises_the_first_and_exits_0(glossary_db: Path, user_dir: Path) -> None:
    with readers(glossary_db, user_dir) as desk:
        window = _first(desk)
        other = desk.other_program()  # over the reader, focused
        assert desk.on_top(other, window)
        second = desk.command()
        assert (0, "") == (second.returncode, second.stderr)
        assert [window] == desk.windows()  # no second window
        deadline = time.monotonic() + 5
        while not desk.on_top(window, other):  # the first comes to the front
            assert time.monotonic() < deadline, "the running window stayed behind"
            time.sleep(0.05)  # the X server's stacking, from another process: no signal
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
