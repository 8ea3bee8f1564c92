"""Build, serve and measure the site; ``scripts.hooks`` holds the MkDocs hooks.

Run a script as a module from the repository root: ``python -m scripts.build_pdfs``.
"""
