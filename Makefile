# The README's two commands: `make serve` and `make test`. Both set everything up.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMPS := .stamps
PYODIDE_PYTEST := $(VENV)/pyodide-pytest
CHROMIUM := /usr/bin/chromium
# The spell check (tests/test_spelling.py): Hunspell and Debian's French dictionary.
HUNSPELL_FR := /usr/share/hunspell/fr_FR.dic
PORT ?= 8000
export NO_MKDOCS_2_WARNING := 1

.PHONY: serve test build bench wheel clean setup site lint
# Side by side where the work allows it (two cores): pip and npm, the lint and mkdocs.
SIDE_BY_SIDE := $(MAKE) --no-print-directory -j2 --output-sync=target

serve: build
	$(BIN)/python -m scripts.serve --port $(PORT) --dir site

test: setup wheel $(CHROMIUM) /usr/bin/pdftoppm $(HUNSPELL_FR)
	$(SIDE_BY_SIDE) site lint
	$(BIN)/python -m scripts.build_pdfs
	TAROT_SITE_BUILT=1 $(BIN)/python -m pytest -n 2 --dist worksteal -q --durations=15

bench: build
	$(BIN)/python -m scripts.bench

setup:
	$(SIDE_BY_SIDE) $(STAMPS)/venv $(STAMPS)/npm
	$(MAKE) --no-print-directory $(PYODIDE_PYTEST)

# The PDFs (site/pdf/) are printed by Chromium from the built site: see scripts/build_pdfs.py.
build: setup wheel $(CHROMIUM)
	$(MAKE) --no-print-directory site
	$(BIN)/python -m scripts.build_pdfs

site:
	$(BIN)/python -m mkdocs build --strict

lint:
	$(BIN)/ruff check tarot_rules tarot_app tests scripts
	$(BIN)/ruff format --check tarot_rules tarot_app tests scripts
	$(BIN)/mypy --strict tarot_rules tarot_app scripts

wheel: $(STAMPS)/venv
	rm -rf dist
	$(BIN)/python -m build --wheel --no-isolation --outdir dist . > build.log 2>&1 || { cat build.log; exit 1; }

$(STAMPS)/venv: requirements.lock pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --disable-pip-version-check -r requirements.lock 2>&1 \
		| { grep -v 'is ignored: it is neither a file nor a directory' || true; }; test $${PIPESTATUS[0]} -eq 0
	$(BIN)/pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	mkdir -p $(STAMPS) && touch $@

# The pytest that tests/test_pyodide.py runs inside Pyodide, with what it needs there: the pure-Python
# wheels of the versions requirements.lock pins, fetched from PyPI here, never at test time.
$(PYODIDE_PYTEST): requirements.lock | $(STAMPS)/venv
	rm -rf $@ $@.tmp
	$(BIN)/pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
		--platform any --implementation py --abi none --dest $@.tmp \
		$$(grep -E '^(pytest|pluggy|iniconfig|packaging|Pygments)==' requirements.lock)
	mv $@.tmp $@

$(STAMPS)/npm: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	mkdir -p $(STAMPS) && touch $@

$(CHROMIUM) /usr/bin/pdftoppm:
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils > /dev/null

$(HUNSPELL_FR):
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell hunspell-fr > /dev/null

clean:
	rm -rf site dist build $(STAMPS) node_modules $(VENV)
