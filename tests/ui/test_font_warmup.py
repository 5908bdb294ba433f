"""Fontconfig is initialised on another thread, and only where it exists."""

from __future__ import annotations

import ctypes
import sys
import threading
from pathlib import Path
from typing import ClassVar

import pytest
from pytestqt.qtbot import QtBot

from glossary_desktop.app import build_window
from glossary_desktop.ui import font_warmup

#: The library's real name, before a test changes the module's.
REAL_SONAME = font_warmup.FONTCONFIG


class _FakeFontconfig:
    """Stands in for the library: records which thread called ``FcInit``."""

    calls: ClassVar[list[str]] = []  # shared by every instance, reset by each test

    def __init__(self, name: str) -> None:
        if name != REAL_SONAME:
            raise OSError(f"{name}: cannot open shared object file")

    def FcInit(self) -> int:
        self.calls.append(threading.current_thread().name)
        return 1


@pytest.mark.parametrize(
    ("platform", "library", "expected_calls"),
    [
        ("linux", font_warmup.FONTCONFIG, ["fontconfig-warmup"]),  # off the main thread
        ("linux", "libfontconfig-missing.so.9", []),  # no fontconfig: nothing, no error
        ("win32", font_warmup.FONTCONFIG, None),  # not started at all
        ("darwin", font_warmup.FONTCONFIG, None),
    ],
)
def test_start_runs_fcinit_on_its_own_thread_where_fontconfig_exists(
    monkeypatch: pytest.MonkeyPatch, platform: str, library: str, expected_calls: list[str] | None
) -> None:
    _FakeFontconfig.calls = []
    errors: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: errors.append(args.exc_value))
    monkeypatch.setattr(ctypes, "CDLL", _FakeFontconfig)
    monkeypatch.setattr(font_warmup, "FONTCONFIG", library)
    monkeypatch.setattr(sys, "platform", platform)

    thread = font_warmup.start()

    if expected_calls is None:
        assert thread is None
        return
    assert thread is not None
    thread.join(timeout=10)
    assert not thread.is_alive()
    assert errors == []
    assert _FakeFontconfig.calls == expected_calls


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="fontconfig, and so the warm-up, is Linux only"
)
def test_the_soname_is_the_one_qt_loads() -> None:
    # A wrong name would make the warm-up a silent no-op: check the real library.
    library = ctypes.CDLL(font_warmup.FONTCONFIG)
    assert library.FcInit() == 1  # FcTrue; Qt loaded it already, so this is a no-op


def test_build_window_leaves_no_warmup_thread_behind(
    qtbot: QtBot, glossary_db: Path, user_dir: Path
) -> None:
    window = build_window(db_path=glossary_db, user_dir=user_dir)
    qtbot.addWidget(window)
    assert "fontconfig-warmup" not in {t.name for t in threading.enumerate()}
