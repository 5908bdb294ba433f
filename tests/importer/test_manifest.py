"""manifest.toml read alone: spellings of a file name, and the line an error names.

Each error's wording is in tests/ui/import_error_cases.py; these are the cases
around it: where no line can be found by a plain scan, none is given.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.manifest import SourceInfo, load_manifest


def manifest(tmp_path: Path, text: str) -> Path:
    (tmp_path / "manifest.toml").write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("spelling", ["terms.txt", "./terms.txt", ".//terms.txt"])
def test_a_file_in_the_folder_is_found_however_it_is_spelt(
    tmp_path: Path, spelling: str
) -> None:
    folder = manifest(tmp_path, f'[[source]]\nfile = "{spelling}"\nlang = "es"\n')
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
    assert {"terms.txt": SourceInfo(None, "Mío")} == load_manifest(tmp_path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # An inline table: no [[source]] header to count, so no line.
        ('source = [{file = "a.txt", langg = "es"}]\n',
         ": unknown key 'langg' (known: file, lang, volume)"),
        # The key's name twice in the table (once inside a string): no line either.
        ('[[source]]\nfile = """a.txt\nlangg = x"""\nlangg = "es"\n',
         ": unknown key 'langg' (known: file, lang, volume)"),
        ('[[source]]\nfile = "a.txt"\n[[source]]\nfile = "b.txt"\n\n  langg="es"\n',
         ":6: unknown key 'langg' (known: file, lang, volume)"),
        ('[[source]]\nfile = "a.txt"\n"volumen" = "X"\n',
         ":3: unknown key 'volumen' (known: file, lang, volume)"),
        ('title = "X"\n[[source]]\nfile = "a.txt"\n', ":1: unknown key 'title' (known: source)"),
        ('[[source]]\nfile = "a.txt"\n[[source]]\nfile = "b.txt"\n[[source]]\n'
         "file = 'a.txt'\n", ":6: 'a.txt' is listed twice (also in [[source]] number 1)"),
    ],
)
def test_a_manifest_error_names_the_line_only_where_a_scan_finds_it(
    tmp_path: Path, text: str, expected: str
) -> None:
    folder = manifest(tmp_path, text)
    with pytest.raises(SourceError) as caught:
        load_manifest(folder)
    assert f"{folder / 'manifest.toml'}{expected}" == str(caught.value)
