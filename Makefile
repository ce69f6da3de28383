# Psychboard — `make run` and `make test` are all the set-up a fresh machine needs.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test test-frozen lint bench dist release package test-release smoke soak forms clean

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || \
	  { echo "Psychboard needs Python 3.11 or newer (found $$($(PYTHON) --version))."; exit 1; }
	@$(PYTHON) -m venv $(VENV) || \
	  { echo "Could not create a virtual environment. On Debian/Ubuntu: sudo apt-get install python3-venv"; exit 1; }
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	@touch $(STAMP)

run: $(STAMP)
	@tools/qt-deps window
	$(BIN)/psychboard

test: $(STAMP)
	@tools/qt-deps offscreen
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m "not frozen"

lint: $(STAMP)
	$(BIN)/ruff check psychboard tests bench tools soak
	$(BIN)/mypy psychboard

smoke: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/psychboard --smoke-test

# Kills, hostile files, a GUI monkey and broken data folders (~10 min; see docs/reliability.md).
soak: $(STAMP)
	@tools/qt-deps offscreen
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m soak $(SOAK_FLAGS)

bench: $(STAMP)
	for script in bench/*.py; do echo "== $$script"; $(BIN)/python $$script || exit 1; done

dist: $(STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN build.spec

test-frozen: dist
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -m frozen tests/test_frozen.py

# The Linux release files beside the bundle: dist/psychboard-<version>-linux-<machine>.tar.gz,
# dist/psychboard_<version>_<arch>.deb and dist/SHA256SUMS (needs dpkg-deb: dpkg-dev).
release: dist
	@$(MAKE) --no-print-directory package

# The same from an existing bundle (CI has just built and tested it with test-frozen).
package: $(STAMP)
	$(BIN)/python tools/package.py dist

# What CI proves about them without building again: see tools/check-release.
test-release:
	tools/check-release dist

forms: $(STAMP)
	for form in ui/*.ui; do \
	  $(BIN)/pyside6-uic $$form -o psychboard/app/forms/ui_$$(basename $$form .ui).py; done

clean:
	rm -rf build dist .pytest_cache .mypy_cache .ruff_cache
