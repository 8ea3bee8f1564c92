// Build step (scripts/hooks/live_assets.py): `node scripts/stdlib_pyc.mjs RUNTIME TARGET` starts
// Pyodide from the folder RUNTIME (its npm package) and writes to TARGET its python_stdlib.zip
// compiled by its own Python (scripts/stdlib_pyc.py); prints the number of modules compiled.
import { readFileSync, writeFileSync } from "node:fs";

const [runtime, target] = process.argv.slice(2);
const { loadPyodide } = await import(new URL("pyodide.mjs", `file://${runtime}/`).href);
const pyodide = await loadPyodide({ indexURL: `${runtime}/` });
pyodide.FS.writeFile("/tmp/source.zip", readFileSync(`${runtime}/python_stdlib.zip`));
pyodide.runPython(readFileSync(new URL("./stdlib_pyc.py", import.meta.url), "utf8"));
const mount = pyodide.runPython("import sys; next(path for path in sys.path if path.endswith('.zip'))");
const count = pyodide.globals.get("precompile")("/tmp/source.zip", "/tmp/target.zip", mount);
writeFileSync(target, pyodide.FS.readFile("/tmp/target.zip"));
console.log(count);
