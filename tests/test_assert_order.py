"""One assertion convention: the expected value first (``assert expected == actual``).

Checks every test module: an ``assert actual == <literal>`` (a constant, a
collection of them, an UPPER_CASE name or a name starting with ``expected``)
is reported with its file and line. ``python tests/test_assert_order.py --fix``
swaps the two sides in place, for code written (or merged) the other way round.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _expected_like(node: ast.expr) -> bool:
    """Whether ``node`` reads as a value written down in the test."""
    if isinstance(node, ast.Constant | ast.JoinedStr):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return _expected_like(node.operand)
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return all(_expected_like(e) for e in node.elts)
    if isinstance(node, ast.Dict):
        return all(k is not None and _expected_like(k) for k in node.keys) and all(
            _expected_like(v) for v in node.values
        )
    if isinstance(node, ast.Name):
        return node.id.isupper() or node.id.startswith("expected")
    return False


def reversed_asserts(tree: ast.AST) -> Iterator[ast.Compare]:
    """The ``actual == expected`` comparisons asserted in ``tree``."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Assert) or not isinstance(node.test, ast.Compare):
            continue
        test = node.test
        if (
            len(test.ops) == 1
            and isinstance(test.ops[0], ast.Eq)
            and _expected_like(test.comparators[0])
            and not _expected_like(test.left)
        ):
            yield test


def _offset(lines: list[bytes], lineno: int | None, col: int | None) -> int:
    if lineno is None or col is None:
        raise ValueError("a parsed expression without an end position")
    return sum(len(line) for line in lines[: lineno - 1]) + col


def swapped(source: bytes) -> bytes:
    """``source`` with the sides of every reversed assert swapped (positions are bytes)."""
    lines = source.splitlines(keepends=True)
    spans = []
    for test in reversed_asserts(ast.parse(source)):
        left, right = test.left, test.comparators[0]
        spans.append((
            _offset(lines, left.lineno, left.col_offset),
            _offset(lines, left.end_lineno, left.end_col_offset),
            _offset(lines, right.lineno, right.col_offset),
            _offset(lines, right.end_lineno, right.end_col_offset),
        ))
    for a, b, c, d in sorted(spans, reverse=True):  # from the end: offsets stay valid
        source = source[:a] + source[c:d] + source[b:c] + source[a:b] + source[d:]
    return source


def test_assertions_put_the_expected_value_first() -> None:
    found = [
        f"{path.relative_to(TESTS)}:{test.lineno}"
        for path in sorted(TESTS.rglob("*.py"))
        for test in reversed_asserts(ast.parse(path.read_bytes()))
    ]
    assert [] == found, "run: python tests/test_assert_order.py --fix"


if __name__ == "__main__":
    if sys.argv[1:] != ["--fix"]:
        sys.exit("usage: python tests/test_assert_order.py --fix")
    for path in sorted(TESTS.rglob("*.py")):
        before = path.read_bytes()
        after = swapped(before)
        if after != before:
            path.write_bytes(after)
            print(path.relative_to(TESTS))
