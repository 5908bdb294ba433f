"""``glossary-desktop bookmarks``: list, add, remove, JSON, and the errors a user can cause.

Runs :func:`glossary_desktop.cli.main` in-process on the glossary built from
``data/`` (the session fixture ``glossary_db``) and a private user folder.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.glossary import Glossary
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.paths import DATA_DIR
from glossary_desktop.store.user_db import NOTE_MAX_CHARS, UserStore
from tests.cli.conftest import Run
from tests.store.faults import make_newer_file


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
    } == {k: v for k, v in mark.items() if k not in ("created_at", "note_changed_at")}
    # A bookmark added with its note: both dated by the one write.
    assert isinstance(mark["created_at"], float)
    assert mark["created_at"] == mark["note_changed_at"]


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


def test_list_text_shows_each_line_of_a_note_under_the_first(
    glossary_db: Path, folder: Path
) -> None:
    # Translators write one remark a line: a line break printed as "\x0a" ran
    # them together. Every other control character is still a visible escape.
    with UserStore.open(folder) as store:
        store.add("concepto-borrado", term="Concepto Borrado", note="uno\ndos\n\nfin")
    common = ["--db", str(glossary_db), "--user-dir", str(folder), "bookmarks"]
    added = _cli(*common, "add", "sharding", "--note",
                 "revisar el pt\ncomparar con \x1b[31mPyTorch\r\nfin\x0b")
    assert 0 == added.returncode
    listed = _cli(*common, "list")
    assert (0, "") == (listed.returncode, listed.stderr)
    assert [
        "sharding          Sharding  — revisar el pt",
        "                              comparar con \\x1b[31mPyTorch\\x0d",
        "                              fin\\x0b",
        "concepto-borrado  Concepto Borrado  — uno",
        "                                      dos",
        "",
        "                                      fin  (no longer in the glossary)",
    ] == listed.stdout.splitlines()


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


def test_a_user_folder_that_cannot_exist_is_said_before_the_empty_list(
    run: Run, tmp_path: Path
) -> None:
    # --user-dir naming a file: the window warns, and so does the list, rather
    # than "no bookmarks yet" as if the user's bookmarks were gone.
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("mine", encoding="utf-8")
    code, out, err = run("bookmarks", "list", user_dir=not_a_folder)
    assert (0, "", [
        f"glossary-desktop: warning: Bookmarks cannot be saved: cannot create {not_a_folder} "
        "(File exists)",
        "no bookmarks yet",
    ]) == (code, out, err.splitlines())
    assert "mine" == not_a_folder.read_text(encoding="utf-8")


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


@pytest.mark.parametrize(
    ("given", "status"), [("sharding", "ok"), ("concepto-borrado", "missing")]
)
def test_remove_json_is_the_bookmark_removed(
    run: Run, folder: Path, given: str, status: str
) -> None:
    _bookmark_gone_concept(folder)
    run("bookmarks", "add", "sharding", "--note", "leer")
    code, out, err = run("bookmarks", "remove", given, "--json")
    assert (0, "") == (code, err)
    mark = json.loads(out)
    assert (given, status) == (mark["slug"], mark["status"])
    assert {"slug", "term", "note", "created_at", "exists", "status", "es_term", "pt_term",
            "source", "note_changed_at"} == set(mark)
    assert given not in _slugs(folder)


@pytest.mark.parametrize(
    "argv",
    [["bookmarks", "--json"], ["bookmarks", "--json", "list"], ["bookmarks", "list", "--json"]],
    ids=" ".join,
)
def test_json_is_json_wherever_it_is_given(run: Run, argv: list[str]) -> None:
    run("bookmarks", "add", "sharding")
    code, out, err = run(*argv)
    assert (0, "", ["sharding"]) == (code, err, [b["slug"] for b in json.loads(out)])


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


@pytest.mark.parametrize("action", [[], ["list"], ["add"], ["remove"], ["note"]])
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
    code, out, err = run("bookmarks", "list", "--json", user_dir=tmp_path / "file.txt")
    assert (0, "[]\n", 1) == (code, out, err.count("\n"))  # JSON intact, the reason on stderr
    assert err.startswith("glossary-desktop: warning: Bookmarks cannot be saved: cannot create")


def test_damaged_store_is_reported_and_replaced(run: Run, folder: Path) -> None:
    folder.mkdir()
    (folder / "user.db").write_bytes(b"not sqlite" * 20)
    code, out, err = run("bookmarks", "add", "dask")
    assert (0, "bookmarked dask  Dask\n") == (code, out)
    assert err.startswith("glossary-desktop: warning: Your bookmarks file could not be read")
    assert 1 == len(err.splitlines())
    assert ["dask"] == _slugs(folder)


# -- what the user's data must survive (issue 12) ------------------------------------


def _cli(*argv: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """The CLI in a process of its own (as a user runs it next to an open window)."""
    return subprocess.run(
        [sys.executable, "-m", "glossary_desktop", *argv],
        capture_output=True, text=True, timeout=timeout, check=False,
    )


@pytest.mark.parametrize(
    ("argv", "env", "expected"),
    [
        (["--user-dir", ""], {}, "--user-dir is empty: give a folder for bookmarks and settings"),
        ([], {"GLOSSARY_DESKTOP_USER_DIR": ""},
         "GLOSSARY_DESKTOP_USER_DIR is set but empty: give a folder or unset it"),
    ],
    ids=["option", "environment"],
)
def test_an_empty_user_dir_is_an_error_not_the_home_folder(
    glossary_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str], argv: list[str], env: dict[str, str], expected: str,
) -> None:
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    code = main(["--db", str(glossary_db), *argv, "bookmarks", "add", "dask"])
    assert (1, "", f"glossary-desktop: error: {expected}\n") == (code, *capsys.readouterr())
    assert [] == list(tmp_path.iterdir())  # no user.db made here or in the home folder


def test_a_note_over_the_limit_is_refused_with_one_line(run: Run, folder: Path) -> None:
    code, out, err = run("bookmarks", "add", "dask", "--note", "x" * (NOTE_MAX_CHARS + 1))
    assert (1, "") == (code, out)
    assert [f"glossary-desktop: error: a note can have at most {NOTE_MAX_CHARS} characters "
            f"(this one has {NOTE_MAX_CHARS + 1})"] == err.splitlines()
    assert [] == _slugs(folder)


@pytest.mark.parametrize("action", [["list"], ["add", "dask"], ["remove", "dask"]])
def test_a_fifo_as_user_db_is_refused_at_once(
    glossary_db: Path, tmp_path: Path, action: list[str]
) -> None:
    os.mkfifo(tmp_path / "user.db")
    done = _cli("--db", str(glossary_db), "--user-dir", str(tmp_path), "bookmarks", *action)
    assert (1, "") == (done.returncode, done.stdout)
    assert [f"glossary-desktop: error: Bookmarks cannot be read: {tmp_path / 'user.db'} "
            "is not a regular file"] == done.stderr.splitlines()


def test_a_newer_user_db_is_listed_never_written_never_moved(
    glossary_db: Path, tmp_path: Path
) -> None:
    path = make_newer_file(tmp_path)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    common = ["--db", str(glossary_db), "--user-dir", str(tmp_path), "bookmarks"]
    listed = _cli(*common, "list", "--json")
    added = _cli(*common, "add", "sharding")
    removed = _cli(*common, "remove", "dask")
    assert 0 == listed.returncode
    assert [("dask", "del futuro")] == [(b["slug"], b["note"]) for b in json.loads(listed.stdout)]
    assert "made by a newer version" in listed.stderr
    for refused in (added, removed):
        assert 1 == refused.returncode
        assert "made by a newer version" in refused.stderr.splitlines()[-1]
    assert before == hashlib.sha256(path.read_bytes()).hexdigest()
    assert ["user.db"] == sorted(p.name for p in tmp_path.iterdir())


HOMONYM = (
    "Glosario de Datos\nTérminos de análisis de datos\n"
    "Dask\nBiblioteca de análisis de datos tabulares usada en este otro volumen de datos.\n"
    "Pandas\nBiblioteca de Python para tablas de datos en memoria."
)


def _rebuild_with_a_homonym(
    tmp_path: Path, *, keep_slugs: bool = False
) -> tuple[Path, Path, Path]:
    """The seed glossary, a bookmark on Dask with a note, then a rebuild where a new
    file in another volume brings a second "Dask": (user dir, old db, new db).

    The new glossary is written beside the old one; with ``keep_slugs`` it reads the
    old one's slug history, as a rebuild over the same file does."""
    data, user = tmp_path / "data", tmp_path / "user"
    data.mkdir()
    for source in sources_in(DATA_DIR):
        shutil.copy(source, data)
    before, after = tmp_path / "before.db", tmp_path / "after.db"
    build_db(sources_in(data), before)
    added = _cli("--db", str(before), "--user-dir", str(user), "bookmarks", "add", "dask",
                 "--note", "N")
    assert 0 == added.returncode, added.stderr
    (data / "analisis.es.txt").write_text(HOMONYM, encoding="utf-8")
    build_db(sources_in(data), after, previous=before if keep_slugs else None)
    return user, before, after


