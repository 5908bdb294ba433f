"""``glossary-desktop bookmarks note``: set and clear a bookmark's note, and every refusal.

In-process on the seed glossary and a private user folder, except the stories
that need another process (a held lock). A note on a concept that is not
bookmarked bookmarks it, as the window's note box does.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.domain import Bookmark
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from tests.cli.conftest import Run
from tests.store.faults import lock_held, make_newer_file


def _marks(folder: Path) -> dict[str, Bookmark]:
    with UserStore.open(folder) as store:
        return {b.slug: b for b in store.bookmarks()}


def _note(folder: Path, slug: str) -> str | None:
    mark = _marks(folder).get(slug)
    return None if mark is None else mark.note


def _error(message: str) -> str:
    return f"glossary-desktop: error: {message}\n"


@pytest.mark.parametrize(
    ("given", "slug", "term"),
    [
        ("servidor-de-parametros", "servidor-de-parametros", "Servidor de Parámetros"),
        ("Servidor de Parámetros", "servidor-de-parametros", "Servidor de Parámetros"),
        ("Servidor de Parâmetros", "servidor-de-parametros", "Servidor de Parámetros"),  # pt
        ("Concepto Borrado", "concepto-borrado", "Concepto Borrado"),  # gone, still noted
    ],
)
def test_note_changes_the_note_and_keeps_the_bookmark(
    run: Run, folder: Path, given: str, slug: str, term: str
) -> None:
    with UserStore.open(folder) as store:
        store.add("concepto-borrado", term="Concepto Borrado", note="era útil")
    run("bookmarks", "add", "servidor-de-parametros", "--note", "primera")
    before = _marks(folder)[slug]
    assert (0, f"note saved: {slug}  {term}\n", "") == run("bookmarks", "note", given, "otra")
    after = _marks(folder)[slug]
    assert (before.created_at, "otra") == (after.created_at, after.note)
    assert 2 == len(_marks(folder))


@pytest.mark.parametrize(
    "how", [["--clear"], [""], ["   "]], ids=["clear", "empty", "blank"]
)
def test_note_clear_keeps_the_bookmark_without_a_note(
    run: Run, folder: Path, how: list[str]
) -> None:
    run("bookmarks", "add", "dask", "--note", "leer después")
    assert (0, "note cleared: dask  Dask\n", "") == run("bookmarks", "note", "Dask", *how)
    assert {"dask": ""} == {s: b.note for s, b in _marks(folder).items()}


def test_add_with_an_empty_note_clears_it_and_without_one_keeps_it(
    run: Run, folder: Path
) -> None:
    run("bookmarks", "add", "dask", "--note", "leer después")
    assert (0, "bookmarked dask  Dask\n", "") == run("bookmarks", "add", "dask")
    assert "leer después" == _note(folder, "dask")
    assert (0, "bookmarked dask  Dask\n", "") == run("bookmarks", "add", "dask", "--note", "")
    assert "" == _note(folder, "dask")


def test_a_note_on_a_concept_not_bookmarked_bookmarks_it_as_the_window_does(
    run: Run, folder: Path
) -> None:
    assert (0, "bookmarked with the note: entrenamiento-sincronico  Entrenamiento Sincrónico\n",
            "") == run("bookmarks", "note", "Treinamento Síncrono", "repasar")
    mark = _marks(folder)["entrenamiento-sincronico"]
    assert ("repasar", "Treinamento Síncrono") == (mark.note, mark.pt_term)


def test_note_json_is_the_bookmark(run: Run) -> None:
    code, out, err = run("bookmarks", "note", "dask", "x", "--json")
    assert (0, "") == (code, err)
    assert '"note": "x"' in out
    assert '"status": "ok"' in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["no such thing", "x"], "no concept matches 'no such thing'"),
        (["no such thing", "--clear"], "no concept matches 'no such thing'"),
        (["sharding", "--clear"], "'sharding' is not bookmarked: it has no note to clear"),
        (["sharding", ""], "'sharding' is not bookmarked: it has no note to clear"),
        (["dask", "x" * (NOTE_MAX_CHARS + 1)],
         f"a note can have at most {NOTE_MAX_CHARS} characters "
         f"(this one has {NOTE_MAX_CHARS + 1})"),
    ],
)
def test_refusals_are_one_line_exit_1_and_change_nothing(
    run: Run, folder: Path, argv: list[str], message: str
) -> None:
    run("bookmarks", "add", "dask", "--note", "N")
    assert (1, "", _error(message)) == run("bookmarks", "note", *argv)
    assert {"dask": "N"} == {s: b.note for s, b in _marks(folder).items()}


def test_a_bookmark_about_another_concept_is_not_written_through_the_new_one(
    run: Run, folder: Path
) -> None:
    # A rebuild gave the slug to another concept than the one starred.
    with UserStore.open(folder) as store:
        store.add("entrenamiento-sincronico", term="Viejo", note="del viejo",
                  es_term="Viejo", pt_term="Velho", source="otro.es.txt")
    assert (1, "", _error(
        "the bookmark entrenamiento-sincronico is about another concept than "
        "'Treinamento Síncrono' (changed in the glossary)"
    )) == run("bookmarks", "note", "Treinamento Síncrono", "nuevo")
    assert "del viejo" == _note(folder, "entrenamiento-sincronico")
    # Named by its own slug or term, the bookmark is the user's to annotate.
    assert 0 == run("bookmarks", "note", "Viejo", "sigue")[0]
    assert "sigue" == _note(folder, "entrenamiento-sincronico")


def test_a_folder_that_cannot_be_made_is_one_line(run: Run, tmp_path: Path) -> None:
    (tmp_path / "file.txt").write_text("a file, so no folder can be made under it")
    where = tmp_path / "file.txt" / "user"
    assert (1, "", _error(f"Bookmarks cannot be saved: cannot create {where} (Not a directory)")
            ) == run("bookmarks", "note", "dask", "x", user_dir=where)


def test_a_newer_user_db_is_not_written(run: Run, tmp_path: Path) -> None:
    path = make_newer_file(tmp_path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    code, out, err = run("bookmarks", "note", "dask", "nuevo", user_dir=tmp_path)
    assert (1, "") == (code, out)
    assert err.splitlines()[-1].startswith("glossary-desktop: error: ")
    assert "made by a newer version" in err.splitlines()[-1]
    assert before == hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.slow  # the command waits out its full lock timeout
def test_a_lock_held_past_the_wait_is_one_line_and_the_note_is_unchanged(
    glossary_db: Path, folder: Path, run: Run
) -> None:
    run("bookmarks", "add", "dask", "--note", "N")
    with lock_held(folder / "user.db"):
        done = subprocess.run(
            [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db),
             "--user-dir", str(folder), "bookmarks", "note", "dask", "nuevo"],
            capture_output=True, text=True, timeout=120, check=False,
        )
    assert (1, "") == (done.returncode, done.stdout)
    assert [f"glossary-desktop: error: Not saved: {folder / 'user.db'} is busy in another "
            "window or command"] == done.stderr.splitlines()
    assert "N" == _note(folder, "dask")
