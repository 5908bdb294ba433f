"""Qt's own words that its translations leave in English or say as Brazil does.

Qt's file dialog (File > Import glossary..., File > Export...) shows "Look in:"
and "Files of type:" in English in every language (Qt's catalogues translate
the older "Look in:" without the ampersand), and Qt ships one Portuguese,
Brazil's: "arquivo", "Salvar", "Excluir" in a European Portuguese window
(and Spain's "fichero" in Spanish).
Listed here, these messages go into our ``.ts`` files under Qt's own contexts;
our translator, installed after Qt's, is asked first, so its words win.
Never imported: ``make ts-update`` reads it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileDialog", "File &name:"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Save"),
    QT_TRANSLATE_NOOP("QFileDialog", "Show &hidden files"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Delete"),
    QT_TRANSLATE_NOOP("QFileDialog", "&Rename"),
    QT_TRANSLATE_NOOP("QFileDialog", "Detail View"),
    QT_TRANSLATE_NOOP("QFileDialog", "List View"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to detail view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "Change to list view mode"),
    QT_TRANSLATE_NOOP("QFileDialog", "All Files (*)"),
    # Its questions and errors (replacing an export, a mistyped name, the context
    # menu's Delete) say "fichero" in Spanish and "arquivo", "excluir" in Portugal.
    QT_TRANSLATE_NOOP("QFileDialog", "%1 already exists.\nDo you want to replace it?"),
    QT_TRANSLATE_NOOP(
        "QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given."),
    QT_TRANSLATE_NOOP("QFileDialog", "Are you sure you want to delete '%1'?"),
    QT_TRANSLATE_NOOP("QFileDialog", "'%1' is write protected.\nDo you want to delete it anyway?"),
    QT_TRANSLATE_NOOP("QFileDialog", "Could not delete directory."),
    QT_TRANSLATE_NOOP("QLineEdit", "Delete"),
    QT_TRANSLATE_NOOP("QWidgetTextControl", "Delete"),
)
