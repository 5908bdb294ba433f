"""The documents' terminal sessions are real: each ``$ glossary-desktop ...`` runs here.

Each ``console`` block of README.md and of docs/cli.md (the command reference) is
one session: its commands that start
with ``glossary-desktop`` run in order in a shell (pipes included; what every
command of a pipe writes on stderr is shown, as a terminal shows it), in one empty
folder with one empty user folder (a bookmark added above is there below), on
the seed glossary, in an 80-column terminal; each one's output must be the lines
under it in the README, with timings written as ``<n>`` on both sides. Commands
of the other kind (``make ...``, comments) are not run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: The pages whose sessions run: the README's short one, the reference's all.
PAGES = (README, ROOT / "docs" / "cli.md")
PROMPT = "$ "
#: Durations vary from run to run: ``0.07 s``, ``1.0 ms``.
TIMING = re.compile(r"\b\d+(\.\d+)? (s|ms)\b")


def sessions(text: str) -> list[list[tuple[str, str]]]:
    """For each ``console`` block: (command, expected output) of its ``$ glossary-desktop``."""
    found: list[list[tuple[str, str]]] = []
    for block in re.findall(r"^```console\n(.*?)^```", text, flags=re.S | re.M):
        steps: list[tuple[str, str]] = []
        command: str | None = None
        output: list[str] = []
        for line in [*block.splitlines(), PROMPT]:
            if line.startswith(PROMPT):
                if command is not None:
                    steps.append((command, "\n".join(output).strip("\n")))
                command, output = line[len(PROMPT):], []
                if not command.startswith("glossary-desktop"):
                    command = None
            elif command is not None:
                output.append(line)
        if steps:
            found.append(steps)
    return found


def normalized(text: str) -> str:
    return TIMING.sub(r"<n> \2", text).rstrip()


def all_sessions() -> list[list[tuple[str, str]]]:
    return [steps for page in PAGES for steps in sessions(page.read_text("utf-8"))]


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_each_page_has_sessions_to_run(page: Path) -> None:
    assert sessions(page.read_text("utf-8"))


def test_the_sessions_show_the_main_commands() -> None:
    commands = [command.split()[1] for steps in all_sessions() for command, _ in steps]
    assert {"build-db", "search", "show", "bookmarks", "compare"} <= set(commands)


@pytest.mark.parametrize(
    "steps",
    all_sessions(),
    ids=lambda steps: steps[0][0][:60],
)
def test_a_readme_session_prints_what_the_readme_says(
    steps: list[tuple[str, str]], glossary_db: Path, tmp_path: Path
) -> None:
    bin_dir = str(Path(sys.executable).parent)  # where pip put the glossary-desktop script
    env = {k: v for k, v in os.environ.items() if not k.startswith("GLOSSARY_DESKTOP_")}
    env.update(
        PATH=bin_dir + os.pathsep + env.get("PATH", ""),
        GLOSSARY_DESKTOP_DB=str(glossary_db),
        GLOSSARY_DESKTOP_USER_DIR=str(tmp_path / "user"),
        COLUMNS="80",
    )
    printed = []
    for command, _ in steps:
        done = subprocess.run(
            # Every command's stderr, a pipe's first ones' too, shows as on a terminal.
            ["bash", "-o", "pipefail", "-c", "{ " + command + "\n} 2>&1"],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=False,
        )
        printed.append((command, normalized(done.stdout)))

    assert [(c, normalized(out)) for c, out in steps] == printed
