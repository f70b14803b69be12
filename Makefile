# Entry points named in the README. Every target installs what it needs, idempotently.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: serve play test test-fast lint typecheck bench setup system-deps lexicons clean

## serve: the web app on the embedded default (SQLite, in-process fan-out)
serve: setup
	$(BIN)/logomachy serve

## play: a terminal game of Trencadís against bots
play: setup
	$(BIN)/logomachy play trencadis

## test: lint, type-check and the whole test suite (slow and browser tests included), the
## three at once (scripts/test-all.sh); the 25 slowest tests are listed at the end
test: setup
	BIN=$(BIN) scripts/test-all.sh -n 2 --dist loadgroup --durations=25

## test-fast: unit tests only (no slow or browser tests)
test-fast: setup
	$(BIN)/pytest -m "not slow and not browser"

lint: setup
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/ruff format --check src tests benchmarks

typecheck: setup
	$(BIN)/mypy

## bench: every benchmark, figures against an in-run baseline
bench: setup
	$(BIN)/python -m benchmarks

setup: system-deps $(STAMP) lexicons

system-deps:
	@scripts/install-debian-packages.sh

$(STAMP): pyproject.toml
	@echo "Python environment: $(VENV)"
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --progress-bar on -q --upgrade pip
	$(BIN)/python -m pip install --progress-bar on -e '.[dev]'
	@touch $(STAMP)

## lexicons: compile the word data from the installed dictionaries (skipped when up to date)
lexicons: $(STAMP)
	$(BIN)/logomachy lexicon build

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
