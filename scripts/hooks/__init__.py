"""MkDocs hooks (listed in ``mkdocs.yml``), importable by the tests as ``scripts.hooks.NAME``."""
