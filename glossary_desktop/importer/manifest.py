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

import tomllib
from dataclasses import dataclass
from pathlib import Path

from glossary_desktop.domain import Lang
from glossary_desktop.errors import SourceError

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
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise SourceError(path, f"invalid manifest ({exc})") from exc
    out: dict[str, SourceInfo] = {}
    for number, item in enumerate(data.get("source", []), start=1):
        if not isinstance(item, dict) or not isinstance(item.get("file"), str):
            raise SourceError(path, f"[[source]] number {number} needs a 'file' string")
        lang = item.get("lang")
        if lang is not None and lang not in {x.value for x in Lang}:
            raise SourceError(path, f"{item['file']}: unknown lang {lang!r} (use es or pt)")
        out[item["file"]] = SourceInfo(Lang(lang) if lang else None, item.get("volume"))
    return out
