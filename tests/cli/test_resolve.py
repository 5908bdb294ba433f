"""``show`` and ``bookmarks add/remove`` name a concept the same way (issue 15, point 9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from glossary_desktop.cli import main


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("sharding", "sharding"),  # a slug
        ("Paralelismo de Dados", "paralelismo-de-datos"),  # a whole term, Portuguese
        ("descida", "descenso-de-gradiente-distribuido"),  # a term's first word
        ("treinamento sinc", "entrenamiento-sincronico"),  # words starting a term
        ("gradientes", "descenso-de-gradiente-distribuido"),  # a word in another form
        ("xyzzy", None),
        ("particionan", None),  # only in a definition: not a name for the concept
    ],
)
def test_show_and_bookmarks_resolve_alike(
    glossary_db: Path, user_dir: Path, capsys: pytest.CaptureFixture[str],
    text: str, slug: str | None,
) -> None:
    def run(*argv: str) -> tuple[int, str]:
        code = main([*argv, "--db", str(glossary_db), "--user-dir", str(user_dir)])
        return code, capsys.readouterr().out

    code, out = run("show", text, "--json")
    shown = json.loads(out)["slug"] if code == 0 else None
    code, out = run("bookmarks", "add", text, "--json")
    added = json.loads(out)["slug"] if code == 0 else None
    code, out = run("bookmarks", "remove", text)
    removed = out.removeprefix("removed ").strip() if code == 0 else None
    assert (slug, slug, slug) == (shown, added, removed)
