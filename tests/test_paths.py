"""Where things live: the user folder is Qt's, found without Qt; the CLI loads no Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths

from glossary_desktop import paths


@pytest.fixture
def app_names(qapp: QCoreApplication) -> Iterator[None]:
    """The organization and application names the window sets, for this test only."""
    before = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(paths.ORGANIZATION)
    QCoreApplication.setApplicationName(paths.APPLICATION)
    yield
    QCoreApplication.setOrganizationName(before[0])
    QCoreApplication.setApplicationName(before[1])


@pytest.mark.parametrize("xdg_data_home", [None, "xdg-data"], ids=["default", "XDG_DATA_HOME"])
def test_the_user_folder_is_the_one_qt_gives(
    app_names: None,
    xdg_data_home: str | None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Bookmarks saved by earlier versions (which asked Qt) are found where they are."""
    monkeypatch.setenv("HOME", str(tmp_path))
    if xdg_data_home is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / xdg_data_home))
    qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)

    assert Path(qt) == paths.default_user_dir()
    assert str(tmp_path) in qt  # the environment above was what both read


@pytest.mark.parametrize(
    ("explicit", "env", "expected"),
    [
        ("/x/given", "/x/env", Path("/x/given")),
        (None, "/x/env", Path("/x/env")),
        (None, None, None),  # None: the platform's folder
    ],
)
def test_user_dir_order(
    explicit: str | None, env: str | None, expected: Path | None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    if env is None:
        monkeypatch.delenv(paths.USER_DIR_ENV, raising=False)
    else:
        monkeypatch.setenv(paths.USER_DIR_ENV, env)
    assert (expected or paths.default_user_dir()) == paths.resolve_user_dir(explicit)


def test_the_bundled_glossary_is_package_data() -> None:
    """Wherever the package is (checkout, wheel, executable), the DB is next to its code."""
    import glossary_desktop

    assert Path(glossary_desktop.__file__).resolve().parent / "glossary.db" == paths.bundled_db()


@pytest.mark.parametrize(
    "argv",
    [
        ["bookmarks", "list"],
        ["bookmarks", "add", "sharding", "--note", "n"],
        ["search", "sincronico"],
        ["show", "sharding"],
    ],
    ids=["bookmarks-list", "bookmarks-add", "search", "show"],
)
def test_the_commands_load_no_qt(argv: list[str], glossary_db: Path, tmp_path: Path) -> None:
    """Not even to find the default user folder (no --user-dir, no environment variable)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "GLOSSARY_DESKTOP_"))}
    env["HOME"] = str(tmp_path)
    code = (
        "import sys\n"
        "from glossary_desktop.cli import main\n"
        f"code = main({[*argv, '--db', str(glossary_db)]!r})\n"
        "print(code, sorted(m for m in sys.modules if m.split('.')[0] == 'PySide6'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert "0 []" == done.stdout.splitlines()[-1]
    # A bookmark is saved in the platform's folder, under this HOME; only listing
    # them makes nothing (tests/cli/test_first_run.py).
    user_db = tmp_path / ".local/share" / paths.ORGANIZATION / paths.APPLICATION / "user.db"
    assert (argv[:2] == ["bookmarks", "add"]) == user_db.is_file()
