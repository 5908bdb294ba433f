"""Help > About: every component the executable ships, with its licence, and the
glossary's build date in the reader's language and time zone."""

from __future__ import annotations

import ast
import importlib.metadata as md
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from PySide6.QtCore import QLocale

from glossary_desktop.ui.look.help import COMPONENTS, AboutDialog, built_text
from glossary_desktop.ui.window.main_window import MainWindow

SPEC_COMMON = Path(__file__).resolve().parents[2] / "build" / "spec_common.py"


def bundle_excludes() -> set[str]:
    """The modules the bundle leaves out (``EXCLUDES`` in build/spec_common.py).

    Read from the source: importing the file needs PyInstaller's build machinery.
    """
    tree = ast.parse(SPEC_COMMON.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "EXCLUDES":
            return set(ast.literal_eval(node.value))
    raise AssertionError(f"no EXCLUDES in {SPEC_COMMON}")


def runtime_tree(name: str) -> set[str]:
    """``name``'s runtime dependencies, recursively (markers honoured, extras not)."""
    found: set[str] = set()
    todo = [name]
    while todo:
        for spec in md.requires(todo.pop()) or []:
            requirement = Requirement(spec)
            if requirement.marker and not requirement.marker.evaluate({"extra": ""}):
                continue
            dist = canonicalize_name(requirement.name)
            if dist not in found:
                found.add(dist)
                todo.append(dist)
    return found


def top_level_modules() -> dict[str, set[str]]:
    """Distribution (canonical name) -> the top-level modules it installs."""
    modules: dict[str, set[str]] = {}
    for module, dists in md.packages_distributions().items():
        for dist in dists:
            modules.setdefault(canonicalize_name(dist), set()).add(module)
    return modules


def test_the_tree_is_walked_through_pyside6() -> None:
    """The walk reaches the dependencies' own dependencies (guards the helper itself)."""
    tree = runtime_tree("glossary-desktop")
    assert {"pyside6-essentials", "shiboken6", "defusedxml"} <= tree


def test_about_lists_every_distribution_the_executable_ships() -> None:
    excludes = bundle_excludes()
    modules = top_level_modules()

    def left_out(dist: str) -> bool:
        own = modules.get(dist, set())
        return bool(own) and own <= excludes

    shipped = {dist for dist in runtime_tree("glossary-desktop") if not left_out(dist)}
    listed = {canonicalize_name(c.distribution) for c in COMPONENTS if c.distribution}
    assert set() == shipped - listed


def _about_text(window: MainWindow) -> str:
    """What Help > About says, as plain text."""
    window.actions_.about.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    return dialog.text.toPlainText()


def test_about_lists_the_licences_and_words_public_domain_in_the_interface_language(
    window: MainWindow, translated: str
) -> None:
    text = _about_text(window)
    assert "defusedxml: PSF-2.0" in text  # identifiers stay as they are
    assert {"es": "SQLite: Dominio público", "pt_BR": "SQLite: Domínio público",
            "pt_PT": "SQLite: Domínio público"}[translated] in text
    assert "Public Domain" not in text


@pytest.fixture
def sao_paulo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Local time is São Paulo's (UTC-3, no summer time) for one test."""
    monkeypatch.setenv("TZ", "America/Sao_Paulo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("es", "lunes, 30 de noviembre de 2026 23:10"),
        ("pt_BR", "segunda-feira, 30 de novembro de 2026 23:10"),
        ("pt_PT", "segunda-feira, 30 de novembro de 2026 23:10"),
        ("en_US", "Monday, November 30, 2026 11:10\u202fPM"),  # CLDR: a narrow space
    ],
)
def test_the_build_date_is_a_date_and_time_in_the_readers_language_and_time_zone(
    sao_paulo: None, lang: str, expected: str
) -> None:
    assert expected == built_text("2026-12-01T02:10:00+00:00", QLocale(lang))


def test_a_build_date_that_is_not_iso_is_shown_as_it_is() -> None:
    assert "yesterday" == built_text("yesterday", QLocale("es"))


def test_about_shows_the_build_date_in_the_interface_language(
    window: MainWindow, translated: str
) -> None:
    built = window.glossary.meta["built_at"]
    window.actions_.about.trigger()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None
    text = dialog.text.toPlainText()
    assert built_text(built, QLocale(translated)) in text
    assert built[:10] not in text  # no ISO date (2026-12-01)


def test_about_says_where_the_bookmarks_and_settings_are(
    window: MainWindow, user_dir: Path
) -> None:
    # Only the README told where to find them, to back them up.
    assert f"Your bookmarks and settings\n  {user_dir}" in _about_text(window)


#: What About's date line is made of, in a process of its own: the interface
#: locale as the app picks it from the environment, then the build date in it.
LOCALE_SNIPPET = """
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from glossary_desktop.ui.look.help import built_text
from glossary_desktop.ui.look.i18n import Translations, locale_for
app = QApplication([])
translations = Translations(app, locale_for(""))
print(translations.files[-1], built_text("2026-12-02T12:00:00+00:00", QLocale()))
"""


@pytest.mark.parametrize(
    ("language", "translation", "month"),
    [("es", "glossary_es.qm", "diciembre"), ("pt_BR", "glossary_pt.qm", "dezembro"),
     ("pt_PT", "glossary_pt_PT.qm", "dezembro")],
)
def test_a_language_chosen_by_LANGUAGE_under_an_english_system_dates_in_that_language(
    language: str, translation: str, month: str
) -> None:
    # LANGUAGE picks the translation while LANG (and so the C library's dates)
    # stays English or C: the tester's About read "Wednesday, 2 December 2026".
    import os
    import subprocess
    import sys

    for lang in ("C.UTF-8", "en_US.UTF-8"):
        env = {**os.environ, "LANGUAGE": language, "LANG": lang, "LC_ALL": "",
               "QT_QPA_PLATFORM": "offscreen", "TZ": "UTC"}
        done = subprocess.run([sys.executable, "-c", LOCALE_SNIPPET], env=env,
                              capture_output=True, text=True, timeout=60, check=False)
        assert 0 == done.returncode, done.stderr
        assert translation == done.stdout.split()[0]
        assert month in done.stdout, (lang, done.stdout)
