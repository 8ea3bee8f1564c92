// Module worker of the live examples: loads the self-hosted Pyodide and the tarot_rules wheel,
// then runs the reader's code. Messages in: {type: "run", id, code}. Out: progress, ready, result, fatal.
import manifest from "./manifest.js";

const here = new URL(".", import.meta.url);
const indexURL = new URL(manifest.pyodide, here).href;
const wheelURL = new URL(manifest.wheel, here).href;
const started = performance.now();
const queue = [];
let runner = null;

// Progress: the share of the runtime bytes already received (resource entries), plus the steps.
const total = Object.values(manifest.sizes).reduce((a, b) => a + b, 0);
const received = new Set();
let loaded = 0;
let observer = null;
function progress(step) {
  if (runner) return;
  self.postMessage({ type: "progress", value: Math.min(99, Math.round((100 * loaded) / total)), step });
}
if (typeof PerformanceObserver === "function") {
  observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const name = decodeURIComponent(entry.name.split("?")[0].split("/").pop());
      if (name in manifest.sizes && !received.has(name)) {
        received.add(name);
        loaded += manifest.sizes[name];
        progress("download");
      }
    }
  }).observe({ type: "resource", buffered: true });
}

self.onmessage = ({ data }) => {
  if (data.type === "run") {
    if (runner) respond(data);
    else queue.push(data);
  }
};

function respond({ id, code }) {
  const begin = performance.now();
  let result;
  try {
    result = JSON.parse(runner(code));
  } catch (error) {
    result = { output: "", error: { summary: `Erreur interne : ${error.message}`, traceback: String(error.stack || error) } };
  }
  self.postMessage({ type: "result", id, ms: performance.now() - begin, ...result });
}

async function boot() {
  // The wheel downloads while the runtime loads.
  const wheel = fetch(wheelURL).then((response) => {
    if (!response.ok) throw new Error(`roue introuvable (${response.status})`);
    return response.arrayBuffer();
  });
  const python = fetch(new URL("runner.py", import.meta.url)).then((response) => response.text());
  progress("start");
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL, checkAPIVersion: true });
  progress("runtime");
  // Into site-packages (the default is the working directory).
  const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir });
  pyodide.runPython(await python);
  runner = pyodide.globals.get("tarot_live_run");
  if (observer) observer.disconnect();
  self.postMessage({ type: "ready", ms: performance.now() - started });
  while (queue.length) respond(queue.shift());
}

boot().catch((error) => {
  self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
});