def _original_dask_definition(db: Path) -> str:
    with Glossary.open(db) as glossary:
        concept = glossary.get("dask")
    assert concept is not None
    assert concept.es is not None
    return concept.es.definition


def test_after_a_rebuild_a_bookmark_is_never_silently_on_another_concept(
    tmp_path: Path,
) -> None:
    user, before, after = _rebuild_with_a_homonym(tmp_path)
    listed = _cli("--db", str(after), "--user-dir", str(user), "bookmarks", "list", "--json")
    (mark,) = json.loads(listed.stdout)
    assert ("dask", "N") == (mark["slug"], mark["note"])
    with Glossary.open(after) as glossary:
        now = glossary.get(mark["slug"])
    assert now is not None
    assert now.es is not None
    same_concept = now.es.definition == _original_dask_definition(before)
    # Either the slug still names the starred Dask, or the bookmark says it does not.
    assert ("ok" if same_concept else "changed") == mark["status"]


def test_after_a_rebuild_with_a_homonym_the_bookmark_keeps_its_concept(tmp_path: Path) -> None:
    user, before, after = _rebuild_with_a_homonym(tmp_path, keep_slugs=True)
    listed = _cli("--db", str(after), "--user-dir", str(user), "bookmarks", "list", "--json")
    (mark,) = json.loads(listed.stdout)
    assert ("dask", "N", "ok") == (mark["slug"], mark["note"], mark["status"])
    shown = _cli("--db", str(after), "show", mark["slug"], "--json")
    assert _original_dask_definition(before) in shown.stdout
