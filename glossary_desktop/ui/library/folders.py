"""Where File > Import's and File > Export's file dialogs open: the folder last
used for that purpose (kept in the window's settings), else the user's documents
folder, else home; a remembered folder deleted since is passed over."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def start_folder(remembered: str) -> Path:
    """The folder a file dialog opens in, ``remembered`` ("" if none) if it still is one."""
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    for folder in (remembered, documents):
        if folder and Path(folder).is_dir():
            return Path(folder)
    return Path.home()
