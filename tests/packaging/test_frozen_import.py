"""The built executable imports: a TBX, a CSV and a pair of text files.

The bundle once left the importer out ("it ships a built DB"), and File >
Import glossary... then failed in the executable only. Here both forms run
the user's story on a fresh ``--user-dir``: ``import FILE --name X``, then
``glossaries list`` shows X and ``search --glossary X`` finds a term of it;
and the onedir window, under Xvfb, imports a file through its own dialog
(Ctrl+I, a path typed, Enter) and opens it. The files are written here: no
fixture ships in the bundle.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

TBX = """<?xml version="1.0" encoding="UTF-8"?>
<tbx type="TBX-Basic" style="dct" xml:lang="es" xmlns="urn:iso:std:iso:30042:ed-2"
     xmlns:basic="http://www.tbxinfo.net/ns/basic" xmlns:min="http://www.tbxinfo.net/ns/min">
  <tbxHeader><fileDesc><sourceDesc><p>Cielo</p></sourceDesc></fileDesc></tbxHeader>
  <text><body>
    <conceptEntry id="c1">
      <langSec xml:lang="es-ES">
        <descripGrp><basic:definition>Región del espacio de la que nada escapa.</basic:definition>
        </descripGrp>
        <termSec><term>agujero negro</term></termSec>
      </langSec>
      <langSec xml:lang="pt-BR">
        <termSec><term>buraco negro</term></termSec>
      </langSec>
    </conceptEntry>
    <conceptEntry id="c2">
      <langSec xml:lang="es"><termSec><term>estrella fugaz</term></termSec></langSec>
      <langSec xml:lang="pt"><termSec><term>estrela cadente</term></termSec></langSec>
    </conceptEntry>
  </body></text>
