"""``python -m glossary_desktop``: the same as the ``glossary-desktop`` command."""

import sys

from glossary_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())
