// Build step (scripts/hooks/live_assets.py): `node scripts/precompile.mjs RUNTIME WHEEL OUT` starts
// Pyodide from the folder RUNTIME (its npm package) and writes into the folder OUT its
// python_stdlib.zip and the wheel WHEEL, both compiled by its own Python (scripts/precompile.py).
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";

const [runtime, wheel, out] = process.argv.slice(2);
const { loadPyodide } = await import(new URL("pyodide.mjs", `file://${runtime}/`).href);
const pyodide = await loadPyodide({ indexURL: `${runtime}/` });
pyodide.runPython(readFileSync(new URL("./precompile.py", import.meta.url), "utf8"));
const precompile = pyodide.globals.get("precompile");
const where = pyodide.runPython(`import sys, sysconfig
[next(path for path in sys.path if path.endswith(".zip")), sysconfig.get_paths()["purelib"]]`).toJs();
const jobs = [
  [`${runtime}/python_stdlib.zip`, "python_stdlib.zip", where[0], false],
  [wheel, basename(wheel), where[1], true],
];
for (const [source, name, unpackedIn, besideSources] of jobs) {
  pyodide.FS.writeFile("/tmp/source.zip", readFileSync(source));
  const count = precompile("/tmp/source.zip", "/tmp/target.zip", unpackedIn, besideSources);
  writeFileSync(`${out}/${name}`, pyodide.FS.readFile("/tmp/target.zip"));
  console.log(`${name} : ${count} modules compilés`);
}
