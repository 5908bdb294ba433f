"""``python -m tests.benchmarks``: run the benchmark (see :mod:`.run`)."""

import sys

from .run import main

sys.exit(main())
