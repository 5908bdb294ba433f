"""``glossary-desktop bookmarks``: list, add, remove, JSON, and the errors a user can cause.

Runs :func:`glossary_desktop.cli.main` in-process on the glossary built from
``data/`` (the session fixture ``glossary_db``) and a private user folder.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.store.user_db import UserStore

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "user"


@pytest.fixture
def run(glossary_db: Path, folder: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """``run("bookmarks", "list")`` -> (exit code, stdout, stderr), on the seed glossary."""

    def _run(*argv: str, user_dir: Path | None = None) -> tuple[int, str, str]:
        code = main([*argv, "--db", str(glossary_db), "--user-dir", str(user_dir or folder)])
        out, err = capsys.readouterr()
        return code, out, err

    return _run


def _slugs(folder: Path) -> list[str]:
    with UserStore.open(folder) as store:
        return [b.slug for b in store.bookmarks()]


def _bookmark_gone_concept(folder: Path) -> None:
    """A bookmark whose concept a rebuilt glossary no longer has."""
    with UserStore.open(folder) as store:
        store.add("concepto-borrado", term="Concepto Borrado", note="era útil")


# -- add -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "slug", "term"),
    [
        ("sharding", "sharding", "Sharding"),
        ("Servidor de Parámetros", "servidor-de-parametros", "Servidor de Parámetros"),
        # a Portuguese term finds the concept; the stored term is the Spanish title
        ("Treinamento Síncrono", "entrenamiento-sincronico", "Entrenamiento Sincrónico"),
        ("kubernetes para ml", "kubernetes-para-ml", "Kubernetes para ML"),  # case ignored
    ],
)
def test_add_resolves_slug_or_term(
    run: Run, folder: Path, given: str, slug: str, term: str
) -> None:
    assert (0, f"bookmarked {slug}  {term}\n", "") == run("bookmarks", "add", given)
    with UserStore.open(folder) as store:
        mark = store.get(slug)
    assert mark is not None
    assert (slug, term) == (mark.slug, mark.term)


def test_add_json_with_note(run: Run) -> None:
    code, out, _ = run("bookmarks", "add", "Dask", "--note", "leer después", "--json")
    mark = json.loads(out)
    assert 0 == code
    assert {
        "slug": "dask", "term": "Dask", "note": "leer después", "exists": True, "status": "ok",
        "es_term": "Dask", "pt_term": "Dask", "source": "ia-distribuida.es.txt",
    } == {k: v for k, v in mark.items() if k != "created_at"}
    assert isinstance(mark["created_at"], float)


def test_unknown_term_is_one_line_and_exit_1(run: Run, folder: Path) -> None:
    code, out, err = run("bookmarks", "add", "no such thing")
    assert (1, "", "glossary-desktop: error: no concept matches 'no such thing'\n") == (
        code, out, err
    )
    assert [] == _slugs(folder)


# -- list ----------------------------------------------------------------------------


NEWEST = ["sharding", "dask", "agrupacion-de-recursos"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["bookmarks"], NEWEST),  # no action: list
        (["bookmarks", "list"], NEWEST),
        (["bookmarks", "list", "--order", "newest"], NEWEST),
        (["bookmarks", "list", "--order", "alpha"], ["agrupacion-de-recursos", "dask", "sharding"]),
    ],
)
def test_list_order(run: Run, argv: list[str], expected: list[str]) -> None:
    for term in ("Agrupación de Recursos", "Dask", "Sharding"):
        run("bookmarks", "add", term)
    code, out, _ = run(*argv)
    assert (0, expected) == (code, [line.split()[0] for line in out.splitlines()])


def test_list_text_shows_term_note_and_missing_concepts(run: Run, folder: Path) -> None:
    _bookmark_gone_concept(folder)
    run("bookmarks", "add", "sharding", "--note", "repasar")
    code, out, err = run("bookmarks", "list")
    assert (0, "") == (code, err)
    assert [
        "sharding          Sharding  — repasar",
        "concepto-borrado  Concepto Borrado  — era útil  (no longer in the glossary)",
    ] == out.splitlines()


def test_list_json_keeps_missing_concepts(run: Run, folder: Path) -> None:
    _bookmark_gone_concept(folder)
    run("bookmarks", "add", "sharding")
    code, out, _ = run("bookmarks", "list", "--order", "alpha", "--json")
    rows = json.loads(out)
    assert 0 == code
    assert [
        {"slug": "concepto-borrado", "term": "Concepto Borrado", "note": "era útil",
         "exists": False, "status": "missing"},
        {"slug": "sharding", "term": "Sharding", "note": "", "exists": True, "status": "ok"},
    ] == [{k: row[k] for k in ("slug", "term", "note", "exists", "status")} for row in rows]
    assert all(isinstance(row["created_at"], float) for row in rows)


def test_empty_list(run: Run) -> None:
    assert (0, "", "no bookmarks yet\n") == run("bookmarks", "list")
    assert (0, "[]\n", "") == run("bookmarks", "list", "--json")


# -- remove --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "removed"),
    [
        ("sharding", "sharding"),
        ("Servidor de Parámetros", "servidor-de-parametros"),  # the stored term
        ("Servidor de Parâmetros", "servidor-de-parametros"),  # the other language's term
        ("Concepto Borrado", "concepto-borrado"),  # gone from the glossary, still removable
        ("concepto-borrado", "concepto-borrado"),
    ],
)
def test_remove(run: Run, folder: Path, given: str, removed: str) -> None:
    _bookmark_gone_concept(folder)
    run("bookmarks", "add", "sharding")
    run("bookmarks", "add", "servidor-de-parametros")
    before = set(_slugs(folder))
    assert (0, f"removed {removed}\n", "") == run("bookmarks", "remove", given)
    assert before - {removed} == set(_slugs(folder))


@pytest.mark.parametrize("given", ["dask", "no such thing"])
def test_remove_what_is_not_bookmarked_is_exit_1(run: Run, given: str) -> None:
    run("bookmarks", "add", "sharding")
    assert (1, "", f"glossary-desktop: error: {given!r} is not bookmarked\n") == run(
        "bookmarks", "remove", given
    )


# -- options, help, damaged and read-only stores ------------------------------------


def test_options_before_the_command_work_too(
    glossary_db: Path, folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["--db", str(glossary_db), "--user-dir", str(folder), "bookmarks", "add", "dask"]
    assert 0 == main(argv)
    assert ["dask"] == _slugs(folder)
    capsys.readouterr()


@pytest.mark.parametrize("action", [[], ["list"], ["add"], ["remove"]])
def test_help_ends_with_an_example(
    action: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["bookmarks", *action, "--help"])
    out = capsys.readouterr().out
    assert 0 == exited.value.code
    assert "glossary-desktop bookmarks" in out.split("example:")[1]


def test_read_only_store_add_is_one_line_exit_1(run: Run, tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("a file, so no folder can be made under it")
    where = tmp_path / "file.txt" / "user"
    code, out, err = run("bookmarks", "add", "dask", user_dir=where)
    assert (1, "") == (code, out)
    assert [f"glossary-desktop: error: Bookmarks cannot be saved: cannot create {where} "
            "(Not a directory)"] == err.splitlines()


def test_read_only_store_still_lists(run: Run, tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("")
    assert (0, "[]\n", "") == run("bookmarks", "list", "--json", user_dir=tmp_path / "file.txt")


def test_damaged_store_is_reported_and_replaced(run: Run, folder: Path) -> None:
    folder.mkdir()
    (folder / "user.db").write_bytes(b"not sqlite" * 20)
    code, out, err = run("bookmarks", "add", "dask")
    assert (0, "bookmarked dask  Dask\n") == (code, out)
    assert err.startswith("glossary-desktop: warning: Your bookmarks file could not be read")
    assert 1 == len(err.splitlines())
    assert ["dask"] == _slugs(folder)
