"""The catalogue of messages (glossary_desktop/messages): every code raised anywhere in
the package has its one wording there, and a wording fills in the same way everywhere."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import glossary_desktop
from glossary_desktop.errors import DamagedGlossary, GlossaryError, SourceError
from glossary_desktop.messages.fill import english, fill, names
from glossary_desktop.messages.glossary import GLOSSARY, GlossaryKinds
from glossary_desktop.messages.source import SOURCE, VARIANTS, SourceReasons, source_wording

PACKAGE = Path(glossary_desktop.__file__).parent
#: The names a module gives the error classes whose codes the catalogue words.
SOURCE_NAMES = {"SourceError", "SourceReasons", "_S", "_R", "E"}
GLOSSARY_NAMES = {"GlossaryError", "DamagedGlossary", "GlossaryKinds", "_K"}


def codes_named_in_the_package() -> tuple[set[str], set[str]]:
    """Every ``SourceError.X`` and ``GlossaryError.X`` the package's modules name
    (raising one, or handing it to a helper that raises), as their code strings."""
    source: set[str] = set()
    glossary: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                    and node.attr.isupper()):
                continue
            if node.value.id in SOURCE_NAMES:
                source.add(getattr(SourceError, node.attr))
            elif node.value.id in GLOSSARY_NAMES:
                glossary.add(getattr(GlossaryError, node.attr))
    return source, glossary


def class_codes(cls: type) -> set[str]:
    return {v for k, v in vars(cls).items() if k.isupper() and isinstance(v, str)}


def test_every_code_named_in_the_package_is_worded_in_the_catalogue() -> None:
    source, glossary = codes_named_in_the_package()
    assert 45 < len(source)  # the walk found the importer's raises
    assert 8 < len(glossary)
    assert set() == source - set(SOURCE)
    assert set() == glossary - set(GLOSSARY)


def test_the_catalogue_words_each_code_once_and_nothing_else() -> None:
    assert class_codes(SourceReasons) == set(SOURCE)
    assert class_codes(GlossaryKinds) == set(GLOSSARY)
    assert {code for code, _, _ in VARIANTS} <= set(SOURCE)


def test_no_code_is_given_as_a_bare_string() -> None:
    # SourceError(path, "not-found") would pass a code the walk above cannot see.
    bare = []
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in {"SourceError", "GlossaryError"}
                    and len(node.args) > 1 and isinstance(node.args[1], ast.Constant)):
                bare.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert [] == bare


def test_a_variant_names_no_field_its_code_does_not_have() -> None:
    for (code, _, _), text in VARIANTS.items():
        assert names(text) <= names(SOURCE[code]) | {"manifest", "row"}, text


def test_the_command_line_line_is_the_path_the_line_and_the_filled_wording() -> None:
    exc = SourceError("datos/g.txt", SourceError.TERM_TOO_LONG, 3, length=12345, limit=300)
    wording = SOURCE[SourceError.TERM_TOO_LONG]
    assert f"datos/g.txt:3: {fill(wording, exc.fields)}" == str(exc)
    assert "12,345" in str(exc)


def test_counts_go_through_the_windows_number_format_and_codes_stay_hex() -> None:
    def dotted(n: int) -> str:
        return f"{n:,}".replace(",", ".")

    assert "(12.345 characters; at most 300)" in fill(
        SOURCE[SourceError.TERM_TOO_LONG], {"length": 12345, "limit": 300}, dotted)
    assert "U+001B" in fill(SOURCE[SourceError.CONTROL_CHAR], {"char": 0x1B}, dotted)


def test_the_systems_words_follow_on_the_command_line_where_the_wording_has_none() -> None:
    refused = SourceError("m.toml", SourceError.BAD_MANIFEST, detail="Expected ']' at line 1")
    assert refused.message == english(SOURCE[SourceError.BAD_MANIFEST], refused.fields)
    assert refused.message.endswith(" (Expected ']' at line 1)")
    rare = SourceError("s.txt", SourceError.UNREADABLE, detail="No such device", errno=6)
    assert 1 == rare.message.count("No such device")  # named by the wording, said once


@pytest.mark.parametrize(("fields", "variant"), [
    ({"errno": 13, "detail": "Permission denied"}, (SourceError.UNREADABLE, "errno", 13)),
    ({"detected": "French", "manifest": "m.toml"},
     (SourceError.OTHER_LANGUAGE, "detected", "French")),
    ({"lang": "pt", "row": 2, "language": "Portuguese"}, (SourceError.NO_TERM, "lang", "pt")),
])
def test_a_field_chooses_the_precise_wording(fields: dict[str, object],
                                             variant: tuple[str, str, object]) -> None:
    assert VARIANTS[variant] == source_wording(variant[0], fields)


def test_every_glossary_error_reads_path_then_its_kinds_wording() -> None:
    for kind, wording in GLOSSARY.items():
        if kind in {GlossaryError.DAMAGED, GlossaryError.TIMED_OUT}:
            continue
        exc = GlossaryError("/g.db", kind, "7")
        assert f"{Path('/g.db')}: {english(wording, {'detail': '7'})}" == str(exc)
    assert GlossaryError.DAMAGED == DamagedGlossary("/g.db", "malformed").kind
    timed_out = DamagedGlossary("/g.db", "interrupted", budget=10.0)
    assert (GlossaryError.TIMED_OUT, "interrupted") == (timed_out.kind, timed_out.detail)
    assert "interrupted" not in str(timed_out)
