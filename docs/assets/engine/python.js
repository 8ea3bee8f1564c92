// Starting Python in a module worker: the self-hosted Pyodide and the tarot_rules wheel named by
// assets/live/manifest.js (scripts/hooks/live_assets.py). Shared by the two workers of the site: the
// pages' engine (engine/worker.js) and the reader's live examples (live/worker.js).
//
// A memory snapshot of the ready interpreter is kept in Cache Storage: the next page, or a fresh
// worker, restores it instead of starting Python again (≈ 0.2 × the first start here). Pyodide's
// snapshot API is private (pinned version; the key holds the version, the wheel and what was run):
// any failure falls back to the normal start.
import manifest from "../live/manifest.js";

const live = new URL("../live/", import.meta.url);
const indexURL = new URL(manifest.pyodide, live).href;
const wheelURL = new URL(manifest.wheel, live).href;

// The runtime files and the wheel (for the offline cache of the table pages).
export const runtimeFiles = () => {
  const wheel = manifest.wheel.split("/").pop();
  return Object.keys(manifest.sizes).map((name) => new URL(name === wheel ? manifest.wheel : manifest.pyodide + name, live).href);
};

// The cache key of a snapshot: everything that shaped the interpreter.
export const snapshotKey = (what) => new URL(`snapshot/${encodeURIComponent(manifest.pyodide + manifest.wheel + what)}`, live).href;

// Report the share of the runtime bytes already received (resource entries); returns a stop function.
function watchDownloads(report) {
  if (typeof PerformanceObserver !== "function") return () => {};
  const total = Object.values(manifest.sizes).reduce((a, b) => a + b, 0);
  const received = new Set();
  let loaded = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const name = decodeURIComponent(entry.name.split("?")[0].split("/").pop());
      if (name in manifest.sizes && !received.has(name)) {
        received.add(name);
        loaded += manifest.sizes[name];
        report(Math.min(99, Math.round((100 * loaded) / total)));
      }
    }
  });
  observer.observe({ type: "resource", buffered: true });
  return () => observer.disconnect();
}

async function cachedSnapshot(cacheName, key) {
  try {
    const hit = await (await caches.open(cacheName)).match(key);
    return hit ? await hit.arrayBuffer() : null;
  } catch {
    return null;
  }
}

// Keep `bytes` as the only snapshot of `cacheName` (a worker or a page may call it).
export async function storeSnapshot(cacheName, key, bytes) {
  try {
    const cache = await caches.open(cacheName);
    for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
    await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    return true;
  } catch {
    return false; // no Cache Storage (private mode, quota): the next start is a normal one
  }
}

// Start Python with the engine, run `prepare(pyodide)` (once, before a snapshot), and return
// {entry: the Python function named `entry`, phases, snapshot: bytes to store or null}.
// `progress(value)` gets the download share (0–99).
export async function startPython({ cacheName, key, prepare, entry, progress }) {
  const started = performance.now();
  const phases = {};
  const mark = (name) => (phases[name] = Math.round(performance.now() - started));
  const stopWatching = watchDownloads(progress);
  const saved = cachedSnapshot(cacheName, key);
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  mark("import");
  const bytes = await saved;
  if (bytes) {
    try {
      const pyodide = await loadPyodide({ indexURL, _loadSnapshot: bytes });
      stopWatching();
      mark("engine");
      return { entry: pyodide.globals.get(entry), phases: { ...phases, snapshot: true }, snapshot: null };
    } catch (error) {
      console.warn("Instantané Python inutilisable, démarrage normal :", error);
    }
  }
  // The wheel downloads while the runtime loads.
  const wheel = fetch(wheelURL).then((response) => {
    if (!response.ok) throw new Error(`roue introuvable (${response.status})`);
    return response.arrayBuffer();
  });
  const snapshots = typeof caches === "object";
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: snapshots });
  mark("runtime");
  // Into site-packages (the default is the working directory).
  const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir });
  mark("wheel");
  await prepare(pyodide);
  let snapshot = null;
  if (snapshots) {
    try {
      snapshot = pyodide.makeMemorySnapshot(); // before any proxy to Python exists
    } catch (error) {
      console.warn("Pas d'instantané Python :", error);
    }
  }
  stopWatching();
  mark("engine");
  return { entry: pyodide.globals.get(entry), phases, snapshot };
}
