"""The optional ``manifest.toml`` beside the sources: languages and volume names.

Everything it says can be found without it (language from the text, pairing
from the content); it exists to name volumes and to settle a language the text
leaves unclear::

    [[source]]
    file = "ia-distribuida.es.txt"
    lang = "es"
    volume = "IA distribuida"

``lang`` is ``es`` or ``pt``, a region allowed (``es-ES``, ``pt_BR``); each
``file`` must be a file beside the manifest (a misspelt name is refused, never
ignored). A term base (``.tbx``, ``.csv``, ``.tsv``) may be given a ``volume``
name, never a ``lang``: its concepts state their own languages.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.limits import unreadable
from glossary_desktop.importer.model import fold_lang
from glossary_desktop.importer.source_kinds import is_termbase
from glossary_desktop.importer.text_lines import not_utf8
from glossary_desktop.text import normalize_space

MANIFEST_NAME = "manifest.toml"


@dataclass(frozen=True, slots=True)
class SourceInfo:
    """What the manifest says of one source file."""

    lang: Lang | None = None
    volume: str | None = None


def load_manifest(folder: Path) -> dict[str, SourceInfo]:
    """File name -> what the manifest in ``folder`` says of it (empty if none)."""
    path = folder / MANIFEST_NAME
    if not path.is_file():
        return {}
    text, data = _read_toml(path)
    unknown = sorted(set(data) - _TOP_KEYS)
    if unknown:
        raise SourceError(path, SourceError.MANIFEST_KEY, _key_line(text, 0, unknown[0]),
                          key=unknown[0], known=", ".join(sorted(_TOP_KEYS)))
    out: dict[str, SourceInfo] = {}
    numbers: dict[str, int] = {}
    present = _listing(folder)
    items = data.get("source", [])
    items = items if isinstance(items, list) else [items]
    for number, item in enumerate(items, start=1):
        if not isinstance(item, dict) or not isinstance(item.get("file"), str):
            raise SourceError(path, SourceError.MANIFEST_NO_FILE, number=number)
        unknown = sorted(set(item) - _SOURCE_KEYS)
        if unknown:
            raise SourceError(path, SourceError.MANIFEST_KEY,
                              _key_line(text, number, unknown[0], len(items)),
                              key=unknown[0], known=", ".join(sorted(_SOURCE_KEYS)))
        # The importer looks a source up by its name: "./a.txt" is "a.txt".
        name = str(PurePosixPath(item["file"]))
        if name in numbers:  # TOML allows it; which entry wins would be a guess
            raise SourceError(path, SourceError.MANIFEST_FILE_TWICE,
                              _key_line(text, number, "file", len(items)),
                              name=item["file"], number=numbers[name])
        numbers[name] = number
        if not _in_folder(folder, name, present):
            raise SourceError(path, SourceError.MANIFEST_UNKNOWN_FILE,
                              _key_line(text, number, "file", len(items)), name=item["file"])
        lang, volume = item.get("lang"), item.get("volume")
        # TOML has other types than strings (lang = ["es"], volume = 3): refused,
        # never hashed (a list is not) nor stored as a volume's name. A region is
        # read as a CSV or TBX header's is ("es-ES", "pt_BR": fold_lang).
        folded = fold_lang(lang) if isinstance(lang, str) else None
        if lang is not None and is_termbase(folder / name):
            raise SourceError(path, SourceError.MANIFEST_TERMBASE_LANG,
                              _key_line(text, number, "lang", len(items)), name=item["file"])
        if lang is not None and folded is None:
            raise SourceError(path, SourceError.MANIFEST_LANG, name=item["file"], value=lang)
        if volume is not None and not isinstance(volume, str):
            raise SourceError(path, SourceError.MANIFEST_VOLUME, name=item["file"],
                              value=volume)
        # Spaced as a title is (parse.read_source): one plain space between words.
        out[name] = SourceInfo(folded,
                               normalize_space(volume) if volume is not None else None)
    return out


def _listing(folder: Path) -> frozenset[str] | None:
    """The names in ``folder``, or ``None`` if it cannot be listed (no read permission)."""
    try:
        return frozenset(os.listdir(folder))
    except OSError:
        return None


def _in_folder(folder: Path, name: str, present: frozenset[str] | None) -> bool:
    """Whether the manifest's ``name`` is a file beside it, spelt exactly.

    A source is looked up by its own name, so a misspelt name (or one in another
    folder) would be ignored without a word. A file of the folder that is not
    imported this time is no mistake: the manifest describes the folder, and a
    build may take only some of its files. The listing, not ``exists()``, so a
    name differing in case only is refused on a case-insensitive disk too.
    """
    if "/" in name:
        return False
    return name in present if present is not None else (folder / name).exists()


_TOP_KEYS = frozenset({"source"})
_SOURCE_KEYS = frozenset({"file", "lang", "volume"})
_HEADER = re.compile(r"\s*\[\[\s*source\s*\]\]")


def _key_line(text: str, number: int, key: str, tables: int = 0) -> int | None:
    """The line of ``key`` in the ``number``-th ``[[source]]`` (0: the top level).

    tomllib keeps no places, so the text is scanned line by line: a line is
    given only where the scan is sure, i.e. the headers counted are the tables
    read and the key starts exactly one line of its table (else ``None``).
    """
    lines = text.splitlines()
    headers = [i for i, line in enumerate(lines) if _HEADER.match(line)]
    if number and len(headers) != tables:
        return None  # inline tables, or a header inside a multi-line string
    name = rf"""["']?{re.escape(key)}["']?"""
    as_key = re.compile(rf"\s*{name}\s*[=.]")
    start = headers[number - 1] + 1 if number else 0
    end = next((i for i in range(start, len(lines)) if lines[i].lstrip().startswith("[")),
               len(lines))
    found = [i + 1 for i in range(start, end) if as_key.match(lines[i])]
    if not number:  # a top-level key may also be a table's header, anywhere
        as_table = re.compile(rf"\s*\[\[?\s*{name}\s*[\].]")
        found += [i + 1 for i, line in enumerate(lines) if as_table.match(line)]
    return found[0] if len(found) == 1 else None


# tomllib (3.11) gives the place only in its message: "Invalid value (at line 2, column 5)".
_AT_LINE = re.compile(r" \(at line (\d+), column \d+\)$")


def _read_toml(path: Path) -> tuple[str, dict[str, Any]]:
    """The manifest's text and what it says."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise unreadable(path, exc) from exc
    try:
        # A BOM is allowed, as in a source (Windows editors write one); TOML refuses it.
        text = raw.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as exc:
        raise not_utf8(path, raw, exc.start) from exc
    try:
        return text, tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        detail = str(exc)
        at = _AT_LINE.search(detail)
        line = int(at.group(1)) if at else None
        raise SourceError(path, SourceError.BAD_MANIFEST, line,
                          detail=detail[: at.start()] if at else detail) from exc
