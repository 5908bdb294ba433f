# One place to run things, for people and CI alike.
#   make run    set everything up, build the glossary if missing or stale, open the window
#   make test   set everything up, run the whole test suite headless
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
DB     := build/glossary.db
# The DB is stale when a source or the code that writes it changed.
DB_DEPS := $(wildcard data/*.txt) data/manifest.toml \
           $(wildcard glossary_desktop/importer/*.py) glossary_desktop/store/schema.py \
           glossary_desktop/text.py

.PHONY: run test test-long lint check bench db clean screenshots

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,dist]'
	touch $@

$(DB): $(STAMP) $(DB_DEPS)
	$(BIN)/glossary-desktop build-db --out $@ --quiet

db: $(DB)

run: $(DB)
	$(BIN)/glossary-desktop

test: $(DB)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m "not slow"

test-long: $(DB)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m slow

lint: $(STAMP)
	$(BIN)/ruff check glossary_desktop tests build
	$(BIN)/mypy
	$(BIN)/lint-imports

# Performance against its floors (tests/benchmarks); SIZE=1m for the full run.
SIZE ?= 100k
bench: $(STAMP)
	$(BIN)/python -m tests.benchmarks --size $(SIZE)

check: lint test

clean:
	rm -rf build/work build/bench build/screenshots dist $(DB)
