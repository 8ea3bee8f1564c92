// Starting Python in a worker: the self-hosted Pyodide and the tarot_rules wheel named by
// assets/live/manifest.js (scripts/hooks/live_assets.py). Shared by the two workers of the site: the
// pages' engine (engine/worker.js) and the reader's live examples (live/worker.js, inside a sandbox
// with an opaque origin: this module touches no storage; the caller hands a memory snapshot over,
// see snapshots.js). Pyodide's snapshot API is private (pinned version): any failure to restore
// falls back to the normal start.
import manifest from "../live/manifest.js";

const live = new URL("../live/", import.meta.url);
const indexURL = new URL(manifest.pyodide, live).href;
const wheelURL = new URL(manifest.wheel, live).href;

// The runtime files and the wheel (for the offline cache of the table pages).
export const runtimeFiles = () => {
  const wheel = manifest.wheel.split("/").pop();
  return Object.keys(manifest.sizes).map((name) => new URL(name === wheel ? manifest.wheel : manifest.pyodide + name, live).href);
};

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

// Pyodide only logs a failed download of its WebAssembly runtime, then waits forever. While `starting`
// runs, a failed fetch of that file (refused, cut, or an HTTP error) fails it at once, in French: the
// caller says why (the pages' engine and the live examples end that worker), and the next start tries
// again.
async function failingWithoutRuntime(starting) {
  const { fetch: ownFetch } = self;
  let fail;
  const failed = new Promise((_, reject) => (fail = reject));
  failed.catch(() => {});
  const refuse = () => fail(new Error("le fichier de Python (pyodide.asm.wasm) n’a pas pu être téléchargé, vérifiez la connexion"));
  self.fetch = (resource, options) => {
    const fetched = ownFetch(resource, options);
    if (!String(resource instanceof Request ? resource.url : resource).endsWith("/pyodide.asm.wasm")) return fetched;
    // Refused: Pyodide gets no answer at all (it would only log the error, some of it unhandled).
    const never = new Promise(() => {});
    return fetched.then(
      (response) => (response.ok ? response : (refuse(), never)),
      () => (refuse(), never),
    );
  };
  try {
    return await Promise.race([starting(), failed]);
  } finally {
    self.fetch = ownFetch;
  }
}

// Start Python with the engine, run `prepare(pyodide)` (once, before a snapshot), and return
// {entry: the Python function named `entry`, phases, snapshot: bytes to store or null}.
// `saved`: a promise of the bytes of an earlier snapshot (or null); `makeSnapshot`: whether to take
// one after `prepare`. `progress(value)` gets the download share (0–99). `bundled`: Pyodide's
// {loadPyodide, createPyodideModule} when the caller's script carries them (the live examples' worker
// is one script built with them, live/worker.js); otherwise Pyodide's loader is imported from the site.
export async function startPython({ saved, makeSnapshot, prepare, entry, progress, bundled = null }) {
  const started = performance.now();
  const phases = {};
  const mark = (name) => (phases[name] = Math.round(performance.now() - started));
  const stopWatching = watchDownloads(progress);
  const { loadPyodide, createPyodideModule } = bundled ?? (await import(indexURL + "pyodide.mjs"));
  const load = (options) => failingWithoutRuntime(() => loadPyodide({ indexURL, createPyodideModule, ...options }));
  mark("import");
  const bytes = await saved;
  if (bytes) {
    try {
      const pyodide = await load({ _loadSnapshot: bytes });
      stopWatching();
      mark("engine");
      return { entry: pyodide.globals.get(entry), phases: { ...phases, snapshot: true }, snapshot: null };
    } catch (error) {
      console.warn("Instantané Python inutilisable, démarrage normal\u00a0:", error);
    }
  }
  // The wheel downloads while the runtime loads.
  const wheel = fetch(wheelURL).then((response) => {
    if (!response.ok) throw new Error(`roue introuvable (${response.status})`);
    return response.arrayBuffer();
  });
  const pyodide = await load({ _makeSnapshot: makeSnapshot });
  mark("runtime");
  // Into site-packages (the default is the working directory).
  const extractDir = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir });
  mark("wheel");
  await prepare(pyodide);
  mark("prepare");
  let snapshot = null;
  if (makeSnapshot) {
    try {
      snapshot = pyodide.makeMemorySnapshot(); // before any proxy to Python exists
    } catch (error) {
      console.warn("Pas d’instantané Python\u00a0:", error);
    }
  }
  stopWatching();
  mark("engine");
  return { entry: pyodide.globals.get(entry), phases, snapshot };
}
