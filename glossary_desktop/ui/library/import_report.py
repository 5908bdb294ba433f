"""What an import did, worded for the window: the entries it could not pair, the
lines it corrected and the term-base concepts it left out (no Spanish or
Portuguese term, or a term too long to be one).

``build-db`` and ``import`` print these on the command line; the window says
them in a box before it opens the new glossary, so that a translator whose
Portuguese file is a few entries short learns which, instead of finding
dashes in the list later; no box comes when there is nothing to report. The new
glossary's window says in its status bar what was built and that it has no
bookmarks yet, either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject

from glossary_desktop.importer.limits import MAX_TERMBASE_TERM_CHARS
from glossary_desktop.importer.parse import SourceWarning, WarningKind
from glossary_desktop.text import char_name

if TYPE_CHECKING:
    from glossary_desktop.progress_lines import ImportSummary


class ImportReport(QObject):
    """Words an import's :class:`ImportSummary` for the window (and is its ``tr()``
    context)."""

    def report_text(self, name: str, report: ImportSummary) -> tuple[str, str] | None:
        """The box's text and its details for the import ``name``, or ``None`` when it
        paired everything, corrected nothing and left nothing out."""
        skipped = report.skipped
        if not (report.unpaired or report.warnings or skipped or report.by_position):
            return None
        fixed = [w for w in report.warnings if w.kind is not WarningKind.LONG_TERM]
        long_terms = [w for w in report.warnings if w.kind is WarningKind.LONG_TERM]
        # Plain names as counts: lupdate skips a message whose count is an expression.
        unpaired, corrected, too_long = len(report.unpaired), len(fixed), len(long_terms)
        placed = len(report.by_position)
        lines = [self.built_text(name, report)]
        details: list[str] = []
        if report.unpaired:
            lines.append(self.tr(
                "Entries that could not be paired with a translation (kept in one "
                "language): %Ln.", "", unpaired))
            details.append(self.tr("Could not pair:"))
            details += [self._at(*entry) for entry in report.unpaired]
        if placed:
            lines.append(self.tr(
                "Entries paired by position, between two pairs (to be checked): %Ln.", "",
                placed))
            details += [""] if details else []
            details.append(self.tr("Paired by position:"))
            details += [self.tr("{0} = {1}").format(self._at(*p[:3]), self._at(*p[3:]))
                        for p in report.by_position]
        if fixed:
            lines.append(self.tr("Lines of the files corrected: %Ln.", "", corrected))
            details += [""] if details else []
            details.append(self.tr("Corrected:"))
            details += [self._warning(w) for w in fixed]
        if skipped:
            lines.append(self.tr(
                "Concepts left out, with no Spanish or Portuguese term: %Ln.", "",
                skipped))
        if long_terms:
            lines.append(self.tr(
                "Concepts left out, with a term longer than {0} characters: %Ln.", "",
                too_long).format(QLocale().toString(MAX_TERMBASE_TERM_CHARS)))
            details += [""] if details else []
            details.append(self.tr("Left out:"))
            details += [self._at(w.path.name, w.line, self.tr(
                "\u201c{0}\u201d has {1} characters").format(
                    w.term, QLocale().toString(w.length))) for w in long_terms]
        return "\n".join(lines), "\n".join(details)

    def built_text(self, name: str, report: ImportSummary) -> str:
        """What the import ``name`` built: its concepts, and how many are pairs."""
        concepts, both = report.counts["concepts"], QLocale().toString(report.counts["both"])
        return self.tr("\u201c{0}\u201d imported. Concepts: %Ln, {1} in both languages.",
                       "", concepts).format(name, both)

    def opened_text(self, name: str, report: ImportSummary) -> str:
        """What the new glossary's window says once open: what was built, and that
        its bookmarks start empty (the panel, open before, is now blank)."""
        return self.built_text(name, report) + " " + self.tr(
            "It has no bookmarks yet: star a term (Ctrl+D) to add one.")

    def _at(self, file: str, line: int, text: str) -> str:
        return self.tr("{0}, line {1}: {2}").format(file, line, text)

    def _warning(self, warning: SourceWarning) -> str:
        if warning.kind is WarningKind.INVISIBLE:
            why = self.tr("invisible characters removed ({0})").format(
                ", ".join(map(char_name, warning.chars)))
        elif warning.kind is WarningKind.DUPLICATE:
            why = self.tr(
                "\u201c{0}\u201d repeats line {1} with the same definition: "
                "kept once").format(warning.term, warning.other_line)
        else:
            why = self.tr(
                "\u201c{0}\u201d is also at line {1} with another definition: "
                "kept as two concepts").format(warning.term, warning.other_line)
        return self._at(warning.path.name, warning.line, why)
