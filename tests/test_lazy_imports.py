"""An import inside a function must earn its place: it says what it saves.

An import is put inside a function only to keep a start-up from paying for
modules it does not use (the window's first frame, the command line's start, a
lookup handed to a running reader). Its comment, on the line above, names that
cost as measured ("# lazy: 64 modules, 151 ms ..."), so a reader can weigh it
and the next change can tell when it no longer holds. Circles cannot hide behind
such an import: lint-imports' no-cycles contract counts imports inside functions
too.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "glossary_desktop"
#: "# lazy: <what it saves, with a figure in ms>"
FIGURE = re.compile(r"#\s*lazy:.*\d(\.\d+)?\s*ms")


def function_level_imports(source: str) -> list[int]:
    """Line numbers of the imports inside a function of ``source``."""
    found: set[int] = set()
    for fn in ast.walk(ast.parse(source)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            imports = (n for n in ast.walk(fn) if isinstance(n, (ast.Import, ast.ImportFrom)))
            found.update(node.lineno for node in imports)
    return sorted(found)


def unexplained(source: str) -> list[int]:
    """The function-level imports of ``source`` without a "lazy:" figure above
    (or beside) them."""
    lines = source.splitlines()
    return [
        n for n in function_level_imports(source)
        if not FIGURE.search(lines[n - 1]) and not (n > 1 and FIGURE.search(lines[n - 2]))
    ]


def test_every_import_inside_a_function_names_the_start_up_time_it_saves() -> None:
    missing = [
        f"{path.relative_to(PACKAGE.parent)}:{n}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for n in unexplained(path.read_text(encoding="utf-8"))
    ]
    assert [] == missing


def test_the_check_finds_an_import_without_its_figure() -> None:
    source = (
        "def f():\n"
        "    # lazy: 3 modules, 2.5 ms of the window's start-up\n"
        "    import json\n"
        "    import csv  # only for tables\n"
        "    return json, csv\n"
    )
    assert [4] == unexplained(source)
