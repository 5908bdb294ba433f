"""Another program with a text box, for the tests of the look-up popup (run as a
script under the tests' X server): the window the user types in, whose focus the
popup must never take."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLineEdit

TITLE = "Another program"

if __name__ == "__main__":
    app = QApplication(sys.argv[:1])
    box = QLineEdit()
    box.setWindowTitle(TITLE)
    # What the user typed, readable from outside (xdotool getwindowname).
    box.textChanged.connect(lambda text: box.setWindowTitle(f"{TITLE}: {text}"))
    box.setGeometry(700, 600, 400, 40)
    box.show()
    sys.exit(app.exec())
