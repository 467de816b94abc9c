# Each target creates .venv when missing and installs what it needs.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin

.PHONY: demo test test-long test-fast test-compiled compiled bench fuzz lint typecheck generate clean

# The compiled build (docs/performance.md): the engine (dgsim/core, dgsim/dominion) and the search's
# inner loop (dgsim/search/ismcts.py, dgsim/search/rollouts.py, dgsim/agents/rules.py; setup.py)
# compiled with mypyc into a wheel, installed in its own environment. DGSIM_PURE=1 make demo skips it.
CVENV := .venv-mypyc
CBIN := $(CVENV)/bin
WHEELS := build/mypyc-wheel
# Every file of the package: the wheel carries all of it (dgsim/search, dgsim/web, ... as Python),
# so a change anywhere must reach the compiled environment, not only a change to the engine.
ENGINE_SRC := $(shell find dgsim -type f -not -path '*/__pycache__/*') setup.py _build/backend.py

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

$(CBIN)/python:
	@command -v $(PY) >/dev/null 2>&1 || { echo "need $(PY) on PATH (or: make PY=python3 ...)"; exit 1; }
	$(PY) -m venv $(CVENV)
	$(CBIN)/python -m pip install -q --upgrade pip "setuptools>=77" wheel

# The wheel, rebuilt when the package's source or the mypy configuration that mypyc compiles it
# with changes (about 2.5 minutes on 2 cores), from a copy of the source (an editable install of
# .venv at the same time would share the checkout's build/).
$(WHEELS)/.built: $(ENGINE_SRC) pyproject.toml mypy.ini | $(CBIN)/python
	@echo "compiling with mypyc (dgsim/core, dgsim/dominion, dgsim/search/ismcts.py and rollouts.py, dgsim/agents/rules.py) ..."
	$(CBIN)/python -m pip install -q "mypy>=1.8" "pyrsistent>=0.20" "typing-extensions>=4.10" \
	    "mypy-extensions>=1.0"
	rm -rf $(WHEELS) build/mypyc-src && mkdir -p build/mypyc-src
	cp -r dgsim _build setup.py pyproject.toml mypy.ini README.md build/mypyc-src/
	cd build/mypyc-src && DGSIM_USE_MYPYC=1 $(CURDIR)/$(CBIN)/python -m pip wheel -q --no-deps \
	    --no-build-isolation -w $(CURDIR)/$(WHEELS) .
	@touch $@

$(CVENV)/.installed: $(WHEELS)/.built
	$(CBIN)/python -m pip install -q --force-reinstall --no-deps $(WHEELS)/dgsim-*.whl
	$(CBIN)/python -m pip install -q "$$(ls $(WHEELS)/dgsim-*.whl)[cli]"
	@touch $@

$(CVENV)/.installed-dev: $(CVENV)/.installed
	$(CBIN)/python -m pip install -q "$$(ls $(WHEELS)/dgsim-*.whl)[dev,cli]"
	@touch $@

# EXTRAS=web,plot,rl,...: the compiled environment with those extras of pyproject.toml too, installed
# from the same wheel so that it stays compiled (`pip install -e '.[web]'` in .venv-mypyc would
# replace the compiled dgsim with the pure checkout; `dgsim --version` tells which one runs).
EXTRAS ?=
compiled: $(CVENV)/.installed
	@if [ -n "$(EXTRAS)" ]; then \
	    $(CBIN)/python -m pip install -q "$$(ls $(WHEELS)/dgsim-*.whl)[cli,$(EXTRAS)]"; fi
	@$(CBIN)/dgsim --version
	@echo "run it as $(CBIN)/dgsim ... (or: source $(CBIN)/activate); extras: make compiled EXTRAS=web,plot"

# The compiled build where a C compiler and Python's headers are present, else the pure one.
demo: $(VENV)/.installed
	@if [ "$${DGSIM_PURE:-0}" != 1 ] && $(MAKE) --no-print-directory compiled; then \
	    bin=$(CBIN); \
	else \
	    echo "(no compiled build here: a C compiler and Python headers are needed; running pure Python)"; \
	    bin=$(BIN); \
	fi; \
	$$bin/dgsim simulate smithy-bm bigmoney --games 2000 --kingdom "First Game" --seed 1 && \
	echo "run dgsim as $$bin/dgsim ... (or: source $$bin/activate)"

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check dgsim tests setup.py _build $(wildcard examples benchmarks)

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy --strict dgsim tests _build $(wildcard examples)

# The records' generated code (constructors, evolve, is_empty, new_turn in dgsim/dominion/state.py)
# from their field declarations (dgsim/dominion/declared.py); tests/test_generated.py checks it.
generate: $(VENV)/.installed
	$(BIN)/python -m _build.generate

