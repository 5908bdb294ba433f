"""The interface language: ours and Qt's own translations, chosen once per process.

The system locale chooses by default (``LANG``, ``LANGUAGE``); the user's choice in
View > Language overrides it and is kept in the settings. Spanish, Brazilian and
European Portuguese are each a whole translation (the last differs where Portugal
says it otherwise: ``ficheiro``, ``guardar``, ``ecrã``); any other Portuguese
locale gets the Brazilian one. English is the source language and needs no file.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

#: Where the compiled ``.qm`` files live: beside this package, built by ``make``.
QM_DIR = Path(__file__).resolve().parents[2] / "i18n"

#: The choices of View > Language, as stored in the settings ("" follows the system).
#: Each is shown in its own language, as language menus do.
LANGUAGES = {
    "": "",
    "en": "English",
    "es": "Español",
    "pt_BR": "Português (Brasil)",
    "pt_PT": "Português (Portugal)",
}


def locale_for(choice: str) -> QLocale:
    """The locale of a stored choice; the system's for "" or an unknown value.

    The system's is rebuilt from its name: ``QLocale.system()`` takes its name
    (and so our translation) from ``LANGUAGE`` but asks the C library, which
    reads ``LC_TIME``, for dates, so ``LANGUAGE=es`` under an English or C
    ``LANG`` gave a Spanish interface with "Wednesday, 2 December 2026" in it.
    """
    if choice in LANGUAGES and choice:
        return QLocale(choice)
    return QLocale(QLocale.system().name())


class Translations:
    """The translators installed in the application for one locale."""

    def __init__(self, app: QCoreApplication, locale: QLocale) -> None:
        self.locale = locale
        self._app = app
        self._installed: list[QTranslator] = []
        QLocale.setDefault(locale)  # numbers and dates in the interface follow it
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_own = QTranslator(app)
        # Qt's messages (context menus, standard buttons) for the same locale;
        # pt_PT falls back to Qt's pt_BR, the only Portuguese it ships.
        portuguese = locale.language() == QLocale.Language.Portuguese
        if qt_own.load(locale, "qtbase", "_", qt_dir) or (
            portuguese and qt_own.load("qtbase_pt_BR", qt_dir)
        ):
            self._install(qt_own)
        ours = QTranslator(app)
        # glossary_pt_PT, else glossary_pt (Brazilian) for any other Portuguese.
        if ours.load(locale, "glossary", "_", str(QM_DIR)):
            self._install(ours)

    @property
    def files(self) -> list[str]:
        """The files loaded, for the About box and tests."""
        return [Path(t.filePath()).name for t in self._installed]

    def _install(self, translator: QTranslator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)

    def remove(self) -> None:
        """Uninstall every translator (tests switch languages in one process)."""
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
