"""What the window says of a glossary that cannot be opened or read, in the
user's language: at start-up, when damage is found while reading, when a
glossary is chosen in the Glossaries menu and when an export meets it (the same
words everywhere; the "app" context is where the catalogue has them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from glossary_desktop.errors import DamagedGlossary, GlossaryError


def describe_glossary_error(exc: GlossaryError) -> str:
    """The dialog's text, worded here from the error's fields in the user's language
    (PySide also prefixes str() of an exception raised inside a Qt virtual)."""
    if not isinstance(exc, DamagedGlossary):
        template = _glossary_messages().get(exc.kind)
        return template.format(exc.path, exc.detail) if template else str(exc)
    if exc.budget:
        return QCoreApplication.translate(
            "app", "{0}: a query did not finish within {1} s (a damaged or crafted glossary "
            "database)").format(exc.path, f"{exc.budget:g}")
    return QCoreApplication.translate("app", "{0}: damaged glossary database ({1})").format(
        exc.path, exc.detail)


def _glossary_messages() -> dict[str, str]:
    """What each kind of :class:`GlossaryError` says: {0} the file, {1} the detail."""
    return {
        GlossaryError.NOT_FOUND: QCoreApplication.translate(
            "app", "{0}: glossary database not found"),
        GlossaryError.DIRECTORY: QCoreApplication.translate(
            "app", "{0}: is a folder, not a glossary database"),
        GlossaryError.NOT_FILE: QCoreApplication.translate(
            "app", "{0}: not a regular file, not a glossary database"),
        GlossaryError.UNREADABLE: QCoreApplication.translate(
            "app", "{0}: cannot read glossary database ({1})"),
        GlossaryError.NOT_SQLITE: QCoreApplication.translate(
            "app", "{0}: not an SQLite database (empty or another kind of file)"),
        GlossaryError.CANNOT_OPEN: QCoreApplication.translate(
            "app", "{0}: cannot open glossary database ({1})"),
        GlossaryError.NEWER: QCoreApplication.translate(
            "app", "{0}: glossary schema version {1} is newer than this app reads; "
            "update the app"),
        GlossaryError.OLD_SCHEMA: QCoreApplication.translate(
            "app", "{0}: not a glossary database of this app's version ({1}); rebuild it "
            "with 'glossary-desktop build-db'"),
        GlossaryError.NOT_GLOSSARY: QCoreApplication.translate(
            "app", "{0}: not a glossary database ({1})"),
    }
