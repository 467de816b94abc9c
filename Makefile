# Each target creates .venv when missing and installs what it needs.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test test-fast bench fuzz lint typecheck clean

$(BIN)/python:
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY) on PATH (or: make PY=python3 ...)"; exit 1; }
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install -q -e '.[cli]'
	@touch $@

$(VENV)/.installed-dev: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install -q -e '.[dev,cli]'
	@touch $@

$(VENV)/.installed-bench: $(VENV)/.installed-dev
	$(BIN)/python -m pip install -q -e '.[bench]'
	@touch $@

demo: $(VENV)/.installed
	$(BIN)/dgsim simulate smithy-bm bigmoney --games 2000 --kingdom "First Game" --seed 1

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check dgsim tests $(wildcard examples benchmarks)

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy --strict dgsim tests $(wildcard examples)

test: lint typecheck
	$(BIN)/python -m pytest --cov=dgsim --cov-branch --cov-report=term --cov-fail-under=95

# Quick feedback for card authors: no slow or subprocess tests, no coverage, no type check.
test-fast: $(VENV)/.installed-dev
	$(BIN)/python -m pytest -m "not slow and not subprocess" -q -x -p no:cacheprovider

bench: $(VENV)/.installed-bench
	$(BIN)/python -m benchmarks

# Seeded random games with hostile seats, every invariant checked (docs/testing.md); on failure,
# the seed and the command that replays it. FUZZ_ARGS: e.g. --transitions 100000 --seed 7.
fuzz: $(VENV)/.installed-dev
	$(BIN)/python -m benchmarks.fuzz $(FUZZ_ARGS)

# Mutation testing of the engine (dgsim/core) with mutmut, configured in pyproject.toml
# [tool.mutmut]; figures and survivors in docs/testing.md. One worker, niced (the machine is shared).
# Works in ./mutants (incremental: delete it to start over); `.venv/bin/mutmut show NAME` shows one.
.PHONY: mutate
mutate: $(VENV)/.installed-dev
	nice -n 10 $(BIN)/mutmut run --max-children 1
	$(BIN)/mutmut results

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .coverage htmlcov
