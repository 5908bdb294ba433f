"""What both spec files share: trimming rules and the onedir/onefile assembly.

``glossary-desktop.spec`` (the app) and ``hello.spec`` (the start-up baseline)
call :func:`bundle`, so the baseline is built and trimmed exactly like the app.
``GLOSSARY_DESKTOP_ONEFILE=1`` switches either one to a single-file build.

Trimming works on what PyInstaller's PySide6 hooks collected, by destination
path (``PySide6/Qt/plugins/...``), then drops every shared library that nothing
kept still links to (hooks collect the dependencies of all plugins, including
the ones dropped here). ``build/work/<name>/trim.txt`` lists what was dropped.
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import sys
from collections.abc import Sequence
from pathlib import Path

from PyInstaller.building.api import COLLECT, EXE, PYZ
from PyInstaller.building.build_main import Analysis
from PyInstaller.depend import bindepend

ONEFILE_ENV = "GLOSSARY_DESKTOP_ONEFILE"

#: Qt plugins kept, by folder; every other plugin folder is dropped.
KEEP_PLUGINS = {
    # xcb is what X11 users get; wayland is what Qt 6 picks on a Wayland session
    # (it needs the system's libwayland-client); offscreen for headless runs
    # (the self-test in CI); minimal as a last-resort debugging aid.
    "platforms": r"libq(xcb|wayland.*|offscreen|minimal)\.so",
    # GL for xcb: plain widgets draw in software, but an OpenGL-backed widget
    # (or a future QOpenGLWidget) asks for one; both are small and link only
    # the system's libGL/libEGL, which PyInstaller never bundles.
    "xcbglintegrations": r".*",
    # Wayland client side only: the desktop shell protocol, window decorations
    # for compositors without server-side ones (GNOME), EGL buffers.
    "wayland-shell-integration": r"libxdg-shell\.so",
    "wayland-decoration-client": r".*",
    "wayland-graphics-integration-client": r"libqt-plugin-wayland-egl\.so",
    # Typing accents: the compose/dead-key handler and IBus (the default input
    # method on GNOME); both matter for Spanish and Portuguese text.
    "platforminputcontexts": r"lib(compose|ibus)platforminputcontextplugin\.so",
    # The freedesktop portal theme (colour scheme, native dialogs via D-Bus).
    # Not gtk3: it would pull the build machine's whole GTK stack into the bundle.
    "platformthemes": r"libqxdgdesktopportal\.so",
    # The window's icon is an SVG (glossary_desktop/ui/look/glossary-desktop.svg):
    # QIcon reads it through the SVG icon engine. No imageformats: PNG is built
    # into QtGui and nothing loads other image files.
    "iconengines": r"libqsvgicon\.so",
}

#: Qt translations kept: Spanish, Portuguese, English (base name qt / qtbase).
KEEP_TRANSLATIONS = r"qt(base)?_(es|pt|pt_BR|pt_PT|en)\.qm"

#: Python modules the frozen app never imports: test and development tools, and
#: Qt modules nothing uses. The importer is imported inside the functions that
#: import, so start-up never loads it.
EXCLUDES = [
    # Never collected: named so that a new dependency cannot pull them in.
    "pip", "tzdata",
    "pytest", "_pytest", "pytestqt", "hypothesis", "mypy", "ruff", "importlinter", "grimp",
    "tkinter", "_tkinter", "unittest", "pydoc", "pdb", "doctest", "lib2to3",
    "setuptools", "pkg_resources", "distutils", "numpy",
    # OpenSSL (libcrypto, 4.6 MB): the reader makes no connections, and hashlib
    # falls back to Python's built-in hashes without _hashlib.
    "ssl", "_ssl", "_hashlib",
    # Processes: the importer runs its index on a thread (concurrent.futures'
    # ThreadPoolExecutor), and the window's imports and comparisons run the
    # executable itself through QProcess; nothing uses multiprocessing. Bundled,
    # it brings PyInstaller's runtime hook for it, which every launch runs before
    # the app's first line.
    "multiprocessing", "concurrent.futures.process",
    # rapidfuzz ships each C++ module twice, generic and AVX2 (5 MB); it falls
    # back to the generic one when the AVX2 one is missing. Typo suggestions
    # score a few dozen candidates: the difference is microseconds.
    "rapidfuzz.fuzz_cpp_avx2", "rapidfuzz.distance.metrics_cpp_avx2",
    # Not QtNetwork: one running reader per user folder talks over a local socket
    # (QLocalServer, QLocalSocket). Its TLS and network-information plugins stay out
    # (KEEP_PLUGINS), so no TLS library ships.
    "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtOpenGL",
    # Not QtPrintSupport: File > Print… (its dialog and QPrinter). Its CUPS plugin
    # stays out (KEEP_PLUGINS): the plugin is 123 KiB, but it links libcups, which
    # brings GnuTLS, Kerberos, Avahi and p11-kit (9 MiB measured with ldd, and a TLS
    # library, which the bundle ships none of); the bundle prints to a PDF file, and
    # the Python package's install to printers.
    "PySide6.QtDBus", "PySide6.QtSql", "PySide6.QtTest",
]

#: Shared libraries that are loaded with dlopen() rather than linked, so the
#: reachability pass below cannot see that they are needed.
DLOPENED = r"libpython3.*\.so.*"

#: A TOC entry: (destination in the bundle, source, type code).
Entry = tuple[str, str, str]

_PLUGIN = re.compile(r"PySide6/Qt/plugins/([^/]+)/([^/]+)$")
_TRANSLATION = re.compile(r"PySide6/Qt/translations/([^/]+)$")


def _keep_qt_file(dest: str) -> bool:
    """Whether a collected Qt plugin or translation file stays in the bundle."""
    dest = dest.replace(os.sep, "/")
    plugin = _PLUGIN.search(dest)
    if plugin:
        pattern = KEEP_PLUGINS.get(plugin[1])
        return pattern is not None and re.fullmatch(pattern, plugin[2]) is not None
    translation = _TRANSLATION.search(dest)
    if translation:
        return re.fullmatch(KEEP_TRANSLATIONS, translation[1]) is not None
    return True


def _reachable(binaries: list[Entry]) -> set[str]:
    """Destinations of the binaries that the kept roots link to, transitively.

    Roots: Python extension modules, Qt plugins, and libraries loaded with
    dlopen(). A library whose only users were dropped plugins is unreachable.
    """
    files = [e for e in binaries if e[2] != "SYMLINK"]
    by_name = {Path(dest).name: dest for dest, _, _ in files}
    src_of = {dest: src for dest, src, _ in files}
    todo = [
        dest for dest, _, kind in files
        if kind == "EXTENSION" or "/plugins/" in dest.replace(os.sep, "/")
        or re.fullmatch(DLOPENED, Path(dest).name)
    ]
    seen = set(todo)
    while todo:
        # ldd lists the transitive closure; the loop covers libraries ldd resolved
        # to a path outside the bundle's source tree.
        for needed, _ in bindepend.get_imports(src_of[todo.pop()]):
            dest = by_name.get(Path(needed).name)
            if dest and dest not in seen:
                seen.add(dest)
                todo.append(dest)
    return seen


#: Libraries the bundle leaves to the user's system on purpose (PyInstaller
#: never bundles them): the GL stack matches the user's drivers, Wayland's
#: client libraries come with every Wayland session.
SYSTEM_LIBS = r"lib(E?GL|GLX|OpenGL|GLdispatch|wayland-[a-z]+|xcb|drm)\.so.*"


def require_host_libs(binaries: list[Entry]) -> None:
    """Stop the build if a kept binary needs a library the build machine lacks.

    PyInstaller only warns, and the bundle would then fail on machines without
    that library (e.g. the xcb plugin without libxcb-cursor0). The packages to
    install are DIST_APT in the Makefile (``make dist-deps``).
    """
    missing = {
        (needed, Path(dest).name)
        for dest, src, kind in binaries if kind != "SYMLINK"
        for needed, path in bindepend.get_imports(src)
        if path is None and not re.fullmatch(SYSTEM_LIBS, Path(needed).name)
    }
    if missing:
        lines = "\n".join(f"  {lib} (needed by {by})" for lib, by in sorted(missing))
        sys.exit(f"libraries missing on the build machine (install them and rebuild):\n{lines}")


def trim(a: Analysis, report: Path) -> None:
    """Drop unused Qt plugins, translations and the libraries only they needed.

    PyInstaller also lays symlinks to Qt's libraries at the bundle's top level
    (type ``SYMLINK``, source = the link's target): one stays iff its target does.
    """
    binaries = [e for e in a.binaries if e[2] == "SYMLINK" or _keep_qt_file(e[0])]
    kept = _reachable(binaries)
    kept |= {dest for dest, _, _ in a.datas if _keep_qt_file(dest)}

    def keep(entry: Entry) -> bool:
        return (entry[1] if entry[2] == "SYMLINK" else entry[0]) in kept

    dropped = sorted(e[0] for e in [*a.binaries, *a.datas] if not keep(e))
    a.binaries = [e for e in a.binaries if keep(e)]
    a.datas = [e for e in a.datas if keep(e)]
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text("".join(f"{d}\n" for d in dropped), encoding="utf-8")


def stage_readable(src: Path, workpath: Path) -> Path:
    """A copy of ``src`` that every user may read (the importer writes 0600).

    Installed under /opt by root, a 0600 glossary would be unreadable to users.
    """
    if not src.is_file():
        sys.exit(f"{src} is missing: build it first (make dist, or "
                 f"glossary-desktop build-db --out {src})")
    staged = workpath / "staged" / src.name
    staged.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, staged)
    staged.chmod(stat.S_IRUSR | stat.S_IWUSR | stat.S_IRGRP | stat.S_IROTH)
    return staged


def bundle(
    name: str,
    script: Path,
    *,
    workpath: str,
    datas: Sequence[tuple[str, str]] = (),
    pathex: Sequence[str] = (),
    hiddenimports: Sequence[str] = (),
) -> None:
    """Analyse ``script`` and build ``name`` as onedir, or onefile if asked."""
    onefile = os.environ.get(ONEFILE_ENV, "") not in ("", "0")
    a = Analysis(
        [str(script)],
        pathex=list(pathex),
        datas=list(datas),
        hiddenimports=list(hiddenimports),
        excludes=EXCLUDES,
        noarchive=False,
        optimize=1,  # like python -O: no asserts; docstrings kept
    )
    trim(a, Path(workpath) / "trim.txt")
    require_host_libs(a.binaries)
    pyz = PYZ(a.pure)
    common = {
        "name": name,
        "debug": False,
        "strip": sys.platform.startswith("linux"),  # libpython alone: 23 MB -> 6 MB
        "upx": False,  # not worth it: slower start, antivirus false positives
        "console": True,  # keeps --version, --self-test and the CLI usable
    }
    if onefile:
        EXE(pyz, a.scripts, a.binaries, a.datas, [], **common)
        return
    exe = EXE(pyz, a.scripts, [], exclude_binaries=True, **common)
    COLLECT(exe, a.binaries, a.datas, name=name, strip=common["strip"], upx=False)
