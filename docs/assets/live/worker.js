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

// A memory snapshot of the ready interpreter (engine imported, runner defined), kept in Cache Storage:
// the next page, or the fresh worker after "Arrêter", restores it instead of starting Python again.
// Pyodide's snapshot API is private (pinned version, keyed by version, wheel and runner): any failure
// falls back to the normal start.
const SNAPSHOTS = "tarot-live-snapshots";
const snapshotKey = new URL(`snapshot/${encodeURIComponent(manifest.pyodide + manifest.wheel + manifest.runner)}`, here).href;

async function cachedSnapshot() {
  try {
    const cache = await caches.open(SNAPSHOTS);
    const hit = await cache.match(snapshotKey);
    return hit ? await hit.arrayBuffer() : null;
  } catch {
    return null;
  }
}

async function boot() {
  const phases = {};
  const mark = (name) => (phases[name] = Math.round(performance.now() - started));
  const snapshot = cachedSnapshot();
  const module = import(indexURL + "pyodide.mjs");
  progress("start");
  const saved = await snapshot;
  const { loadPyodide } = await module;
  mark("import");
  if (saved) {
    try {
      const pyodide = await loadPyodide({ indexURL, _loadSnapshot: saved });
      runner = pyodide.globals.get("tarot_live_run");
      phases.snapshot = true;
    } catch (error) {
      console.warn("Instantané Python inutilisable, démarrage normal :", error);
      runner = null;
    }
  }
  if (!runner) {
    // The wheel and the runner download while the runtime loads.
    const wheel = fetch(wheelURL).then((response) => {
      if (!response.ok) throw new Error(`roue introuvable (${response.status})`);
      return response.arrayBuffer();
    });
    const python = fetch(new URL("runner.py", import.meta.url)).then((response) => response.text());
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: typeof caches === "object" });
    mark("runtime");
    progress("runtime");
    // Into site-packages (the default is the working directory).
    const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
    pyodide.unpackArchive(await wheel, "wheel", { extractDir });
    mark("wheel");
    pyodide.runPython(await python);
    let bytes = null;
    if (typeof caches === "object") {
      try {
        bytes = pyodide.makeMemorySnapshot(); // before any proxy to Python exists
      } catch (error) {
        console.warn("Pas d'instantané Python :", error);
      }
    }
    runner = pyodide.globals.get("tarot_live_run");
    // The page stores it: this worker may be busy (or terminated) right after "ready".
    if (bytes) self.postMessage({ type: "snapshot", cache: SNAPSHOTS, key: snapshotKey, bytes }, [bytes.buffer]);
  }
  if (observer) observer.disconnect();
  mark("engine");
  self.postMessage({ type: "ready", ms: performance.now() - started, phases });
  while (queue.length) respond(queue.shift());
}

boot().catch((error) => {
  self.postMessage({ type: "fatal", message: String(error && error.message ? error.message : error) });
});
