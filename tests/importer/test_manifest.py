"""manifest.toml read alone: spellings of a file name, and the line an error names.

Each error's wording is in tests/ui/import_error_cases.py; these are the cases
around it: where no line can be found by a plain scan, none is given.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.cli import main
from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.manifest import SourceInfo, load_manifest


def manifest(tmp_path: Path, text: str, files: tuple[str, ...] = ("a.txt", "b.txt")) -> Path:
    """``text`` as the manifest of ``tmp_path``, beside the (empty) ``files`` it names."""
    (tmp_path / "manifest.toml").write_text(text, encoding="utf-8")
    for name in files:
        (tmp_path / name).touch()
    return tmp_path


@pytest.mark.parametrize("spelling", ["terms.txt", "./terms.txt", ".//terms.txt"])
def test_a_file_in_the_folder_is_found_however_it_is_spelt(
    tmp_path: Path, spelling: str
) -> None:
    folder = manifest(tmp_path, f'[[source]]\nfile = "{spelling}"\nlang = "es"\n',
                      ("terms.txt",))
    assert {"terms.txt": SourceInfo(Lang.ES, None)} == load_manifest(folder)


@pytest.mark.parametrize(
    "encoded",
    [
        # Windows Notepad and many editors there save UTF-8 with a BOM and CRLF.
        b'\xef\xbb\xbf[[source]]\r\nfile = "terms.txt"\r\nvolume = "M\xc3\xado"\r\n',
        b'[[source]]\r\nfile = "terms.txt"\r\nvolume = "M\xc3\xado"\r\n',
    ],
)
def test_a_manifest_saved_on_windows_reads_as_it_was_written(
    tmp_path: Path, encoded: bytes
) -> None:
    (tmp_path / "manifest.toml").write_bytes(encoded)
    (tmp_path / "terms.txt").touch()
    assert {"terms.txt": SourceInfo(None, "Mío")} == load_manifest(tmp_path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An inline table: no [[source]] header to count, so no line.
        ('source = [{file = "a.txt", langg = "es"}]\n',
         (None, SourceError.MANIFEST_KEY, {'key': 'langg', 'known': 'file, lang, volume'})),
        # The key's name twice in the table (once inside a string): no line either.
        ('[[source]]\nfile = """a.txt\nlangg = x"""\nlangg = "es"\n',
         (None, SourceError.MANIFEST_KEY, {'key': 'langg', 'known': 'file, lang, volume'})),
        ('[[source]]\nfile = "a.txt"\n[[source]]\nfile = "b.txt"\n\n  langg="es"\n',
         (6, SourceError.MANIFEST_KEY, {'key': 'langg', 'known': 'file, lang, volume'})),
        ('[[source]]\nfile = "a.txt"\n"volumen" = "X"\n',
         (3, SourceError.MANIFEST_KEY, {'key': 'volumen', 'known': 'file, lang, volume'})),
        ('title = "X"\n[[source]]\nfile = "a.txt"\n',
         (1, SourceError.MANIFEST_KEY, {'key': 'title', 'known': 'source'})),
        ('[[source]]\nfile = "a.txt"\n[[source]]\nfile = "b.txt"\n[[source]]\n'
         "file = 'a.txt'\n", (6, SourceError.MANIFEST_FILE_TWICE, {'name': 'a.txt', 'number': 1})),
    ],
)
def test_a_manifest_error_names_the_line_only_where_a_scan_finds_it(
    tmp_path: Path, text: str, expected: tuple[int | None, str, dict[str, object]]
) -> None:
    folder = manifest(tmp_path, text)
    with pytest.raises(SourceError) as caught:
        load_manifest(folder)
    exc = caught.value
    assert (folder / "manifest.toml", *expected) == (exc.path, exc.line, exc.reason, exc.fields)


@pytest.mark.parametrize(
    ("text", "files", "expected"),
    [
        ('[[source]]\nfile = "glosari.txt"\nlang = "es"\n', ("glosario.txt",),
         (2, SourceError.MANIFEST_UNKNOWN_FILE, {'name': 'glosari.txt'})),
        # The second table's file is the misspelt one: its line, not the first's.
        ('[[source]]\nfile = "a.txt"\n\n[[source]]\nvolume = "X"\nfile = "c.txt"\n',
         ("a.txt", "b.txt"), (6, SourceError.MANIFEST_UNKNOWN_FILE, {'name': 'c.txt'})),
        # A source is looked up by its exact name: "A.txt" would never match "a.txt".
        ('[[source]]\nfile = "A.txt"\n', ("a.txt",),
         (2, SourceError.MANIFEST_UNKNOWN_FILE, {'name': 'A.txt'})),
        # Only the files beside the manifest are described by it.
        ('[[source]]\nfile = "sub/a.txt"\n', ("a.txt",),
         (2, SourceError.MANIFEST_UNKNOWN_FILE, {'name': 'sub/a.txt'})),
    ],
    ids=["typo", "second-table", "other-case", "other-folder"],
)
def test_a_file_name_beside_no_file_is_refused_with_its_line(
    tmp_path: Path, text: str, files: tuple[str, ...],
    expected: tuple[int, str, dict[str, object]],
) -> None:
    folder = manifest(tmp_path, text, files)
    (folder / "sub").mkdir()
    (folder / "sub" / "a.txt").touch()
    with pytest.raises(SourceError) as caught:
        load_manifest(folder)
    exc = caught.value
    assert (folder / "manifest.toml", *expected) == (exc.path, exc.line, exc.reason, exc.fields)


ES = "Glosario\nRedes\nRed\nConjunto de máquinas conectadas que intercambian datos.\n"


def test_a_build_of_some_files_of_a_folder_keeps_the_manifest_of_the_others(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The manifest describes the whole folder; this build takes one file of it.
    manifest(tmp_path, '[[source]]\nfile = "a.txt"\nvolume = "Uno"\n\n'
             '[[source]]\nfile = "b.txt"\nvolume = "Dos"\n', ())
    for name in ("a.txt", "b.txt"):
        (tmp_path / name).write_text(ES, encoding="utf-8")

    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(tmp_path / "a.txt")])

    out, err = capsys.readouterr()
    assert (0, "") == (code, err)
    assert "volume 'Uno': a.txt" in out


def test_a_misspelt_file_stops_the_build_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest(tmp_path, '[[source]]\nfile = "redes.txt"\nvolume = "Redes"\n\n'
             '[[source]]\nfile = "rede.txt"\nlang = "pt"\n', ())
    (tmp_path / "redes.txt").write_text(ES, encoding="utf-8")
    (tmp_path / "out").mkdir()

    code = main(["build-db", "--out", str(tmp_path / "out" / "g.db"), str(tmp_path / "redes.txt")])

    expected = (f"glossary-desktop: error: {tmp_path / 'manifest.toml'}:6: no file named "
                "'rede.txt' in this folder; is the name misspelt?\n")
    assert (1, "", expected) == (code, *capsys.readouterr())
    assert [] == list((tmp_path / "out").iterdir())


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("es", Lang.ES), ("es-ES", Lang.ES), ("ES", Lang.ES), ("es_MX", Lang.ES),
     ("pt", Lang.PT), ("pt-BR", Lang.PT), ("pt_PT", Lang.PT), ("PT-br", Lang.PT)],
)
def test_a_language_with_a_region_is_read_as_csv_and_tbx_read_it(
    tmp_path: Path, lang: str, expected: Lang
) -> None:
    folder = manifest(tmp_path, f'[[source]]\nfile = "a.txt"\nlang = "{lang}"\n')
    assert {"a.txt": SourceInfo(expected, None)} == load_manifest(folder)


@pytest.mark.parametrize("lang", ["en-US", "fr", "esp", "", "-es", "español"])
def test_another_language_is_still_refused(tmp_path: Path, lang: str) -> None:
    folder = manifest(tmp_path, f'[[source]]\nfile = "a.txt"\nlang = "{lang}"\n')
    with pytest.raises(SourceError) as caught:
        load_manifest(folder)
    assert (SourceError.MANIFEST_LANG, lang) == (caught.value.reason, caught.value.fields["value"])


def test_a_region_settles_the_language_of_a_text_too_short_to_tell(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    manifest(tmp_path, '[[source]]\nfile = "lista.txt"\nlang = "pt-BR"\n', ())
    (tmp_path / "lista.txt").write_text("Lista\nTermos\nRede\nMáquinas.\n", encoding="utf-8")

    code = main(["build-db", "--out", str(tmp_path / "g.db"), str(tmp_path / "lista.txt")])

    out, err = capsys.readouterr()
    assert (0, "") == (code, err)
    assert "lista.txt (pt, 1 entry)" in out


def test_a_term_base_takes_the_volume_name_the_manifest_gives_it(tmp_path: Path) -> None:
    # It was ignored without a word; a name another volume has gets the file's stem.
    from glossary_desktop.importer.build import build_db

    (tmp_path / "tabla.csv").write_text("es,pt\nred,rede\n", encoding="utf-8")
    (tmp_path / "otra.csv").write_text("es,pt\nnube,nuvem\n", encoding="utf-8")
    manifest(tmp_path, '[[source]]\nfile = "tabla.csv"\nvolume = "Redes  de\\u00a0datos"\n'
             '[[source]]\nfile = "otra.csv"\nvolume = "Redes de datos"\n', ())

    report = build_db([tmp_path / "tabla.csv", tmp_path / "otra.csv"], tmp_path / "g.db")

    # Files are read in name order: otra.csv first.
    assert ["Redes de datos", "Redes de datos (tabla)"] == [v.name for v in report.volumes]


def test_a_term_base_given_a_language_is_refused_with_its_line(tmp_path: Path) -> None:
    (tmp_path / "tabla.tbx").write_text("<tbx/>", encoding="utf-8")
    path = manifest(tmp_path, '[[source]]\nfile = "tabla.tbx"\nlang = "es"\n', ()) / "manifest.toml"
    with pytest.raises(SourceError) as caught:
        load_manifest(tmp_path)
    exc = caught.value
    assert (path, 3, SourceError.MANIFEST_TERMBASE_LANG, {"name": "tabla.tbx"}) == (
        exc.path, exc.line, exc.reason, exc.fields)
