"""The scale benchmark of issue 5: generator, harness and their smoke tests.

``python -m tests.benchmarks --help`` (or ``make bench``) runs it; see
:mod:`tests.benchmarks.run`.
"""
