# The README's two commands: `make serve` and `make test`. Both set everything up.
SHELL := /bin/bash
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMPS := .stamps
PYODIDE_PYTEST := $(VENV)/pyodide-pytest
# Debian's Chromium (the benches measure in it) and its headless shell (the tests and the PDFs run in it).
CHROMIUM := /usr/bin/chromium
HEADLESS_SHELL := /usr/bin/chromium-headless-shell
# The spell check (tests/test_spelling.py): Hunspell and Debian's French dictionary.
HUNSPELL_FR := /usr/share/hunspell/fr_FR.dic
PORT ?= 8000
export NO_MKDOCS_2_WARNING := 1
# Debian packages, installed when missing.
APT_INSTALL = apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1) > /dev/null

.PHONY: serve test build bench wheel clean setup site pdfs lint
# Side by side where the work allows it (two cores): pip and npm, the lint and the site with its PDFs.
SIDE_BY_SIDE := $(MAKE) --no-print-directory -j2 --output-sync=target

serve: build
	$(BIN)/python -m scripts.serve --port $(PORT) --dir site

test: setup wheel $(HEADLESS_SHELL) /usr/bin/pdftoppm $(HUNSPELL_FR)
	$(SIDE_BY_SIDE) pdfs lint
	TAROT_SITE_BUILT=1 $(BIN)/python -m pytest -n 2 --dist worksteal -q --durations=15

bench: build $(CHROMIUM)
	$(BIN)/python -m scripts.bench

setup:
	$(SIDE_BY_SIDE) $(STAMPS)/venv $(STAMPS)/npm
	$(MAKE) --no-print-directory $(PYODIDE_PYTEST)

# The PDFs (site/pdf/) are printed by Chromium from the built site: see scripts/build_pdfs.py.
build: setup wheel $(HEADLESS_SHELL)
	$(MAKE) --no-print-directory pdfs

site:
	$(BIN)/python -m mkdocs build --strict

pdfs: site
	$(BIN)/python -m scripts.build_pdfs

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

$(CHROMIUM):
	$(call APT_INSTALL,chromium)

$(HEADLESS_SHELL):
	$(call APT_INSTALL,chromium-headless-shell)

/usr/bin/pdftoppm:
	$(call APT_INSTALL,poppler-utils)

$(HUNSPELL_FR):
	$(call APT_INSTALL,hunspell hunspell-fr)

clean:
	rm -rf site dist build $(STAMPS) node_modules $(VENV)
