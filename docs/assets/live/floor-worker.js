// The physical floor of the live examples (scripts/bench_live.py): Pyodide in a module worker, 1+1.
import manifest from "./manifest.js";

const indexURL = new URL(manifest.pyodide, new URL(".", import.meta.url)).href;
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const pyodide = await loadPyodide({ indexURL });
self.postMessage({ result: pyodide.runPython("1+1") });
