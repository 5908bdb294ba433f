"""Import errors in the user's language: every :class:`SourceError` code worded with ``tr()``.

The importer says what is wrong with a source as a code and its fields
(:class:`~glossary_desktop.errors.SourceError`); its English is the command
line's. The window never shows that English: each code has a sentence here,
translated like every other string, which the fields fill in. Data (terms,
column and file names) is shown as it is; numbers in the interface's locale.
"""

from __future__ import annotations

import errno

from PySide6.QtCore import QCoreApplication, QLocale

from glossary_desktop.errors import SourceError

_S = SourceError


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate, which looks for this name; translated when shown.

    PySide6's own returns ``object`` to a type checker; this one keeps ``str``.
    """
    return text


# Code -> its sentence, and the fields that fill its {0}, {1}... in that order.
# (Plain comments: lupdate gives a "#:" comment to the next string's translators.)
WORDINGS: dict[str, tuple[str, tuple[str, ...]]] = {
    _S.NOT_FOUND: (QT_TRANSLATE_NOOP("ImportErrors", "the file does not exist"), ()),
    _S.IS_DIRECTORY: (QT_TRANSLATE_NOOP("ImportErrors", "this is a folder, not a file"), ()),
    _S.NOT_TEXT: (QT_TRANSLATE_NOOP(
        "ImportErrors", "this is not a table or text: it looks like a {0} file"), ("kind",)),
    _S.SPREADSHEET: (QT_TRANSLATE_NOOP(
        "ImportErrors", "this is a spreadsheet file (XLSX, ODS or XLS), not a table: save it "
        "as CSV"), ()),
    _S.NOT_REGULAR: (QT_TRANSLATE_NOOP(
        "ImportErrors", "this is not a regular file (a device, a pipe…)"), ()),
    _S.UNREADABLE: (QT_TRANSLATE_NOOP("ImportErrors", "the file cannot be read ({0})"),
                    ("detail",)),
    _S.TOO_LARGE: (QT_TRANSLATE_NOOP("ImportErrors", "the file is larger than {0} MiB"),
                   ("limit",)),
    _S.NAME_NOT_UTF8: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the file name is not valid text (UTF-8); rename the file"), ()),
    _S.OTHER_ENCODING: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the text is saved as {0}; save the file as UTF-8"), ("encoding",)),
    _S.NOT_UTF8: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the text is not UTF-8 (byte 0x{0} in column {1}); save the file "
        "as UTF-8"), ("byte", "column")),
    _S.TABLE_NOT_UTF8: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the table is not UTF-8 text; save it as UTF-8 CSV"), ()),
    _S.BINARY: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the file holds binary data (a NUL byte): it is not a text file"), ()),
    _S.CONTROL_CHAR: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the control character U+{0} shows this is not a text file"),
        ("char",)),
    _S.EMPTY: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the file is empty (expected: a title, a subtitle, then the terms)"),
        ()),
    _S.NO_ENTRIES: (QT_TRANSLATE_NOOP(
        "ImportErrors", "no entries: term and definition lines must follow the title and "
        "the subtitle"), ()),
    _S.NO_DEFINITION: (QT_TRANSLATE_NOOP("ImportErrors", "the term \u201c{0}\u201d has no "
                                         "definition"), ("term",)),
    _S.TERM_TOO_LONG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the term line is too long ({0} characters, at most {1}); is a "
        "definition missing above it?"), ("length", "limit")),
    _S.DEFINITION_TOO_LONG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the definition is too long ({0} characters, at most {1})"),
        ("length", "limit")),
    _S.NO_LETTERS: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the term \u201c{0}\u201d has no letters or digits"), ("term",)),
    _S.UNKNOWN_LANGUAGE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "cannot tell whether the text is Spanish or Portuguese; if it is "
        "one of them, say which in {0}"), ("manifest",)),
    _S.OTHER_LANGUAGE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the text is not Spanish or Portuguese; if it is one of them, say "
        "which in {0}"), ("manifest",)),
    _S.BAD_MANIFEST: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest is not valid TOML"), ()),
    _S.MANIFEST_NO_FILE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "[[source]] number {0} of the manifest needs a \u201cfile\u201d "
        "string"), ("number",)),
    _S.MANIFEST_LANG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest gives {0} the unknown language \u201c{1}\u201d "
        "(use es or pt)"), ("name", "value")),
    _S.MANIFEST_VOLUME: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest gives {0} the volume {1}, which is not text (put it "
        "in quotes)"), ("name", "value")),
    _S.MANIFEST_KEY: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest has the unknown key \u201c{0}\u201d (the keys there "
        "are: {1})"), ("key", "known")),
    _S.MANIFEST_FILE_TWICE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest lists {0} twice (also in [[source]] number {1})"),
        ("name", "number")),
    _S.MANIFEST_UNKNOWN_FILE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest names {0}, but there is no such file in its folder; "
        "is the name misspelt?"), ("name",)),
    _S.MANIFEST_TERMBASE_LANG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the manifest gives {0} a language, but it is a term base, whose "
        "concepts state their own languages: give it a volume, not a lang"), ("name",)),
    _S.EMPTY_TABLE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the file is empty (expected: a header row with es, pt, …)"), ()),
    _S.BLANK_HEADER: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the first row is blank (expected: a header row with es, pt, …)"),
        ()),
    _S.LINE_TOO_LONG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the line is longer than {0} characters: this is not a table of "
        "terms"), ("limit",)),
    _S.TOO_MANY_COLUMNS: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the header row has {0} columns, at most {1}"), ("count", "limit")),
    _S.BAD_TABLE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the table is malformed here (often a quotation mark that is not "
        "closed)"), ()),
    _S.REPEATED_COLUMN: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the column \u201c{0}\u201d appears twice in the header"), ("name",)),
    _S.NO_LANGUAGE_COLUMN: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the header row names no Spanish or Portuguese column (its columns: "
        "{0}); name them es and pt, Español and Português or Spanish and Portuguese, and "
        "their definitions es_definition or Spanish definition"),
        ("columns",)),
    _S.ORPHAN_COLUMN: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the column \u201c{0}\u201d needs a \u201c{1}\u201d column too"),
        ("name", "lang")),
    _S.UNKNOWN_COLUMN: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the column \u201c{0}\u201d is unknown (after a language code come: "
        "{1})"), ("name", "known")),
    _S.EXTRA_FIELDS: (QT_TRANSLATE_NOOP(
        "ImportErrors", "row {0} has {1} fields but the header has {2} (a delimiter inside "
        "an unquoted field?)"), ("row", "count", "limit")),
    _S.NO_TERM: (QT_TRANSLATE_NOOP(
        "ImportErrors", "row {0} has a definition or synonym but no term in that language"),
        ("row",)),
    _S.BAD_XML: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the XML is not well-formed (column {0})"), ("column",)),
    _S.XML_ENTITY: (QT_TRANSLATE_NOOP(
        "ImportErrors", "refused: the file declares the XML entity \u201c{0}\u201d (entities "
        "are never expanded, for safety)"), ("name",)),
    _S.XML_REFUSED: (QT_TRANSLATE_NOOP(
        "ImportErrors", "refused: the file refers to an external resource (it is never "
        "read, for safety)"), ()),
    _S.NOT_TBX: (QT_TRANSLATE_NOOP(
        "ImportErrors", "this is not a TBX file: its root element is <{0}>, not <tbx> or "
        "<martif>"), ("name",)),
    _S.XML_TOO_LONG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "a tag or a text runs over {0} MiB without markup: this is not a "
        "term base"), ("limit",)),
    _S.RECORD_TOO_LONG: (QT_TRANSLATE_NOOP(
        "ImportErrors", "a concept's record is longer than {0} MiB: this is not a term base"),
        ("limit",)),
    _S.XML_TOO_DEEP: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the elements are nested more than {0} deep: this is not a term "
        "base"), ("limit",)),
    _S.NO_CONCEPTS: (QT_TRANSLATE_NOOP(
        "ImportErrors", "no concept has a Spanish or Portuguese term (records in other "
        "languages only: {0})"), ("count",)),
    _S.NO_SOURCES: (QT_TRANSLATE_NOOP("ImportErrors", "no source files were given"), ()),
    _S.SAME_NAME: (QT_TRANSLATE_NOOP(
        "ImportErrors", "another source has the same file name ({0}); rename one of them"),
        ("other",)),
    _S.NO_FOLDER: (QT_TRANSLATE_NOOP("ImportErrors", "the folder does not exist"), ()),
    _S.NO_TXT_SOURCES: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the folder holds no .txt glossary sources"), ()),
    _S.PREVIOUS_UNOPENABLE: (QT_TRANSLATE_NOOP(
        "ImportErrors", "the previous glossary cannot be opened"), ()),
    _S.PREVIOUS_NOT_GLOSSARY: (QT_TRANSLATE_NOOP(
        "ImportErrors", "this is not a glossary database"), ()),
}

# More precise sentences where a field tells more: the system's reason, the
# language a text looks like, the language of a row's missing term.
_UNREADABLE = {
    errno.EACCES: QT_TRANSLATE_NOOP("ImportErrors", "you have no permission to read the file"),
    errno.EPERM: QT_TRANSLATE_NOOP("ImportErrors", "you have no permission to read the file"),
    errno.ELOOP: QT_TRANSLATE_NOOP("ImportErrors", "the file is a loop of symbolic links"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("ImportErrors", "a part of the path is a file, not a "
                                     "folder"),
    errno.EIO: QT_TRANSLATE_NOOP("ImportErrors", "the disk could not read the file"),
}
LOOKS_LIKE = {
    "English": QT_TRANSLATE_NOOP(
        "ImportErrors", "the text looks like English, not Spanish or Portuguese; if it is "
        "one of them, say which in {0}"),
    "French": QT_TRANSLATE_NOOP(
        "ImportErrors", "the text looks like French, not Spanish or Portuguese; if it is "
        "one of them, say which in {0}"),
    "Italian": QT_TRANSLATE_NOOP(
        "ImportErrors", "the text looks like Italian, not Spanish or Portuguese; if it is "
        "one of them, say which in {0}"),
}
NO_TERM_IN = {
    "es": QT_TRANSLATE_NOOP(
        "ImportErrors", "row {0} has a Spanish definition or synonym but no Spanish term"),
    "pt": QT_TRANSLATE_NOOP(
        "ImportErrors", "row {0} has a Portuguese definition or synonym but no Portuguese "
        "term"),
}
# How a field that is a number is shown where it is not a plain count.
_HEX = {"byte": "{:02x}", "char": "{:04X}"}


def _tr(text: str) -> str:
    return QCoreApplication.translate("ImportErrors", text)


def _sentence(exc: SourceError) -> str:
    """The sentence for ``exc``'s code, translated, before its fields are filled in."""
    value = exc.fields.get
    code, name, lang = value("errno"), value("detected"), value("lang")
    if exc.reason == _S.UNREADABLE and isinstance(code, int) and code in _UNREADABLE:
        return _tr(_UNREADABLE[code])
    if exc.reason == _S.OTHER_LANGUAGE and isinstance(name, str) and name in LOOKS_LIKE:
        return _tr(LOOKS_LIKE[name])
    if exc.reason == _S.NO_TERM and isinstance(lang, str) and lang in NO_TERM_IN:
        return _tr(NO_TERM_IN[lang])
    return _tr(WORDINGS[exc.reason][0])


def _shown(name: str, value: object) -> str:
    if name in _HEX and isinstance(value, int):
        return _HEX[name].format(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return QLocale().toString(value)
    return str(value)


def reason_text(exc: SourceError) -> str:
    """Why ``exc``'s source cannot be imported, in the interface's language."""
    _, names = WORDINGS[exc.reason]
    return _sentence(exc).format(*(_shown(n, exc.fields[n]) for n in names))


def describe_source_error(exc: SourceError) -> str:
    """``file, line N: why`` in the interface's language (no line where there is none)."""
    if exc.line is not None:
        return QCoreApplication.translate("ImportErrors", "{0}, line {1}: {2}").format(
            exc.path.name, exc.line, reason_text(exc))
    return QCoreApplication.translate("ImportErrors", "{0}: {1}").format(
        exc.path.name, reason_text(exc))
