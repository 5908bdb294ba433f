"""``glossary-desktop build-db``: warnings with file and line, progress only on a terminal."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.paths import DATA_DIR
from tests.importer.tbx_files import martif

# One of each warning: an invisible character, a homograph, an exact duplicate.
WARNED = ("Glosario de Redes\nSubtítulo\nCorta\u00adfuegos\nFiltro del tráfico de una red.\n"
          "Red\nConjunto de computadoras conectadas.\nRed\nMalla para pescar.\n"
          "Red\nConjunto de computadoras conectadas.\n")


def test_warnings_name_file_and_line_one_line_each(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "redes.es.txt"
    src.write_text(WARNED, encoding="utf-8")
    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(src)])
    out, err = capsys.readouterr()
    assert 0 == code
    assert [
        f"glossary-desktop: warning: {src}:3: invisible characters removed: U+00AD SOFT HYPHEN",
        f"glossary-desktop: warning: {src}:7: term 'Red' is also at line 5 with another "
        "definition: kept as two concepts",
        f"glossary-desktop: warning: {src}:9: term 'Red' repeats line 5 with the same "
        "definition: kept once",
    ] == err.splitlines()
    assert "3 concepts" in out


def test_quiet_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "redes.es.txt"
    src.write_text(WARNED, encoding="utf-8")
    assert 0 == main(["build-db", "--quiet", "--out", str(tmp_path / "g.db"), str(src)])
    assert ("", "") == capsys.readouterr()


def _build_db(tmp_path: Path, *, stderr_tty: bool, quiet: bool = False) -> tuple[int, str]:
    """Run build-db in a child process; stderr a terminal (a pty) or a pipe."""
    argv = [sys.executable, "-m", "glossary_desktop", "build-db", "--out",
            str(tmp_path / "g.db"), *map(str, sorted(DATA_DIR.glob("*.txt")))]
    argv += ["--quiet"] if quiet else []
    if not stderr_tty:
        proc = subprocess.run(argv, capture_output=True, check=False)
        return proc.returncode, proc.stderr.decode()
    leader, follower = pty.openpty()
    try:
        proc = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=follower, check=False)
        os.close(follower)
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 4096)
            except OSError:  # EIO: the terminal's other side is closed and drained
                break
            if not chunk:
                break
            chunks.append(chunk)
    finally:
        os.close(leader)
    return proc.returncode, b"".join(chunks).decode()


def test_a_terminal_shows_progress_then_clears_it(tmp_path: Path) -> None:
    code, err = _build_db(tmp_path, stderr_tty=True)
    assert 0 == code
    assert "reading 3/3 files" in err
    assert "pairing 2/2 volumes" in err
    assert err.endswith("\r\x1b[K")  # the line is erased, the summary follows on stdout


@pytest.mark.parametrize(("tty", "quiet"), [(False, False), (True, True)],
                         ids=["piped", "terminal-quiet"])
def test_no_progress_when_piped_or_quiet(tmp_path: Path, tty: bool, quiet: bool) -> None:
    assert (0, "") == _build_db(tmp_path, stderr_tty=tty, quiet=quiet)


PAIRED = ('<termEntry><langSet xml:lang="es"><tig><term>sol {0}</term></tig></langSet>'
          '<langSet xml:lang="pt"><tig><term>sol {0}</term></tig></langSet></termEntry>')
ENGLISH_ONLY = ('<termEntry><langSet xml:lang="en"><tig><term>sun {0}</term></tig></langSet>'
                "</termEntry>")


@pytest.mark.parametrize(
    ("n", "lines"),
    [
        (1, ["1 concept, 1 in both languages, 0 Spanish only, 0 Portuguese only.",
             "  volume 't.tbx': t.tbx (es, 1 entry) + t.tbx (pt, 1 entry), a term base: "
             "1 concept in both languages",
             "Skipped 1 concept of t.tbx with no Spanish or Portuguese term:"]),
        (2, ["2 concepts, 2 in both languages, 0 Spanish only, 0 Portuguese only.",
             "  volume 't.tbx': t.tbx (es, 2 entries) + t.tbx (pt, 2 entries), a term base: "
             "2 concepts in both languages",
             "Skipped 2 concepts of t.tbx with no Spanish or Portuguese term:"]),
    ],
    ids=["one", "two"],
)
def test_the_counts_of_a_term_base_agree_with_their_nouns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], n: int, lines: list[str]
) -> None:
    src = tmp_path / "t.tbx"
    src.write_text(martif("".join(PAIRED.format(i) + ENGLISH_ONLY.format(i) for i in range(n))),
                   encoding="utf-8")
    assert 0 == main(["build-db", "--out", str(tmp_path / "t.db"), str(src)])
    out = capsys.readouterr().out.splitlines()
    assert lines == [out[0].partition(" s: ")[2], *out[1:3]]  # after the time taken


@pytest.mark.parametrize(
    ("pairs", "expected"),
    [
        (1, "  volume 'Glosario de la computación (g.es)': g.es.txt (es, 1 entry) + "
            "g.pt.txt (pt, 1 entry), 1 pair"),
        (2, "  volume 'Glosario de la computación (g.es)': g.es.txt (es, 2 entries) + "
            "g.pt.txt (pt, 2 entries), 2 pairs"),
    ],
    ids=["one", "two"],
)
def test_the_counts_of_text_sources_agree_with_their_nouns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pairs: int, expected: str
) -> None:
    es = [("Computación Distribuida", "Cálculo en varias máquinas que se comunican por la red."),
          ("Red Neuronal", "Modelo de capas de neuronas que aprende de los datos.")]
    pt = [("Computação Distribuída", "Cálculo em várias máquinas que se comunicam pela rede."),
          ("Rede Neural", "Modelo de camadas de neurônios que aprende com os dados.")]
    for lang, title, entries in (("es", "Glosario de la computación", es),
                                 ("pt", "Glossário da computação", pt)):
        body = "".join(f"{term}\n{definition}\n" for term, definition in entries[:pairs])
        (tmp_path / f"g.{lang}.txt").write_text(f"{title}\nS\n{body}", encoding="utf-8")
    assert 0 == main(["build-db", "--out", str(tmp_path / "g.db"),
                      str(tmp_path / "g.es.txt"), str(tmp_path / "g.pt.txt")])
    assert expected == capsys.readouterr().out.splitlines()[1]


@pytest.mark.parametrize("space", ["\u00a0", "\t", "   ", "\u2009", " \u00a0 "],
                         ids=["no-break", "tab", "run", "thin", "mixed"])
def test_a_title_with_odd_spaces_names_a_volume_typed_with_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], space: str
) -> None:
    src = tmp_path / "redes.txt"
    src.write_text(f"Glosario{space}de Términos\nRedes{space}y datos\nRed\n"
                   "Conjunto de máquinas conectadas que intercambian datos.\n", encoding="utf-8")
    db = str(tmp_path / "g.db")
    assert 0 == main(["build-db", "--out", db, str(src)])
    assert "volume 'Glosario de Términos (redes)'" in capsys.readouterr().out

    code = main(["search", "red", "--db", db, "--volume", "Glosario de Términos (redes)",
                 "--json", "--user-dir", str(tmp_path / "user")])

    out, err = capsys.readouterr()
    assert (0, "") == (code, err)
    assert "Glosario de Términos (redes)" in out


def test_a_manifest_volume_with_odd_spaces_is_spaced_as_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "redes.txt"
    src.write_text("Glosario\nRedes\nRed\nConjunto de máquinas conectadas.\n", encoding="utf-8")
    (tmp_path / "manifest.toml").write_text(
        '[[source]]\nfile = "redes.txt"\nvolume = "Mis\\u00a0redes\\t de casa"\n',
        encoding="utf-8")
    assert 0 == main(["build-db", "--out", str(tmp_path / "g.db"), str(src)])
    assert "volume 'Mis redes de casa'" in capsys.readouterr().out
