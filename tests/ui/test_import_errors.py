"""Every importer error, said in English by the command line and in the user's language
by the window (ui/library/import_errors.py), from its one wording in the catalogue.

Each case (import_error_cases.py) writes a bad source and goes through the real
importer twice: ``build-db`` must print one line naming the file and the code's
English, and the error the import raises must read in Spanish and Portuguese
with no English left. A new code cannot slip through: every code needs a
wording and a case here.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from glossary_desktop.cli import main
from glossary_desktop.cli.output import printable
from glossary_desktop.errors import SourceError
from glossary_desktop.importer import parse, text_lines, xml_stream
from glossary_desktop.importer.build import build_db, sources_in
from glossary_desktop.importer.detect import OTHER_LANGUAGES
from glossary_desktop.messages.fill import english
from glossary_desktop.messages.source import SOURCE, VARIANTS, SourceReasons, source_wording
from glossary_desktop.progress_lines import ERROR, decode, encode, error_from_json, error_json
from glossary_desktop.ui.library.import_errors import describe_source_error
from glossary_desktop.ui.look import warning_box

from .conftest import LANGS, english_words, words
from .import_error_cases import CASES, LOOKS_LIKE, MAX_FILE_BYTES, MAX_RECORD_BYTES, Case

#: Codes no file can raise today: defusedxml refuses an entity's declaration
#: (XML_ENTITY) before any external reference could be followed.
UNREACHABLE = {SourceError.XML_REFUSED}
#: Codes only the importer's API raises (the CLI and the window never pass these).
API_ONLY = {SourceError.NO_SOURCES, SourceError.NO_FOLDER, SourceError.NO_TXT_SOURCES}
#: Fields that are data (file and column names, terms), shown as written in any language.
DATA_FIELDS = {"term", "name", "value", "columns", "encoding", "other", "manifest", "lang",
               "key", "known", "kind"}
LINE_WORD = {"es": "línea", "pt_BR": "linha", "pt_PT": "linha"}


def all_codes() -> set[str]:
    return {v for k, v in vars(SourceReasons).items() if k.isupper() and isinstance(v, str)}


@pytest.fixture(autouse=True)
def _small_files(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(text_lines, "MAX_FILE_BYTES", MAX_FILE_BYTES)
    monkeypatch.setattr(xml_stream, "MAX_RECORD_BYTES", MAX_RECORD_BYTES)


def write(case: Case, tmp: Path) -> None:
    for name, content in case.files.items():
        path = tmp / name
        if content is None:
            path.mkdir()
        elif isinstance(content, str):
            path.symlink_to(tmp / content)
        else:
            path.write_bytes(content)


def raised(case: Case, tmp: Path) -> SourceError:
    """The error the import of ``case`` raises, as the window's import job would get it."""
    sources = [tmp / name for name in case.source_names()]
    previous = tmp / case.previous if case.previous else None
    with pytest.raises(SourceError) as caught:
        build_db(sources, tmp / "out" / "glossary.db", previous=previous)
    return caught.value


