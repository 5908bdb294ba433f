"""Why a glossary cannot be opened or read: every
:class:`~glossary_desktop.errors.GlossaryError` kind and its one wording (what
follows the file's path; ``{detail}`` is what the check found: a version, the
missing tables, SQLite's reason)."""

from __future__ import annotations

from glossary_desktop.messages.fill import QT_TRANSLATE_NOOP


class GlossaryKinds:
    """The codes of ``GlossaryError.kind`` (``GlossaryError`` inherits them)."""

    NOT_FOUND = "not-found"
    DIRECTORY = "directory"
    NOT_FILE = "not-file"
    UNREADABLE = "unreadable"
    NOT_SQLITE = "not-sqlite"
    CANNOT_OPEN = "cannot-open"
    NEWER = "newer"
    OLD_SCHEMA = "old-schema"
    NOT_GLOSSARY = "not-glossary"
    # Damage met while reading (DamagedGlossary).
    DAMAGED = "damaged"
    TIMED_OUT = "timed-out"  # budget: the seconds a query may take


_K = GlossaryKinds
# Each kind's wording; ``{detail}`` and ``{budget}`` are filled in from the error.
GLOSSARY: dict[str, str] = {
    _K.NOT_FOUND: QT_TRANSLATE_NOOP("Errors", "glossary database not found"),
    _K.DIRECTORY: QT_TRANSLATE_NOOP("Errors", "is a directory, not a glossary database"),
    _K.NOT_FILE: QT_TRANSLATE_NOOP("Errors", "not a regular file, not a glossary database"),
    _K.UNREADABLE: QT_TRANSLATE_NOOP("Errors", "cannot read glossary database ({detail})"),
    _K.NOT_SQLITE: QT_TRANSLATE_NOOP(
        "Errors", "not an SQLite database (empty or another kind of file)"),
    _K.CANNOT_OPEN: QT_TRANSLATE_NOOP("Errors", "cannot open glossary database ({detail})"),
    _K.NEWER: QT_TRANSLATE_NOOP(
        "Errors", "glossary schema version {detail} is newer than this app reads; update the "
        "app"),
    _K.OLD_SCHEMA: QT_TRANSLATE_NOOP(
        "Errors", "not a glossary database of this app's version ({detail}); rebuild it with "
        "'glossary-desktop build-db'"),
    _K.NOT_GLOSSARY: QT_TRANSLATE_NOOP("Errors", "not a glossary database ({detail})"),
    _K.DAMAGED: QT_TRANSLATE_NOOP("Errors", "damaged glossary database ({detail})"),
    _K.TIMED_OUT: QT_TRANSLATE_NOOP(
        "Errors", "a query did not finish within {budget:g} s (a damaged or crafted glossary "
        "database)"),
}
