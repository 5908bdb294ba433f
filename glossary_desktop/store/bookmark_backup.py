"""The bookmarks' backup file: JSON, written by ``bookmarks export --json`` and
before a glossary is removed, read back by ``bookmarks import``.

One object: ``{"format": "glossary-desktop-bookmarks", "version": 1, "glossary":
NAME, "exported_at": SECONDS, "bookmarks": [BOOKMARK...]}``, each bookmark with
every field the store keeps (slug, term, note, created_at, what it saw of its
concept: es_term, pt_term, source, and note_changed_at, when the note last
changed), so a restore is exact. Dates are Unix seconds (UTC); a note's is
``null``, or absent in a file of an older version, when unknown. ``bookmarks
list --json`` (a bare list of such objects, with more keys) reads as well. No Qt.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from glossary_desktop.domain import Bookmark
from glossary_desktop.errors import UserError
from glossary_desktop.store.durable import sync_folder

FORMAT = "glossary-desktop-bookmarks"
VERSION = 1
#: Where the bookmarks of a removed glossary are kept, in the user's folder.
BACKUP_DIR = "bookmark-backups"
_TEXT_FIELDS = ("slug", "term", "note", "es_term", "pt_term", "source")


class BookmarkFileError(UserError):
    """A bookmarks file this version cannot read; names the file (and the
    bookmark, counted from 1) and why."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path, self.reason = path, reason
        super().__init__(f"{path}: {reason}")


def to_json(marks: Sequence[Bookmark], glossary: str, now: float | None = None) -> str:
    """The backup of ``marks``, the bookmarks of the glossary named ``glossary``."""
    return json.dumps({
        "format": FORMAT, "version": VERSION, "glossary": glossary,
        "exported_at": time.time() if now is None else now,
        "bookmarks": [mark._asdict() for mark in marks],
    }, ensure_ascii=False, indent=1) + "\n"


def from_json(path: Path, text: str) -> list[Bookmark]:
    """The bookmarks of a backup (or of ``bookmarks list --json``) read from ``path``."""
    try:
        data: Any = json.loads(text)
    except ValueError as exc:
        line = getattr(exc, "lineno", None)
        raise BookmarkFileError(path, f"line {line}: not JSON ({exc})" if line
                                else f"not JSON ({exc})") from None
    if isinstance(data, dict):
        if data.get("format") != FORMAT:
            raise BookmarkFileError(path, "not a bookmarks backup of Glossary Desktop")
        if not isinstance(data.get("version"), int) or data["version"] > VERSION:
            raise BookmarkFileError(path, f"made by a newer version (format "
                                          f"{data.get('version')!r}); update the app")
        data = data.get("bookmarks")
    if not isinstance(data, list):
        raise BookmarkFileError(path, "no list of bookmarks in it")
    return [_bookmark(path, n, item) for n, item in enumerate(data, 1)]


def _bookmark(path: Path, n: int, item: object) -> Bookmark:
    if not isinstance(item, dict):
        raise BookmarkFileError(path, f"bookmark {n} is not an object")
    values = {f: item.get(f, "") for f in _TEXT_FIELDS}
    for field, value in values.items():
        if not isinstance(value, str):
            raise BookmarkFileError(path, f"bookmark {n}: {field} is not text")
    if not values["slug"]:
        raise BookmarkFileError(path, f"bookmark {n} has no slug")
    created = _number(path, n, "created_at", item.get("created_at", 0.0))
    changed = item.get("note_changed_at")  # null: unknown
    return Bookmark(values["slug"], values["term"], values["note"], created,
                    values["es_term"], values["pt_term"], values["source"],
                    None if changed is None else _number(path, n, "note_changed_at", changed))


def _number(path: Path, n: int, field: str, value: object) -> float:
    """Bookmark ``n``'s ``field``, a date in Unix seconds, or why not."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise BookmarkFileError(path, f"bookmark {n}: {field} is not a number")
    return float(value)


def write_backup(folder: Path, name: str, marks: Sequence[Bookmark]) -> Path:
    """Write ``marks`` (the glossary ``name``'s) to a new file in ``folder``'s
    :data:`BACKUP_DIR`, named after the glossary and the time; its path."""
    target_dir = Path(folder) / BACKUP_DIR
    target_dir.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, n = target_dir / f"{name}-{stamp}.json", 1
    while path.exists():  # two removals in one second: never over the first backup
        n += 1
        path = target_dir / f"{name}-{stamp}-{n}.json"
    with path.open("x", encoding="utf-8") as out:
        out.write(to_json(marks, name))
        # On disk before the glossary it saves is removed: a power cut right
        # after the removal must not take both.
        out.flush()
        os.fsync(out.fileno())
    sync_folder(target_dir)
    return path
