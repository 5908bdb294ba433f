"""The window's rooms are entered through their door: a module of ``ui/<room>/`` is
imported from outside its room only through the names its ``__init__`` lists, and
importing a room loads none of its modules until a name is asked for."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "glossary_desktop"
UI = PACKAGE / "ui"
ROOMS = sorted(p.name for p in UI.iterdir() if (p / "__init__.py").is_file())


def _public(room: str) -> set[str]:
    return set(importlib.import_module(f"glossary_desktop.ui.{room}").__all__)


def _past_the_door(source: str, rel: Path) -> list[str]:
    """Where ``source``, the module at ``rel`` in the package, imports a room's
    module, or a name the room does not list, from outside that room
    (``file:line: module``)."""
    own = rel.parts[1] if rel.parts[0] == "ui" and len(rel.parts) > 2 else None
    found = []
    for node in ast.walk(ast.parse(source, str(rel))):
        if isinstance(node, ast.Import):
            targets = [(a.name, None) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            targets = [(node.module, [a.name for a in node.names])]
        else:
            continue
        for module, names in targets:
            parts = module.split(".")
            if parts[:2] != ["glossary_desktop", "ui"] or len(parts) < 3:
                continue
            room = parts[2]
            if room not in ROOMS or room == own:
                continue
            unlisted = sorted(set(names or ()) - _public(room)) if len(parts) == 3 else []
            if len(parts) > 3 or unlisted:
                what = module if len(parts) > 3 else f"{module}: {', '.join(unlisted)}"
                found.append(f"{rel}:{node.lineno}: {what}")
    return found


def test_no_module_of_a_room_is_imported_from_outside_it() -> None:
    found = [
        line
        for path in sorted(PACKAGE.rglob("*.py"))
        for line in _past_the_door(path.read_text(encoding="utf-8"), path.relative_to(PACKAGE))
    ]

    assert [] == found


def test_the_check_names_the_file_and_line_of_an_import_past_the_door() -> None:
    source = (
        "from glossary_desktop.ui.search import SearchBar\n"
        "from glossary_desktop.ui.search.bar import BOOKMARKED\n"
        "def f():\n"
        "    from glossary_desktop.ui.search import bar\n"
        "    import glossary_desktop.ui.search.results\n"
    )

    assert [
        "app.py:2: glossary_desktop.ui.search.bar",
        "app.py:4: glossary_desktop.ui.search: bar",
        "app.py:5: glossary_desktop.ui.search.results",
    ] == sorted(_past_the_door(source, Path("app.py")))
    # Inside the room, its own modules are its business.
    assert [] == _past_the_door(source, Path("ui/search/results.py"))


def _type_checking_names(room: str) -> dict[str, str]:
    """The names the room's ``if TYPE_CHECKING:`` block imports, and their modules."""
    tree = ast.parse((UI / room / "__init__.py").read_text(encoding="utf-8"))
    names = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom)
                assert imp.module
                names.update({a.name: imp.module for a in imp.names})
    return names


@pytest.mark.parametrize("room", ROOMS)
def test_a_room_lists_what_it_offers_and_gives_each_name_from_its_module(room: str) -> None:
    package = importlib.import_module(f"glossary_desktop.ui.{room}")
    declared = _type_checking_names(room)
    modules = {p.stem for p in (UI / room).glob("*.py")}

    assert sorted(declared) == sorted(package.__all__)  # what type checkers see
    for name, module in declared.items():
        assert getattr(package, name) is getattr(importlib.import_module(module), name)
    # A name shadowed by a module of the same name would be the module once imported.
    assert set() == set(package.__all__) & modules
    with pytest.raises(AttributeError, match="no_such_name"):
        package.no_such_name  # noqa: B018 (the read is the test)


def test_importing_a_room_loads_none_of_its_modules() -> None:
    code = (
        "import sys\n"
        f"for room in {ROOMS!r}:\n"
        "    __import__('glossary_desktop.ui.' + room)\n"
        "print(sorted(m for m in sys.modules if m.count('.') > 2\n"
        "             and m.startswith('glossary_desktop.ui.')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )

    assert "[]" == done.stdout.strip()
