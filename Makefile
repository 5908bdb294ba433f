# One place to run things, for people and CI alike.
#   make run    set everything up, build the glossary if missing or stale, open the window
#   make test   set everything up, run the whole test suite headless
#   make test-fresh-clone  make test in a fresh clone of the current commit, elsewhere
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
APP_ID := io.github.glossary_desktop.GlossaryDesktop
DB     := glossary_desktop/glossary.db
# Interface translations: Qt Linguist sources in resources/i18n, compiled into the package.
TS     := $(wildcard resources/i18n/*.ts)
QM     := $(patsubst resources/i18n/%.ts,glossary_desktop/i18n/%.qm,$(TS))
# The DB is stale when a source or the code that writes it changed.
DB_DEPS := $(wildcard data/*.txt) data/manifest.toml \
           $(wildcard glossary_desktop/importer/*.py) glossary_desktop/store/schema.py \
           glossary_desktop/text.py

.PHONY: run test test-long test-dist lint check bench db clean translations ts-update \
        test-fresh-clone install-user uninstall-user desktop-check \
        dist dist-onefile dist-hello release dist-check dist-measure dist-deps print-dist-apt

# -qq: pip's errors still show; what it hides is progress and the build backend's
# notes about editable installs, which read as trouble to someone setting up.
$(STAMP): pyproject.toml
	@echo "Setting up $(VENV): Python packages for the app, its tests and its bundle..."
	@$(PYTHON) -m venv $(VENV)
	@$(BIN)/python -m pip install -qq --upgrade pip
	@$(BIN)/python -m pip install -qq -e '.[test,dist]'
	@touch $@

$(DB): $(STAMP) $(DB_DEPS)
	$(BIN)/glossary-desktop build-db --out $@ --quiet

db: $(DB)

glossary_desktop/i18n/%.qm: resources/i18n/%.ts $(STAMP)
	@mkdir -p $(@D)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

# Re-read every tr() in the code into the .ts files (then translate what is new).
ts-update: $(STAMP)
	$(BIN)/pyside6-lupdate -no-obsolete -locations relative \
	    $$(find glossary_desktop -name '*.py' | sort) -ts $(TS)

run: $(DB) $(QM)
	$(BIN)/glossary-desktop

test: $(DB) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m "not slow"

test-long: $(DB) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/pytest -m slow

# The bundle tests (tests/packaging) on what make dist and make dist-onefile
# built; a form that is not built fails them here instead of skipping them.
test-dist: $(STAMP)
	GLOSSARY_DESKTOP_REQUIRE_DIST=onedir,onefile QT_QPA_PLATFORM=offscreen \
	    $(BIN)/pytest -rs tests/packaging

# What a newcomer gets from git clone: the committed tree alone, in a temporary
# folder, with no third-party TBX files beside it (CI runs it after make test).
test-fresh-clone:
	build/fresh_clone_test.sh

lint: $(STAMP)
	$(BIN)/ruff check glossary_desktop tests build
	$(BIN)/mypy
	$(BIN)/lint-imports

# Performance against its floors (tests/benchmarks); SIZE=1m for the full run.
SIZE ?= 100k
bench: $(STAMP)
	$(BIN)/python -m tests.benchmarks --size $(SIZE)

# ---- the standalone executable ---------------------------------------------------
#   make dist          the glossary DB (if stale), then dist/glossary-desktop/ (onedir)
#   make dist-onefile  the same as one file: dist/onefile/glossary-desktop
#   make dist-hello    hello-world baselines for dist-measure: both forms trimmed
#                      like the app, and onedir with PyInstaller's defaults
#   make release       dist/glossary-desktop-<version>-linux-<arch>.tar.gz
#   make dist-check    --self-test of dist/glossary-desktop: offscreen, Xvfb + xcb,
#                      read-only copy, empty HOME; the bundle must stay unchanged
#   make dist-measure  sizes and time to first window, app vs hello-world
#   make dist-deps     (root) install DIST_APT
PYINSTALLER = $(BIN)/python -m PyInstaller --noconfirm --log-level WARN

# PyInstaller copies the X11/xcb, font and D-Bus libraries from the build machine
# into the bundle, so they must be installed where it is built (the spec stops
# with a list if one is missing); strip is in binutils. The rest runs the checks:
# Xvfb, and what the bundle leaves to the system (GL, libxcb, fontconfig's
# configuration, a font). Debian 12 names (Ubuntu 24.04: libglib2.0-0t64,
# libpng16-16t64).
DIST_APT = binutils \
    libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 \
    libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 \
    libxcb-xfixes0 libxcb-xkb1 libx11-6 libx11-xcb1 libxkbcommon0 libxkbcommon-x11-0 \
    libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libpng16-16 \
    xvfb xauth libgl1 libegl1 libxcb1 fontconfig fonts-dejavu-core

dist: $(DB) $(QM)
	$(PYINSTALLER) --distpath dist --workpath build/work/onedir build/glossary-desktop.spec

dist-onefile: $(DB) $(QM)
	GLOSSARY_DESKTOP_ONEFILE=1 $(PYINSTALLER) --distpath dist/onefile \
	    --workpath build/work/onefile build/glossary-desktop.spec

dist-hello: $(STAMP)
	$(PYINSTALLER) --distpath dist --workpath build/work/hello build/hello.spec
	$(PYINSTALLER) --distpath dist/plain --workpath build/work/hello-plain \
	    --specpath build/work/hello-plain build/hello.py
	GLOSSARY_DESKTOP_ONEFILE=1 $(PYINSTALLER) --distpath dist/onefile \
	    --workpath build/work/hello-onefile build/hello.spec

release: dist
	build/make_release.sh dist/glossary-desktop

dist-check:
	build/check_dist.sh dist/glossary-desktop

# Both platforms are measured even when the first is over the limit; fails if either is.
dist-measure:
	status=0; \
	$(BIN)/python build/measure_startup.py --platform offscreen || status=1; \
	$(BIN)/python build/measure_startup.py --platform xcb || status=1; \
	exit $$status

dist-deps:
	apt-get install -y --no-install-recommends $(DIST_APT)

check: lint test

# The menu entry and the software-centre metadata, as a desktop checks them.
desktop-check:
	desktop-file-validate resources/glossary-desktop.desktop
	appstreamcli validate --no-net resources/$(APP_ID).metainfo.xml

# The onedir build for this user only, in ~/.local (no root); uninstall-user undoes it.
install-user: dist
	build/install_user.sh install dist/glossary-desktop

uninstall-user:
	build/install_user.sh uninstall

clean:
	rm -rf build/work build/screenshots dist $(DB) glossary_desktop/i18n

# For .ci/run: the Debian packages the executable's build and checks need.
print-dist-apt:
	@echo $(DIST_APT)