</tbx>
"""

CSV = (
    "es;es_definition;pt;pt_definition\n"
    "agujero negro;Región de la que nada escapa.;buraco negro;Região da qual nada escapa.\n"
    'estrella fugaz;"Meteoro; se ve de noche.";estrela cadente;"Meteoro; vê-se à noite."\n'
)

TEXT_ES = """Glosario del cielo
Términos de astronomía para la prueba del ejecutable
Agujero Negro
Región del espacio donde la gravedad es tan fuerte que nada, ni la luz, puede escapar de ella.
Estrella Fugaz
Fenómeno luminoso que se produce cuando un meteoroide entra en la atmósfera y se quema.
"""
TEXT_PT = """Glossário do céu
Termos de astronomia para o teste do executável
Buraco Negro
Região do espaço onde a gravidade é tão forte que nada, nem a luz, pode escapar dela.
Estrela Cadente
Fenômeno luminoso que se produz quando um meteoroide entra na atmosfera e se queima.
"""


def _tbx(folder: Path) -> list[Path]:
    (folder / "cielo.tbx").write_text(TBX, encoding="utf-8")
    return [folder / "cielo.tbx"]


def _csv(folder: Path) -> list[Path]:
    (folder / "cielo.csv").write_text(CSV, encoding="utf-8")
    return [folder / "cielo.csv"]


def _text(folder: Path) -> list[Path]:
    (folder / "cielo.es.txt").write_text(TEXT_ES, encoding="utf-8")
    (folder / "cielo.pt.txt").write_text(TEXT_PT, encoding="utf-8")
    return [folder / "cielo.es.txt", folder / "cielo.pt.txt"]


def _run(program: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GLOSSARY_DESKTOP_")}
    return subprocess.run(
        [str(program), *args], capture_output=True, text=True, timeout=120, check=False, env=env
    )


@pytest.mark.parametrize("make", [_tbx, _csv, _text], ids=["tbx", "csv", "text-pair"])
def test_the_executable_imports_lists_and_searches_a_glossary(
    executable: Path, tmp_path: Path, make: Callable[[Path], list[Path]]
) -> None:
    files = [str(p) for p in make(tmp_path)]
    user = ["--user-dir", str(tmp_path / "user")]

    imported = _run(executable, *user, "import", *files, "--name", "Cielo")
    listed = _run(executable, *user, "glossaries", "list")
    found = _run(executable, *user, "--glossary", "Cielo", "search", "buraco")

    assert (0, "") == (imported.returncode, imported.stderr)
    assert (0, "Cielo\n", "") == (listed.returncode, listed.stdout, listed.stderr)
    assert (0, "") == (found.returncode, found.stderr)
    assert "buraco negro" in found.stdout.casefold()
    assert "agujero negro" in found.stdout.casefold()


def test_the_executable_builds_a_database_from_a_term_base(
    executable: Path, tmp_path: Path
) -> None:
    out = tmp_path / "cielo.db"

    built_db = _run(executable, "build-db", "--quiet", "--out", str(out), *map(str, _tbx(tmp_path)))
    shown = _run(executable, "--db", str(out), "show", "estrella fugaz")

    assert (0, "", "") == (built_db.returncode, built_db.stdout, built_db.stderr)
    assert (0, "") == (shown.returncode, shown.stderr)
    assert "estrela cadente" in shown.stdout


# -- the window --------------------------------------------------------------------


def _xdotool(display: str, *args: str) -> str:
    done = subprocess.run(
        ["xdotool", *args], capture_output=True, text=True, timeout=30, check=False,
        env={**os.environ, "DISPLAY": display},
    )
    return done.stdout.strip()


def _wait_for(what: str, found: Callable[[], bool], timeout: float = 60) -> None:
    """Poll until ``found()``: a time limit for a hung program, not a measurement."""
    deadline = time.monotonic() + timeout
    while not found():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")
        time.sleep(0.2)  # another process (Xvfb, the executable): no signal to wait on


@pytest.mark.xvfb
def test_the_executables_window_imports_through_its_dialog(onedir: Path, tmp_path: Path) -> None:
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed (make dist-deps; apt-get install xdotool)")
    source = _csv(tmp_path)[0]
    user = tmp_path / "user"
    # Xvfb picks a free display and writes its number once it accepts clients.
    read_end, write_end = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write_end)
    with os.fdopen(read_end) as announced:
        display = ":" + announced.readline().strip()
    env = {k: v for k, v in os.environ.items() if not k.startswith("GLOSSARY_DESKTOP_")}
    env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb", LANG="C.UTF-8", LANGUAGE="",
               HOME=str(tmp_path))
    app: subprocess.Popen[str] | None = None
    errors = ""
    try:
        app = subprocess.Popen([str(onedir / "glossary-desktop"), "--user-dir", str(user)],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               text=True)

        def window(name: str) -> Callable[[], bool]:
            return lambda: bool(_xdotool(display, "search", "--onlyvisible", "--name", name))

        _wait_for("the main window", window("Glossary Desktop"))
        main = _xdotool(display, "search", "--onlyvisible", "--name", "Glossary Desktop")
        _xdotool(display, "windowfocus", "--sync", main.split()[0])
        _xdotool(display, "key", "ctrl+i")
        _wait_for("the file dialog", window("^Import glossary$"))
        dialog = _xdotool(display, "search", "--onlyvisible", "--name", "^Import glossary$")
        _xdotool(display, "windowfocus", "--sync", dialog.split()[0])
        _xdotool(display, "type", "--delay", "20", str(source))
        _xdotool(display, "key", "Return")
        # The new glossary's window opens on its first concept, alphabetically.
        _wait_for("the imported glossary's window", window("^agujero negro"))
    finally:
        if app is not None:
            app.terminate()
            errors = app.communicate(timeout=30)[1]
        xvfb.terminate()
        xvfb.wait(timeout=30)

    listed = _run(onedir / "glossary-desktop", "--user-dir", str(user), "glossaries", "list")
    assert "Traceback" not in errors
    assert (0, "cielo\n") == (listed.returncode, listed.stdout)
