"""Where the reader's socket lives, and that another user's is never trusted."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from glossary_desktop.errors import UserError
from glossary_desktop.lookup.socket_place import (
    NotOurs,
    check_socket,
    private_folder,
    socket_folder,
    socket_path,
)


@pytest.fixture
def runtime(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A runtime folder with a short path (pytest's are too long for a socket)."""
    folder = Path(tempfile.mkdtemp(prefix="gd-run-"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    yield folder
    shutil.rmtree(folder)


@pytest.fixture
def listening(runtime: Path, tmp_path: Path) -> Iterator[tuple[Path, socket.socket]]:
    path = socket_path(tmp_path / "user")
    private_folder(path.parent)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen()
    yield path, server
    server.close()


def test_a_runtime_folder_too_deep_for_a_socket_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / ("x" * 100)))
    with pytest.raises(UserError, match="too long for a socket"):
        socket_path(tmp_path)


def test_one_socket_per_user_folder_in_the_runtime_folder(runtime: Path, tmp_path: Path) -> None:
    a, b = socket_path(tmp_path / "a"), socket_path(tmp_path / "b")
    assert a != b
    assert a == socket_path(tmp_path / "x" / ".." / "a")
    assert runtime / "glossary-desktop" == a.parent


def test_without_a_runtime_folder_a_private_one_in_temp(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    assert f"glossary-desktop-{os.getuid()}" == socket_folder().name


def test_the_folder_is_made_private(runtime: Path) -> None:
    folder = private_folder(runtime / "glossary-desktop")
    assert 0o700 == stat.S_IMODE(folder.stat().st_mode)


def test_a_folder_open_to_others_is_refused(runtime: Path) -> None:
    folder = runtime / "glossary-desktop"
    folder.mkdir(mode=0o700)
    folder.chmod(0o777)
    with pytest.raises(NotOurs, match="open to other users"):
        private_folder(folder)


def test_a_symlinked_folder_is_refused(runtime: Path, tmp_path: Path) -> None:
    (tmp_path / "elsewhere").mkdir(mode=0o700)
    (runtime / "glossary-desktop").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(NotOurs, match="not a folder of yours"):
        private_folder(runtime / "glossary-desktop")


def test_our_socket_is_talked_to_and_nothing_is_nothing(
    listening: tuple[Path, socket.socket],
) -> None:
    path, _ = listening
    assert check_socket(path)
    assert not check_socket(path.with_name("other.sock"))


def test_a_file_in_its_place_is_refused(runtime: Path, tmp_path: Path) -> None:
    path = socket_path(tmp_path / "user")
    private_folder(path.parent)
    path.write_text("")
    with pytest.raises(NotOurs, match="not a socket of yours"):
        check_socket(path)


@pytest.mark.skipif(os.getuid() != 0, reason="only root can give a socket to another user")
def test_a_socket_of_another_user_is_refused(listening: tuple[Path, socket.socket]) -> None:
    path, _ = listening
    os.chown(path, pwd.getpwnam("nobody").pw_uid, -1)
    with pytest.raises(NotOurs, match="not a socket of yours"):
        check_socket(path)


@pytest.mark.skipif(os.getuid() != 0, reason="only root can give a folder to another user")
def test_a_folder_of_another_user_is_refused(runtime: Path) -> None:
    folder = runtime / "glossary-desktop"
    folder.mkdir(mode=0o700)
    os.chown(folder, pwd.getpwnam("nobody").pw_uid, -1)
    with pytest.raises(NotOurs, match="not a folder of yours"):
        private_folder(folder)
