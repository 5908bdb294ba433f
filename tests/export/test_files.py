"""Writing an export to a file: whole or nothing, never over an existing file unasked."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

import pytest

from glossary_desktop.export.files import ExportError, FileExists, write_file
from tests.store.faults import small_tmpfs


def fill(text: str) -> Callable[[TextIO], int]:
    def write(out: TextIO) -> int:
        return out.write(text)

    return write


def test_a_new_file_gets_the_whole_text_and_no_temporary_is_left(tmp_path: Path) -> None:
    target = tmp_path / "deck.txt"
    assert 5 == write_file(target, fill("hola\n"))
    assert "hola\n" == target.read_text(encoding="utf-8")
    assert [target] == list(tmp_path.iterdir())


def test_an_existing_file_is_kept_unless_forced(tmp_path: Path) -> None:
    target = tmp_path / "deck.txt"
    target.write_text("mine", encoding="utf-8")
    with pytest.raises(FileExists) as caught:
        write_file(target, fill("new"))
    assert f"{target}: already exists (use --force to replace it)" == str(caught.value)
    assert "mine" == target.read_text(encoding="utf-8")
    write_file(target, fill("new"), force=True)
    assert "new" == target.read_text(encoding="utf-8")
    assert [target] == list(tmp_path.iterdir())


def test_a_file_that_appears_while_writing_is_not_overwritten(tmp_path: Path) -> None:
    target = tmp_path / "deck.txt"

    def racing(out: TextIO) -> None:
        out.write("export")
        target.write_text("written meanwhile", encoding="utf-8")

    with pytest.raises(FileExists):
        write_file(target, racing)
    assert "written meanwhile" == target.read_text(encoding="utf-8")
    assert [target] == list(tmp_path.iterdir())


def test_a_failing_writer_leaves_nothing(tmp_path: Path) -> None:
    def broken(out: TextIO) -> None:
        out.write("half")
        raise ExportError("sharding", "cannot export this")

    with pytest.raises(ExportError):
        write_file(tmp_path / "deck.txt", broken)
    assert [] == list(tmp_path.iterdir())


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 64 KiB tmpfs (root only), unmounted afterwards."""
    with small_tmpfs(tmp_path / "disk", "64k") as disk:
        yield disk


def test_a_full_disk_is_one_line_and_the_old_file_survives(small_disk: Path) -> None:
    target = small_disk / "glossary.tbx"
    target.write_text("previous export", encoding="utf-8")
    with pytest.raises(ExportError) as caught:
        write_file(target, fill("x" * 200_000), force=True)
    assert f"{target}: cannot write (No space left on device)" == str(caught.value)
    assert "previous export" == target.read_text(encoding="utf-8")
    assert [target] == list(small_disk.iterdir())


@pytest.mark.parametrize(("name", "reason"), [
    ("missing/deck.txt", "cannot write (No such file or directory)"),
    (".", "is a folder; give a file name"),
])
def test_impossible_targets_are_one_line(tmp_path: Path, name: str, reason: str) -> None:
    target = tmp_path / name
    with pytest.raises(ExportError) as caught:
        write_file(target, fill("x"))
    assert f"{target}: {reason}" == str(caught.value)
