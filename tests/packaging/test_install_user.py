"""`make install-user` / `uninstall-user`: what a user's desktop sees, and nothing else touched."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "build" / "install_user.sh"
APP_ID = "io.github.glossary_desktop.GlossaryDesktop"


def _fake_onedir(tmp_path: Path) -> Path:
    folder = tmp_path / "dist" / "glossary-desktop"
    folder.mkdir(parents=True)
    program = folder / "glossary-desktop"
    program.write_text("#!/bin/sh\necho glossary\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    return folder


def _run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(home)
    return subprocess.run(
        ["sh", str(SCRIPT), *args], env=env, capture_output=True, text=True, check=False
    )


def test_install_puts_program_menu_entry_metadata_and_icons_in_local(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = _run(home, "install", str(_fake_onedir(tmp_path)))

    assert 0 == done.returncode, done.stderr
    share = home / ".local" / "share"
    lib = home / ".local" / "lib" / "glossary-desktop" / "glossary-desktop"
    assert lib.is_file()
    assert lib == (home / ".local" / "bin" / "glossary-desktop").resolve()
    entry = (share / "applications" / "glossary-desktop.desktop").read_text()
    assert f"Exec={lib}" in entry.splitlines()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (share / "icons/hicolor/scalable/apps/glossary-desktop.svg").is_file()
    for size in (16, 32, 48, 64, 128, 256):
        assert (share / f"icons/hicolor/{size}x{size}/apps/glossary-desktop.png").is_file()


def test_uninstall_removes_what_install_added_and_keeps_the_users_data(tmp_path: Path) -> None:
    home = tmp_path / "home"
    data = home / ".local" / "share" / "Glossary Desktop" / "Glossary Desktop"
    data.mkdir(parents=True)
    (data / "user.db").write_bytes(b"bookmarks")
    before = set(home.rglob("*"))
    assert 0 == _run(home, "install", str(_fake_onedir(tmp_path))).returncode

    done = _run(home, "uninstall")

    assert 0 == done.returncode, done.stderr
    # The desktop's own indexes (refreshed, not removed, as on any uninstall) aside.
    caches = {"mimeinfo.cache", "icon-theme.cache"}
    left = {
        p for p in home.rglob("*") if (p.is_file() or p.is_symlink()) and p.name not in caches
    }
    assert {data / "user.db"} == left
    assert before <= set(home.rglob("*"))


def test_install_without_a_build_says_so_in_one_line(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    done = _run(home, "install", str(tmp_path / "nothing-here"))

    assert 1 == done.returncode
    assert 1 == len(done.stderr.strip().splitlines())
    assert "not built" in done.stderr
    assert [] == list(home.iterdir())
