"""PyInstaller's entry script: the same as the ``glossary-desktop`` command."""

import sys

from glossary_desktop.cli import main

sys.exit(main())
