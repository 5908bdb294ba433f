"""``import``, ``glossaries`` and ``--glossary``: a term base of one's own, from file to deck.

Runs :func:`glossary_desktop.cli.main` in-process on a private user folder, with
the project's TBX files (``tests/data/tbx``).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.errors import SourceError
from glossary_desktop.paths import DATA_DIR
from tests.importer.tbx_files import TBX_DATA
from tests.store.faults import small_tmpfs

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(user_dir: Path, capsys: pytest.CaptureFixture[str]) -> Run:
    """``run("import", ...)`` -> (exit code, stdout, stderr), in ``user_dir``."""

    def _run(*argv: str) -> tuple[int, str, str]:
        code = main([*argv, "--user-dir", str(user_dir)])
        out, err = capsys.readouterr()
        return code, out, err

    return _run


def _names(run: Run) -> list[str]:
    code, out, _ = run("glossaries", "list", "--json")
    assert 0 == code
    return [g["name"] for g in json.loads(out)]


CSV = (
    "es,es_definition,pt,pt_definition\n"
    "agujero negro,Región de la que nada escapa.,buraco negro,Região da qual nada escapa.\n"
    "estrella,Astro con luz propia.,estrela,Astro com luz própria.\n"
)


def test_import_search_bookmark_and_export_an_imported_term_base(
    run: Run, glossary_db: Path, tmp_path: Path
) -> None:
    source = tmp_path / "sky.csv"
    source.write_text(CSV, encoding="utf-8")
    code, out, err = run("import", str(source), "--name", "sky")
    assert (0, "") == (code, err)
    assert "sky" in out
    assert ["sky"] == _names(run)

    code, out, _ = run("search", "buraco", "--glossary", "sky")
    assert 0 == code
    assert "agujero-negro" in out
    assert (0, "") == run("bookmarks", "add", "agujero-negro", "--glossary", "sky")[::2]
    deck = tmp_path / "deck.txt"
    assert 0 == run("export", "-f", "anki-text", "--bookmarks", "--out", str(deck),
                    "--glossary", "sky")[0]
    cards = [line for line in deck.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")]
    assert 1 == len(cards)
    assert "agujero negro" in cards[0]
    assert "buraco negro" in cards[0]

    # The bundled glossary's bookmarks are another list: the star stayed with sky.
    code, out, _ = run("bookmarks", "list", "--json", "--db", str(glossary_db),
                       "--glossary", "built-in")
    assert (0, []) == (code, json.loads(out))
    code, out, _ = run("bookmarks", "list", "--json", "--glossary", "sky")
    assert ["agujero-negro"] == [b["slug"] for b in json.loads(out)]


def test_a_tbx_file_imports_and_is_searchable(run: Run) -> None:
    fixture = TBX_DATA / "ia_dct_v3.tbx"
    assert 0 == run("import", str(fixture), "--name", "ia")[0]
    code, out, _ = run("show", "aprendizaje-por-refuerzo", "--glossary", "ia", "--json")
    shown = json.loads(out)
    assert (0, "aprendizaje por refuerzo", None) == (code, shown["es"]["term"], shown["pt"])
    code, out, _ = run("search", "rede neural", "--glossary", "ia")
    assert 0 == code
    assert "red-neuronal" in out


def test_the_default_name_is_the_first_file_and_rename_remove_follow(run: Run) -> None:
    assert 0 == run("import", str(TBX_DATA / "glosario_es_v2.tbx"))[0]
    assert ["glosario_es_v2"] == _names(run)
    code, out, _ = run("glossaries", "rename", "glosario_es_v2", "small", "--json")
    assert (0, "small") == (code, json.loads(out)["name"])
    assert ["small"] == _names(run)
    code, out, _ = run("glossaries", "remove", "small", "--json")
    assert (0, {"removed": "small", "bookmarks_backup": None}) == (code, json.loads(out))
    assert [] == _names(run)


def test_a_rename_to_the_same_name_says_nothing_changed_and_a_case_change_renames(
    run: Run
) -> None:
    assert 0 == run("import", str(TBX_DATA / "glosario_es_v2.tbx"), "--name", "mine")[0]

    assert (0, "'mine' already has that name: nothing changed\n", "") == run(
        "glossaries", "rename", "mine", "mine")
    assert (0, "Renamed 'mine' to 'Mine'\n", "") == run("glossaries", "rename", "mine", "Mine")
    assert ["Mine"] == _names(run)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("search", "x", "--glossary", "nope"), "no glossary named 'nope'"),
        (("glossaries", "remove", "nope"), "no glossary named 'nope'"),
        (("import", "/no/such.tbx"), str(SourceError("/no/such.tbx", SourceError.NOT_FOUND))),
        (("import", "{good}", "--name", ".hidden"), "not a usable glossary name"),
        (("import", "{good}", "--name", "a/b"), "not a usable glossary name"),
    ],
)
def test_bad_requests_get_one_line_and_exit_1(
    run: Run, argv: tuple[str, ...], message: str
) -> None:
    good = str(TBX_DATA / "glosario_es_v2.tbx")
    code, out, err = run(*(a.replace("{good}", good) for a in argv))
    assert (1, "", 1) == (code, out, err.count("\n"))
    assert message in err


def test_a_name_taken_is_refused_and_a_bad_source_leaves_nothing(run: Run, tmp_path: Path) -> None:
    good = str(TBX_DATA / "glosario_es_v2.tbx")
    assert 0 == run("import", good, "--name", "mine")[0]
    code, _, err = run("import", good, "--name", "mine")
    assert (1, 1) == (code, err.count("\n"))
    assert "already exists" in err

    evil = tmp_path / "evil.tbx"
    evil.write_text('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]><tbx>&e;</tbx>')
    code, _, err = run("import", str(evil), "--name", "evil")
    assert (1, 1) == (code, err.count("\n"))
    assert ["mine"] == _names(run)


@pytest.mark.parametrize("argv", [("glossaries",), ("glossaries", "list")], ids=["bare", "list"])
def test_no_glossaries_yet_says_so_and_how_to_add_one(run: Run, argv: tuple[str, ...]) -> None:
    assert (0, "", "no imported glossaries yet; add one with 'glossary-desktop import FILE'\n") \
        == run(*argv)
    assert (0, "[]\n", "") == run(*argv, "--json")


def test_json_given_before_the_action_is_json_too(run: Run) -> None:
    assert 0 == run("import", str(TBX_DATA / "glosario_es_v2.tbx"), "--name", "mine")[0]
    code, out, _ = run("glossaries", "--json", "list")
    assert (0, ["mine"]) == (code, [g["name"] for g in json.loads(out)])


# 64 KiB: SQLite cannot grow its shared-memory file and says "disk I/O error";
# 256 KiB: a page write fails and it says "database or disk is full".
@pytest.mark.parametrize("size", ["64k", "256k"])
def test_a_full_disk_names_the_library_says_full_and_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], size: str
) -> None:
    with small_tmpfs(tmp_path / "full", size) as user_dir:
        code = main(["import", *map(str, sorted(DATA_DIR.glob("*.txt"))),
                     "--user-dir", str(user_dir)])
        out, err = capsys.readouterr()
        left = sorted(p.name for p in (user_dir / "glossaries").iterdir())
    assert (1, "", []) == (code, out, left)
    assert (f"glossary-desktop: error: {user_dir}/glossaries: cannot write the glossary "
            "database: the disk is full (free some space)\n") == err


def test_a_read_only_disk_names_the_users_folder_not_a_hidden_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # It named glossaries/.import-8x2k1q, a folder the user never made nor sees.
    with small_tmpfs(tmp_path / "ro") as user_dir:
        (user_dir / "glossaries").mkdir()
        subprocess.run(["mount", "-o", "remount,ro", str(user_dir)], check=True)
        code = main(["import", str(TBX_DATA / "ia_dca_v3.tbx"), "--user-dir", str(user_dir)])
        out, err = capsys.readouterr()
    assert (1, "") == (code, out)
    assert (f"glossary-desktop: error: {user_dir}/glossaries: cannot write the glossary "
            "database (Read-only file system)\n") == err


def test_glossary_works_in_a_real_child_process(user_dir: Path) -> None:
    good = str(TBX_DATA / "ia_dca_v3.tbx")

    def cli(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "glossary_desktop", *argv, "--user-dir", str(user_dir)],
            capture_output=True, text=True, timeout=120, check=False,
        )

    assert 0 == cli("import", good, "--name", "sky").returncode
    shown = cli("show", "aprendizaje-por-refuerzo", "--json", "--glossary", "sky")
    assert (0, "aprendizaje-por-refuerzo") == (shown.returncode, json.loads(shown.stdout)["slug"])


def test_import_says_what_it_built_what_it_fixed_and_what_it_could_not_pair(
    run: Run, tmp_path: Path
) -> None:
    # A translator's own pair of files: the Portuguese in another order, one
    # entry short, and a line with a soft hyphen the build removes.
    (tmp_path / "mine.es.txt").write_text(
        "Glosario de traducción\nMi glosario\n"
        "Posedición\nRevisión humana de un texto producido por traducción automática.\n"
        "Localización\nAdaptación de un producto a la lengua y la cultura de un mercado.\n"
        "Memoria de traducción\nBase de datos de segmentos ya traducidos para reutilizarlos.\n",
        encoding="utf-8")
    (tmp_path / "mine.pt.txt").write_text(
        "Glossário de tradução\nO meu glossário\n"
        "Memória de tradu\u00adção\nBase de dados de segmentos já traduzidos para reutilizá-los.\n"
        "Pós-edição\nRevisão humana de um texto produzido por tradução automática.\n",
        encoding="utf-8")
    code, out, err = run("import", str(tmp_path / "mine.es.txt"), str(tmp_path / "mine.pt.txt"),
                         "--name", "mine")
    assert 0 == code
    assert ["glossary-desktop: warning: mine.pt.txt:3: invisible characters removed: "
            "U+00AD SOFT HYPHEN"] == [line.replace(str(tmp_path) + "/", "")
                                      for line in err.splitlines()]
    lines = out.splitlines()
    assert lines[0].startswith("Imported 'mine' into ")
    assert lines[0].endswith(": 3 concepts, 2 in both languages, 1 Spanish only, "
                             "0 Portuguese only.")
    assert ["Could not pair 1 entry (kept in one language):",
            "  mine.es.txt:5: Localización"] == lines[-2:]


def test_a_pair_of_text_files_is_named_after_the_pair(run: Run, tmp_path: Path) -> None:
    for lang in ("es", "pt"):
        shutil.copy(DATA_DIR / f"ia-distribuida.{lang}.txt", tmp_path / f"redes.{lang}.txt")
    assert 0 == run("import", *map(str, sorted(tmp_path.glob("*.txt"))))[0]
    # A dot that is no language part stays: "notas.v2" is the file's own name.
    (tmp_path / "notas.v2.csv").write_text("es,pt\nred,rede\n", encoding="utf-8")
    assert 0 == run("import", str(tmp_path / "notas.v2.csv"))[0]
    assert ["notas.v2", "redes"] == _names(run)


def test_a_rename_onto_a_taken_name_names_no_option_rename_does_not_have(run: Run) -> None:
    # 'glossaries rename' has no --name: the refusal must not send the user to it.
    good = str(TBX_DATA / "glosario_es_v2.tbx")
    assert 0 == run("import", good, "--name", "mine")[0]
    assert 0 == run("import", good, "--name", "work")[0]
    assert (1, "", "glossary-desktop: error: a glossary named 'work' already exists: choose "
            "another name, or remove it first\n") == run("glossaries", "rename", "mine", "work")


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda p: p, SourceError.NOT_FOUND),
        (lambda p: p.mkdir() or p, SourceError.IS_DIRECTORY),
        (lambda p: Path("/dev/null"), SourceError.NOT_REGULAR),
    ],
    ids=["missing", "folder", "device"],
)
def test_import_says_what_a_source_that_is_no_file_is(
    run: Run, tmp_path: Path, make: Callable[[Path], Path], code: str
) -> None:
    # A folder given by mistake was called "no such file", though it is there.
    source = make(tmp_path / "términos")
    said = SourceError(source, code)
    assert (1, "", f"glossary-desktop: error: {said}\n") == run("import", str(source))
    assert [] == _names(run)


def test_a_user_folder_that_is_a_file_is_said_before_the_empty_list(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # --user-dir naming a file: "no imported glossaries yet" read as if they were gone.
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("mine", encoding="utf-8")
    code = main(["glossaries", "list", "--user-dir", str(not_a_folder)])
    out, err = capsys.readouterr()
    assert (0, "", [
        f"glossary-desktop: warning: {not_a_folder} is not a folder: no glossaries can be "
        "kept there",
        "no imported glossaries yet; add one with 'glossary-desktop import FILE'",
    ]) == (code, out, err.splitlines())
    assert "mine" == not_a_folder.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("fmt", "title"), [("md", "# Astronomía\n"), ("tbx", "<p>Astronomía</p>")]
)
def test_an_imported_glossary_is_exported_under_its_name(
    run: Run, tmp_path: Path, fmt: str, title: str
) -> None:
    """As File > Export titles it: not after the file every imported glossary has
    (it said "Glossary (glossary.db)")."""
    source = tmp_path / "astro.csv"
    source.write_text(CSV, encoding="utf-8")
    assert 0 == run("import", str(source), "--name", "Astronomía")[0]
    code, out, _ = run("export", "--format", fmt, "--glossary", "Astronomía")
    assert 0 == code
    assert title in out
