"""Runs a live example inside Pyodide, like the build-time doctest: every top-level expression
statement shows its value. Returns JSON: {"output": str, "error": null | {"summary", "traceback", "line"}}.
Loaded by worker.js; defines ``tarot_live_run``.
"""

import ast
import contextlib
import importlib
import io
import json
import linecache
import pkgutil
import re
import traceback

import tarot_rules

# The memory snapshot of this interpreter (worker.js) keeps the imported modules, not the wheel's
# files: import every module of the engine now, so that any of them can be used after a restore.
for _module in pkgutil.walk_packages(tarot_rules.__path__, "tarot_rules."):
    importlib.import_module(_module.name)

FILENAME = "<exemple>"
MAX_OUTPUT = 200_000

SYNTAX_MESSAGES = [
    (r"^invalid syntax\. Perhaps you forgot a comma\?$", "syntaxe invalide ; manque-t-il une virgule ?"),
    (r"^invalid syntax$", "syntaxe invalide"),
    (r"^'(.+)' was never closed$", "« \\1 » n'est jamais fermé"),
    (r"^unmatched '(.+)'$", "« \\1 » fermant sans ouvrant"),
    (
        r"^closing parenthesis '(.+)' does not match opening parenthesis '(.+)'.*$",
        "« \\1 » ne ferme pas « \\2 »",
    ),
    (r"^unterminated string literal.*$", "chaîne de caractères non terminée"),
    (r"^unterminated triple-quoted string literal.*$", "chaîne entre triples guillemets non terminée"),
    (r"^expected ':'$", "« : » attendu"),
    (r"^unexpected indent$", "indentation inattendue"),
    (r"^expected an indented block.*$", "bloc indenté attendu"),
    (
        r"^unindent does not match any outer indentation level$",
        "la désindentation ne correspond à aucun niveau",
    ),
    (r"^invalid decimal literal$", "nombre mal écrit"),
    (r"^cannot assign to (.+)$", "impossible d'affecter à \\1"),
    (r"^'return' outside function$", "« return » hors d'une fonction"),
    (r"^unexpected EOF while parsing$", "fin du code inattendue"),
    (r"^invalid character '(.)' .*$", "caractère invalide « \\1 »"),
]
ERROR_MESSAGES = [
    (r"^name '(.+)' is not defined$", "le nom « \\1 » n'est pas défini"),
    (r"^No module named '(.+)'$", "pas de module nommé « \\1 »"),
    (r"^cannot import name '(.+?)' from '(.+?)'.*$", "« \\1 » n'existe pas dans « \\2 »"),
    (r"^division by zero$", "division par zéro"),
    (r"^(.+)\(\) got an unexpected keyword argument '(.+)'$", "\\1() ne connaît pas l'argument « \\2 »"),
    (r"^(.+)\(\) missing (\d+) required .*argument.*: (.+)$", "\\1() : argument obligatoire manquant : \\3"),
]


def _french(message: str, table: list[tuple[str, str]]) -> str:
    for pattern, replacement in table:
        if re.match(pattern, message):
            return re.sub(pattern, replacement, message)
    return message


def _syntax_error(error: SyntaxError) -> dict:
    line = error.lineno or 1
    text = f"Erreur de syntaxe ligne {line} : {_french(error.msg or '', SYNTAX_MESSAGES)}"
    detail = "".join(traceback.format_exception_only(type(error), error))
    return {"summary": text, "traceback": detail, "line": line}


def _runtime_error(error: BaseException) -> dict:
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != FILENAME:
        tb = tb.tb_next  # drop the runner's own frames
    detail = "".join(traceback.format_exception(type(error), error, tb))
    line = None
    for frame in traceback.extract_tb(tb):
        if frame.filename == FILENAME:
            line = frame.lineno
    message = _french(str(error), ERROR_MESSAGES) if type(error).__module__ == "builtins" else str(error)
    name = type(error).__name__
    return {"summary": f"{name} : {message}" if message else name, "traceback": detail, "line": line}


def tarot_live_run(code: str) -> str:
    linecache.cache[FILENAME] = (len(code), None, code.splitlines(True), FILENAME)
    try:
        tree = ast.parse(code, FILENAME)
        blocks = [compile(ast.Interactive(body=[node]), FILENAME, "single") for node in tree.body]
    except SyntaxError as error:
        return json.dumps({"output": "", "error": _syntax_error(error)})
    out = io.StringIO()
    namespace = {"__name__": "__main__"}
    error = None
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            for block in blocks:
                exec(block, namespace)
        except SyntaxError as caught:
            error = _syntax_error(caught)
        except BaseException as caught:  # SystemExit too: show it, don't die
            error = _runtime_error(caught)
    output = out.getvalue()
    if len(output) > MAX_OUTPUT:
        output = output[:MAX_OUTPUT] + "\n… (sortie tronquée)\n"
    return json.dumps({"output": output, "error": error}, ensure_ascii=False)
