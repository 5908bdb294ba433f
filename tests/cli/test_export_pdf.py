"""``export --format pdf``: a printable bilingual sheet, read back with poppler's
tools as a reader's PDF viewer would: every term and note is text, the two
languages side by side, the paper the locale's."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from glossary_desktop.glossary import Glossary

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="poppler-utils (pdftotext, pdftoppm) not installed")

NOTES = {"sharding": "repasar antes del examen", "servidor-de-parametros": "ver cap. 2",
         "paralelismo-de-datos": ""}


def _cli(glossary_db: Path, folder: Path, *argv: str, lang: str = "es_ES") -> str:
    # The locale by LANGUAGE, as a desktop session sets it: the machine's C library
    # may have no locale but C.UTF-8 installed.
    env = {k: v for k, v in os.environ.items() if k != "LC_ALL"}
    env.update(LANG="C.UTF-8", LANGUAGE=lang)
    done = subprocess.run(
        [sys.executable, "-m", "glossary_desktop", "--db", str(glossary_db), "--user-dir",
         str(folder), *argv], capture_output=True, text=True, timeout=120, env=env, check=False)
    assert 0 == done.returncode, done.stderr
    return done.stderr


@pytest.fixture
def bookmarked(glossary_db: Path, tmp_path: Path) -> Path:
    folder = tmp_path / "user"
    for slug, note in NOTES.items():
        _cli(glossary_db, folder, "bookmarks", "add", slug, "--note", note)
    return folder


def _words(pdf: Path) -> list[tuple[str, float, float]]:
    """Each word of page 1 with its left edge and top, in points."""
    xhtml = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(pdf), "-"],
                           capture_output=True, text=True, check=True).stdout
    return [(w.text or "", float(w.get("xMin", 0)), float(w.get("yMin", 0)))
            for w in ET.fromstring(xhtml).iter("{http://www.w3.org/1999/xhtml}word")]


def test_every_term_and_note_is_text_and_the_languages_are_side_by_side(
    glossary_db: Path, bookmarked: Path, tmp_path: Path
) -> None:
    pdf = tmp_path / "b.pdf"
    assert f"wrote 3 concepts to {pdf}\n" == _cli(glossary_db, bookmarked, "export",
                                                  "--bookmarks", "--out", str(pdf))
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True,
                                   text=True, check=True).stdout.split())
    with Glossary.open(glossary_db) as g:
        concepts = [g.get(slug) for slug in NOTES]
    terms = [e.term for c in concepts if c is not None for e in c.entries.values()]
    assert 6 == len(terms)
    assert [] == [t for t in [*terms, *filter(None, NOTES.values())] if t not in text]
    # Page 1 renders, and it is not blank.
    subprocess.run(["pdftoppm", "-r", "40", "-f", "1", "-l", "1", "-png", str(pdf),
                    str(tmp_path / "page")], check=True)
    (page,) = tmp_path.glob("page*.png")
    assert page.stat().st_size > 2000
    # The headings of the columns sit on one line, Spanish left of Portuguese,
    # and each Spanish term has its Portuguese counterpart level with it, right of it.
    words = _words(pdf)
    es_head = next(w for w in words if w[0] == "Spanish")
    pt_head = next(w for w in words if w[0] == "Portuguese")
    assert (True, True) == (abs(es_head[2] - pt_head[2]) < 1, pt_head[1] - es_head[1] > 150)
    for first_word in ("Servidor", "Paralelismo"):  # the same word starts both terms
        row = [w for w in words if w[0] == first_word]
        assert len(row) >= 2, first_word
        assert (True, True) == (abs(row[0][2] - row[1][2]) < 1, row[1][1] - row[0][1] > 150)


def test_portuguese_first_and_the_paper_follows_the_locale(
    glossary_db: Path, bookmarked: Path, tmp_path: Path
) -> None:
    letter, a4 = tmp_path / "letter.pdf", tmp_path / "a4.pdf"
    _cli(glossary_db, bookmarked, "export", "--bookmarks", "--first", "pt", "--out",
         str(letter), lang="en_US")
    _cli(glossary_db, bookmarked, "export", "--bookmarks", "--out", str(a4), lang="pt_BR")
    sizes = [re.search(r"Page size:\s+(.*)", subprocess.run(
        ["pdfinfo", str(p)], capture_output=True, text=True, check=True).stdout)
        for p in (letter, a4)]
    assert ["612 x 792 pts (letter)", "595 x 842 pts (A4)"] == [
        m[1].strip() if m else "" for m in sizes]
    words = _words(letter)
    portuguese = next(w for w in words if w[0] == "Portuguese")
    spanish = next(w for w in words if w[0] == "Spanish")
    assert portuguese[1] < spanish[1]
