"""The optional ``manifest.toml`` beside the sources: languages and volume names.

Everything it says can be found without it (language from the text, pairing
from the content); it exists to name volumes and to settle a language the text
leaves unclear::

    [[source]]
    file = "ia-distribuida.es.txt"
    lang = "es"
    volume = "IA distribuida"
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError
from glossary_desktop.importer.parse import not_utf8, unreadable

MANIFEST_NAME = "manifest.toml"
_LANGS = frozenset(x.value for x in Lang)


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
    data = _read_toml(path)
    out: dict[str, SourceInfo] = {}
    items = data.get("source", [])
    for number, item in enumerate(items if isinstance(items, list) else [items], start=1):
        if not isinstance(item, dict) or not isinstance(item.get("file"), str):
            raise SourceError(path, SourceError.MANIFEST_NO_FILE, number=number)
        lang, volume = item.get("lang"), item.get("volume")
        # TOML has other types than strings (lang = ["es"], volume = 3): refused,
        # never hashed (a list is not) nor stored as a volume's name.
        if lang is not None and (not isinstance(lang, str) or lang not in _LANGS):
            raise SourceError(path, SourceError.MANIFEST_LANG, name=item["file"], value=lang)
        if volume is not None and not isinstance(volume, str):
            raise SourceError(path, SourceError.MANIFEST_VOLUME, name=item["file"],
                              value=volume)
        out[item["file"]] = SourceInfo(Lang(lang) if lang else None, volume)
    return out


# tomllib (3.11) gives the place only in its message: "Invalid value (at line 2, column 5)".
_AT_LINE = re.compile(r" \(at line (\d+), column \d+\)$")


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise unreadable(path, exc) from exc
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise not_utf8(path, raw, exc.start) from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        detail = str(exc)
        at = _AT_LINE.search(detail)
        line = int(at.group(1)) if at else None
        raise SourceError(path, SourceError.BAD_MANIFEST, line,
                          detail=detail[: at.start()] if at else detail) from exc