# The suite twice: on the pure build with coverage, and meanwhile (on the other core) the compiled
# build is made and the suite run against it; its output is shown after the first.
# The two halves' times are printed at the end: the compiled one adds to the wall time only what
# it takes beyond the pure one (docs/performance.md, "The compiled build").
# The long tier (marker `long`, tests/conftest.py: soak tests, repeated variants) is left to
# `make test-long`, and so are the compiled build's runs of the tests that start programs (the
# command line and the protocol servers, Python in both builds: the pure run covers them), so
# that this stays under 15 minutes on 2 cores; CI runs both.
TIER ?= not long
COMPILED_TIER ?= not long and not subprocess
# The compiled build starts first, beside ruff and mypy (its C compile is the longest step).
# Byte-code caches are written even where the environment turns them off (PYTHONDONTWRITEBYTECODE):
# without them every run re-compiles, and pytest re-rewrites the asserts of, every module.
test: $(VENV)/.installed-dev
	@mkdir -p build; start=$$(date +%s); \
	{ env -u PYTHONDONTWRITEBYTECODE $(MAKE) --no-print-directory test-compiled \
	      PYTEST_ARGS='-m "$(COMPILED_TIER)"' > build/test-compiled.log 2>&1; \
	  echo $$? > build/test-compiled.rc; echo $$(( $$(date +%s) - start )) > build/test-compiled.s; } & \
	compiled_job=$$!; \
	$(MAKE) --no-print-directory lint typecheck; checks=$$?; \
	if [ $$checks != 0 ]; then echo "make test: ruff or mypy failed; waiting for the compiled build to stop"; \
	    wait $$compiled_job; exit 1; fi; \
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -m "$(TIER)" --cov=dgsim --cov-branch \
	    --cov-report=term --cov-fail-under=95; pure=$$?; \
	pure_s=$$(( $$(date +%s) - start )); \
	wait $$compiled_job; compiled=$$(cat build/test-compiled.rc); \
	echo "---- the suite against the compiled build (whole log: build/test-compiled.log) ----"; \
	tail -n 25 build/test-compiled.log; \
	echo "make test: ruff, mypy and the pure suite with coverage $${pure_s} s; compiled build and suite $$(cat build/test-compiled.s) s, alongside; in all $$(( $$(date +%s) - start )) s"; \
	test $$pure = 0 && test $$compiled = 0

# The whole suite against the compiled build (doctests run on the pure one, above). The checkout
# must not come first on the path, or `import dgsim` would find its pure source: the `pytest`
# script with --import-mode=append, and PYTHONSAFEPATH=1 for the commands the tests start
# (`python -m dgsim` ...), which find tests/, benchmarks/ and examples/ through
# build/compiled-path. A test checks that the compiled engine is the one imported.
test-compiled: $(CVENV)/.installed-dev
	rm -rf build/compiled-path && mkdir -p build/compiled-path
	ln -s ../../benchmarks ../../tests ../../examples ../../_build build/compiled-path/
	DGSIM_EXPECT_BUILD=compiled PYTHONSAFEPATH=1 PYTHONPATH=$(CURDIR)/build/compiled-path \
	    $(CBIN)/pytest tests -o addopts="" -q -p no:cacheprovider --import-mode=append $(PYTEST_ARGS)

# The long tier: what `make test` leaves out (marker `long`; on the compiled build also the tests
# that start programs), on both builds alongside, without coverage (`make test` measures it).
test-long: $(VENV)/.installed-dev
	@mkdir -p build; start=$$(date +%s); \
	{ env -u PYTHONDONTWRITEBYTECODE $(MAKE) --no-print-directory test-compiled \
	      PYTEST_ARGS='-m "long or subprocess"' > build/test-long-compiled.log 2>&1; \
	  echo $$? > build/test-long-compiled.rc; } & \
	compiled_job=$$!; \
	env -u PYTHONDONTWRITEBYTECODE $(BIN)/python -m pytest -m long -p no:cacheprovider tests; pure=$$?; \
	wait $$compiled_job; compiled=$$(cat build/test-long-compiled.rc); \
	echo "---- the long tier against the compiled build (whole log: build/test-long-compiled.log) ----"; \
	tail -n 5 build/test-long-compiled.log; \
	echo "make test-long: $$(( $$(date +%s) - start )) s"; \
	test $$pure = 0 && test $$compiled = 0

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
	rm -rf $(VENV) $(CVENV) $(WHEELS) .mypy_cache .pytest_cache .ruff_cache .coverage htmlcov
