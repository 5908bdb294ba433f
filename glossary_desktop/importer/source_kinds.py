"""Which reader a source file goes to, told by its extension alone.

A leaf of the importer: the manifest and the writer ask it before any reader is
loaded, and the term base readers' table (``termbase.READERS``) has exactly
these keys (a test holds them equal).
"""

from __future__ import annotations

from pathlib import Path

#: Extensions read as term bases (TBX, CSV, TSV): one concept a record, both
#: languages in one file. Anything else is a text source of one language.
TERMBASE_SUFFIXES = frozenset({".tbx", ".csv", ".tsv"})


def is_termbase(path: Path) -> bool:
    """Whether ``path`` is read as a term base (by its extension), not as a text source."""
    return path.suffix.lower() in TERMBASE_SUFFIXES