def english_left(text: str, exc: SourceError, english: set[str]) -> list[str]:
    """English words in ``text`` once the data it quotes (names, terms) is taken out."""
    data = [str(exc.path), exc.path.name,
            *(str(v) for k, v in exc.fields.items() if k in DATA_FIELDS)]
    for value in sorted(data, key=len, reverse=True):
        text = text.replace(value, " ")
    return sorted(words(text) & english)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_command_line_prints_one_english_line(
    case: Case, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(case, tmp_path)
    (tmp_path / "out").mkdir()
    previous = ["--previous", str(tmp_path / case.previous)] if case.previous else []
    argv = ["build-db", "--out", str(tmp_path / "out" / "glossary.db"),
            *(str(tmp_path / name) for name in case.source_names()), *previous]

    code = main(argv)

    out, err = capsys.readouterr()
    assert [] == os.listdir(tmp_path / "out")  # nothing written, nothing left behind
    exc = raised(case, tmp_path)
    assert case.code == exc.reason
    assert case.fields.items() <= exc.fields.items()
    line = printable(str(exc))
    assert (1, "", f"glossary-desktop: error: {line}\n") == (code, out, err)
    assert line.startswith(case.where.format(tmp=tmp_path) + ": ")
    # Its reason is the catalogue's English for the code, said once.
    assert 1 == line.count(printable(english(source_wording(exc.reason, exc.fields),
                                             exc.fields)))
    assert [] == [shown for shown in case.shows if shown not in line]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_the_window_says_it_in_the_users_language(
    case: Case, tmp_path: Path, translated: str
) -> None:
    write(case, tmp_path)
    exc = raised(case, tmp_path)

    text = describe_source_error(exc)

    assert [] == english_left(text, exc, english_words(LANGS[translated]))
    assert exc.message not in text
    prefix = (f"{exc.path.name}, {LINE_WORD[translated]} {exc.line}: " if exc.line is not None
              else f"{exc.path.name}: ")
    assert text.startswith(prefix)
    assert [] == [shown for shown in case.shows if shown not in text]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_an_error_reported_by_the_importing_child_reads_the_same(
    case: Case, tmp_path: Path, translated: str
) -> None:
    # The window imports in a child process, which reports the error as a line
    # (glossary_desktop/progress_lines.py); the window rebuilds it from that line.
    write(case, tmp_path)
    exc = raised(case, tmp_path)
    event, obj = decode(encode(ERROR, error=error_json(exc)).rstrip(b"\n"))
    rebuilt = error_from_json(obj["error"])
    assert (ERROR, describe_source_error(exc), str(exc)) == (
        event, describe_source_error(rebuilt), str(rebuilt))


def test_every_code_has_a_wording_and_a_case() -> None:
    codes = all_codes()
    assert 40 < len(codes)  # the introspection found the codes
    assert codes == set(SOURCE)
    assert set() == codes - {c.code for c in CASES} - UNREACHABLE - API_ONLY


def test_every_language_a_text_can_look_like_has_its_own_sentence() -> None:
    looks_like = {value for (code, name, value) in VARIANTS
                  if (code, name) == (SourceError.OTHER_LANGUAGE, "detected")}
    assert set(OTHER_LANGUAGES) == looks_like == set(LOOKS_LIKE)


@pytest.mark.parametrize(("code", "make"), [
    (SourceError.NO_SOURCES, lambda tmp: build_db([], tmp / "glossary.db")),
    (SourceError.NO_FOLDER, lambda tmp: sources_in(tmp / "nada")),
    (SourceError.NO_TXT_SOURCES, lambda tmp: sources_in(tmp)),
], ids=["no-sources", "no-folder", "no-txt-sources"])
def test_errors_only_the_api_raises_are_worded_too(
    code: str, make: Callable[[Path], object], tmp_path: Path, translated: str
) -> None:
    with pytest.raises(SourceError) as caught:
        make(tmp_path)
    exc = caught.value

    text = describe_source_error(exc)

    assert code == exc.reason
    assert [] == english_left(text, exc, english_words(LANGS[translated]))


def test_a_refused_external_reference_is_worded(translated: str) -> None:
    exc = SourceError("datos.tbx", SourceError.XML_REFUSED, detail="ExternalReferenceForbidden")
    assert [] == english_left(describe_source_error(exc), exc, english_words(LANGS[translated]))


def test_a_rare_system_error_keeps_the_systems_reason(tmp_path: Path, translated: str) -> None:
    # Opening a Unix socket fails with ENXIO: no sentence of ours, the system's words.
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(tmp_path / "enchufe.txt"))
    try:
        with pytest.raises(SourceError) as caught:
            parse.read_source(tmp_path / "enchufe.txt")
    finally:
        sock.close()
    exc = caught.value
    text = describe_source_error(exc)
    assert SourceError.UNREADABLE == exc.reason
    assert f"({exc.fields['detail']})" in text
    assert [] == english_left(text.replace(str(exc.fields["detail"]), ""), exc,
                              english_words(LANGS[translated]))


def test_numbers_follow_the_interface_language(tmp_path: Path, translated: str) -> None:
    path = tmp_path / "glosario.txt"
    path.write_bytes(b"Glosario\nSub\nA\n" + b"palabra " * 5000)
    with pytest.raises(SourceError) as caught:
        parse.read_source(path)
    text = describe_source_error(caught.value)
    # "39.999" in Spain and Brazil, "39 999" (a narrow space) in Portugal; never "39,999".
    assert QLocale(translated).toString(39_999) in text
    assert "39,999" not in text


def test_the_warning_shows_markup_as_written(qtbot: QtBot) -> None:
    # "<html>" is the root element's name: as rich text the sentence would lose it.
    text = "datos.tbx: not a TBX file: its root element is <html>, not <tbx> or <martif>"
    parent = QWidget()
    qtbot.addWidget(parent)
    box = warning_box(parent, "Import glossary", text)
    label = box.findChild(QLabel, "qt_msgbox_label")
    assert isinstance(label, QLabel)
    assert (Qt.TextFormat.PlainText, text) == (label.textFormat(), label.text())
    assert QMessageBox.Icon.Warning == box.icon()
