"""The benchmark's report as text: the figures' table and each query's times."""

from __future__ import annotations

from typing import Any

from .generate import size_label


def _fmt(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:.3g}" if abs(v) < 100 else f"{v:.0f}"


def table(report: dict[str, Any]) -> str:
    """The report as a fixed-width text table (also fits a README code block)."""
    m = report["machine"]
    head = (
        f"size {size_label(report['size'])} (seed {report['seed']}), "
        f"{report['when']}, Python {m['python']}, SQLite {m['sqlite']}, "
        f"PySide6 {m.get('pyside6', '?')}, {m['cpus']} CPUs {m.get('cpu', '')}".rstrip()
    )
    lines = [
        head,
        "",
        f"{'figure':<20} {'value':>9} {'floor':>9} {'ratio':>7} {'target':>7}  verdict  unit",
    ]
    lines.append("-" * len(lines[-1]))
    for f in report["figures"]:
        ratio = f"{f['ratio']:.2f}x" if f["ratio"] is not None else "-"
        target = f"<={f['target']}x" if f["target"] is not None else ""
        lines.append(
            f"{f['name']:<20} {_fmt(f['value']):>9} {_fmt(f['floor']):>9} {ratio:>7} "
            f"{target:>7}  {f['verdict']:<7}  {f['unit']:<4} {f['note']}"
        )
    exp, got = report.get("expected_counts"), report.get("built_counts")
    if exp and got:
        lines += ["", f"concepts: generated {exp}, built {got}"]
    if report.get("tbx_counts"):
        lines.append(f"concepts imported from the TBX file: {report['tbx_counts']}")
    return "\n".join(lines)


def query_table(report: dict[str, Any]) -> str:
    lines = [f"{'kind':<26} {'query':<34} {'engine ms':>9} {'raw ms':>7} {'hits':>4} {'raw':>4}"]
    for q in report["queries"]:
        lines.append(
            f"{q['kind']:<26} {q['query'][:34]:<34} {q['engine'] * 1e3:>9.2f} "
            f"{q['raw'] * 1e3:>7.2f} {q['hits']:>4} {q['raw_rows']:>4}"
        )
    return "\n".join(lines)
