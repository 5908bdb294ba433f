"""What the window says of a glossary that cannot be opened or read, in the
user's language: at start-up, when damage is found while reading, when a
glossary is chosen in the Glossaries menu and when an export meets it (the same
words everywhere: the catalogue's wording of the error's kind, translated)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from glossary_desktop.errors import GlossaryError
from glossary_desktop.messages.glossary import GLOSSARY
from glossary_desktop.ui.library.import_errors import translated


def describe_glossary_error(exc: GlossaryError) -> str:
    """The dialog's text: the file, then why, in the user's language."""
    return QCoreApplication.translate("ImportErrors", "{0}: {1}").format(
        exc.path, translated(GLOSSARY[exc.kind], exc.fields))
