"""The lightened PySide6 import hook answers exactly as PySide's own test."""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path
from types import ModuleType

import PySide6.QtCore  # noqa: F401 - loads the hook under test
import pytest

import glossary_desktop._pyside_imports as hook


def _pyside_answer(module: ModuleType) -> bool:
    """PySide6's own test (``shibokensupport.feature._mod_uses_pyside``)."""
    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


@pytest.mark.parametrize(
    ("name", "uses"),
    [
        ("glossary_desktop.ui.main_window", True),  # imports PySide6
        ("glossary_desktop.models.term_list", True),
        ("glossary_desktop.domain", False),  # plain Python
        ("json", False),  # stdlib source
        ("_json", False),  # compiled extension: PySide's own answer
        ("sys", False),  # built in, no file
    ],
)
def test_same_answer_as_pyside(name: str, uses: bool) -> None:
    hook.lighten_pyside_import_hook()
    module = importlib.import_module(name)
    test = sys.modules[hook.FEATURE_MODULE]._mod_uses_pyside
    assert getattr(test, "lightened", False)
    assert test(module) is uses
    assert _pyside_answer(module) is uses


class _Loader:
    """A loader with source but no file on disk, like a zip's (or none, like a frozen app's)."""

    def __init__(self, source: str | None) -> None:
        self.source = source

    def get_source(self, name: str) -> str | None:
        return self.source


@pytest.mark.parametrize(
    ("source", "uses"),
    [
        ("from PySide6.QtCore import Qt\n", True),
        ("import json\n", False),
        (None, False),  # a frozen module: no source anywhere
    ],
)
def test_same_answer_for_a_module_without_its_file(
    source: str | None, uses: bool, tmp_path: Path
) -> None:
    hook.lighten_pyside_import_hook()
    module = ModuleType("glossary_desktop_frozen_stand_in")
    module.__file__ = str(tmp_path / "missing" / "stand_in.py")
    # The hook only calls get_source(); typeshed wants a whole importlib Loader.
    module.__loader__ = _Loader(source)  # type: ignore[assignment]
    test = sys.modules[hook.FEATURE_MODULE]._mod_uses_pyside
    assert test(module) is uses
    assert _pyside_answer(module) is uses


def test_applied_once() -> None:
    hook.lighten_pyside_import_hook()
    feature = sys.modules[hook.FEATURE_MODULE]
    installed = feature._mod_uses_pyside
    assert hook.lighten_pyside_import_hook() is False
    assert feature._mod_uses_pyside is installed


def test_nothing_happens_without_pyside_internals(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, hook.FEATURE_MODULE)
    assert hook.lighten_pyside_import_hook() is False
    stand_in = ModuleType(hook.FEATURE_MODULE)  # internals renamed in a later PySide6
    monkeypatch.setitem(sys.modules, hook.FEATURE_MODULE, stand_in)
    assert hook.lighten_pyside_import_hook() is False
    assert not hasattr(stand_in, "_mod_uses_pyside")
