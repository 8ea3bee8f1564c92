"""Runs a live example inside Pyodide, like the build-time doctest: every top-level expression
statement shows its value. Returns JSON:
{"output": str, "error": null | {"summary", "kind", "traceback", "line"}}, the summary in French
without the Python class name (in "kind"). Loaded by worker.js; defines ``tarot_live_run``.

Every run starts from the engine as built: before and after it, the modules are put back as they
were at the first run, before any reader code (``sys.modules``, each module's globals, the engine's
classes, its module-level dicts, lists and sets; its caches emptied), and modules imported since
are forgotten. A reader who replaces ``tarot_rules.fft.score`` changes that run only.
"""

import ast
import contextlib
import importlib
import io
import json
import linecache
import pkgutil
import re
import sys
import traceback

import tarot_app
import tarot_rules

PACKAGES = ("tarot_rules", "tarot_app")
"""The wheel's packages: the engine and the site's application layer (its cards drawn in HTML…)."""

# The memory snapshot of this interpreter (worker.js) keeps the imported modules, not the wheel's
# files: import every module of the wheel now, so that any of them can be used after a restore.
for _package in (tarot_rules, tarot_app):
    for _module in pkgutil.walk_packages(_package.__path__, _package.__name__ + "."):
        importlib.import_module(_module.name)


class _Pristine:
    """The interpreter's modules as they are now, and how to put them back."""

    def __init__(self) -> None:
        self.modules = dict(sys.modules)
        self.globals = {
            name: dict(vars(module))
            for name, module in self.modules.items()
            if isinstance(getattr(module, "__dict__", None), dict)
        }
        engine = [vars(m) for name, m in self.modules.items() if name.split(".")[0] in PACKAGES]
        values = [value for namespace in engine for value in namespace.values()]
        self.classes = {
            value: dict(vars(value))
            for value in values
            if isinstance(value, type) and value.__module__.split(".")[0] in PACKAGES
        }
        self.containers = {id(v): (v, v.copy()) for v in values if isinstance(v, dict | list | set)}
        self.caches = [value for value in values if callable(getattr(value, "cache_clear", None))]

    def restore(self) -> None:
        for name in set(sys.modules) - set(self.modules):
            del sys.modules[name]
        sys.modules.update(self.modules)
        for name, saved in self.globals.items():
            _put_back(vars(self.modules[name]), saved)
        for cls, saved in self.classes.items():
            for key in set(vars(cls)) - set(saved):
                delattr(cls, key)
            for key, value in saved.items():
                if vars(cls).get(key, _MISSING) is not value:
                    setattr(cls, key, value)
        for container, saved in self.containers.values():
            if container != saved:
                container.clear()
                if isinstance(container, list):
                    container.extend(saved)
                else:
                    container.update(saved)
        for cached in self.caches:
            cached.cache_clear()


_MISSING = object()


def _put_back(namespace: dict, saved: dict) -> None:
    for key in [key for key in namespace if key not in saved]:
        del namespace[key]
    for key, value in saved.items():
        if namespace.get(key, _MISSING) is not value:
            namespace[key] = value


_PRISTINE: list[_Pristine] = []
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
    (
        r"^cannot convert float NaN to integer$",
        "impossible de convertir NaN (valeur non numérique) en nombre entier",
    ),
    (r"^cannot convert float infinity to integer$", "impossible de convertir l’infini en nombre entier"),
    (r"^invalid literal for int\(\) with base 10: '(.*)'$", "« \\1 » n'est pas un nombre entier"),
    (r"^could not convert string to float: '(.*)'$", "« \\1 » n'est pas un nombre"),
    (
        r"^unsupported operand type\(s\) for (.+): '(.+)' and '(.+)'$",
        "opération « \\1 » impossible entre \\2 et \\3",
    ),
    (
        r"^'(.+)' not supported between instances of '(.+)' and '(.+)'$",
        "comparaison « \\1 » impossible entre \\2 et \\3",
    ),
    (r"^'(.+)' object has no attribute '(.+)'$", "un objet « \\1 » n'a pas d'attribut « \\2 »"),
    (r"^module '(.+)' has no attribute '(.+)'$", "le module « \\1 » n'a pas d'attribut « \\2 »"),
    (r"^(list|tuple|string) index out of range$", "indice hors limites"),
    (
        r"^(.+)\(\) takes (\d+) positional arguments? but (\d+) (?:was|were) given$",
        "\\1() prend \\2 argument(s), \\3 donné(s)",
    ),
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
    return {"summary": text, "kind": type(error).__name__, "traceback": detail, "line": line}


def _runtime_error(error: BaseException) -> dict:
    tb = error.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != FILENAME:
        tb = tb.tb_next  # drop the runner's own frames
    detail = "".join(traceback.format_exception(type(error), error, tb))
    line = None
    for frame in traceback.extract_tb(tb):
        if frame.filename == FILENAME:
            line = frame.lineno
    name = type(error).__name__
    message = str(error)
    if type(error).__module__ == "builtins":
        french = _french(message, ERROR_MESSAGES)
        message = french[:1].upper() + french[1:] if french != message else f"Erreur Python : {message}"
    return {"summary": message or f"Erreur Python ({name})", "kind": name, "traceback": detail, "line": line}


def tarot_live_run(code: str) -> str:
    if not _PRISTINE:  # the first call: no reader code has run in this interpreter yet
        _PRISTINE.append(_Pristine())
    _PRISTINE[0].restore()
    try:
        return _run(code)
    finally:
        _PRISTINE[0].restore()


def _run(code: str) -> str:
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
